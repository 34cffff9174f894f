/**
 * Held-out questions in plain business words, over every business table of the model. Written from the model
 * (server/model, docs/model.md, docs/measures.md), the design language's published period rules (docs/api.md,
 * "Relative periods") and the demo warehouse's own rows — never from the AI view's parser, its word lists or the
 * earlier sets' phrasings. They are put as managers and analysts of a wholesale and retail business ask: verbs (sell,
 * take, ship, pay, owe, raise, issue), stores and outlets for branches, reps for sales people, items and SKUs for
 * products, refunds and returns for credit notes, amounts as "5k" or "1.2m", a few typos. Each expected result is SQL
 * written here by hand against Harbour Traders ("today" Sunday 30 November 2025, EVAL_NOW) and checked by running it.
 *
 * Readings, as the model and docs/api.md word them:
 * - "orders", "sold", "sales", "customers per branch", "largest order" are sales orders unless the question names
 *   credits, refunds, quotes, transfers, adjustments or payments; revenue / sales / turnover / takings is the
 *   model's Revenue (subtotals, tax excluded, of orders neither Draft nor Voided); a list or a count of orders with
 *   no other word counts orders that count as sales.
 * - "Year to date" is the year's whole days before today, 1 January through yesterday (docs/api.md, "Relative
 *   periods"). A running period compared with an earlier one is like for like: "this year vs last year" is the year
 *   to date against the same days a year earlier (1 January – 29 November 2024), "this month against the same month
 *   last year" 1–29 November of both years (docs/api.md, "Comparisons").
 * - "The last 3 months" by month are the three whole calendar months before this one (August – October 2025); "the
 *   last N days" are the whole days before today. A month or quarter is shown as its first day, as the design
 *   language's date grains answer it (docs/api.md, "Date grains").
 * - Amounts a customer owes are tax included, as payments are: the totals of their orders that count as sales less
 *   the payments received against them.
 * - Credits, refunds and returns are the model's Credits (approved credit notes' subtotals, tax excluded); payments
 *   are as paid; stock adjustments' quantities keep their sign (− written off).
 */
import { HELD_OUT_QUESTIONS, type HeldOutQuestion } from './heldOutQuestions.ts';

const W = 'harbour_traders';
const SOLD = "o.status NOT IN ('Draft', 'Voided')";
const ORDERS = `${W}.sales_orders o`;
const ORDERS_CUSTOMERS = `${ORDERS} JOIN ${W}.customers c ON c.customer_id = o.customer_id`;
const ORDERS_REPS = `${ORDERS} JOIN ${W}.sales_people sp ON sp.sales_person_id = o.sales_person_id`;
const LINES = `${W}.sales_order_lines l JOIN ${ORDERS} ON o.order_id = l.order_id JOIN ${W}.products p ON p.product_id = l.product_id`;
const REVENUE = `coalesce(sum(o.subtotal) FILTER (WHERE ${SOLD}), 0)`;
const ORDER_COUNT = `count(*) FILTER (WHERE ${SOLD})`;
const LINE_REVENUE = `coalesce(sum(l.line_total) FILTER (WHERE ${SOLD}), 0)`;
const UNITS = `coalesce(sum(l.qty) FILTER (WHERE ${SOLD}), 0)`;
const COGS = `coalesce(sum(l.qty * l.unit_cost) FILTER (WHERE ${SOLD}), 0)`;
const CREDITS_SUM = "coalesce(sum(cn.subtotal) FILTER (WHERE cn.status NOT IN ('Draft', 'Voided')), 0)";
const CREDITS = `${W}.credit_notes cn`;
const RETURNS = `${W}.credit_note_lines cl JOIN ${CREDITS} ON cn.credit_note_id = cl.credit_note_id JOIN ${W}.products p ON p.product_id = cl.product_id`;
const QUOTES = `${W}.quotes q`;
const PAYMENTS = `${W}.payments pm`;
const STOCK = `${W}.stock_on_hand s JOIN ${W}.products p ON p.product_id = s.product_id`;
const TRANSFERS = `${W}.stock_transfers t`;
const TRANSFER_LINES = `${W}.stock_transfer_lines tl JOIN ${TRANSFERS} ON t.transfer_id = tl.transfer_id JOIN ${W}.products p ON p.product_id = tl.product_id`;
const ADJUSTMENTS = `${W}.stock_adjustments a`;

type Period = readonly [from: string, before: string];
/** Half-open date ranges on EVAL_NOW, Sunday 30 November 2025. */
const TODAY: Period = ['2025-11-30', '2025-12-01'];
const YESTERDAY: Period = ['2025-11-29', '2025-11-30'];
const THIS_WEEK: Period = ['2025-11-24', '2025-12-01'];
const LAST_WEEK: Period = ['2025-11-17', '2025-11-24'];
const LAST_90_DAYS: Period = ['2025-09-01', '2025-11-30'];
const THIS_MONTH: Period = ['2025-11-01', '2025-12-01'];
const LAST_MONTH: Period = ['2025-10-01', '2025-11-01'];
const LAST_3_MONTHS: Period = ['2025-08-01', '2025-11-01'];
const THIS_QUARTER: Period = ['2025-10-01', '2026-01-01'];
const LAST_QUARTER: Period = ['2025-07-01', '2025-10-01'];
const THIS_YEAR: Period = ['2025-01-01', '2026-01-01'];
const LAST_YEAR: Period = ['2024-01-01', '2025-01-01'];
const YEAR_TO_DATE: Period = ['2025-01-01', '2025-11-30'];
const YEAR_TO_DATE_A_YEAR_EARLIER: Period = ['2024-01-01', '2024-11-30'];
const THIS_MONTH_TO_DATE: Period = ['2025-11-01', '2025-11-30'];
const YEAR_2023: Period = ['2023-01-01', '2024-01-01'];

