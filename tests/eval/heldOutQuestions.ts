/**
 * The held-out evaluation set: questions written without reading the AI view's parser, its vocabulary or the
 * earlier sets' phrasings — only the warehouse's model (docs/model.md, docs/measures.md) and the design language's
 * published rules (docs/api.md, "Relative periods"). They are put the way people running a Cin7 Omni wholesale and
 * retail business ask them, hurried typing included. Each expected result is SQL written here by hand against
 * Harbour Traders (the demo warehouse; "today" Sunday 30 November 2025, EVAL_NOW) and checked by reading its rows.
 *
 * The parser must not be tuned toward these: their figure is the estimate of accuracy on questions nobody tuned it
 * for (docs/ai.md, "The held-out set"). An answer is correct when its rows carry every expected cell: it may show
 * more columns (an id or SKU beside a name, the change beside a comparison), never other rows.
 *
 * Words as the model and the language define them: revenue / sales / turnover is the model's Revenue (subtotals, tax
 * excluded, of orders neither Draft nor Voided), "orders" counted are orders that count as sales, a list of orders
 * is every order; "last N days" are the whole days before today; weeks start on Monday; shares are fractions.
 */
import type { EvalQuestion } from './questions.ts';

export type HeldOutKind =
  | 'period'
  | 'filter on a total'
  | 'any of'
  | 'top N'
  | 'share'
  | 'comparison'
  | 'calculated'
  | 'plain'
  | 'decline'
  /** A manager's weekly question, in the words they use (plainWordsQuestions.ts). */
  | 'everyday'
  /** Answered from a table other than the sales orders: credits, quotes, payments, stock movements, branches… */
  | 'table choice'
  /** A model word or two mistyped. */
  | 'typo';

export interface HeldOutQuestion extends EvalQuestion {
  kind: HeldOutKind;
}

const W = 'harbour_traders';
const SOLD = "o.status NOT IN ('Draft', 'Voided')";
const ORDERS = `${W}.sales_orders o`;
const ORDERS_CUSTOMERS = `${W}.sales_orders o JOIN ${W}.customers c ON c.customer_id = o.customer_id`;
const LINES = `${W}.sales_order_lines l JOIN ${W}.sales_orders o ON o.order_id = l.order_id JOIN ${W}.products p ON p.product_id = l.product_id`;
const REVENUE = `coalesce(sum(o.subtotal) FILTER (WHERE ${SOLD}), 0)`;
const ORDER_COUNT = `count(*) FILTER (WHERE ${SOLD})`;
const LINE_REVENUE = `coalesce(sum(l.line_total) FILTER (WHERE ${SOLD}), 0)`;
const UNITS = `coalesce(sum(l.qty) FILTER (WHERE ${SOLD}), 0)`;
const COGS = `coalesce(sum(l.qty * l.unit_cost) FILTER (WHERE ${SOLD}), 0)`;

/** Half-open date ranges on EVAL_NOW, Sunday 30 November 2025. */
const on = (from: string, to: string) => `o.order_date >= '${from}' AND o.order_date < '${to}'`;
const TODAY = on('2025-11-30', '2025-12-01');
const YESTERDAY = on('2025-11-29', '2025-11-30');
const THIS_WEEK = on('2025-11-24', '2025-12-01');
const LAST_WEEK = on('2025-11-17', '2025-11-24');
const LAST_7_DAYS = on('2025-11-23', '2025-11-30');
const LAST_30_DAYS = on('2025-10-31', '2025-11-30');
const LAST_90_DAYS = on('2025-09-01', '2025-11-30');
const THIS_MONTH = on('2025-11-01', '2025-12-01');
const LAST_MONTH = on('2025-10-01', '2025-11-01');
const THIS_MONTH_A_YEAR_EARLIER = on('2024-11-01', '2024-12-01');
const LAST_MONTH_A_YEAR_EARLIER = on('2024-10-01', '2024-11-01');
const THIS_QUARTER = on('2025-10-01', '2026-01-01');
const LAST_QUARTER = on('2025-07-01', '2025-10-01');
const THIS_YEAR = on('2025-01-01', '2026-01-01');
const LAST_YEAR = on('2024-01-01', '2025-01-01');
/** The year to date: its whole days, 1 January through yesterday (docs/api.md "Relative periods"). */
const YEAR_TO_DATE = on('2025-01-01', '2025-11-30');
const YEAR_TO_DATE_A_YEAR_EARLIER = on('2024-01-01', '2024-11-30');
/**
 * A running period compared is taken to date, its whole days before today (through Saturday 29 November), against
 * the same days of the earlier period (docs/api.md "Comparisons"): like for like.
 */
