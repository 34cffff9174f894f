/**
 * The plain-words development set: questions the parser is tuned on, in the words real people use — sales managers,
 * warehouse and operations people, bookkeepers, owners. Written by an author who never opened the parser
 * (server/api/services/ai/) or the held-out sets, from the model (server/model, docs/model.md, docs/measures.md), the
 * language's readings (docs/ai.md) and the demo warehouse's rows: the verbs of the trade (sell, take, ship, book,
 * raise, issue, pay, owe, receive, move, write off), the tables' other names (store, outlet, shop; rep, salesperson;
 * SKU, item; refunds, returns), the time words of the office (today, this quarter, in March, since June, year to
 * date), rankings, counts, amounts and the odd typo. Each expected result is SQL written by hand against Harbour
 * Traders ("today" Sunday 30 November 2025, EVAL_NOW) and checked by reading its rows; about one in ten must be
 * declined: what the warehouse cannot know, or a request to change data.
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
  OWED,
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
  TODAY,
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

/** Periods the shared ones do not name: this quarter, a named month of this year, 2023, "since June". */
const THIS_QUARTER = ['2025-10-01', '2026-01-01'] as const;
const MARCH = ['2025-03-01', '2025-04-01'] as const;
const YEAR_2023 = ['2023-01-01', '2024-01-01'] as const;
const SINCE_JUNE = ['2025-06-01', '2025-12-01'] as const;
/** A named month is the latest one begun by "today": January to May of 2025, not of 2026. */
const JANUARY = ['2025-01-01', '2025-02-01'] as const;
const FEBRUARY = ['2025-02-01', '2025-03-01'] as const;
const APRIL = ['2025-04-01', '2025-05-01'] as const;
const MAY = ['2025-05-01', '2025-06-01'] as const;
const JUNE = ['2025-06-01', '2025-07-01'] as const;
const SEPTEMBER = ['2025-09-01', '2025-10-01'] as const;
const SINCE_MAY = ['2025-05-01', '2025-12-01'] as const;
const SINCE_JULY = ['2025-07-01', '2025-12-01'] as const;
const SINCE_AUGUST = ['2025-08-01', '2025-12-01'] as const;
const SINCE_SEPTEMBER = ['2025-09-01', '2025-12-01'] as const;
const GROSS_PROFIT = `(${LINE_REVENUE} - ${COGS})`;
const APPROVED_CREDIT = "n.status NOT IN ('Draft', 'Voided')";
const LINES_PEOPLE = `${LINES} JOIN ${W}.sales_people s ON s.sales_person_id = o.sales_person_id`;