const within = (column: string, [from, before]: Period) =>
  `${column} >= '${from}' AND ${column} < '${before}'`;
const ordered = (period: Period) => within('o.order_date', period);

const sql = (text: string) => ({ sql: text });
const DECLINE = null;

/** The questions a manager asks every week, word for word. */
const EVERYDAY: readonly HeldOutQuestion[] = [
  {
    kind: 'everyday',
    question: 'what did we sell last month by store',
    expected: sql(
      `SELECT o.branch, ${REVENUE}::float8 FROM ${ORDERS} WHERE ${ordered(LAST_MONTH)} GROUP BY o.branch`,
    ),
  },
  {
    kind: 'everyday',
    question: 'who was our best rep last month',
    ordered: true,
    expected: sql(
      `SELECT sp.name, ${REVENUE}::float8 FROM ${ORDERS_REPS} WHERE ${ordered(LAST_MONTH)}
       GROUP BY sp.sales_person_id, sp.name ORDER BY ${REVENUE} DESC LIMIT 1`,
    ),
  },
  {
    kind: 'everyday',
    question: 'which customers owe us money',
    expected: sql(
      `SELECT c.name, (sum(o.total) - coalesce(sum(paid.amount), 0))::float8
       FROM ${ORDERS_CUSTOMERS}
       LEFT JOIN (SELECT order_id, sum(amount) AS amount FROM ${W}.payments GROUP BY order_id) paid
         ON paid.order_id = o.order_id
       WHERE ${SOLD} GROUP BY c.customer_id, c.name
       HAVING sum(o.total) - coalesce(sum(paid.amount), 0) > 0`,
    ),
  },
  {
    kind: 'everyday',
    question: 'slow moving products',
    // Products that sold nothing in the last 90 days (1 Sept – 29 Nov 2025): every product is stocked in every branch.
    expected: sql(
      `SELECT p.name FROM ${W}.products p WHERE NOT EXISTS (
         SELECT 1 FROM ${W}.sales_order_lines l JOIN ${ORDERS} ON o.order_id = l.order_id
         WHERE l.product_id = p.product_id AND ${SOLD} AND ${ordered(LAST_90_DAYS)})`,
    ),
  },
  {
    kind: 'everyday',
    question: 'distinct customers per branch',
    expected: sql(`SELECT o.branch, count(DISTINCT o.customer_id)::int FROM ${ORDERS} GROUP BY o.branch`),
  },
  {
    kind: 'everyday',
    question: 'largest order total in each branch',
    expected: sql(`SELECT o.branch, max(o.total)::float8 FROM ${ORDERS} GROUP BY o.branch`),
  },
  {
    kind: 'everyday',
    question: "quotes' value by stage",
    // A quote's value is its subtotal, tax excluded, as Revenue is.
    expected: sql(`SELECT q.stage, sum(q.subtotal)::float8 FROM ${QUOTES} GROUP BY q.stage`),
  },
  {
    kind: 'everyday',
    question: 'revenue this year vs last year',
    expected: sql(
      `SELECT (SELECT ${REVENUE} FROM ${ORDERS} WHERE ${ordered(YEAR_TO_DATE)})::float8 AS this_year,
              (SELECT ${REVENUE} FROM ${ORDERS} WHERE ${ordered(YEAR_TO_DATE_A_YEAR_EARLIER)})::float8 AS last_year`,
    ),
  },
  {
    kind: 'everyday',
    question: 'revenue by month over the last 3 months',
    expected: sql(
      `SELECT date_trunc('month', o.order_date)::date, ${REVENUE}::float8 FROM ${ORDERS}
       WHERE ${ordered(LAST_3_MONTHS)} GROUP BY 1`,
    ),
  },
  {
    kind: 'everyday',
    question: 'how much did we take today',
    expected: sql(`SELECT ${REVENUE}::float8 FROM ${ORDERS} WHERE ${ordered(TODAY)}`),
  },
  {
    kind: 'everyday',
    question: "yesterday's takings by shop",
    expected: sql(
      `SELECT o.branch, ${REVENUE}::float8 FROM ${ORDERS} WHERE ${ordered(YESTERDAY)} GROUP BY o.branch`,
    ),
  },
  {
    kind: 'everyday',
    question: 'turnover this week per outlet',
    expected: sql(
      `SELECT o.branch, ${REVENUE}::float8 FROM ${ORDERS} WHERE ${ordered(THIS_WEEK)} GROUP BY o.branch`,
    ),
  },
  {
    kind: 'everyday',
    question: 'how many orders did each location get this month',
    expected: sql(
      `SELECT o.branch, ${ORDER_COUNT}::int FROM ${ORDERS} WHERE ${ordered(THIS_MONTH)} GROUP BY o.branch`,
    ),
  },
  {
    kind: 'everyday',
    question: 'what did Christchurch sell last week',
    expected: sql(
      `SELECT ${REVENUE}::float8 FROM ${ORDERS} WHERE ${ordered(LAST_WEEK)} AND o.branch = 'Christchurch'`,
    ),
  },
  {
    kind: 'everyday',
    question: 'how many active customers did we have this year',
    // Active: bought at least once this year (an order that counts as a sale).
    expected: sql(
      `SELECT count(DISTINCT o.customer_id)::int FROM ${ORDERS} WHERE ${SOLD} AND ${ordered(THIS_YEAR)}`,
    ),
  },
  {
    kind: 'everyday',
    question: 'net sales last month',
    expected: sql(
      `SELECT coalesce(sum(o.subtotal - o.credited) FILTER (WHERE ${SOLD}), 0)::float8 FROM ${ORDERS}
       WHERE ${ordered(LAST_MONTH)}`,
    ),
  },
];