const THIS_MONTH_TO_DATE = on('2025-11-01', '2025-11-30');
const LAST_MONTH_SAME_DAYS = on('2025-10-01', '2025-10-30');
const THIS_QUARTER_TO_DATE = on('2025-10-01', '2025-11-30');
const LAST_QUARTER_SAME_DAYS = on('2025-07-01', '2025-08-30');
const LAST_YEAR_SAME_DAYS = on('2024-01-01', '2024-11-30');

const sql = (text: string) => ({ sql: text });
const DECLINE = null;

export const HELD_OUT_QUESTIONS: readonly HeldOutQuestion[] = [
  // Relative periods.
  {
    kind: 'period',
    question: 'what were total sales last month?',
    expected: sql(`SELECT ${REVENUE}::float8 FROM ${ORDERS} WHERE ${LAST_MONTH}`),
  },
  {
    kind: 'period',
    question: 'how many orders did we get yesterday',
    expected: sql(`SELECT ${ORDER_COUNT}::int FROM ${ORDERS} WHERE ${YESTERDAY}`),
  },
  {
    kind: 'period',
    question: 'revenue so far this year',
    expected: sql(`SELECT ${REVENUE}::float8 FROM ${ORDERS} WHERE ${YEAR_TO_DATE}`),
  },
  {
    kind: 'period',
    question: 'Sales YTD by branch',
    expected: sql(
      `SELECT o.branch, ${REVENUE}::float8 FROM ${ORDERS} WHERE ${YEAR_TO_DATE} GROUP BY o.branch`,
    ),
  },
  {
    kind: 'period',
    question: 'show me the orders from the last 30 days',
    expected: sql(`SELECT o.order_number FROM ${ORDERS} WHERE ${LAST_30_DAYS}`),
  },
  {
    kind: 'period',
    question: 'how many units did we sell last week',
    expected: sql(`SELECT ${UNITS}::int FROM ${LINES} WHERE ${LAST_WEEK}`),
  },
  {
    kind: 'period',
    question: 'revnue by brnach last month',
    expected: sql(`SELECT o.branch, ${REVENUE}::float8 FROM ${ORDERS} WHERE ${LAST_MONTH} GROUP BY o.branch`),
  },
  {
    kind: 'period',
    question: 'revenue this quarter',
    expected: sql(`SELECT ${REVENUE}::float8 FROM ${ORDERS} WHERE ${THIS_QUARTER}`),
  },
  {
    kind: 'period',
    question: 'what did we turn over last quarter in each category?',
    expected: sql(
      `SELECT p.category, ${LINE_REVENUE}::float8 FROM ${LINES} WHERE ${LAST_QUARTER} GROUP BY p.category`,
    ),
  },
  {
    kind: 'period',
    question: 'sales for the same month last year',
    expected: sql(`SELECT ${REVENUE}::float8 FROM ${ORDERS} WHERE ${THIS_MONTH_A_YEAR_EARLIER}`),
  },
  {
    kind: 'period',
    question: 'units sold in the last 7 days by brand',
    expected: sql(`SELECT p.brand, ${UNITS}::int FROM ${LINES} WHERE ${LAST_7_DAYS} GROUP BY p.brand`),
  },
  {
    kind: 'period',
    question: 'number of orders per branch last year',
    expected: sql(`SELECT o.branch, ${ORDER_COUNT}::int FROM ${ORDERS} WHERE ${LAST_YEAR} GROUP BY o.branch`),
  },
  {
    kind: 'period',
    question: 'list todays orders',
    expected: sql(`SELECT o.order_number FROM ${ORDERS} WHERE ${TODAY}`),
  },
  {
    kind: 'period',
    question: 'orders this week',
    expected: sql(`SELECT o.order_number FROM ${ORDERS} WHERE ${THIS_WEEK}`),
  },
  {
    kind: 'period',
    question: 'gross margin by category over the last 90 days',
    expected: sql(
      `SELECT p.category, (${LINE_REVENUE} - ${COGS}) / nullif(${LINE_REVENUE}, 0)::float8
       FROM ${LINES} WHERE ${LAST_90_DAYS} GROUP BY p.category`,
    ),
  },

  // Filters on totals.
  {
    kind: 'filter on a total',
    question: 'customers who spent over 40k this year',
    expected: sql(
      `SELECT c.name, ${REVENUE}::float8 FROM ${ORDERS_CUSTOMERS} WHERE ${THIS_YEAR}
       GROUP BY c.customer_id, c.name HAVING ${REVENUE} > 40000`,
    ),
  },
  {
    kind: 'filter on a total',
    question: 'which products sold more than 200 units last year?',
    expected: sql(
      `SELECT p.name, ${UNITS}::int FROM ${LINES} WHERE ${LAST_YEAR}
       GROUP BY p.product_id, p.name HAVING ${UNITS} > 200`,
    ),
  },
  {
    kind: 'filter on a total',
    question: 'customers that have placed 11 or more orders',
    expected: sql(
      `SELECT c.name, ${ORDER_COUNT}::int FROM ${ORDERS_CUSTOMERS}
       GROUP BY c.customer_id, c.name HAVING ${ORDER_COUNT} >= 11`,
    ),
  },
  {
    kind: 'filter on a total',
    question: 'brands with revenue above 6 million in 2024',
    expected: sql(
      `SELECT p.brand, ${LINE_REVENUE}::float8 FROM ${LINES} WHERE ${LAST_YEAR}
       GROUP BY p.brand HAVING ${LINE_REVENUE} > 6000000`,
    ),
  },
  {
    kind: 'filter on a total',
    question: 'which categories made more than $3m gross profit last year',
    expected: sql(
      `SELECT p.category, (${LINE_REVENUE} - ${COGS})::float8 FROM ${LINES} WHERE ${LAST_YEAR}
       GROUP BY p.category HAVING ${LINE_REVENUE} - ${COGS} > 3000000`,
    ),
  },
  {
    kind: 'filter on a total',
    question: 'branches where the average order value is over 11,900 this year',
    expected: sql(
      `SELECT o.branch, round(${REVENUE} / nullif(${ORDER_COUNT}, 0), 2)::float8 FROM ${ORDERS}
       WHERE ${THIS_YEAR} GROUP BY o.branch HAVING ${REVENUE} / nullif(${ORDER_COUNT}, 0) > 11900`,
    ),
  },
  {
    kind: 'filter on a total',
    question: 'products with less than 150 units on hand across all branches',
    expected: sql(
      `SELECT p.name, sum(s.on_hand)::int FROM ${W}.stock_on_hand s JOIN ${W}.products p ON p.product_id = s.product_id
       GROUP BY p.product_id, p.name HAVING sum(s.on_hand) < 150`,
    ),
  },
  {
    kind: 'filter on a total',
    question: 'customers who ordered more than 5 times last year',
    expected: sql(
      `SELECT c.name, ${ORDER_COUNT}::int FROM ${ORDERS_CUSTOMERS} WHERE ${LAST_YEAR}
       GROUP BY c.customer_id, c.name HAVING ${ORDER_COUNT} > 5`,
    ),
  },

  // Any of.
  {
    kind: 'any of',
    question: 'total revenue for the Auckland or Wellington branches last month',
    expected: sql(
      `SELECT ${REVENUE}::float8 FROM ${ORDERS} WHERE ${LAST_MONTH} AND o.branch IN ('Auckland', 'Wellington')`,
    ),
  },
  {
    kind: 'any of',
    question: 'list customers based in Sydney or Melbourne',
    expected: sql(`SELECT c.name, c.city FROM ${W}.customers c WHERE c.city IN ('Sydney', 'Melbourne')`),
  },
  {
    kind: 'any of',
    question: 'how much did Retail or Online customers spend this year',
    expected: sql(
      `SELECT ${REVENUE}::float8 FROM ${ORDERS_CUSTOMERS} WHERE ${THIS_YEAR} AND c.customer_group IN ('Retail', 'Online')`,
    ),
  },
  {
    kind: 'any of',
    question: 'units sold of Kauri or Tasman products last month, by brand',
    expected: sql(
      `SELECT p.brand, ${UNITS}::int FROM ${LINES} WHERE ${LAST_MONTH} AND p.brand IN ('Kauri', 'Tasman') GROUP BY p.brand`,
    ),
  },
  {
    kind: 'any of',
    question: 'orders that are draft or voided from last week',
    expected: sql(
      `SELECT o.order_number FROM ${ORDERS} WHERE ${LAST_WEEK} AND o.status IN ('Draft', 'Voided')`,
    ),
  },
  {
    kind: 'any of',
    question: 'revenue by category for garden or outdoor this year',
    expected: sql(
      `SELECT p.category, ${LINE_REVENUE}::float8 FROM ${LINES} WHERE ${THIS_YEAR} AND p.category IN ('Garden', 'Outdoor')
       GROUP BY p.category`,
    ),
  },

  // Top N, overall and within each group.
  {
    kind: 'top N',
    question: 'top 5 customers by revenue this year',
    ordered: true,
    expected: sql(
      `SELECT c.name, ${REVENUE}::float8 FROM ${ORDERS_CUSTOMERS} WHERE ${THIS_YEAR}
       GROUP BY c.customer_id, c.name ORDER BY ${REVENUE} DESC LIMIT 5`,
    ),
  },
  {
    kind: 'top N',
    question: 'best 3 products in each category by revenue last year',
    expected: sql(
      `SELECT category, name, revenue::float8 FROM (
         SELECT p.category, p.name, ${LINE_REVENUE} AS revenue,
                row_number() OVER (PARTITION BY p.category ORDER BY ${LINE_REVENUE} DESC) AS rank
         FROM ${LINES} WHERE ${LAST_YEAR} GROUP BY p.category, p.product_id, p.name) ranked
       WHERE rank <= 3`,
    ),
  },
  {
    kind: 'top N',
    question: 'top 2 customers per branch by sales ytd',
    expected: sql(
      `SELECT branch, name, revenue::float8 FROM (
         SELECT o.branch, c.name, ${REVENUE} AS revenue,
                row_number() OVER (PARTITION BY o.branch ORDER BY ${REVENUE} DESC) AS rank
         FROM ${ORDERS_CUSTOMERS} WHERE ${YEAR_TO_DATE} GROUP BY o.branch, c.customer_id, c.name) ranked
       WHERE rank <= 2`,
    ),
  },
  {
    kind: 'top N',
    question: 'which brand sold the most units in each category this year',
    expected: sql(
      `SELECT category, brand, units::int FROM (
         SELECT p.category, p.brand, ${UNITS} AS units,
                row_number() OVER (PARTITION BY p.category ORDER BY ${UNITS} DESC) AS rank
         FROM ${LINES} WHERE ${THIS_YEAR} GROUP BY p.category, p.brand) ranked
       WHERE rank = 1`,
    ),
  },
  {
    kind: 'top N',
    question: 'top 3 cities by revenue',
    ordered: true,
    expected: sql(
      `SELECT c.city, ${REVENUE}::float8 FROM ${ORDERS_CUSTOMERS} GROUP BY c.city ORDER BY ${REVENUE} DESC LIMIT 3`,
    ),
  },
  {
    kind: 'top N',
    question: 'our 10 biggest invoiced orders last month',
    ordered: true,
    expected: sql(
      `SELECT o.order_number FROM ${ORDERS} WHERE ${LAST_MONTH} AND o.status = 'Invoiced'
       ORDER BY o.total DESC LIMIT 10`,
    ),
  },
  {
    kind: 'top N',
    question: 'top selling category by gross profit in each branch last quarter',
    expected: sql(
      `SELECT branch, category, profit::float8 FROM (
         SELECT o.branch, p.category, ${LINE_REVENUE} - ${COGS} AS profit,
                row_number() OVER (PARTITION BY o.branch ORDER BY ${LINE_REVENUE} - ${COGS} DESC) AS rank
         FROM ${LINES} WHERE ${LAST_QUARTER} GROUP BY o.branch, p.category) ranked
       WHERE rank = 1`,
    ),
  },

  // Share of total.
  {
    kind: 'share',
    question: 'what share of revenue is each branch',
    expected: sql(
      `SELECT o.branch, (${REVENUE} / sum(${REVENUE}) OVER ())::float8 FROM ${ORDERS} GROUP BY o.branch`,
    ),
  },
  {
    kind: 'share',
    question: '% of this years sales by category',
    expected: sql(
      `SELECT p.category, (${LINE_REVENUE} / sum(${LINE_REVENUE}) OVER ())::float8 FROM ${LINES}
       WHERE ${THIS_YEAR} GROUP BY p.category`,
    ),
  },
  {
    kind: 'share',
    question: 'share of units sold by brand last month',
    expected: sql(
      `SELECT p.brand, (${UNITS}::float8 / sum(${UNITS}) OVER ())::float8 FROM ${LINES}
       WHERE ${LAST_MONTH} GROUP BY p.brand`,
    ),
  },
  {
    kind: 'share',
    question: 'what percent of revenue came from each customer group last year?',
    expected: sql(
      `SELECT c.customer_group, (${REVENUE} / sum(${REVENUE}) OVER ())::float8 FROM ${ORDERS_CUSTOMERS}
       WHERE ${LAST_YEAR} GROUP BY c.customer_group`,
    ),
  },
  {
    kind: 'share',
    question: 'within each branch, what share of revenue does each category make up this year',
    expected: sql(
      `SELECT o.branch, p.category, (${LINE_REVENUE} / sum(${LINE_REVENUE}) OVER (PARTITION BY o.branch))::float8
       FROM ${LINES} WHERE ${THIS_YEAR} GROUP BY o.branch, p.category`,
    ),
  },
  {
    kind: 'share',
    question: 'proportion of orders by branch this month',
    expected: sql(
      `SELECT o.branch, (${ORDER_COUNT}::float8 / sum(${ORDER_COUNT}) OVER ())::float8 FROM ${ORDERS}
       WHERE ${THIS_MONTH} GROUP BY o.branch`,
    ),
  },

  // Comparisons.
  {
    kind: 'comparison',
    question: 'revenue this month vs last month',
    expected: sql(
      `SELECT (SELECT ${REVENUE} FROM ${ORDERS} WHERE ${THIS_MONTH_TO_DATE})::float8 AS this_month,
              (SELECT ${REVENUE} FROM ${ORDERS} WHERE ${LAST_MONTH_SAME_DAYS})::float8 AS last_month`,
    ),
  },
  {
    kind: 'comparison',
    question: 'sales this year compared with last year by branch',
    expected: sql(
      `SELECT o.branch, (${REVENUE.replace(SOLD, `${SOLD} AND ${YEAR_TO_DATE}`)})::float8 AS this_year,
              (${REVENUE.replace(SOLD, `${SOLD} AND ${LAST_YEAR_SAME_DAYS}`)})::float8 AS last_year
       FROM ${ORDERS} GROUP BY o.branch`,
    ),
  },
  {
    kind: 'comparison',
    question: 'orders last month vs the same month last year',
    expected: sql(
      `SELECT (SELECT ${ORDER_COUNT} FROM ${ORDERS} WHERE ${LAST_MONTH})::int AS last_month,
              (SELECT ${ORDER_COUNT} FROM ${ORDERS} WHERE ${LAST_MONTH_A_YEAR_EARLIER})::int AS a_year_earlier`,
    ),
  },
  {
    kind: 'comparison',
    question: 'units sold by category this quarter vs last quarter',
    expected: sql(
      `SELECT p.category, (${UNITS.replace(SOLD, `${SOLD} AND ${THIS_QUARTER_TO_DATE}`)})::int AS this_quarter,
              (${UNITS.replace(SOLD, `${SOLD} AND ${LAST_QUARTER_SAME_DAYS}`)})::int AS last_quarter
       FROM ${LINES} GROUP BY p.category`,
    ),
  },
  {
    kind: 'comparison',
    question: 'ytd revenue against the same period last year',
    expected: sql(
      `SELECT (SELECT ${REVENUE} FROM ${ORDERS} WHERE ${YEAR_TO_DATE})::float8 AS this_year,
              (SELECT ${REVENUE} FROM ${ORDERS} WHERE ${YEAR_TO_DATE_A_YEAR_EARLIER})::float8 AS a_year_earlier`,
    ),
  },
  {
    kind: 'comparison',
    question: 'how did last week compare to the week before for revenue',
    expected: sql(
      `SELECT (SELECT ${REVENUE} FROM ${ORDERS} WHERE ${LAST_WEEK})::float8 AS last_week,
              (SELECT ${REVENUE} FROM ${ORDERS} WHERE ${on('2025-11-10', '2025-11-17')})::float8 AS week_before`,
    ),
  },

  // Calculated measures.
  {
    kind: 'calculated',
    question: 'revenue per order by branch last year',
    expected: sql(
      `SELECT o.branch, round(${REVENUE} / nullif(${ORDER_COUNT}, 0), 2)::float8 FROM ${ORDERS}
       WHERE ${LAST_YEAR} GROUP BY o.branch`,
    ),
  },
  {
    kind: 'calculated',
    question: 'average selling price per unit by category this year',
    expected: sql(
      `SELECT p.category, (${LINE_REVENUE} / nullif(${UNITS}, 0))::float8 FROM ${LINES}
       WHERE ${THIS_YEAR} GROUP BY p.category`,
    ),
  },
  {
    kind: 'calculated',
    question: 'stock value at cost by branch',
    expected: sql(
      `SELECT s.branch, coalesce(sum(s.on_hand * s.unit_cost), 0)::float8 FROM ${W}.stock_on_hand s GROUP BY s.branch`,
    ),
  },
  {
    kind: 'calculated',
    question: 'gross profit by brand last quarter',
    expected: sql(
      `SELECT p.brand, (${LINE_REVENUE} - ${COGS})::float8 FROM ${LINES} WHERE ${LAST_QUARTER} GROUP BY p.brand`,
    ),
  },
  {
    kind: 'calculated',
    question: 'what was our cost of goods sold last month',
    expected: sql(`SELECT ${COGS}::float8 FROM ${LINES} WHERE ${LAST_MONTH}`),
  },
  {
    kind: 'calculated',
    question: 'margin % for each branch this year',
    expected: sql(
      `SELECT o.branch, ((${LINE_REVENUE} - ${COGS}) / nullif(${LINE_REVENUE}, 0))::float8 FROM ${LINES}
       WHERE ${THIS_YEAR} GROUP BY o.branch`,
    ),
  },
  {
    kind: 'calculated',
    question: 'avg units per order last month',
    expected: sql(
      `SELECT (${UNITS}::float8 / nullif(count(DISTINCT o.order_id) FILTER (WHERE ${SOLD}), 0))::float8
       FROM ${LINES} WHERE ${LAST_MONTH}`,
    ),
  },

  // Plain lists and totals.
  {
    kind: 'plain',
    question: 'list our wholesale customers in Auckland',
    expected: sql(
      `SELECT c.name FROM ${W}.customers c WHERE c.customer_group = 'Wholesale' AND c.city = 'Auckland'`,
    ),
  },
  {
    kind: 'plain',
    question: 'how many customers do we have in Australia',
    expected: sql(`SELECT count(*)::int FROM ${W}.customers c WHERE c.country = 'Australia'`),
  },
  {
    kind: 'plain',
    question: 'all the Bluewater marine products',
    expected: sql(
      `SELECT p.sku, p.name FROM ${W}.products p WHERE p.brand = 'Bluewater' AND p.category = 'Marine'`,
    ),
  },
  {
    kind: 'plain',
    question: 'open orders value by branch',
    expected: sql(
      `SELECT o.branch, coalesce(sum(o.subtotal) FILTER (WHERE o.status IN ('Approved', 'Dispatched')), 0)::float8
       FROM ${ORDERS} GROUP BY o.branch`,
    ),
  },
  {
    kind: 'plain',
    question: 'which orders are still in draft?',
    expected: sql(`SELECT o.order_number FROM ${ORDERS} WHERE o.status = 'Draft'`),
  },
  {
    kind: 'plain',
    question: 'total revenue all time',
    expected: sql(`SELECT ${REVENUE}::float8 FROM ${ORDERS}`),
  },
  {
    kind: 'plain',
    question: 'how many products in each category',
    expected: sql(`SELECT p.category, count(*)::int FROM ${W}.products p GROUP BY p.category`),
  },
  {
    kind: 'plain',
    question: 'voided orders last month',
    expected: sql(`SELECT o.order_number FROM ${ORDERS} WHERE ${LAST_MONTH} AND o.status = 'Voided'`),
  },
  {
    kind: 'plain',
    question: 'stock on hand for HT-00002 by branch',
    expected: sql(
      `SELECT s.branch, sum(s.on_hand)::int FROM ${W}.stock_on_hand s WHERE s.sku = 'HT-00002' GROUP BY s.branch`,
    ),
  },
  {
    kind: 'plain',
    question: 'how much stock is available in each branch',
    expected: sql(`SELECT s.branch, sum(s.available)::int FROM ${W}.stock_on_hand s GROUP BY s.branch`),
  },

  // Written as a decline while the warehouse held no sales people; the Sales People table answers it now.
  {
    kind: 'plain',
    question: 'sales by sales rep last month',
    expected: sql(
      `SELECT sp.name, ${REVENUE}::float8 FROM ${ORDERS} LEFT JOIN ${W}.sales_people sp ON sp.sales_person_id = o.sales_person_id WHERE ${LAST_MONTH} GROUP BY sp.name`,
    ),
  },

  // Questions a careful system declines: data the warehouse does not hold, asks it cannot answer, or no question.
  { kind: 'decline', question: 'how many website visits did we have yesterday', expected: DECLINE },
  { kind: 'decline', question: 'what will revenue be next quarter?', expected: DECLINE },
  {
    kind: 'decline',
    question: 'which marketing campaign brought in the most new customers',
    expected: DECLINE,
  },
  { kind: 'decline', question: 'customer satisfaction score by branch', expected: DECLINE },
  { kind: 'decline', question: 'how is the business going', expected: DECLINE },
  { kind: 'decline', question: 'staff wages by branch last month', expected: DECLINE },
  { kind: 'decline', question: 'return rate by brand this year', expected: DECLINE },
  { kind: 'decline', question: 'delete all the voided orders', expected: DECLINE },
  { kind: 'decline', question: 'freight cost per courier last quarter', expected: DECLINE },
];