export const PLAIN_WORDS_DEV_QUESTIONS: readonly EvalQuestion[] = [
  // What the warehouse cannot know, or a request to change it: declined.
  { question: 'how many people visited our website last week', expected: DECLINE },
  { question: 'what did we spend on wages in October', expected: DECLINE },
  { question: 'which supplier do we buy the most from', expected: DECLINE },
  { question: 'how many purchase orders did we raise last month', expected: DECLINE },
  { question: 'delete all the draft orders from last week', expected: DECLINE },
  { question: "can you change Ben Chen's email address", expected: DECLINE },
  { question: 'which customers are more than 90 days overdue', expected: DECLINE },
  { question: "what's our customer churn this year", expected: DECLINE },
  { question: 'show me our net margin by branch', expected: DECLINE },
  { question: "email the Auckland store's stock list to the manager", expected: DECLINE },
  { question: 'cancel all the declined quotes', expected: DECLINE },
  { question: 'what will we sell next month', expected: DECLINE },
  { question: 'which marketing campaign brought in the most customers', expected: DECLINE },
  { question: 'set the price of HT-00001 to $300', expected: DECLINE },
  { question: 'how satisfied are our customers', expected: DECLINE },
  { question: 'refund the last credit note to the customer', expected: DECLINE },
  { question: 'how many quotes will we win next month', expected: DECLINE },

  // Branches.
  {
    question: 'how many shops have we got',
    expected: sql(`SELECT count(*) AS branches FROM ${W}.branches`),
  },
  {
    question: 'which of our stores are retail',
    expected: sql(`SELECT b.name FROM ${W}.branches b WHERE b.branch_type = 'Retail'`),
  },
  {
    question: 'list the branches with their branch type',
    expected: sql(`SELECT b.name, b.branch_type FROM ${W}.branches b`),
  },

  // Sales people.
  {
    question: 'how many salespeople do we have',
    expected: sql(`SELECT count(*) AS sales_people FROM ${W}.sales_people`),
  },
  {
    question: 'which reps are inactive',
    expected: sql(`SELECT s.name FROM ${W}.sales_people s WHERE s.status = 'Inactive'`),
  },
  {
    question: 'give me the email address of each rep',
    expected: sql(`SELECT s.name, s.email FROM ${W}.sales_people s`),
  },
  {
    question: 'who is our best salesperson this year',
    expected: sql(
      `SELECT s.name, ${REVENUE} AS revenue FROM ${ORDERS_PEOPLE} WHERE ${orderedIn(THIS_YEAR)} GROUP BY s.sales_person_id, s.name ORDER BY revenue DESC LIMIT 1`,
    ),
    ordered: true,
  },

  // Customers.
  {
    question: 'how many customers do we have in Australia',
    expected: sql(`SELECT count(*) AS customers FROM ${W}.customers c WHERE c.country = 'Australia'`),
  },
  {
    question: 'how many customers are in the Wholesale group',
    expected: sql(`SELECT count(*) AS customers FROM ${W}.customers c WHERE c.customer_group = 'Wholesale'`),
  },
  {
    question: 'number of customers per city',
    expected: sql(`SELECT c.city, count(*) AS customers FROM ${W}.customers c GROUP BY c.city`),
  },
  {
    question: 'how many customers signed up last month',
    expected: sql(
      `SELECT count(*) AS customers FROM ${W}.customers c WHERE ${on('c.created_at', ...LAST_MONTH)}`,
    ),
  },
  {
    question: 'list the Key Account customers in Hamilton',
    expected: sql(
      `SELECT c.name FROM ${W}.customers c WHERE c.customer_group = 'Key Account' AND c.city = 'Hamilton'`,
    ),
  },
  {
    question: 'top 5 customers by amount owed',
    expected: sql(
      `SELECT c.name, ${OWED} AS owed FROM ${ORDERS_CUSTOMERS} GROUP BY c.customer_id, c.name ORDER BY owed DESC LIMIT 5`,
    ),
    ordered: true,
  },
  {
    question: "what's the Trade group's outstanding balance",
    expected: sql(`SELECT ${OWED} AS owed FROM ${ORDERS_CUSTOMERS} WHERE c.customer_group = 'Trade'`),
  },
  {
    question: 'how many customers in Sydney bought from us this year',
    expected: sql(
      `SELECT count(DISTINCT o.customer_id) AS customers FROM ${ORDERS_CUSTOMERS} WHERE ${SOLD} AND c.city = 'Sydney' AND ${orderedIn(THIS_YEAR)}`,
    ),
  },
  {
    question: 'which 3 customers spent the most last year',
    expected: sql(
      `SELECT c.name, ${REVENUE} AS revenue FROM ${ORDERS_CUSTOMERS} WHERE ${orderedIn(LAST_YEAR)} GROUP BY c.customer_id, c.name ORDER BY revenue DESC LIMIT 3`,
    ),
    ordered: true,
  },
  {
    question: 'how many returning customers have we had this month',
    expected: sql(
      `SELECT count(DISTINCT o.customer_id) AS returning FROM ${ORDERS_CUSTOMERS} WHERE ${SOLD} AND ${orderedIn(THIS_MONTH)} AND c.first_order_date < '2025-11-01'`,
    ),
  },
  {
    question: 'how many new customers did each store win this year',
    expected: sql(
      `SELECT o.branch, count(DISTINCT o.customer_id) AS new_customers FROM ${ORDERS_CUSTOMERS} WHERE ${SOLD} AND ${orderedIn(THIS_YEAR)} AND o.order_date = c.first_order_date GROUP BY o.branch`,
    ),
  },
  {
    question: 'customer count by group',
    expected: sql(
      `SELECT c.customer_group, count(*) AS customers FROM ${W}.customers c GROUP BY c.customer_group`,
    ),
  },
  {
    question: 'top 5 custmers by sales this year',
    expected: sql(
      `SELECT c.name, ${REVENUE} AS revenue FROM ${ORDERS_CUSTOMERS} WHERE ${orderedIn(THIS_YEAR)} GROUP BY c.customer_id, c.name ORDER BY revenue DESC LIMIT 5`,
    ),
    ordered: true,
  },
  {
    question: 'how many customers ordered from us in the past 7 days',
    expected: sql(
      `SELECT count(DISTINCT o.customer_id) AS customers FROM ${ORDERS} WHERE ${SOLD} AND ${orderedIn(LAST_7_DAYS)}`,
    ),
  },

  // Products.
  {
    question: 'how many items are in the Garden category',
    expected: sql(`SELECT count(*) AS products FROM ${W}.products p WHERE p.category = 'Garden'`),
  },
  {
    question: "what's our cheapest item",
    expected: sql(`SELECT p.sku, p.unit_price FROM ${W}.products p ORDER BY p.unit_price LIMIT 1`),
    ordered: true,
  },
  {
    question: 'top 5 most expensive Electrical products',
    expected: sql(
      `SELECT p.sku, p.unit_price FROM ${W}.products p WHERE p.category = 'Electrical' ORDER BY p.unit_price DESC LIMIT 5`,
    ),
    ordered: true,
  },
  {
    question: 'what is the average cost of our Hardware products',
    expected: sql(`SELECT avg(p.cost) AS cost FROM ${W}.products p WHERE p.category = 'Hardware'`),
  },
  {
    question: 'list Marine products priced over $450',
    expected: sql(`SELECT p.sku FROM ${W}.products p WHERE p.category = 'Marine' AND p.unit_price > 450`),
  },
  {
    question: 'how many slow moving products do we have',
    expected: sql(
      `SELECT count(*) AS products FROM ${W}.products p WHERE NOT EXISTS (SELECT 1 FROM ${W}.sales_order_lines l JOIN ${W}.sales_orders o ON o.order_id = l.order_id WHERE l.product_id = p.product_id AND ${SOLD} AND ${on('o.order_date', '2025-09-01', '2025-11-30')})`,
    ),
  },
  {
    question: 'how many new products did we add in March',
    expected: sql(`SELECT count(*) AS products FROM ${W}.products p WHERE ${on('p.created_at', ...MARCH)}`),
  },
  {
    question: 'average unit price of Kitchen items',
    expected: sql(`SELECT avg(p.unit_price) AS price FROM ${W}.products p WHERE p.category = 'Kitchen'`),
  },
  {
    question: 'how many products does the Kauri brand have',
    expected: sql(`SELECT count(*) AS products FROM ${W}.products p WHERE p.brand = 'Kauri'`),
  },

  // Stock on hand.
  {
    question: 'how much stock have we got in Christchurch',
    expected: sql(
      `SELECT sum(s.on_hand) AS on_hand FROM ${W}.stock_on_hand s WHERE s.branch = 'Christchurch'`,
    ),
  },
  {
    question: "what's our stock worth at cost",
    expected: sql(`SELECT sum(s.on_hand * s.unit_cost) AS value FROM ${W}.stock_on_hand s`),
  },
  {
    question: "Auckland's stock value",
    expected: sql(
      `SELECT sum(s.on_hand * s.unit_cost) AS value FROM ${W}.stock_on_hand s WHERE s.branch = 'Auckland'`,
    ),
  },
  {
    question: 'how many units are allocated to orders in Wellington',
    expected: sql(
      `SELECT sum(s.allocated) AS allocated FROM ${W}.stock_on_hand s WHERE s.branch = 'Wellington'`,
    ),
  },
  {
    question: 'which SKUs have fewer than 5 units available in Auckland',
    expected: sql(`SELECT s.sku FROM ${W}.stock_on_hand s WHERE s.branch = 'Auckland' AND s.available < 5`),
  },
  {
    question: 'available stock for the Southern Cross brand',
    expected: sql(`SELECT sum(s.available) AS available FROM ${STOCK} WHERE p.brand = 'Southern Cross'`),
  },
  {
    question: 'stock on hand of HT-00042 in each store',
    expected: sql(`SELECT s.branch, s.on_hand FROM ${W}.stock_on_hand s WHERE s.sku = 'HT-00042'`),
  },
  {
    question: 'how many items have sold out in Wellington',
    expected: sql(
      `SELECT count(*) AS products FROM ${W}.stock_on_hand s WHERE s.branch = 'Wellington' AND s.on_hand <= 0`,
    ),
  },
  {
    question: 'Marine stock on hand per branch',
    expected: sql(
      `SELECT s.branch, sum(s.on_hand) AS on_hand FROM ${STOCK} WHERE p.category = 'Marine' GROUP BY s.branch`,
    ),
  },
  {
    question: 'inventory value by category',
    expected: sql(
      `SELECT p.category, sum(s.on_hand * s.unit_cost) AS value FROM ${STOCK} GROUP BY p.category`,
    ),
  },

  // Sales orders.
  {
    question: 'what have we sold so far today',
    expected: sql(`SELECT ${REVENUE} AS revenue FROM ${ORDERS} WHERE ${orderedIn(TODAY)}`),
  },
  {
    question: 'how many orders did we book yesterday',
    expected: sql(`SELECT ${ORDER_COUNT} AS orders FROM ${ORDERS} WHERE ${orderedIn(YESTERDAY)}`),
  },
  {
    question: 'what were our sales last week',
    expected: sql(`SELECT ${REVENUE} AS revenue FROM ${ORDERS} WHERE ${orderedIn(LAST_WEEK)}`),
  },
  {
    question: 'how much have we turned over this quarter',
    expected: sql(`SELECT ${REVENUE} AS revenue FROM ${ORDERS} WHERE ${orderedIn(THIS_QUARTER)}`),
  },
  {
    question: 'revenue in March',
    expected: sql(`SELECT ${REVENUE} AS revenue FROM ${ORDERS} WHERE ${orderedIn(MARCH)}`),
  },
  {
    question: 'total sales since June',
    expected: sql(`SELECT ${REVENUE} AS revenue FROM ${ORDERS} WHERE ${orderedIn(SINCE_JUNE)}`),
  },
  {
    question: 'how much did we sell in 2023',
    expected: sql(`SELECT ${REVENUE} AS revenue FROM ${ORDERS} WHERE ${orderedIn(YEAR_2023)}`),
  },
  {
    question: 'revenue by quarter last year',
    expected: sql(
      `SELECT date_trunc('quarter', o.order_date)::date AS quarter, ${REVENUE} AS revenue FROM ${ORDERS} WHERE ${orderedIn(LAST_YEAR)} GROUP BY 1`,
    ),
  },
  {
    question: 'monthly sales this year',
    expected: sql(
      `SELECT date_trunc('month', o.order_date)::date AS month, ${REVENUE} AS revenue FROM ${ORDERS} WHERE ${orderedIn(THIS_YEAR)} GROUP BY 1`,
    ),
  },
  {
    question: 'number of orders by month for the last 3 months',
    expected: sql(
      `SELECT date_trunc('month', o.order_date)::date AS month, ${ORDER_COUNT} AS orders FROM ${ORDERS} WHERE ${orderedIn(LAST_3_MONTHS)} GROUP BY 1`,
    ),
  },
  {
    question: 'what was our average order value last month',
    expected: sql(
      `SELECT round(${REVENUE} / nullif(${ORDER_COUNT}, 0), 2) AS aov FROM ${ORDERS} WHERE ${orderedIn(LAST_MONTH)}`,
    ),
  },
  {
    question: 'how many orders over $20k have we taken this year',
    expected: sql(
      `SELECT count(*) AS orders FROM ${ORDERS} WHERE ${SOLD} AND o.total > 20000 AND ${orderedIn(THIS_YEAR)}`,
    ),
  },
  {
    question: 'how many orders were voided last month',
    expected: sql(
      `SELECT count(*) AS orders FROM ${ORDERS} WHERE o.status = 'Voided' AND ${orderedIn(LAST_MONTH)}`,
    ),
  },
  {
    question: 'how many orders are approved but not dispatched yet',
    expected: sql(`SELECT count(*) AS orders FROM ${ORDERS} WHERE o.status = 'Approved'`),
  },
  {
    question: 'open orders value in Wellington',
    expected: sql(
      `SELECT coalesce(sum(o.subtotal) FILTER (WHERE o.status IN ('Approved', 'Dispatched')), 0) AS open_value FROM ${ORDERS} WHERE o.branch = 'Wellington'`,
    ),
  },
  {
    question: 'which outlet took the most money this quarter',
    expected: sql(
      `SELECT o.branch, ${REVENUE} AS revenue FROM ${ORDERS} WHERE ${orderedIn(THIS_QUARTER)} GROUP BY o.branch ORDER BY revenue DESC LIMIT 1`,
    ),
    ordered: true,
  },
  {
    question: 'sales per branch by month this quarter',
    expected: sql(
      `SELECT o.branch, date_trunc('month', o.order_date)::date AS month, ${REVENUE} AS revenue FROM ${ORDERS} WHERE ${orderedIn(THIS_QUARTER)} GROUP BY 1, 2`,
    ),
  },
  {
    question: 'revenue for each rep last month',
    expected: sql(
      `SELECT s.name, ${REVENUE} AS revenue FROM ${ORDERS_PEOPLE} WHERE ${orderedIn(LAST_MONTH)} GROUP BY s.sales_person_id, s.name`,
    ),
  },
  {
    question: "rep Priya Anderson's sales this year",
    expected: sql(
      `SELECT ${REVENUE} AS revenue FROM ${ORDERS_PEOPLE} WHERE s.name = 'Priya Anderson' AND ${orderedIn(THIS_YEAR)}`,
    ),
  },
  {
    question: 'how many orders did each salesperson book last week',
    expected: sql(
      `SELECT s.name, ${ORDER_COUNT} AS orders FROM ${ORDERS_PEOPLE} WHERE ${orderedIn(LAST_WEEK)} GROUP BY s.sales_person_id, s.name`,
    ),
  },
  {
    question: 'which reps have sold more than 7.2m this year',
    expected: sql(
      `SELECT s.name, ${REVENUE} AS revenue FROM ${ORDERS_PEOPLE} WHERE ${orderedIn(THIS_YEAR)} GROUP BY s.sales_person_id, s.name HAVING ${REVENUE} > 7200000`,
    ),
  },
  {
    question: 'who was our worst rep last quarter',
    expected: sql(
      `SELECT s.name, ${REVENUE} AS revenue FROM ${ORDERS_PEOPLE} WHERE ${orderedIn(LAST_QUARTER)} GROUP BY s.sales_person_id, s.name ORDER BY revenue ASC LIMIT 1`,
    ),
    ordered: true,
  },
  {
    question: "what's the biggest order we've taken this month",
    expected: sql(
      `SELECT o.order_number, o.total FROM ${ORDERS} WHERE ${SOLD} AND ${orderedIn(THIS_MONTH)} ORDER BY o.total DESC LIMIT 1`,
    ),
    ordered: true,
  },
  {
    question: 'show me the 5 largest orders in Christchurch this year',
    expected: sql(
      `SELECT o.order_number, o.total FROM ${ORDERS} WHERE ${SOLD} AND o.branch = 'Christchurch' AND ${orderedIn(THIS_YEAR)} ORDER BY o.total DESC LIMIT 5`,
    ),
    ordered: true,
  },
  {
    question: 'how many orders did Wholesale customers place in October',
    expected: sql(
      `SELECT ${ORDER_COUNT} AS orders FROM ${ORDERS_CUSTOMERS} WHERE c.customer_group = 'Wholesale' AND ${orderedIn(LAST_MONTH)}`,
    ),
  },
  {
    question: 'revenue from Australian customers this year',
    expected: sql(
      `SELECT ${REVENUE} AS revenue FROM ${ORDERS_CUSTOMERS} WHERE c.country = 'Australia' AND ${orderedIn(THIS_YEAR)}`,
    ),
  },
  {
    question: 'sales to Key Accounts by branch this year',
    expected: sql(
      `SELECT o.branch, ${REVENUE} AS revenue FROM ${ORDERS_CUSTOMERS} WHERE c.customer_group = 'Key Account' AND ${orderedIn(THIS_YEAR)} GROUP BY o.branch`,
    ),
  },
  {
    question: 'what did Auckland take last month excluding Online customers',
    expected: sql(
      `SELECT ${REVENUE} AS revenue FROM ${ORDERS_CUSTOMERS} WHERE o.branch = 'Auckland' AND c.customer_group <> 'Online' AND ${orderedIn(LAST_MONTH)}`,
    ),
  },
  {
    question: 'revenue by store this year excluding Christchurch',
    expected: sql(
      `SELECT o.branch, ${REVENUE} AS revenue FROM ${ORDERS} WHERE o.branch <> 'Christchurch' AND ${orderedIn(THIS_YEAR)} GROUP BY o.branch`,
    ),
  },
  {
    question: 'net revenue last quarter',
    expected: sql(`SELECT ${NET_REVENUE} AS net_revenue FROM ${ORDERS} WHERE ${orderedIn(LAST_QUARTER)}`),
  },
  {
    question: 'how much is still owed on orders from this month',
    expected: sql(`SELECT ${OWED} AS owed FROM ${ORDERS} WHERE ${orderedIn(THIS_MONTH)}`),
  },
  {
    question: 'which branch is owed the most',
    expected: sql(
      `SELECT o.branch, ${OWED} AS owed FROM ${ORDERS} GROUP BY o.branch ORDER BY owed DESC LIMIT 1`,
    ),
    ordered: true,
  },
  {
    question: 'revenue per customer group for Wellington last year',
    expected: sql(
      `SELECT c.customer_group, ${REVENUE} AS revenue FROM ${ORDERS_CUSTOMERS} WHERE o.branch = 'Wellington' AND ${orderedIn(LAST_YEAR)} GROUP BY c.customer_group`,
    ),
  },
  {
    question: 'year to date sales by branch',
    expected: sql(
      `SELECT o.branch, ${REVENUE} AS revenue FROM ${ORDERS} WHERE ${orderedIn(YEAR_TO_DATE)} GROUP BY o.branch`,
    ),
  },
  {
    question: 'total revenu by brnach in 2023',
    expected: sql(
      `SELECT o.branch, ${REVENUE} AS revenue FROM ${ORDERS} WHERE ${orderedIn(YEAR_2023)} GROUP BY o.branch`,
    ),
  },
  {
    question: 'I need the number of orders per customer group this month',
    expected: sql(
      `SELECT c.customer_group, ${ORDER_COUNT} AS orders FROM ${ORDERS_CUSTOMERS} WHERE ${orderedIn(THIS_MONTH)} GROUP BY c.customer_group`,
    ),
  },
  {
    question: 'can you show me sales by city for last month',
    expected: sql(
      `SELECT c.city, ${REVENUE} AS revenue FROM ${ORDERS_CUSTOMERS} WHERE ${orderedIn(LAST_MONTH)} GROUP BY c.city`,
    ),
  },
  {
    question: 'which customers spent more than 90k this year',
    expected: sql(
      `SELECT c.name, ${REVENUE} AS revenue FROM ${ORDERS_CUSTOMERS} WHERE ${orderedIn(THIS_YEAR)} GROUP BY c.customer_id, c.name HAVING ${REVENUE} > 90000`,
    ),
  },
  {
    question: 'how many orders has our salesperson Ben Chen taken this week',
    expected: sql(
      `SELECT ${ORDER_COUNT} AS orders FROM ${ORDERS_PEOPLE} WHERE s.name = 'Ben Chen' AND ${orderedIn(THIS_WEEK)}`,
    ),
  },

  // Sales order lines.
  {
    question: 'how many units did we ship this week',
    expected: sql(`SELECT ${UNITS} AS units FROM ${LINES} WHERE ${orderedIn(THIS_WEEK)}`),
  },
  {
    question: 'units sold today by category',
    expected: sql(
      `SELECT p.category, ${UNITS} AS units FROM ${LINES} WHERE ${orderedIn(TODAY)} GROUP BY p.category`,
    ),
  },
  {
    question: 'what was our gross profit last month',
    expected: sql(`SELECT ${GROSS_PROFIT} AS gross_profit FROM ${LINES} WHERE ${orderedIn(LAST_MONTH)}`),
  },
  {
    question: 'most profitable category last year',
    expected: sql(
      `SELECT p.category, ${GROSS_PROFIT} AS gross_profit FROM ${LINES} WHERE ${orderedIn(LAST_YEAR)} GROUP BY p.category ORDER BY gross_profit DESC LIMIT 1`,
    ),
    ordered: true,
  },
  {
    question: 'top 10 SKUs by revenue this quarter',
    expected: sql(
      `SELECT p.sku, ${LINE_REVENUE} AS revenue FROM ${LINES} WHERE ${orderedIn(THIS_QUARTER)} GROUP BY p.sku ORDER BY revenue DESC LIMIT 10`,
    ),
    ordered: true,
  },
  {
    question: 'how many units of HT-00010 did we sell last year',
    expected: sql(
      `SELECT ${UNITS} AS units FROM ${LINES} WHERE p.sku = 'HT-00010' AND ${orderedIn(LAST_YEAR)}`,
    ),
  },
  {
    question: 'what did the Ironbark brand turn over in the last 30 days',
    expected: sql(
      `SELECT ${LINE_REVENUE} AS revenue FROM ${LINES} WHERE p.brand = 'Ironbark' AND ${orderedIn(LAST_30_DAYS)}`,
    ),
  },
  {
    question: 'units sold per rep this month',
    expected: sql(
      `SELECT s.name, ${UNITS} AS units FROM ${LINES_PEOPLE} WHERE ${orderedIn(THIS_MONTH)} GROUP BY s.sales_person_id, s.name`,
    ),
  },
  {
    question: 'cost of goods sold by branch this year',
    expected: sql(
      `SELECT o.branch, ${COGS} AS cogs FROM ${LINES} WHERE ${orderedIn(THIS_YEAR)} GROUP BY o.branch`,
    ),
  },
  {
    question: 'how many different products did we sell yesterday',
    expected: sql(
      `SELECT count(DISTINCT l.product_id) AS products FROM ${LINES} WHERE ${SOLD} AND ${orderedIn(YESTERDAY)}`,
    ),
  },
  {
    question: 'which SKUs sold more than 60 units last month',
    expected: sql(
      `SELECT p.sku, ${UNITS} AS units FROM ${LINES} WHERE ${orderedIn(LAST_MONTH)} GROUP BY p.sku HAVING ${UNITS} > 60`,
    ),
  },
  {
    question: 'units of Marine gear sold in Auckland this year',
    expected: sql(
      `SELECT ${UNITS} AS units FROM ${LINES} WHERE p.category = 'Marine' AND o.branch = 'Auckland' AND ${orderedIn(THIS_YEAR)}`,
    ),
  },
  {
    question: 'sales by product category in Q3',
    expected: sql(
      `SELECT p.category, ${LINE_REVENUE} AS revenue FROM ${LINES} WHERE ${orderedIn(LAST_QUARTER)} GROUP BY p.category`,
    ),
  },
  {
    question: 'gross profit by branch this quarter',
    expected: sql(
      `SELECT o.branch, ${GROSS_PROFIT} AS gross_profit FROM ${LINES} WHERE ${orderedIn(THIS_QUARTER)} GROUP BY o.branch`,
    ),
  },
  {
    question: 'the 3 most popular brands this year',
    expected: sql(
      `SELECT p.brand, ${UNITS} AS units FROM ${LINES} WHERE ${orderedIn(THIS_YEAR)} GROUP BY p.brand ORDER BY units DESC LIMIT 3`,
    ),
    ordered: true,
  },
  {
    question: 'units sold to Trade customers by category this year',
    expected: sql(
      `SELECT p.category, ${UNITS} AS units FROM ${LINES} JOIN ${W}.customers c ON c.customer_id = o.customer_id WHERE c.customer_group = 'Trade' AND ${orderedIn(THIS_YEAR)} GROUP BY p.category`,
    ),
  },
  {
    question: 'what did Cleaning products bring in since June',
    expected: sql(
      `SELECT ${LINE_REVENUE} AS revenue FROM ${LINES} WHERE p.category = 'Cleaning' AND ${orderedIn(SINCE_JUNE)}`,
    ),
  },

  // Credit notes.
  {
    question: 'how much have we refunded this year',
    expected: sql(
      `SELECT ${CREDIT_VALUE} AS credits FROM ${CREDITS} WHERE ${on('n.credit_date', ...THIS_YEAR)}`,
    ),
  },
  {
    question: 'how many credit notes were raised in Wellington last month',
    expected: sql(
      `SELECT count(*) AS credit_notes FROM ${CREDITS} WHERE n.branch = 'Wellington' AND ${on('n.credit_date', ...LAST_MONTH)}`,
    ),
  },
  {
    question: 'total credits per branch last quarter',
    expected: sql(
      `SELECT n.branch, ${CREDIT_VALUE} AS credits FROM ${CREDITS} WHERE ${on('n.credit_date', ...LAST_QUARTER)} GROUP BY n.branch`,
    ),
  },
  {
    question: 'refunds by month this year',
    expected: sql(
      `SELECT date_trunc('month', n.credit_date)::date AS month, ${CREDIT_VALUE} AS credits FROM ${CREDITS} WHERE ${on('n.credit_date', ...THIS_YEAR)} GROUP BY 1`,
    ),
  },
  {
    question: 'which rep issued the most credit notes this year',
    expected: sql(
      `SELECT s.name, count(*) AS credit_notes FROM ${CREDITS} JOIN ${W}.sales_people s ON s.sales_person_id = n.sales_person_id WHERE ${on('n.credit_date', ...THIS_YEAR)} GROUP BY s.sales_person_id, s.name ORDER BY credit_notes DESC LIMIT 1`,
    ),
    ordered: true,
  },
  {
    question: 'list the credit notes over $15,000 from last month',
    expected: sql(
      `SELECT n.credit_note_number FROM ${CREDITS} WHERE n.total > 15000 AND ${on('n.credit_date', ...LAST_MONTH)}`,
    ),
  },
  {
    question: 'how much did we credit Retail customers this quarter',
    expected: sql(
      `SELECT ${CREDIT_VALUE} AS credits FROM ${CREDITS} JOIN ${W}.customers c ON c.customer_id = n.customer_id WHERE c.customer_group = 'Retail' AND ${on('n.credit_date', ...THIS_QUARTER)}`,
    ),
  },
  {
    question: 'number of refunds per store in 2024',
    expected: sql(
      `SELECT n.branch, count(*) FILTER (WHERE ${APPROVED_CREDIT}) AS credit_notes FROM ${CREDITS} WHERE ${on('n.credit_date', ...LAST_YEAR)} GROUP BY n.branch`,
    ),
  },

  // Credit note lines.
  {
    question: 'units returned by brand this year',
    expected: sql(
      `SELECT p.brand, ${UNITS_CREDITED} AS units FROM ${CREDIT_LINES} WHERE ${on('n.credit_date', ...THIS_YEAR)} GROUP BY p.brand`,
    ),
  },
  {
    question: 'top 5 SKUs with the most units returned this year',
    expected: sql(
      `SELECT cl.sku, ${UNITS_CREDITED} AS units FROM ${CREDIT_LINES} WHERE ${on('n.credit_date', ...THIS_YEAR)} GROUP BY cl.sku ORDER BY units DESC LIMIT 5`,
    ),
    ordered: true,
  },
  {
    question: 'returned units per branch in 2024',
    expected: sql(
      `SELECT n.branch, ${UNITS_CREDITED} AS units FROM ${CREDIT_LINES} WHERE ${on('n.credit_date', ...LAST_YEAR)} GROUP BY n.branch`,
    ),
  },
  {
    question: 'number of products returned this month',
    expected: sql(
      `SELECT count(DISTINCT cl.product_id) AS products FROM ${CREDIT_LINES} WHERE ${APPROVED_CREDIT} AND ${on('n.credit_date', ...THIS_MONTH)}`,
    ),
  },
  {
    question: 'units returned of Garden products last month',
    expected: sql(
      `SELECT ${UNITS_CREDITED} AS units FROM ${CREDIT_LINES} WHERE p.category = 'Garden' AND ${on('n.credit_date', ...LAST_MONTH)}`,
    ),
  },

  // Payments.
  {
    question: 'how much did customers pay us today',
    expected: sql(
      `SELECT coalesce(sum(m.amount), 0) AS received FROM ${PAYMENTS} WHERE ${on('m.payment_date', ...TODAY)}`,
    ),
  },
  {
    question: 'payments received by method this month',
    expected: sql(
      `SELECT m.method, sum(m.amount) AS received FROM ${PAYMENTS} WHERE ${on('m.payment_date', ...THIS_MONTH)} GROUP BY m.method`,
    ),
  },
  {
    question: 'how many EFTPOS payments came in last week',
    expected: sql(
      `SELECT count(*) AS payments FROM ${PAYMENTS} WHERE m.method = 'EFTPOS' AND ${on('m.payment_date', ...LAST_WEEK)}`,
    ),
  },
  {
    question: 'credit card payments received in Wellington this quarter',
    expected: sql(
      `SELECT sum(m.amount) AS received FROM ${PAYMENTS} WHERE m.method = 'Credit Card' AND m.branch = 'Wellington' AND ${on('m.payment_date', ...THIS_QUARTER)}`,
    ),
  },
  {
    question: "what's the average credit card payment",
    expected: sql(`SELECT avg(m.amount) AS amount FROM ${PAYMENTS} WHERE m.method = 'Credit Card'`),
  },
  {
    question: 'payments by branch year to date',
    expected: sql(
      `SELECT m.branch, sum(m.amount) AS received FROM ${PAYMENTS} WHERE ${on('m.payment_date', ...YEAR_TO_DATE)} GROUP BY m.branch`,
    ),
  },
  {
    question: 'list payments over $35k this month',
    expected: sql(
      `SELECT m.payment_id, m.amount FROM ${PAYMENTS} WHERE m.amount > 35000 AND ${on('m.payment_date', ...THIS_MONTH)}`,
    ),
  },
  {
    question: 'how much was paid by direct credit in March',
    expected: sql(
      `SELECT sum(m.amount) AS received FROM ${PAYMENTS} WHERE m.method = 'Direct Credit' AND ${on('m.payment_date', ...MARCH)}`,
    ),
  },
  {
    question: 'daily payments this week',
    expected: sql(
      `SELECT m.payment_date AS day, sum(m.amount) AS received FROM ${PAYMENTS} WHERE ${on('m.payment_date', ...THIS_WEEK)} GROUP BY 1`,
    ),
  },
  {
    question: 'recieved payments yesterday',
    expected: sql(
      `SELECT coalesce(sum(m.amount), 0) AS received FROM ${PAYMENTS} WHERE ${on('m.payment_date', ...YESTERDAY)}`,
    ),
  },

  // Quotes.
  {
    question: 'how many quotes were raised last week',
    expected: sql(`SELECT count(*) AS quotes FROM ${QUOTES} WHERE ${on('q.quote_date', ...LAST_WEEK)}`),
  },
  {
    question: "what's the total value of quotes awaiting payment",
    expected: sql(`SELECT sum(q.total) AS value FROM ${QUOTES} WHERE q.stage = 'Awaiting Payment'`),
  },
  {
    question: 'quote pipeline by rep',
    expected: sql(
      `SELECT s.name, sum(q.total) AS value FROM ${QUOTES_PEOPLE} GROUP BY s.sales_person_id, s.name`,
    ),
  },
  {
    question: 'how many quotes are at the New stage in Christchurch',
    expected: sql(
      `SELECT count(*) AS quotes FROM ${QUOTES} WHERE q.stage = 'New' AND q.branch = 'Christchurch'`,
    ),
  },
  {
    question: 'quotes raised by each salesperson last month',
    expected: sql(
      `SELECT s.name, count(*) AS quotes FROM ${QUOTES_PEOPLE} WHERE ${on('q.quote_date', ...LAST_MONTH)} GROUP BY s.sales_person_id, s.name`,
    ),
  },
  {
    question: 'top 3 quotes by value in Auckland this quarter',
    expected: sql(
      `SELECT q.quote_number, q.total FROM ${QUOTES} WHERE q.branch = 'Auckland' AND ${on('q.quote_date', ...THIS_QUARTER)} ORDER BY q.total DESC LIMIT 3`,
    ),
    ordered: true,
  },
  {
    question: 'average probability of quotes in Processing',
    expected: sql(`SELECT avg(q.probability) AS probability FROM ${QUOTES} WHERE q.stage = 'Processing'`),
  },
  {
    question: 'quote count by branch in 2024',
    expected: sql(
      `SELECT q.branch, count(*) AS quotes FROM ${QUOTES} WHERE ${on('q.quote_date', ...LAST_YEAR)} GROUP BY q.branch`,
    ),
  },
  {
    question: 'how many quotes were declined last quarter',
    expected: sql(
      `SELECT count(*) AS quotes FROM ${QUOTES} WHERE q.stage = 'Declined' AND ${on('q.quote_date', ...LAST_QUARTER)}`,
    ),
  },
  {
    question: 'value of estimates issued to Online customers this year',
    expected: sql(
      `SELECT sum(q.total) AS value FROM ${QUOTES} JOIN ${W}.customers c ON c.customer_id = q.customer_id WHERE c.customer_group = 'Online' AND ${on('q.quote_date', ...THIS_YEAR)}`,
    ),
  },

  // Stock transfers.
  {
    question: 'how many transfers did we send from Wellington to Christchurch this year',
    expected: sql(
      `SELECT count(*) AS transfers FROM ${TRANSFERS} WHERE t.from_branch = 'Wellington' AND t.to_branch = 'Christchurch' AND ${on('t.transfer_date', ...THIS_YEAR)}`,
    ),
  },
  {
    question: 'list the stock transfers that are on the way',
    expected: sql(
      `SELECT t.transfer_number FROM ${TRANSFERS} WHERE t.dispatched_date IS NOT NULL AND t.received_date IS NULL`,
    ),
  },
  {
    question: 'how many transfers were received in October',
    expected: sql(
      `SELECT count(*) AS transfers FROM ${TRANSFERS} WHERE ${on('t.received_date', ...LAST_MONTH)}`,
    ),
  },
  {
    question: 'how many transfers were dispatched this week',
    expected: sql(
      `SELECT count(*) AS transfers FROM ${TRANSFERS} WHERE ${on('t.dispatched_date', ...THIS_WEEK)}`,
    ),
  },
  {
    question: 'number of stock transfers per month last year',
    expected: sql(
      `SELECT date_trunc('month', t.transfer_date)::date AS month, count(*) AS transfers FROM ${TRANSFERS} WHERE ${on('t.transfer_date', ...LAST_YEAR)} GROUP BY 1`,
    ),
  },
  {
    question: 'how many transfers came into Auckland last quarter',
    expected: sql(
      `SELECT count(*) AS transfers FROM ${TRANSFERS} WHERE t.to_branch = 'Auckland' AND ${on('t.transfer_date', ...LAST_QUARTER)}`,
    ),
  },

  // Stock transfer lines.
  {
    question: 'units moved from Auckland to Christchurch last month',
    expected: sql(
      `SELECT ${MOVED} AS units FROM ${TRANSFER_LINES} WHERE t.from_branch = 'Auckland' AND t.to_branch = 'Christchurch' AND ${on('t.transfer_date', ...LAST_MONTH)}`,
    ),
  },
  {
    question: 'units transferred by product category this year',
    expected: sql(
      `SELECT p.category, ${MOVED} AS units FROM ${TRANSFER_LINES} WHERE ${on('t.transfer_date', ...THIS_YEAR)} GROUP BY p.category`,
    ),
  },
  {
    question: 'top 5 SKUs by units transferred this year',
    expected: sql(
      `SELECT p.sku, ${MOVED} AS units FROM ${TRANSFER_LINES} WHERE ${on('t.transfer_date', ...THIS_YEAR)} GROUP BY p.sku ORDER BY units DESC LIMIT 5`,
    ),
    ordered: true,
  },
  {
    question: 'units transferred out of Christchurch in 2024',
    expected: sql(
      `SELECT ${MOVED} AS units FROM ${TRANSFER_LINES} WHERE t.from_branch = 'Christchurch' AND ${on('t.transfer_date', ...LAST_YEAR)}`,
    ),
  },
  {
    question: 'units transferred into each branch this year',
    expected: sql(
      `SELECT t.to_branch, ${MOVED} AS units FROM ${TRANSFER_LINES} WHERE ${on('t.transfer_date', ...THIS_YEAR)} GROUP BY t.to_branch`,
    ),
  },

  // Stock adjustments.
  {
    question: 'units adjusted by reason this year',
    expected: sql(
      `SELECT a.reason, sum(a.qty) AS units FROM ${ADJUSTMENTS} WHERE ${on('a.adjustment_date', ...THIS_YEAR)} GROUP BY a.reason`,
    ),
  },
  {
    question: 'units adjusted for shrinkage at the Auckland store this year',
    expected: sql(
      `SELECT sum(a.qty) AS units FROM ${ADJUSTMENTS} WHERE a.reason = 'Shrinkage' AND a.branch = 'Auckland' AND ${on('a.adjustment_date', ...THIS_YEAR)}`,
    ),
  },
  {
    question: 'adjusted units by store this quarter',
    expected: sql(
      `SELECT a.branch, sum(a.qty) AS units FROM ${ADJUSTMENTS} WHERE ${on('a.adjustment_date', ...THIS_QUARTER)} GROUP BY a.branch`,
    ),
  },
  {
    question: 'which products were written off for shrinkage in Wellington this year',
    expected: sql(
      `SELECT DISTINCT a.sku FROM ${ADJUSTMENTS} WHERE a.reason = 'Shrinkage' AND a.branch = 'Wellington' AND ${on('a.adjustment_date', ...THIS_YEAR)}`,
    ),
  },
  {
    question: 'units adjusted per month this year',
    expected: sql(
      `SELECT date_trunc('month', a.adjustment_date)::date AS month, sum(a.qty) AS units FROM ${ADJUSTMENTS} WHERE ${on('a.adjustment_date', ...THIS_YEAR)} GROUP BY 1`,
    ),
  },
  {
    question: 'how many units did stocktakes adjust in Christchurch last year',
    expected: sql(
      `SELECT sum(a.qty) AS units FROM ${ADJUSTMENTS} WHERE a.reason = 'Stocktake' AND a.branch = 'Christchurch' AND ${on('a.adjustment_date', ...LAST_YEAR)}`,
    ),
  },

  // Harder wordings on the later tables: named months without a year, "since" a month, other names for the rows.
  {
    question: 'how many quotes did we raise in February',
    expected: sql(`SELECT count(*) AS quotes FROM ${QUOTES} WHERE ${on('q.quote_date', ...FEBRUARY)}`),
  },
  {
    question: 'total quoted value per store since August',
    expected: sql(
      `SELECT q.branch, sum(q.total) AS value FROM ${QUOTES} WHERE ${on('q.quote_date', ...SINCE_AUGUST)} GROUP BY q.branch`,
    ),
  },
  {
    question: 'which rep has the most quotes awaiting payment',
    expected: sql(
      `SELECT s.name, count(*) AS quotes FROM ${QUOTES_PEOPLE} WHERE q.stage = 'Awaiting Payment' GROUP BY s.sales_person_id, s.name ORDER BY quotes DESC LIMIT 1`,
    ),
    ordered: true,
  },
  {
    question: 'average quote size in Wellington this year',
    expected: sql(
      `SELECT avg(q.total) AS value FROM ${QUOTES} WHERE q.branch = 'Wellington' AND ${on('q.quote_date', ...THIS_YEAR)}`,
    ),
  },
  {
    question: 'cash takings in April',
    expected: sql(
      `SELECT sum(m.amount) AS received FROM ${PAYMENTS} WHERE m.method = 'Cash' AND ${on('m.payment_date', ...APRIL)}`,
    ),
  },
  {
    question: 'how many credit card payments did Christchurch take last month',
    expected: sql(
      `SELECT count(*) AS payments FROM ${PAYMENTS} WHERE m.method = 'Credit Card' AND m.branch = 'Christchurch' AND ${on('m.payment_date', ...LAST_MONTH)}`,
    ),
  },
  {
    question: 'biggest payment we received since September',
    expected: sql(
      `SELECT m.payment_id, m.amount FROM ${PAYMENTS} WHERE ${on('m.payment_date', ...SINCE_SEPTEMBER)} ORDER BY m.amount DESC LIMIT 1`,
    ),
    ordered: true,
  },
  {
    question: 'how many transfers left Auckland in May',
    expected: sql(
      `SELECT count(*) AS transfers FROM ${TRANSFERS} WHERE t.from_branch = 'Auckland' AND ${on('t.dispatched_date', ...MAY)}`,
    ),
  },
  {
    question: 'transfers still in transit to Wellington',
    expected: sql(
      `SELECT t.transfer_number FROM ${TRANSFERS} WHERE t.to_branch = 'Wellington' AND t.dispatched_date IS NOT NULL AND t.received_date IS NULL`,
    ),
  },
  {
    question: 'units shipped between stores since July',
    expected: sql(
      `SELECT ${MOVED} AS units FROM ${TRANSFER_LINES} WHERE ${on('t.transfer_date', ...SINCE_JULY)}`,
    ),
  },
  {
    question: 'units adjusted as damaged in June',
    expected: sql(
      `SELECT sum(a.qty) AS units FROM ${ADJUSTMENTS} WHERE a.reason = 'Damaged' AND ${on('a.adjustment_date', ...JUNE)}`,
    ),
  },
  {
    question: 'units adjusted at each store in September',
    expected: sql(
      `SELECT a.branch, sum(a.qty) AS units FROM ${ADJUSTMENTS} WHERE ${on('a.adjustment_date', ...SEPTEMBER)} GROUP BY a.branch`,
    ),
  },
  {
    question: 'how many adjustment lines were booked for found stock this year',
    expected: sql(
      `SELECT count(*) AS lines FROM ${ADJUSTMENTS} WHERE a.reason = 'Found stock' AND ${on('a.adjustment_date', ...THIS_YEAR)}`,
    ),
  },
  {
    question: 'how many credit notes did we raise in January',
    expected: sql(`SELECT count(*) AS credit_notes FROM ${CREDITS} WHERE ${on('n.credit_date', ...JANUARY)}`),
  },
  {
    question: 'total refunds given to Trade customers since May',
    expected: sql(
      `SELECT ${CREDIT_VALUE} AS credits FROM ${CREDITS} JOIN ${W}.customers c ON c.customer_id = n.customer_id WHERE c.customer_group = 'Trade' AND ${on('n.credit_date', ...SINCE_MAY)}`,
    ),
  },
  {
    question: 'which branch gave back the most in credits last quarter',
    expected: sql(
      `SELECT n.branch, ${CREDIT_VALUE} AS credits FROM ${CREDITS} WHERE ${on('n.credit_date', ...LAST_QUARTER)} GROUP BY n.branch ORDER BY credits DESC LIMIT 1`,
    ),
    ordered: true,
  },
  {
    question: "what's our stock value at cost in Auckland",
    expected: sql(`SELECT sum(s.on_hand * s.unit_cost) AS value FROM ${STOCK} WHERE s.branch = 'Auckland'`),
  },
  {
    question: 'how many units are allocated in Christchurch',
    expected: sql(`SELECT sum(s.allocated) AS allocated FROM ${STOCK} WHERE s.branch = 'Christchurch'`),
  },
];