/** Sales orders and their lines, in the words of the shop floor. */
const SALES: readonly HeldOutQuestion[] = [
  {
    kind: 'plain',
    question: 'sales by rep this year',
    expected: sql(
      `SELECT sp.name, ${REVENUE}::float8 FROM ${ORDERS_REPS} WHERE ${ordered(THIS_YEAR)}
       GROUP BY sp.sales_person_id, sp.name`,
    ),
  },
  {
    kind: 'filter on a total',
    question: 'which reps have sold more than 7 million this year',
    expected: sql(
      `SELECT sp.name, ${REVENUE}::float8 FROM ${ORDERS_REPS} WHERE ${ordered(THIS_YEAR)}
       GROUP BY sp.sales_person_id, sp.name HAVING ${REVENUE} > 7000000`,
    ),
  },
  {
    kind: 'filter on a total',
    question: 'categories that sold between 1.2m and 1.5m last quarter',
    expected: sql(
      `SELECT p.category, ${LINE_REVENUE}::float8 FROM ${LINES} WHERE ${ordered(LAST_QUARTER)}
       GROUP BY p.category HAVING ${LINE_REVENUE} BETWEEN 1200000 AND 1500000`,
    ),
  },
  {
    kind: 'filter on a total',
    question: 'brands that turned over more than 1.5m last quarter',
    expected: sql(
      `SELECT p.brand, ${LINE_REVENUE}::float8 FROM ${LINES} WHERE ${ordered(LAST_QUARTER)}
       GROUP BY p.brand HAVING ${LINE_REVENUE} > 1500000`,
    ),
  },
  {
    kind: 'filter on a total',
    question: 'customer groups that bought over 2 million last quarter',
    expected: sql(
      `SELECT c.customer_group, ${REVENUE}::float8 FROM ${ORDERS_CUSTOMERS} WHERE ${ordered(LAST_QUARTER)}
       GROUP BY c.customer_group HAVING ${REVENUE} > 2000000`,
    ),
  },
  {
    kind: 'top N',
    question: 'which account manager took the most orders this year',
    ordered: true,
    expected: sql(
      `SELECT sp.name, ${ORDER_COUNT}::int FROM ${ORDERS_REPS} WHERE ${ordered(THIS_YEAR)}
       GROUP BY sp.sales_person_id, sp.name ORDER BY ${ORDER_COUNT} DESC LIMIT 1`,
    ),
  },
  {
    kind: 'plain',
    question: 'average sale per order at each store this year',
    expected: sql(
      `SELECT o.branch, round(${REVENUE} / nullif(${ORDER_COUNT}, 0), 2)::float8 FROM ${ORDERS}
       WHERE ${ordered(THIS_YEAR)} GROUP BY o.branch`,
    ),
  },
  {
    kind: 'plain',
    question: 'value of open orders by shop',
    expected: sql(
      `SELECT o.branch, sum(o.subtotal)::float8 FROM ${ORDERS} WHERE o.status IN ('Approved', 'Dispatched')
       GROUP BY o.branch`,
    ),
  },
  {
    kind: 'plain',
    question: 'how many orders are still waiting to be invoiced',
    expected: sql(`SELECT count(*)::int FROM ${ORDERS} WHERE o.status IN ('Approved', 'Dispatched')`),
  },
  {
    kind: 'plain',
    question: 'orders we shipped yesterday',
    // Shipped: dispatched (status Dispatched), on yesterday's order date.
    expected: sql(
      `SELECT o.order_number FROM ${ORDERS} WHERE ${ordered(YESTERDAY)} AND o.status = 'Dispatched'`,
    ),
  },
  {
    kind: 'filter on a total',
    question: 'orders last month that came to more than 30k including tax',
    expected: sql(`SELECT o.order_number FROM ${ORDERS} WHERE ${ordered(LAST_MONTH)} AND o.total > 30000`),
  },
  {
    kind: 'period',
    question: 'turnover for 2023 by quarter',
    expected: sql(
      `SELECT date_trunc('quarter', o.order_date)::date, ${REVENUE}::float8 FROM ${ORDERS}
       WHERE ${ordered(YEAR_2023)} GROUP BY 1`,
    ),
  },
  {
    kind: 'plain',
    question: 'net revenue by store this year',
    expected: sql(
      `SELECT o.branch, coalesce(sum(o.subtotal - o.credited) FILTER (WHERE ${SOLD}), 0)::float8 FROM ${ORDERS}
       WHERE ${ordered(THIS_YEAR)} GROUP BY o.branch`,
    ),
  },
  {
    kind: 'filter on a total',
    question: 'customers that spent more than 50k with us last year',
    expected: sql(
      `SELECT c.name, ${REVENUE}::float8 FROM ${ORDERS_CUSTOMERS} WHERE ${ordered(LAST_YEAR)}
       GROUP BY c.customer_id, c.name HAVING ${REVENUE} > 50000`,
    ),
  },
  {
    kind: 'comparison',
    question: "this month's takings against the same month last year",
    expected: sql(
      `SELECT (SELECT ${REVENUE} FROM ${ORDERS} WHERE ${ordered(THIS_MONTH_TO_DATE)})::float8 AS this_month,
              (SELECT ${REVENUE} FROM ${ORDERS} WHERE ${ordered(['2024-11-01', '2024-11-30'])})::float8 AS a_year_earlier`,
    ),
  },
  {
    kind: 'plain',
    question: 'how much did Key Account customers buy last quarter',
    expected: sql(
      `SELECT ${REVENUE}::float8 FROM ${ORDERS_CUSTOMERS} WHERE ${ordered(LAST_QUARTER)}
       AND c.customer_group = 'Key Account'`,
    ),
  },
  {
    kind: 'top N',
    question: 'what did we sell the most of last month',
    ordered: true,
    expected: sql(
      `SELECT p.name, ${UNITS}::int FROM ${LINES} WHERE ${ordered(LAST_MONTH)}
       GROUP BY p.product_id, p.name ORDER BY ${UNITS} DESC LIMIT 1`,
    ),
  },
  {
    kind: 'top N',
    question: 'top 5 SKUs by units sold this year',
    ordered: true,
    expected: sql(
      `SELECT p.sku, ${UNITS}::int FROM ${LINES} WHERE ${ordered(THIS_YEAR)}
       GROUP BY p.sku ORDER BY ${UNITS} DESC, p.sku LIMIT 5`,
    ),
  },
  {
    kind: 'plain',
    question: 'how many units did the Auckland store sell last week',
    expected: sql(`SELECT ${UNITS}::int FROM ${LINES} WHERE ${ordered(LAST_WEEK)} AND o.branch = 'Auckland'`),
  },
  {
    kind: 'plain',
    question: 'gross profit by brand last month',
    expected: sql(
      `SELECT p.brand, (${LINE_REVENUE} - ${COGS})::float8 FROM ${LINES} WHERE ${ordered(LAST_MONTH)}
       GROUP BY p.brand`,
    ),
  },
  {
    kind: 'calculated',
    question: 'what margin are we making on kitchen items this year',
    expected: sql(
      `SELECT ((${LINE_REVENUE} - ${COGS}) / nullif(${LINE_REVENUE}, 0))::float8 FROM ${LINES}
       WHERE ${ordered(THIS_YEAR)} AND p.category = 'Kitchen'`,
    ),
  },
  {
    kind: 'plain',
    question: 'cost of goods sold per category last quarter',
    expected: sql(
      `SELECT p.category, ${COGS}::float8 FROM ${LINES} WHERE ${ordered(LAST_QUARTER)} GROUP BY p.category`,
    ),
  },
  {
    kind: 'top N',
    question: 'which brand brought in the most turnover this year',
    ordered: true,
    expected: sql(
      `SELECT p.brand, ${LINE_REVENUE}::float8 FROM ${LINES} WHERE ${ordered(THIS_YEAR)}
       GROUP BY p.brand ORDER BY ${LINE_REVENUE} DESC LIMIT 1`,
    ),
  },
  {
    kind: 'filter on a total',
    question: 'items we sold over 5k of last month',
    expected: sql(
      `SELECT p.name, ${LINE_REVENUE}::float8 FROM ${LINES} WHERE ${ordered(LAST_MONTH)}
       GROUP BY p.product_id, p.name HAVING ${LINE_REVENUE} > 5000`,
    ),
  },
  {
    kind: 'period',
    question: 'monthly units for HT-00002 this year',
    expected: sql(
      `SELECT date_trunc('month', o.order_date)::date, ${UNITS}::int FROM ${LINES}
       WHERE ${ordered(THIS_YEAR)} AND p.sku = 'HT-00002' GROUP BY 1`,
    ),
  },
  {
    kind: 'plain',
    question: 'units sold by store and category yesterday',
    expected: sql(
      `SELECT o.branch, p.category, ${UNITS}::int FROM ${LINES} WHERE ${ordered(YESTERDAY)}
       GROUP BY o.branch, p.category`,
    ),
  },
  {
    kind: 'typo',
    question: 'gross proffit by catagory this year',
    expected: sql(
      `SELECT p.category, (${LINE_REVENUE} - ${COGS})::float8 FROM ${LINES} WHERE ${ordered(THIS_YEAR)}
       GROUP BY p.category`,
    ),
  },
];

