/**
 * Questions on shares of a total, comparisons of periods and calculated measures, as people running a Cin7 Omni
 * business ask them of Harbour Traders (the demo warehouse; "today" Sunday 30 November 2025). Each expected result
 * is SQL written here by hand against the warehouse — never the parser's design nor the compiler's SQL. A share is
 * a fraction of 1 (the answer formats it 0.0 %); a change in percent is the change ÷ the earlier figure.
 *
 * Not held out: these were written after the parser learnt these constructs, by the same person, and the parser
 * was checked against them while it was changed. Their accuracy says the constructs work on these phrasings; it is
 * not an estimate of accuracy on questions nobody has seen (docs/ai.md).
 */
import type { EvalQuestion } from './questions.ts';

const SOLD = "status NOT IN ('Draft', 'Voided')";
const W = 'harbour_traders';
const LINES = `${W}.sales_order_lines l JOIN ${W}.products p ON p.product_id = l.product_id JOIN ${W}.sales_orders o ON o.order_id = l.order_id`;
const ORDERS_CUSTOMERS = `${W}.sales_orders o JOIN ${W}.customers c ON c.customer_id = o.customer_id`;
const sql = (text: string) => ({ sql: text });

/** Days as [from, to): the dates each period means on 30 November 2025. */
type Range = readonly [string, string];
const ALL: Range = ['1900-01-01', '2100-01-01'];
const Y2025: Range = ['2025-01-01', '2026-01-01'];
const Y2024: Range = ['2024-01-01', '2025-01-01'];
const OCT: Range = ['2025-10-01', '2025-11-01'];
const SEP: Range = ['2025-09-01', '2025-10-01'];
const OCT_2024: Range = ['2024-10-01', '2024-11-01'];
const Q3: Range = ['2025-07-01', '2025-10-01'];
const Q2: Range = ['2025-04-01', '2025-07-01'];
/**
 * A running period compared is taken to date, its whole days before today (1–29 November), against the same days
 * of the earlier period (docs/api.md "Comparisons").
 */
const YTD: Range = ['2025-01-01', '2025-11-30'];
const YTD_2024: Range = ['2024-01-01', '2024-11-30'];
const NOV_TO_DATE: Range = ['2025-11-01', '2025-11-30'];
const OCT_SAME_DAYS: Range = ['2025-10-01', '2025-10-30'];
const Y2025_TO_DATE: Range = YTD;
const Y2024_SAME_DAYS: Range = YTD_2024;
/** The last 30 whole days (31 Oct – 29 Nov) and the 30 before them (1–30 Oct). */
const LAST_30: Range = ['2025-10-31', '2025-11-30'];
const PREV_30: Range = ['2025-10-01', '2025-10-31'];
/** This week to date, Monday 24 – Saturday 29 November, and the same days of the week before. */
const THIS_WEEK: Range = ['2025-11-24', '2025-11-30'];
const LAST_WEEK: Range = ['2025-11-17', '2025-11-23'];

const on = (column: string, [from, to]: Range) => `${column} >= '${from}' AND ${column} < '${to}'`;
const revenue = (range: Range) =>
  `coalesce(sum(o.subtotal) FILTER (WHERE o.${SOLD} AND ${on('o.order_date', range)}), 0)`;
const orders = (range: Range) => `count(*) FILTER (WHERE o.${SOLD} AND ${on('o.order_date', range)})`;
const lineRevenue = (range: Range) =>
  `coalesce(sum(l.line_total) FILTER (WHERE o.${SOLD} AND ${on('o.order_date', range)}), 0)`;
const units = (range: Range) =>
  `coalesce(sum(l.qty) FILTER (WHERE o.${SOLD} AND ${on('o.order_date', range)}), 0)`;
const cogs = (range: Range) =>
  `coalesce(sum(l.qty * l.unit_cost) FILTER (WHERE o.${SOLD} AND ${on('o.order_date', range)}), 0)`;
const profit = (range: Range) =>
  `coalesce(sum(l.line_total - coalesce(l.qty * l.unit_cost, 0)) FILTER (WHERE o.${SOLD} AND ${on('o.order_date', range)}), 0)`;

/** A total, its share of all rows' total, as fractions of 1. */
const withShare = (total: string) =>
  `${total}::float8 AS total, (${total}::numeric / nullif(sum(${total}) OVER (), 0))::float8 AS share`;
