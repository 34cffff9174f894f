/**
 * The field development set: questions the parser is tuned on. Written by an author who never opened the parser
 * (server/api/services/ai/) or the other sets' questions, from the model (server/model, docs/model.md,
 * docs/measures.md), the language's readings (docs/ai.md) and the demo warehouse's rows, in the words of sales, operations and finance managers: take, sell, ship, issue,
 * raise, pay, owe; "best rep", "who owes us", "slow movers", SKUs, stores and outlets; amounts like 20k and 14 million;
 * possessives, plurals and the odd typo; today, yesterday, this week, last month, the year to date. They cover every
 * business table. Each expected result is SQL written by hand against Harbour Traders ("today" Sunday 30 November
 * 2025, EVAL_NOW) and checked by reading its rows; about one in ten must be declined.
 *
 * Written with its held-out twin (fieldHeldOutQuestions.ts) as one list of 160, the questions dealt alternately to
 * the two files so both sets are alike. This half is tuned on: its failures are printed (fieldEval.test.ts).
 *
 * An answer is correct when its rows carry every expected cell: it may show more columns, never other rows.
 */
import type { EvalQuestion } from './questions.ts';
import {
  W,
  SOLD,
  ORDERS,
  ORDERS_CUSTOMERS,
  ORDERS_PEOPLE,
  LINES,
  REVENUE,
  NET_REVENUE,
  ORDER_COUNT,
  LINE_REVENUE,
  UNITS,
  COGS,
  CREDITS,
  CREDIT_VALUE,
  CREDIT_LINES,
  UNITS_CREDITED,
  QUOTES,
  QUOTES_PEOPLE,
  PAYMENTS,
  STOCK,
  TRANSFERS,
  TRANSFER_LINES,
  MOVED,
  ADJUSTMENTS,
  on,
  YESTERDAY,
  THIS_WEEK,
  LAST_WEEK,
  LAST_7_DAYS,
  LAST_30_DAYS,
  THIS_MONTH,
  LAST_MONTH,
  LAST_3_MONTHS,
  LAST_QUARTER,
  THIS_YEAR,
  YEAR_TO_DATE,
  LAST_YEAR,
  orderedIn,
  sql,
  DECLINE,
} from './fieldSql.ts';