/** Credit notes and the units on them: credits, refunds, returns. */
const CREDIT_NOTES: readonly HeldOutQuestion[] = [
  {
    kind: 'table choice',
    question: 'credits by store last month',
    expected: sql(
      `SELECT cn.branch, ${CREDITS_SUM}::float8 FROM ${CREDITS} WHERE ${within('cn.credit_date', LAST_MONTH)}
       GROUP BY cn.branch`,
    ),
  },
  {
    kind: 'table choice',
    question: 'how much have we refunded this year',
    expected: sql(
      `SELECT ${CREDITS_SUM}::float8 FROM ${CREDITS} WHERE ${within('cn.credit_date', THIS_YEAR)}`,
    ),
  },
  {
    kind: 'table choice',
    question: 'refunds by customer group this year',
    expected: sql(
      `SELECT c.customer_group, ${CREDITS_SUM}::float8 FROM ${CREDITS} JOIN ${W}.customers c ON c.customer_id = cn.customer_id
       WHERE ${within('cn.credit_date', THIS_YEAR)} GROUP BY c.customer_group`,
    ),
  },
  {
    kind: 'top N',
    question: 'which rep issued the most credit notes this year',
    ordered: true,
    expected: sql(
      `SELECT sp.name, count(*)::int FROM ${CREDITS} JOIN ${W}.sales_people sp ON sp.sales_person_id = cn.sales_person_id
       WHERE ${within('cn.credit_date', THIS_YEAR)} GROUP BY sp.sales_person_id, sp.name ORDER BY count(*) DESC LIMIT 1`,
    ),
  },
  {
    kind: 'table choice',
    question: 'number of credit notes raised last quarter',
    expected: sql(`SELECT count(*)::int FROM ${CREDITS} WHERE ${within('cn.credit_date', LAST_QUARTER)}`),
  },
  {
    kind: 'typo',
    question: 'list of creditnotes from last month',
    expected: sql(
      `SELECT cn.credit_note_number FROM ${CREDITS} WHERE ${within('cn.credit_date', LAST_MONTH)}`,
    ),
  },
  {
    kind: 'period',
    question: 'returns by month in 2024',
    expected: sql(
      `SELECT date_trunc('month', cn.credit_date)::date, ${CREDITS_SUM}::float8 FROM ${CREDITS}
       WHERE ${within('cn.credit_date', LAST_YEAR)} GROUP BY 1`,
    ),
  },
  {
    kind: 'typo',
    question: 'total credit ntoes for Wellington in 2024',
    expected: sql(
      `SELECT ${CREDITS_SUM}::float8 FROM ${CREDITS} WHERE ${within('cn.credit_date', LAST_YEAR)} AND cn.branch = 'Wellington'`,
    ),
  },
  {
    kind: 'top N',
    question: 'which 5 products get returned the most',
    ordered: true,
    expected: sql(
      `SELECT p.name, sum(cl.qty)::int FROM ${RETURNS} WHERE cn.status NOT IN ('Draft', 'Voided')
       GROUP BY p.product_id, p.name ORDER BY sum(cl.qty) DESC, p.product_id LIMIT 5`,
    ),
  },
  {
    kind: 'table choice',
    question: 'units returned by category this year',
    expected: sql(
      `SELECT p.category, sum(cl.qty)::int FROM ${RETURNS} WHERE ${within('cn.credit_date', THIS_YEAR)}
       GROUP BY p.category`,
    ),
  },
  {
    kind: 'table choice',
    question: 'how many Garden items came back last year',
    expected: sql(
      `SELECT sum(cl.qty)::int FROM ${RETURNS} WHERE ${within('cn.credit_date', LAST_YEAR)} AND p.category = 'Garden'`,
    ),
  },
  {
    kind: 'table choice',
    question: 'refunded value by brand last quarter',
    // The lines' own value: quantity returned × price, as credited (tax excluded).
    expected: sql(
      `SELECT p.brand, sum(cl.line_total)::float8 FROM ${RETURNS} WHERE ${within('cn.credit_date', LAST_QUARTER)}
       GROUP BY p.brand`,
    ),
  },
];