/** A total, the same over the earlier period, the change and the change ÷ the earlier figure. */
const compared = (now: string, before: string) =>
  `${now}::float8 AS now, ${before}::float8 AS before, (${now} - ${before})::float8 AS change,
   ((${now} - ${before})::numeric / nullif(${before}, 0))::float8 AS change_pct`;
const either = (column: string, a: Range, b: Range) => `((${on(column, a)}) OR (${on(column, b)}))`;
const ratio = (top: string, bottom: string) => `(${top}::numeric / nullif(${bottom}, 0))::float8`;

export const SHARE_COMPARE_QUESTIONS: readonly EvalQuestion[] = [
  // Shares of a total.
  {
    question: "each branch's share of revenue",
    expected: sql(`SELECT o.branch, ${withShare(revenue(ALL))} FROM ${W}.sales_orders o GROUP BY o.branch`),
  },
  {
    question: 'share of revenue by branch in 2025',
    expected: sql(
      `SELECT o.branch, ${withShare(revenue(Y2025))} FROM ${W}.sales_orders o WHERE ${on('o.order_date', Y2025)} GROUP BY o.branch`,
    ),
  },
  {
    question: "each category's share of revenue last month",
    expected: sql(
      `SELECT p.category, ${withShare(lineRevenue(OCT))} FROM ${LINES} WHERE ${on('o.order_date', OCT)} GROUP BY p.category`,
    ),
  },
  {
    question: 'percentage of units sold by brand this year',
    expected: sql(
      `SELECT p.brand, ${withShare(units(Y2025))} FROM ${LINES} WHERE ${on('o.order_date', Y2025)} GROUP BY p.brand`,
    ),
  },
  {
    question: 'share of orders by customer group in 2025',
    expected: sql(
      `SELECT c.customer_group, ${withShare(orders(Y2025))} FROM ${ORDERS_CUSTOMERS} WHERE ${on('o.order_date', Y2025)} GROUP BY c.customer_group`,
    ),
  },
  {
    question: 'share of units sold by brand within each category in 2025',
    expected: sql(
      `SELECT p.category, p.brand, ${units(Y2025)}::float8 AS total,
              (${units(Y2025)}::numeric / nullif(sum(${units(Y2025)}) OVER (PARTITION BY p.category), 0))::float8 AS share
       FROM ${LINES} WHERE ${on('o.order_date', Y2025)} GROUP BY p.category, p.brand`,
    ),
  },
  {
    question: 'proportion of revenue by branch last quarter',
    expected: sql(
      `SELECT o.branch, ${withShare(revenue(Q3))} FROM ${W}.sales_orders o WHERE ${on('o.order_date', Q3)} GROUP BY o.branch`,
    ),
  },
  {
    question: 'share of gross profit by category in 2025',
    expected: sql(
      `SELECT p.category, ${withShare(profit(Y2025))} FROM ${LINES} WHERE ${on('o.order_date', Y2025)} GROUP BY p.category`,
    ),
  },
  {
    question: "each city's share of orders last year",
    expected: sql(
      `SELECT c.city, ${withShare(orders(Y2024))} FROM ${ORDERS_CUSTOMERS} WHERE ${on('o.order_date', Y2024)} GROUP BY c.city`,
    ),
  },
  {
    question: 'share of revenue by month in 2025',
    expected: sql(
      `SELECT date_trunc('month', o.order_date)::date::text, ${withShare(revenue(Y2025))} FROM ${W}.sales_orders o
       WHERE ${on('o.order_date', Y2025)} GROUP BY 1`,
    ),
  },
  {
    question: 'percentage of stock on hand by branch',
    expected: sql(
      `SELECT s.branch, sum(s.on_hand)::float8 AS total, (sum(s.on_hand)::numeric / nullif(sum(sum(s.on_hand)) OVER (), 0))::float8 AS share
       FROM ${W}.stock_on_hand s GROUP BY s.branch`,
    ),
  },
  {
    question: 'share of revenue by brand within each category last month',
    expected: sql(
      `SELECT p.category, p.brand, ${lineRevenue(OCT)}::float8 AS total,
              (${lineRevenue(OCT)} / nullif(sum(${lineRevenue(OCT)}) OVER (PARTITION BY p.category), 0))::float8 AS share
       FROM ${LINES} WHERE ${on('o.order_date', OCT)} GROUP BY p.category, p.brand`,
    ),
  },
  // A share with nothing to split the total by is 100 % of itself: declined rather than answered.
  { question: 'share of revenue', expected: null },
  { question: 'what percentage of revenue last month', expected: null },

  // Comparisons of periods.
  {
    question: 'revenue this month vs last month',
    expected: sql(
      `SELECT ${compared(revenue(NOV_TO_DATE), revenue(OCT_SAME_DAYS))} FROM ${W}.sales_orders o WHERE ${either('o.order_date', NOV_TO_DATE, OCT_SAME_DAYS)}`,
    ),
  },
  {
    question: 'revenue last month vs the month before',
    expected: sql(
      `SELECT ${compared(revenue(OCT), revenue(SEP))} FROM ${W}.sales_orders o WHERE ${either('o.order_date', OCT, SEP)}`,
    ),
  },
  {
    question: 'revenue by branch last month vs the month before',
    expected: sql(
      `SELECT o.branch, ${compared(revenue(OCT), revenue(SEP))} FROM ${W}.sales_orders o
       WHERE ${either('o.order_date', OCT, SEP)} GROUP BY o.branch`,
    ),
  },
  {
    question: 'units sold by category this year vs last year',
    expected: sql(
      `SELECT p.category, ${compared(units(Y2025_TO_DATE), units(Y2024_SAME_DAYS))} FROM ${LINES}
       WHERE ${either('o.order_date', Y2025_TO_DATE, Y2024_SAME_DAYS)} GROUP BY p.category`,
    ),
  },
  {
    question: 'orders this year vs last year by branch',
    expected: sql(
      `SELECT o.branch, ${compared(orders(Y2025_TO_DATE), orders(Y2024_SAME_DAYS))} FROM ${W}.sales_orders o
       WHERE ${either('o.order_date', Y2025_TO_DATE, Y2024_SAME_DAYS)} GROUP BY o.branch`,
    ),
  },
  {
    question: 'revenue last month compared with the same month last year',
    expected: sql(
      `SELECT ${compared(revenue(OCT), revenue(OCT_2024))} FROM ${W}.sales_orders o WHERE ${either('o.order_date', OCT, OCT_2024)}`,
    ),
  },
  {
    question: 'gross profit by category last quarter vs the quarter before',
    expected: sql(
      `SELECT p.category, ${compared(profit(Q3), profit(Q2))} FROM ${LINES}
       WHERE ${either('o.order_date', Q3, Q2)} GROUP BY p.category`,
    ),
  },
  {
    question: 'revenue in the last 30 days vs the previous 30 days',
    expected: sql(
      `SELECT ${compared(revenue(LAST_30), revenue(PREV_30))} FROM ${W}.sales_orders o
       WHERE ${either('o.order_date', LAST_30, PREV_30)}`,
    ),
  },
  {
    question: 'revenue year to date vs the same period last year',
    expected: sql(
      `SELECT ${compared(revenue(YTD), revenue(YTD_2024))} FROM ${W}.sales_orders o WHERE ${either('o.order_date', YTD, YTD_2024)}`,
    ),
  },
  {
    question: 'units sold by brand last month compared to the same month last year',
    expected: sql(
      `SELECT p.brand, ${compared(units(OCT), units(OCT_2024))} FROM ${LINES}
       WHERE ${either('o.order_date', OCT, OCT_2024)} GROUP BY p.brand`,
    ),
  },
  {
    question: 'average order value this month vs last month',
    expected: sql(
      `SELECT ${compared(
        `round(sum(o.subtotal) FILTER (WHERE o.${SOLD} AND ${on('o.order_date', NOV_TO_DATE)}) / nullif(${orders(NOV_TO_DATE)}, 0), 2)`,
        `round(sum(o.subtotal) FILTER (WHERE o.${SOLD} AND ${on('o.order_date', OCT_SAME_DAYS)}) / nullif(${orders(OCT_SAME_DAYS)}, 0), 2)`,
      )} FROM ${W}.sales_orders o WHERE ${either('o.order_date', NOV_TO_DATE, OCT_SAME_DAYS)}`,
    ),
  },
  {
    question: 'revenue by branch this week vs last week',
    expected: sql(
      `SELECT o.branch, ${compared(revenue(THIS_WEEK), revenue(LAST_WEEK))} FROM ${W}.sales_orders o
       WHERE ${either('o.order_date', THIS_WEEK, LAST_WEEK)} GROUP BY o.branch`,
    ),
  },
  {
    question: 'orders by customer group last month vs the previous month',
    expected: sql(
      `SELECT c.customer_group, ${compared(orders(OCT), orders(SEP))} FROM ${ORDERS_CUSTOMERS}
       WHERE ${either('o.order_date', OCT, SEP)} GROUP BY c.customer_group`,
    ),
  },
  // Fixed years are not a period counted from today; last month against last year is neither comparison.
  { question: 'revenue in 2025 vs 2024', expected: null },
  { question: 'revenue last month vs last year', expected: null },
  { question: 'revenue by branch vs last year', expected: null },

  // Calculated measures.
  {
    question: 'revenue per order by branch in 2025',
    expected: sql(
      `SELECT o.branch, ${ratio(revenue(Y2025), orders(Y2025))} FROM ${W}.sales_orders o
       WHERE ${on('o.order_date', Y2025)} GROUP BY o.branch`,
    ),
  },
  {
    question: 'revenue per unit by category',
    expected: sql(
      `SELECT p.category, ${ratio(lineRevenue(ALL), units(ALL))} FROM ${LINES} GROUP BY p.category`,
    ),
  },
  {
    question: 'gross profit per unit by brand in 2025',
    expected: sql(
      `SELECT p.brand, ${ratio(profit(Y2025), units(Y2025))} FROM ${LINES} WHERE ${on('o.order_date', Y2025)} GROUP BY p.brand`,
    ),
  },
  {
    question: 'margin per unit by category last month',
    expected: sql(
      `SELECT p.category, ${ratio(profit(OCT), units(OCT))} FROM ${LINES} WHERE ${on('o.order_date', OCT)} GROUP BY p.category`,
    ),
  },
  {
    question: 'revenue minus cost of goods sold by category in 2025',
    expected: sql(
      `SELECT p.category, (${lineRevenue(Y2025)} - ${cogs(Y2025)})::float8 FROM ${LINES}
       WHERE ${on('o.order_date', Y2025)} GROUP BY p.category`,
    ),
  },
  {
    question: 'revenue per customer by branch in 2025',
    expected: sql(
      `SELECT o.branch, ${ratio(revenue(Y2025), 'count(DISTINCT o.customer_id)')} AS per_customer, count(DISTINCT o.customer_id)::int AS customers
       FROM ${W}.sales_orders o WHERE ${on('o.order_date', Y2025)} GROUP BY o.branch`,
    ),
  },
  {
    question: 'revenue per order last month',
    expected: sql(
      `SELECT ${ratio(revenue(OCT), orders(OCT))} FROM ${W}.sales_orders o WHERE ${on('o.order_date', OCT)}`,
    ),
  },
  {
    question: 'cost of goods sold per unit by brand in 2025',
    expected: sql(
      `SELECT p.brand, ${ratio(cogs(Y2025), units(Y2025))} FROM ${LINES} WHERE ${on('o.order_date', Y2025)} GROUP BY p.brand`,
    ),
  },
  {
    question: 'top 5 brands by revenue per unit in 2025',
    ordered: true,
    expected: sql(
      `SELECT p.brand, ${ratio(lineRevenue(Y2025), units(Y2025))} AS r FROM ${LINES} WHERE ${on('o.order_date', Y2025)}
       GROUP BY p.brand ORDER BY r DESC LIMIT 5`,
    ),
  },
  {
    question: 'revenue per order by customer group',
    expected: sql(
      `SELECT c.customer_group, ${ratio(revenue(ALL), orders(ALL))} FROM ${ORDERS_CUSTOMERS} GROUP BY c.customer_group`,
    ),
  },
  // Units are counted on order lines, orders on orders: no one table holds both, so no ratio of them.
  { question: 'units sold per order by branch', expected: null },
  { question: 'stock on hand per order', expected: null },

  // Together.
  {
    question: 'revenue per order by branch this month vs last month',
    expected: sql(
      `SELECT o.branch, ${compared(
        `(${revenue(NOV_TO_DATE)}::numeric / nullif(${orders(NOV_TO_DATE)}, 0))`,
        `(${revenue(OCT_SAME_DAYS)}::numeric / nullif(${orders(OCT_SAME_DAYS)}, 0))`,
      )} FROM ${W}.sales_orders o WHERE ${either('o.order_date', NOV_TO_DATE, OCT_SAME_DAYS)} GROUP BY o.branch`,
    ),
  },
];