export const FIELD_DEV_QUESTIONS: readonly EvalQuestion[] = [
  { question: 'what was our website traffic last month', expected: DECLINE },
  { question: 'what was the weather like in Auckland last week', expected: DECLINE },
  { question: "Kiri Davies's quotes this month", expected: DECLINE },
  { question: 'how much do we owe our suppliers', expected: DECLINE },
  { question: 'list the customers who are more than 60 days overdue', expected: DECLINE },
  { question: 'which day of the week do we sell the most', expected: DECLINE },
  { question: "what's our net profit after overheads this year", expected: DECLINE },
  { question: 'email the top 10 customers their statements', expected: DECLINE },
  {
    question: 'how many outlets do we have',
    expected: sql(`SELECT count(*) AS branches FROM ${W}.branches`),
  },
  {
    question: 'which city is the Christchurch branch in',
    expected: sql(`SELECT b.city FROM ${W}.branches b WHERE b.name = 'Christchurch'`),
  },
  {
    question: 'list our active reps',
    expected: sql(`SELECT s.name FROM ${W}.sales_people s WHERE s.status = 'Active'`),
  },
  {
    question: 'list the reps and their emails',
    expected: sql(`SELECT s.name, s.email FROM ${W}.sales_people s`),
  },
  {
    question: 'how many customers signed up this year',
    expected: sql(
      `SELECT count(*) AS customers FROM ${W}.customers c WHERE c.created_at >= '2025-01-01' AND c.created_at < '2026-01-01'`,
    ),
  },
  {
    question: 'how many Trade customers do we have in New Zealand',
    expected: sql(
      `SELECT count(*) AS customers FROM ${W}.customers c WHERE c.customer_group = 'Trade' AND c.country = 'New Zealand'`,
    ),
  },
  {
    question: "what's our most expensive product",
    expected: sql(`SELECT p.sku, p.unit_price FROM ${W}.products p ORDER BY p.unit_price DESC LIMIT 1`),
    ordered: true,
  },
  {
    question: "what's the average price of our marine products",
    expected: sql(`SELECT avg(p.unit_price) AS price FROM ${W}.products p WHERE p.category = 'Marine'`),
  },
  {
    question: 'which products cost us more than $250',
    expected: sql(`SELECT p.sku, p.cost FROM ${W}.products p WHERE p.cost > 250`),
  },
  {
    question: 'how many products did we add this year',
    expected: sql(
      `SELECT count(*) AS products FROM ${W}.products p WHERE p.created_at >= '2025-01-01' AND p.created_at < '2026-01-01'`,
    ),
  },
  {
    question: 'which products are out of stock',
    expected: sql(`SELECT s.sku, s.branch FROM ${W}.stock_on_hand s WHERE s.on_hand <= 0`),
  },
  {
    question: 'available stock by branch',
    expected: sql(
      `SELECT s.branch, sum(s.available) AS available FROM ${W}.stock_on_hand s GROUP BY s.branch`,
    ),
  },
  {
    question: 'how many products have no stock in Christchurch',
    expected: sql(
      `SELECT count(*) AS products FROM ${W}.stock_on_hand s WHERE s.branch = 'Christchurch' AND s.on_hand <= 0`,
    ),
  },
  {
    question: 'how many SKUs have less than 10 units available in Wellington',
    expected: sql(
      `SELECT count(*) AS products FROM ${W}.stock_on_hand s WHERE s.branch = 'Wellington' AND s.available < 10`,
    ),
  },
  {
    question: 'stock on hand by category',
    expected: sql(`SELECT p.category, sum(s.on_hand) AS on_hand FROM ${STOCK} GROUP BY p.category`),
  },
  {
    question: 'which SKUs were written off as damaged in Christchurch this year',
    expected: sql(
      `SELECT DISTINCT a.sku FROM ${ADJUSTMENTS} WHERE a.reason = 'Damaged' AND a.branch = 'Christchurch' AND ${on('a.adjustment_date', ...THIS_YEAR)}`,
    ),
  },
  {
    question: 'units adjusted per store last quarter',
    expected: sql(
      `SELECT a.branch, sum(a.qty) AS units FROM ${ADJUSTMENTS} WHERE ${on('a.adjustment_date', ...LAST_QUARTER)} GROUP BY a.branch`,
    ),
  },
  {
    question: 'how much found stock did we book this year',
    expected: sql(
      `SELECT sum(a.qty) AS units FROM ${ADJUSTMENTS} WHERE a.reason = 'Found stock' AND ${on('a.adjustment_date', ...THIS_YEAR)}`,
    ),
  },
  {
    question: 'how many stock transfers went out of Auckland in 2024',
    expected: sql(
      `SELECT count(*) AS transfers FROM ${TRANSFERS} WHERE t.from_branch = 'Auckland' AND ${on('t.transfer_date', ...LAST_YEAR)}`,
    ),
  },
  {
    question: 'how many stock transfers are still in transit',
    expected: sql(`SELECT count(*) AS transfers FROM ${TRANSFERS} WHERE t.status = 'Dispatched'`),
  },
  {
    question: 'units transferred into Wellington in 2024',
    expected: sql(
      `SELECT ${MOVED} AS units FROM ${TRANSFER_LINES} WHERE t.to_branch = 'Wellington' AND ${on('t.transfer_date', ...LAST_YEAR)}`,
    ),
  },
  {
    question: 'units moved between stores by month this year',
    expected: sql(
      `SELECT date_trunc('month', t.transfer_date)::date AS month, ${MOVED} AS units FROM ${TRANSFER_LINES} WHERE ${on('t.transfer_date', ...THIS_YEAR)} GROUP BY 1`,
    ),
  },
  {
    question: 'total payments received this week',
    expected: sql(
      `SELECT coalesce(sum(m.amount), 0) AS received FROM ${PAYMENTS} WHERE ${on('m.payment_date', ...THIS_WEEK)}`,
    ),
  },
  {
    question: 'how many payments came in yesterday',
    expected: sql(`SELECT count(*) AS payments FROM ${PAYMENTS} WHERE ${on('m.payment_date', ...YESTERDAY)}`),
  },
  {
    question: 'how much did we receive in cash last week',
    expected: sql(
      `SELECT coalesce(sum(m.amount), 0) AS received FROM ${PAYMENTS} WHERE m.method = 'Cash' AND ${on('m.payment_date', ...LAST_WEEK)}`,
    ),
  },
  {
    question: 'largest payment received this month',
    expected: sql(
      `SELECT m.amount FROM ${PAYMENTS} WHERE ${on('m.payment_date', ...THIS_MONTH)} ORDER BY m.amount DESC LIMIT 1`,
    ),
    ordered: true,
  },
  {
    question: 'average payment amount this year',
    expected: sql(
      `SELECT avg(m.amount) AS amount FROM ${PAYMENTS} WHERE ${on('m.payment_date', ...THIS_YEAR)}`,
    ),
  },
  {
    question: 'which branch received the biggest total of payments last month',
    expected: sql(
      `SELECT m.branch, sum(m.amount) AS received FROM ${PAYMENTS} WHERE ${on('m.payment_date', ...LAST_MONTH)} GROUP BY m.branch ORDER BY received DESC LIMIT 1`,
    ),
    ordered: true,
  },
  {
    question: 'total quote value by stage',
    expected: sql(`SELECT q.stage, sum(q.total) AS value FROM ${QUOTES} GROUP BY q.stage`),
  },
  {
    question: 'the biggest quote we raised last month',
    expected: sql(
      `SELECT q.quote_number, q.total FROM ${QUOTES} WHERE ${on('q.quote_date', ...LAST_MONTH)} ORDER BY q.total DESC LIMIT 1`,
    ),
    ordered: true,
  },
  {
    question: 'how many quotes did each branch raise this month',
    expected: sql(
      `SELECT q.branch, count(*) AS quotes FROM ${QUOTES} WHERE ${on('q.quote_date', ...THIS_MONTH)} GROUP BY q.branch`,
    ),
  },
  {
    question: 'number of quotes by stage this year',
    expected: sql(
      `SELECT q.stage, count(*) AS quotes FROM ${QUOTES} WHERE ${on('q.quote_date', ...THIS_YEAR)} GROUP BY q.stage`,
    ),
  },
  {
    question: 'quotes declined this year by rep',
    expected: sql(
      `SELECT s.name, count(*) AS quotes FROM ${QUOTES_PEOPLE} WHERE q.stage = 'Declined' AND ${on('q.quote_date', ...THIS_YEAR)} GROUP BY s.sales_person_id, s.name`,
    ),
  },
  {
    question: 'how many credit notes did we issue last month',
    expected: sql(
      `SELECT count(*) AS credit_notes FROM ${CREDITS} WHERE ${on('n.credit_date', ...LAST_MONTH)}`,
    ),
  },
  {
    question: 'what did we refund in Christchurch last month',
    expected: sql(
      `SELECT ${CREDIT_VALUE} AS credits FROM ${CREDITS} WHERE n.branch = 'Christchurch' AND ${on('n.credit_date', ...LAST_MONTH)}`,
    ),
  },
  {
    question: 'biggest credit note this year',
    expected: sql(
      `SELECT n.credit_note_number, n.total FROM ${CREDITS} WHERE ${on('n.credit_date', ...THIS_YEAR)} ORDER BY n.total DESC LIMIT 1`,
    ),
    ordered: true,
  },
  {
    question: 'how many credit notes over $20,000 this year',
    expected: sql(
      `SELECT count(*) AS credit_notes FROM ${CREDITS} WHERE n.total > 20000 AND ${on('n.credit_date', ...THIS_YEAR)}`,
    ),
  },
  {
    question: 'credits by rep this year',
    expected: sql(
      `SELECT s.name, ${CREDIT_VALUE} AS credits FROM ${CREDITS} JOIN ${W}.sales_people s ON s.sales_person_id = n.sales_person_id WHERE ${on('n.credit_date', ...THIS_YEAR)} GROUP BY s.sales_person_id, s.name`,
    ),
  },
  {
    question: 'credits by customer group this year',
    expected: sql(
      `SELECT c.customer_group, ${CREDIT_VALUE} AS credits FROM ${CREDITS} JOIN ${W}.customers c ON c.customer_id = n.customer_id WHERE ${on('n.credit_date', ...THIS_YEAR)} GROUP BY c.customer_group`,
    ),
  },
  {
    question: 'top 5 most returned SKUs this year',
    expected: sql(
      `SELECT cl.sku, ${UNITS_CREDITED} AS units FROM ${CREDIT_LINES} WHERE ${on('n.credit_date', ...THIS_YEAR)} GROUP BY cl.sku ORDER BY units DESC LIMIT 5`,
    ),
    ordered: true,
  },
  {
    question: 'which SKUs came back in Auckland last month',
    expected: sql(
      `SELECT DISTINCT cl.sku FROM ${CREDIT_LINES} WHERE n.branch = 'Auckland' AND ${on('n.credit_date', ...LAST_MONTH)}`,
    ),
  },
  {
    question: 'how many orders has our rep Ben Chen taken this month',
    expected: sql(
      `SELECT ${ORDER_COUNT} AS orders FROM ${ORDERS_PEOPLE} WHERE s.name = 'Ben Chen' AND ${orderedIn(THIS_MONTH)}`,
    ),
  },
  {
    question: 'top 3 reps by number of orders last quarter',
    expected: sql(
      `SELECT s.name, ${ORDER_COUNT} AS orders FROM ${ORDERS_PEOPLE} WHERE ${orderedIn(LAST_QUARTER)} GROUP BY s.sales_person_id, s.name ORDER BY orders DESC LIMIT 3`,
    ),
    ordered: true,
  },
  {
    question: 'how much did rep Aroha Walker sell last month',
    expected: sql(
      `SELECT ${REVENUE} AS revenue FROM ${ORDERS_PEOPLE} WHERE s.name = 'Aroha Walker' AND ${orderedIn(LAST_MONTH)}`,
    ),
  },
  {
    question: 'revenue by customer group this year',
    expected: sql(
      `SELECT c.customer_group, ${REVENUE} AS revenue FROM ${ORDERS_CUSTOMERS} WHERE ${orderedIn(THIS_YEAR)} GROUP BY c.customer_group`,
    ),
  },
  {
    question: 'top 10 customers by revenue this year',
    expected: sql(
      `SELECT c.name, ${REVENUE} AS revenue FROM ${ORDERS_CUSTOMERS} WHERE ${orderedIn(THIS_YEAR)} GROUP BY c.customer_id, c.name ORDER BY revenue DESC LIMIT 10`,
    ),
    ordered: true,
  },
  {
    question: 'top 5 customers in Auckland by sales this year',
    expected: sql(
      `SELECT c.name, ${REVENUE} AS revenue FROM ${ORDERS_CUSTOMERS} WHERE c.city = 'Auckland' AND ${orderedIn(THIS_YEAR)} GROUP BY c.customer_id, c.name ORDER BY revenue DESC LIMIT 5`,
    ),
    ordered: true,
  },
  {
    question: 'revenue by store for the Online group this year',
    expected: sql(
      `SELECT o.branch, ${REVENUE} AS revenue FROM ${ORDERS_CUSTOMERS} WHERE c.customer_group = 'Online' AND ${orderedIn(THIS_YEAR)} GROUP BY o.branch`,
    ),
  },
  {
    question: "what's the average order value for Key Account customers this year",
    expected: sql(
      `SELECT round(${REVENUE} / nullif(${ORDER_COUNT}, 0), 2) AS aov FROM ${ORDERS_CUSTOMERS} WHERE c.customer_group = 'Key Account' AND ${orderedIn(THIS_YEAR)}`,
    ),
  },
  {
    question: 'top 5 SKUs by units sold this year',
    expected: sql(
      `SELECT p.sku, ${UNITS} AS units FROM ${LINES} WHERE ${orderedIn(THIS_YEAR)} GROUP BY p.sku ORDER BY units DESC LIMIT 5`,
    ),
    ordered: true,
  },
  {
    question: 'units shipped by brand last month',
    expected: sql(
      `SELECT p.brand, ${UNITS} AS units FROM ${LINES} WHERE ${orderedIn(LAST_MONTH)} GROUP BY p.brand`,
    ),
  },
  {
    question: 'how many units did we sell per category in 2024',
    expected: sql(
      `SELECT p.category, ${UNITS} AS units FROM ${LINES} WHERE ${orderedIn(LAST_YEAR)} GROUP BY p.category`,
    ),
  },
  {
    question: 'cost of goods sold last month',
    expected: sql(`SELECT ${COGS} AS cogs FROM ${LINES} WHERE ${orderedIn(LAST_MONTH)}`),
  },
  {
    question: 'best selling brand this year by units',
    expected: sql(
      `SELECT p.brand, ${UNITS} AS units FROM ${LINES} WHERE ${orderedIn(THIS_YEAR)} GROUP BY p.brand ORDER BY units DESC LIMIT 1`,
    ),
    ordered: true,
  },
  {
    question: 'units sold by week last month',
    expected: sql(
      `SELECT date_trunc('week', o.order_date)::date AS week, ${UNITS} AS units FROM ${LINES} WHERE ${orderedIn(LAST_MONTH)} GROUP BY 1`,
    ),
  },
  {
    question: 'what did the Kitchen range sell this year',
    expected: sql(
      `SELECT ${LINE_REVENUE} AS revenue FROM ${LINES} WHERE p.category = 'Kitchen' AND ${orderedIn(THIS_YEAR)}`,
    ),
  },
  {
    question: 'units sold by store this month',
    expected: sql(
      `SELECT o.branch, ${UNITS} AS units FROM ${LINES} WHERE ${orderedIn(THIS_MONTH)} GROUP BY o.branch`,
    ),
  },
  {
    question: 'how many units of Cleaning products did we sell in the past 7 days',
    expected: sql(
      `SELECT ${UNITS} AS units FROM ${LINES} WHERE p.category = 'Cleaning' AND ${orderedIn(LAST_7_DAYS)}`,
    ),
  },
  {
    question: 'how much did each store take last month',
    expected: sql(
      `SELECT o.branch, ${REVENUE} AS revenue FROM ${ORDERS} WHERE ${orderedIn(LAST_MONTH)} GROUP BY o.branch`,
    ),
  },
  {
    question: 'sales by month over the last 3 months',
    expected: sql(
      `SELECT date_trunc('month', o.order_date)::date AS month, ${REVENUE} AS revenue FROM ${ORDERS} WHERE ${on('o.order_date', ...LAST_3_MONTHS)} GROUP BY 1`,
    ),
  },
  {
    question: 'revenue per branch type last month',
    expected: sql(
      `SELECT b.branch_type, ${REVENUE} AS revenue FROM ${ORDERS} JOIN ${W}.branches b ON b.branch_id = o.branch_id WHERE ${orderedIn(LAST_MONTH)} GROUP BY b.branch_type`,
    ),
  },
  {
    question: 'net revenue this year',
    expected: sql(`SELECT ${NET_REVENUE} AS net_revenue FROM ${ORDERS} WHERE ${orderedIn(THIS_YEAR)}`),
  },
  {
    question: "what's our open orders value",
    expected: sql(
      `SELECT coalesce(sum(o.subtotal) FILTER (WHERE o.status IN ('Approved', 'Dispatched')), 0) AS open_value FROM ${ORDERS}`,
    ),
  },
  {
    question: 'how many draft orders are there',
    expected: sql(`SELECT count(*) AS orders FROM ${ORDERS} WHERE o.status = 'Draft'`),
  },
  {
    question: 'which branches took more than 14 million this year',
    expected: sql(
      `SELECT o.branch, ${REVENUE} AS revenue FROM ${ORDERS} WHERE ${orderedIn(THIS_YEAR)} GROUP BY o.branch HAVING ${REVENUE} > 14000000`,
    ),
  },
  {
    question: 'what was the takings at the Auckland shop yesterday',
    expected: sql(
      `SELECT ${REVENUE} AS revenue FROM ${ORDERS} WHERE o.branch = 'Auckland' AND ${orderedIn(YESTERDAY)}`,
    ),
  },
  {
    question: 'revenue year to date',
    expected: sql(`SELECT ${REVENUE} AS revenue FROM ${ORDERS} WHERE ${orderedIn(YEAR_TO_DATE)}`),
  },
  {
    question: 'orders by month so far this year',
    expected: sql(
      `SELECT date_trunc('month', o.order_date)::date AS month, ${ORDER_COUNT} AS orders FROM ${ORDERS} WHERE ${orderedIn(YEAR_TO_DATE)} GROUP BY 1`,
    ),
  },
  {
    question: 'revenue in the last 30 days',
    expected: sql(`SELECT ${REVENUE} AS revenue FROM ${ORDERS} WHERE ${orderedIn(LAST_30_DAYS)}`),
  },
  {
    question: 'how many customers bought from each store this year',
    expected: sql(
      `SELECT o.branch, count(DISTINCT o.customer_id) AS customers FROM ${ORDERS} WHERE ${SOLD} AND ${orderedIn(THIS_YEAR)} GROUP BY o.branch`,
    ),
  },
  {
    question: 'how many orders did we take over ten thousand dollars last month',
    expected: sql(
      `SELECT count(*) AS orders FROM ${ORDERS} WHERE ${SOLD} AND o.total > 10000 AND ${orderedIn(LAST_MONTH)}`,
    ),
  },
  {
    question: 'how many orders were dispatched but not invoiced yet',
    expected: sql(`SELECT count(*) AS orders FROM ${ORDERS} WHERE o.status = 'Dispatched'`),
  },
];