/** Quotes: the pipeline. */
const QUOTE_QUESTIONS: readonly HeldOutQuestion[] = [
  {
    kind: 'table choice',
    question: 'how many quotes did we send out last month',
    expected: sql(`SELECT count(*)::int FROM ${QUOTES} WHERE ${within('q.quote_date', LAST_MONTH)}`),
  },
  {
    kind: 'table choice',
    question: 'quotes raised by each rep this year',
    expected: sql(
      `SELECT sp.name, count(*)::int FROM ${QUOTES} JOIN ${W}.sales_people sp ON sp.sales_person_id = q.sales_person_id
       WHERE ${within('q.quote_date', THIS_YEAR)} GROUP BY sp.sales_person_id, sp.name`,
    ),
  },
  {
    kind: 'table choice',
    question: 'declined quotes last quarter',
    expected: sql(
      `SELECT q.quote_number FROM ${QUOTES} WHERE ${within('q.quote_date', LAST_QUARTER)} AND q.stage = 'Declined'`,
    ),
  },
  {
    kind: 'table choice',
    question: 'number of quotes by stage this quarter',
    expected: sql(
      `SELECT q.stage, count(*)::int FROM ${QUOTES} WHERE ${within('q.quote_date', THIS_QUARTER)} GROUP BY q.stage`,
    ),
  },
  {
    kind: 'typo',
    question: 'average probability on new qoutes',
    expected: sql(`SELECT avg(q.probability)::float8 FROM ${QUOTES} WHERE q.stage = 'New'`),
  },
  {
    kind: 'filter on a total',
    question: 'quotes under a thousand dollars last month',
    expected: sql(
      `SELECT q.quote_number FROM ${QUOTES} WHERE ${within('q.quote_date', LAST_MONTH)} AND q.subtotal < 1000`,
    ),
  },
  {
    kind: 'filter on a total',
    question: 'quotes over 40k this month',
    // The quote's value, tax excluded.
    expected: sql(
      `SELECT q.quote_number FROM ${QUOTES} WHERE ${within('q.quote_date', THIS_MONTH)} AND q.subtotal > 40000`,
    ),
  },
  {
    kind: 'table choice',
    question: 'quote value by branch this year',
    expected: sql(
      `SELECT q.branch, sum(q.subtotal)::float8 FROM ${QUOTES} WHERE ${within('q.quote_date', THIS_YEAR)}
       GROUP BY q.branch`,
    ),
  },
  {
    kind: 'top N',
    question: 'which customers got the 3 biggest quotes last month',
    ordered: true,
    expected: sql(
      `SELECT c.name, q.subtotal::float8 FROM ${QUOTES} JOIN ${W}.customers c ON c.customer_id = q.customer_id
       WHERE ${within('q.quote_date', LAST_MONTH)} ORDER BY q.subtotal DESC LIMIT 3`,
    ),
  },
];

