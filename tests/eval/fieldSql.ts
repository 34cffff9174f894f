/**
 * SQL pieces shared by the field question sets (fieldDevQuestions.ts, fieldHeldOutQuestions.ts): the demo
 * warehouse's tables with their usual aliases, the model's measures written out by hand from docs/measures.md, and
 * the periods of the evaluation's "today", Sunday 30 November 2025 (EVAL_NOW), read as docs/ai.md reads them.
 */
export const W = 'harbour_traders';
/** Orders that count as sales: every status but Draft and Voided. */
export const SOLD = "o.status NOT IN ('Draft', 'Voided')";
export const ORDERS = `${W}.sales_orders o`;
export const ORDERS_CUSTOMERS = `${W}.sales_orders o JOIN ${W}.customers c ON c.customer_id = o.customer_id`;
export const ORDERS_PEOPLE = `${W}.sales_orders o JOIN ${W}.sales_people s ON s.sales_person_id = o.sales_person_id`;
export const LINES = `${W}.sales_order_lines l JOIN ${W}.sales_orders o ON o.order_id = l.order_id JOIN ${W}.products p ON p.product_id = l.product_id`;
export const REVENUE = `coalesce(sum(o.subtotal) FILTER (WHERE ${SOLD}), 0)`;
export const NET_REVENUE = `coalesce(sum(o.subtotal - coalesce(o.credited, 0)) FILTER (WHERE ${SOLD}), 0)`;
export const ORDER_COUNT = `count(*) FILTER (WHERE ${SOLD})`;
export const OWED = `coalesce(sum(o.balance_due) FILTER (WHERE ${SOLD}), 0)`;
export const LINE_REVENUE = `coalesce(sum(l.line_total) FILTER (WHERE ${SOLD}), 0)`;
export const UNITS = `coalesce(sum(l.qty) FILTER (WHERE ${SOLD}), 0)`;
export const COGS = `coalesce(sum(l.qty * l.unit_cost) FILTER (WHERE ${SOLD}), 0)`;
export const CREDITS = `${W}.credit_notes n`;
const APPROVED_CREDIT = "n.status NOT IN ('Draft', 'Voided')";
export const CREDIT_VALUE = `coalesce(sum(n.subtotal) FILTER (WHERE ${APPROVED_CREDIT}), 0)`;
export const CREDIT_LINES = `${W}.credit_note_lines cl JOIN ${W}.credit_notes n ON n.credit_note_id = cl.credit_note_id JOIN ${W}.products p ON p.product_id = cl.product_id`;
export const UNITS_CREDITED = `coalesce(sum(cl.qty) FILTER (WHERE ${APPROVED_CREDIT}), 0)`;
export const QUOTES = `${W}.quotes q`;
export const QUOTES_PEOPLE = `${W}.quotes q JOIN ${W}.sales_people s ON s.sales_person_id = q.sales_person_id`;
export const PAYMENTS = `${W}.payments m`;
export const STOCK = `${W}.stock_on_hand s JOIN ${W}.products p ON p.product_id = s.product_id`;
export const TRANSFERS = `${W}.stock_transfers t`;
export const TRANSFER_LINES = `${W}.stock_transfer_lines tl JOIN ${W}.stock_transfers t ON t.transfer_id = tl.transfer_id JOIN ${W}.products p ON p.product_id = tl.product_id`;
/** Units transferred: lines of transfers that have left their branch. */
export const MOVED = 'coalesce(sum(tl.qty) FILTER (WHERE t.dispatched_date IS NOT NULL), 0)';
export const ADJUSTMENTS = `${W}.stock_adjustments a`;

/** Half-open date ranges on EVAL_NOW, Sunday 30 November 2025, over any date column. */
export const on = (column: string, from: string, to: string) =>
  `${column} >= '${from}' AND ${column} < '${to}'`;
export const TODAY = ['2025-11-30', '2025-12-01'] as const;
export const YESTERDAY = ['2025-11-29', '2025-11-30'] as const;
export const THIS_WEEK = ['2025-11-24', '2025-12-01'] as const;
export const LAST_WEEK = ['2025-11-17', '2025-11-24'] as const;
/** The last N days: the N whole days before today. */
export const LAST_7_DAYS = ['2025-11-23', '2025-11-30'] as const;
export const LAST_30_DAYS = ['2025-10-31', '2025-11-30'] as const;
export const THIS_MONTH = ['2025-11-01', '2025-12-01'] as const;
export const LAST_MONTH = ['2025-10-01', '2025-11-01'] as const;
/** "The last 3 months" by month: the three whole months before this one. */
export const LAST_3_MONTHS = ['2025-08-01', '2025-11-01'] as const;
export const LAST_QUARTER = ['2025-07-01', '2025-10-01'] as const;
export const THIS_YEAR = ['2025-01-01', '2026-01-01'] as const;
/** The year to date ends yesterday. */
export const YEAR_TO_DATE = ['2025-01-01', '2025-11-30'] as const;
export const LAST_YEAR = ['2024-01-01', '2025-01-01'] as const;
export const orderedIn = (range: readonly [string, string]) => on('o.order_date', ...range);

export const sql = (text: string) => ({ sql: text });
export const DECLINE = null;