/** Payments received: receipts, money in. */
const PAYMENT_QUESTIONS: readonly HeldOutQuestion[] = [
  {
    kind: 'table choice',
    question: 'how much money came in last week',
    expected: sql(
      `SELECT sum(pm.amount)::float8 FROM ${PAYMENTS} WHERE ${within('pm.payment_date', LAST_WEEK)}`,
    ),
  },
  {
    kind: 'table choice',
    question: 'receipts by payment method this month',
    expected: sql(
      `SELECT pm.method, sum(pm.amount)::float8 FROM ${PAYMENTS} WHERE ${within('pm.payment_date', THIS_MONTH)}
       GROUP BY pm.method`,
    ),
  },
  {
    kind: 'table choice',
    question: 'cash received at each store yesterday',
    expected: sql(
      `SELECT pm.branch, sum(pm.amount)::float8 FROM ${PAYMENTS} WHERE ${within('pm.payment_date', YESTERDAY)}
       AND pm.method = 'Cash' GROUP BY pm.branch`,
    ),
  },
  {
    kind: 'table choice',
    question: 'what did customers pay us in October',
    // The latest October: 2025.
    expected: sql(
      `SELECT sum(pm.amount)::float8 FROM ${PAYMENTS} WHERE ${within('pm.payment_date', LAST_MONTH)}`,
    ),
  },
  {
    kind: 'table choice',
    question: 'biggest single payment we received this year',
    expected: sql(
      `SELECT max(pm.amount)::float8 FROM ${PAYMENTS} WHERE ${within('pm.payment_date', THIS_YEAR)}`,
    ),
  },
  {
    kind: 'period',
    question: 'EFTPOS payments per month over the last 3 months',
    expected: sql(
      `SELECT date_trunc('month', pm.payment_date)::date, sum(pm.amount)::float8 FROM ${PAYMENTS}
       WHERE ${within('pm.payment_date', LAST_3_MONTHS)} AND pm.method = 'EFTPOS' GROUP BY 1`,
    ),
  },
  {
    kind: 'typo',
    question: 'paymnets by store this week',
    expected: sql(
      `SELECT pm.branch, sum(pm.amount)::float8 FROM ${PAYMENTS} WHERE ${within('pm.payment_date', THIS_WEEK)}
       GROUP BY pm.branch`,
    ),
  },
  {
    kind: 'table choice',
    question: 'how many payments were made by credit card today',
    expected: sql(
      `SELECT count(*)::int FROM ${PAYMENTS} WHERE ${within('pm.payment_date', TODAY)} AND pm.method = 'Credit Card'`,
    ),
  },
];

/** Products, customers, branches and sales people: the lists behind the figures. */
const LISTS: readonly HeldOutQuestion[] = [
  {
    kind: 'plain',
    question: 'how many SKUs do we carry in each category',
    expected: sql(`SELECT p.category, count(*)::int FROM ${W}.products p GROUP BY p.category`),
  },
  {
    kind: 'plain',
    question: 'list the Bluewater items',
    expected: sql(`SELECT p.name FROM ${W}.products p WHERE p.brand = 'Bluewater'`),
  },
  {
    kind: 'plain',
    question: 'highest selling price in each category',
    expected: sql(`SELECT p.category, max(p.unit_price)::float8 FROM ${W}.products p GROUP BY p.category`),
  },
  {
    kind: 'plain',
    question: 'average cost price by brand',
    expected: sql(`SELECT p.brand, avg(p.cost)::float8 FROM ${W}.products p GROUP BY p.brand`),
  },
  {
    kind: 'plain',
    question: 'items priced under $10',
    expected: sql(`SELECT p.name FROM ${W}.products p WHERE p.unit_price < 10`),
  },
  {
    kind: 'plain',
    question: 'how many customers do we have in each city',
    expected: sql(`SELECT c.city, count(*)::int FROM ${W}.customers c GROUP BY c.city`),
  },
  {
    kind: 'plain',
    question: 'how many customer accounts were opened last year',
    expected: sql(`SELECT count(*)::int FROM ${W}.customers c WHERE ${within('c.created_at', LAST_YEAR)}`),
  },
  {
    kind: 'plain',
    question: 'our trade customers in Auckland',
    expected: sql(
      `SELECT c.name FROM ${W}.customers c WHERE c.customer_group = 'Trade' AND c.city = 'Auckland'`,
    ),
  },
  {
    kind: 'plain',
    question: 'customers by country',
    expected: sql(`SELECT c.country, count(*)::int FROM ${W}.customers c GROUP BY c.country`),
  },
  {
    kind: 'typo',
    question: 'custmers in Perth',
    expected: sql(`SELECT c.name FROM ${W}.customers c WHERE c.city = 'Perth'`),
  },
  {
    kind: 'table choice',
    question: 'list our stores',
    expected: sql(`SELECT b.name FROM ${W}.branches b`),
  },
  {
    kind: 'table choice',
    question: 'which outlets are retail',
    expected: sql(`SELECT b.name FROM ${W}.branches b WHERE b.branch_type = 'Retail'`),
  },
  {
    kind: 'table choice',
    question: 'what city is each location in',
    expected: sql(`SELECT b.name, b.city FROM ${W}.branches b`),
  },
  {
    kind: 'table choice',
    question: 'how many active branches do we have',
    expected: sql(`SELECT count(*)::int FROM ${W}.branches b WHERE b.status = 'Active'`),
  },
  {
    kind: 'table choice',
    question: 'list our salespeople',
    expected: sql(`SELECT sp.name FROM ${W}.sales_people sp`),
  },
  {
    kind: 'table choice',
    question: 'which reps are inactive',
    expected: sql(`SELECT sp.name FROM ${W}.sales_people sp WHERE sp.status = 'Inactive'`),
  },
  {
    kind: 'table choice',
    question: 'email addresses of our sales reps',
    expected: sql(`SELECT sp.name, sp.email FROM ${W}.sales_people sp`),
  },
];

/** Stock: on hand, moved between stores, adjusted. */
const STOCK_QUESTIONS: readonly HeldOutQuestion[] = [
  {
    kind: 'plain',
    question: 'how many units are sitting in the Wellington shop',
    expected: sql(`SELECT sum(s.on_hand)::int FROM ${W}.stock_on_hand s WHERE s.branch = 'Wellington'`),
  },
  {
    kind: 'plain',
    question: 'stock value by location',
    expected: sql(
      `SELECT s.branch, sum(s.on_hand * s.unit_cost)::float8 FROM ${W}.stock_on_hand s GROUP BY s.branch`,
    ),
  },
  {
    kind: 'filter on a total',
    question: 'products with more than a thousand units on hand across all stores',
    expected: sql(
      `SELECT p.name, sum(s.on_hand)::int FROM ${STOCK} GROUP BY p.product_id, p.name HAVING sum(s.on_hand) > 1000`,
    ),
  },
  {
    kind: 'plain',
    question: 'Auckland items with nothing available',
    expected: sql(`SELECT p.name FROM ${STOCK} WHERE s.branch = 'Auckland' AND s.available = 0`),
  },
  {
    kind: 'plain',
    question: 'allocated stock by category',
    expected: sql(`SELECT p.category, sum(s.allocated)::int FROM ${STOCK} GROUP BY p.category`),
  },
  {
    kind: 'plain',
    question: "what's our marine stock worth at cost",
    expected: sql(`SELECT sum(s.on_hand * s.unit_cost)::float8 FROM ${STOCK} WHERE p.category = 'Marine'`),
  },
  {
    kind: 'table choice',
    question: 'how many transfers went from Auckland to Christchurch this year',
    expected: sql(
      `SELECT count(*)::int FROM ${TRANSFERS} WHERE ${within('t.transfer_date', THIS_YEAR)}
       AND t.from_branch = 'Auckland' AND t.to_branch = 'Christchurch'`,
    ),
  },
  {
    kind: 'table choice',
    question: 'units moved between stores last month',
    // Units transferred: lines of transfers dispatched, on the transfer date.
    expected: sql(
      `SELECT sum(tl.qty)::int FROM ${TRANSFER_LINES} WHERE t.dispatched_date IS NOT NULL
       AND ${within('t.transfer_date', LAST_MONTH)}`,
    ),
  },
  {
    kind: 'table choice',
    question: 'transfers still in transit',
    expected: sql(`SELECT t.transfer_number FROM ${TRANSFERS} WHERE t.status = 'Dispatched'`),
  },
  {
    kind: 'top N',
    question: 'which 3 products do we move between branches the most',
    // The first two are level (51 units each): the order between them is not asked.
    expected: sql(
      `SELECT p.name, sum(tl.qty)::int FROM ${TRANSFER_LINES} WHERE t.dispatched_date IS NOT NULL
       GROUP BY p.product_id, p.name ORDER BY sum(tl.qty) DESC, p.product_id LIMIT 3`,
    ),
  },
  {
    kind: 'table choice',
    question: 'stock transfers received into Wellington this year',
    expected: sql(
      `SELECT t.transfer_number FROM ${TRANSFERS} WHERE t.to_branch = 'Wellington'
       AND ${within('t.received_date', THIS_YEAR)}`,
    ),
  },
  {
    kind: 'typo',
    question: 'units transfered out of each branch last year',
    expected: sql(
      `SELECT t.from_branch, sum(tl.qty)::int FROM ${TRANSFER_LINES} WHERE t.dispatched_date IS NOT NULL
       AND ${within('t.transfer_date', LAST_YEAR)} GROUP BY t.from_branch`,
    ),
  },
  {
    kind: 'table choice',
    question: 'net stock adjustments by branch this year',
    expected: sql(
      `SELECT a.branch, sum(a.qty)::int FROM ${ADJUSTMENTS} WHERE ${within('a.adjustment_date', THIS_YEAR)}
       GROUP BY a.branch`,
    ),
  },
  {
    kind: 'table choice',
    question: 'shrinkage by store last quarter',
    // Quantities as held: units lost are negative.
    expected: sql(
      `SELECT a.branch, sum(a.qty)::int FROM ${ADJUSTMENTS} WHERE ${within('a.adjustment_date', LAST_QUARTER)}
       AND a.reason = 'Shrinkage' GROUP BY a.branch`,
    ),
  },
  {
    kind: 'table choice',
    question: 'how many adjustments were for damaged goods this year',
    expected: sql(
      `SELECT count(DISTINCT a.adjustment_id)::int FROM ${ADJUSTMENTS} WHERE ${within('a.adjustment_date', THIS_YEAR)}
       AND a.reason = 'Damaged'`,
    ),
  },
  {
    kind: 'table choice',
    question: 'net units adjusted by reason',
    expected: sql(`SELECT a.reason, sum(a.qty)::int FROM ${ADJUSTMENTS} GROUP BY a.reason`),
  },
  {
    kind: 'typo',
    question: 'stock adjustmnets in Christchurch last month',
    expected: sql(
      `SELECT DISTINCT a.adjustment_number FROM ${ADJUSTMENTS} WHERE ${within('a.adjustment_date', LAST_MONTH)}
       AND a.branch = 'Christchurch'`,
    ),
  },
];

/** What the warehouse does not hold, and asks it must not act on. */
const DECLINES: readonly HeldOutQuestion[] = [
  { kind: 'decline', question: 'profit by supplier last year', expected: DECLINE },
  { kind: 'decline', question: "what's the weather in Auckland tomorrow", expected: DECLINE },
  { kind: 'decline', question: 'delete the order HT-SO-000001', expected: DECLINE },
  { kind: 'decline', question: 'raise a credit note for order HT-SO-000123', expected: DECLINE },
  { kind: 'decline', question: 'email a reminder to every customer who owes us money', expected: DECLINE },
  { kind: 'decline', question: 'how many hours did each rep work last week', expected: DECLINE },
  { kind: 'decline', question: 'how many units will we sell next month', expected: DECLINE },
  { kind: 'decline', question: 'rent paid per store this year', expected: DECLINE },
  { kind: 'decline', question: 'foot traffic by outlet yesterday', expected: DECLINE },
  { kind: 'decline', question: 'which supplier do we buy the most from', expected: DECLINE },
  { kind: 'decline', question: 'how many customers did we lose to competitors this year', expected: DECLINE },
  { kind: 'decline', question: 'staff turnover at each store this year', expected: DECLINE },
  { kind: 'decline', question: 'mark order HT-SO-014998 as paid', expected: DECLINE },
  { kind: 'decline', question: 'what is our market share in Australia', expected: DECLINE },
];

export const PLAIN_WORDS_QUESTIONS: readonly HeldOutQuestion[] = [
  ...EVERYDAY,
  ...SALES,
  ...CREDIT_NOTES,
  ...QUOTE_QUESTIONS,
  ...PAYMENT_QUESTIONS,
  ...LISTS,
  ...STOCK_QUESTIONS,
  ...DECLINES,
];

/** The whole held-out set: the first questions (heldOutQuestions.ts) and these. */
export const WHOLE_HELD_OUT_SET: readonly HeldOutQuestion[] = [
  ...HELD_OUT_QUESTIONS,
  ...PLAIN_WORDS_QUESTIONS,
];
