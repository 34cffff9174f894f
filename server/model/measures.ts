/**
 * The measures of the model: each business word (Revenue, Gross margin %, Stock value at cost…) declared once, on
 * its home business table, with its definition in plain words and its SQL. The query compiler answers
 * "measure:<key>" from these declarations, the catalogue lists them, the library templates and the AI view name
 * them, so "revenue" is one number everywhere (docs/measures.md).
 *
 * A measure's SQL is an aggregate expression over its home table's columns, written with placeholders: "{subtotal}"
 * is a column of the home table, "{order.status}" one of a related table (the compiler adds the join). Nothing
 * else enters the SQL text: the statuses below are fixed words of the model, never user input.
 */
import type { DwDataType } from '../warehouse/tables.ts';

/** Sales order statuses that do not count as sales: an order not yet confirmed, and one called off. */
export const NOT_SALES_STATUSES = ['Draft', 'Voided'] as const;
/** Confirmed sales orders not yet invoiced: the order book. */
export const OPEN_ORDER_STATUSES = ['Approved', 'Dispatched'] as const;

const sqlList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
const counts = (status: string) => `${status} NOT IN (${sqlList(NOT_SALES_STATUSES)})`;
const SOLD_ORDER = counts('{status}');
const SOLD_LINE = counts('{order.status}');
const OPEN_ORDER = `{status} IN (${sqlList(OPEN_ORDER_STATUSES)})`;

/** Money, whole numbers and ratios, as Excel number formats. */
const MONEY = '#,##0.00';
const WHOLE = '#,##0';
const PERCENT = '0.0%';

export interface MeasureDefinition {
  /** Stable: designs name the measure "measure:<key>". The same key on two tables means the same thing. */
  key: string;
  friendlyName: string;
  /** The business table the measure is computed over. */
  table: string;
  /** Which rows count, which column, tax included or not, in plain words. */
  definition: string;
  /** Aggregate SQL with "{column}" / "{relation.column}" placeholders, one value per group. */
  sql: string;
  /** Relations of the home table the SQL reads through (its "{relation.column}" placeholders name them). */
  relations: readonly string[];
  dataType: Extract<DwDataType, 'integer' | 'numeric'>;
  /** Excel number format of the answered column, unless the design gives its own. */
  format: string;
  /** Words people ask for it by, for the AI view and search (the AI view's only source of them). */
  synonyms: readonly string[];
  /** The word said back in "what it assumed" ("units" for Units sold); its friendly name in lower case if none. */
  word?: string;
  /**
   * A column of the home table that is one row's value of the word, for a list or a comparison of single rows
   * ("orders over $5,000" compares each order's Total, tax included, as the customer sees it).
   */
  rowValue?: string;
  /** One of the company's primary measures: "Try asking" and a question naming no measure start from these. */
  primary?: boolean;
  /** Verbs of questions it answers with no measure named: "what did we sell" asks for Revenue. */
  askedBy?: readonly string[];
  /**
   * Of askedBy, the verbs that make its rows ("issue", "raise" a credit note): said of another table's rows ("how
   * many invoices did we raise") they make those rows, so that table is counted, not the rows of this measure.
   */
  makesRows?: readonly string[];
  /** It is how the business counts the table's rows ("how many orders" means Orders). */
  countsRows?: boolean;
  /**
   * The rows it totals, as a row filter of its home table (a column of it, or of a related table: "order.status"):
   * "how many customers did we sell to" counts the customers of these rows only.
   */
  rows?: { column: string; op: 'in' | 'notIn'; values: readonly string[] };
  /**
   * Asked by its verb about people or places ("which customers owe us money"), the groups whose total is above this:
   * a customer who owes nothing does not owe us money.
   */
  askedAbove?: { value: number; words: string };
  /**
   * The table whose rows it counts as new by their first sale ("new customers"): said with a word of those rows'
   * own date ("signed up", "joined", "registered"), the question counts those rows by that date instead.
   */
  newRowsOf?: string;
}

const SOLD_WORDS =
  'orders that count as sales (every status but Draft and Voided: drafts are not confirmed, voided orders were called off)';
const LINE_REVENUE_WORDS =
  'the sum of line totals (quantity × unit price less the line discount), tax excluded — a line carries no tax, ' +
  "the order's tax is on its header";

const REVENUE_WORDS = [
  'revenue',
  'sales',
  'sale',
  'turnover',
  'net sales',
  'income',
  'takings',
  'sales value',
  'sales revenue',
  'sales total',
  'spend',
  'spent',
  'spending',
  'order value',
  'value of order',
  'turn over',
  'turned over',
  'turnover of',
];

export const MEASURES: readonly MeasureDefinition[] = [
  {
    key: 'revenue',
    friendlyName: 'Revenue',
    table: 'sales_orders',
    definition: `The sum of sales order subtotals, tax excluded, of ${SOLD_WORDS}.`,
    sql: `coalesce(sum({subtotal}) FILTER (WHERE ${SOLD_ORDER}), 0)`,
    relations: [],
    dataType: 'numeric',
    format: MONEY,
    synonyms: REVENUE_WORDS,
    rowValue: 'total',
    primary: true,
    rows: { column: 'status', op: 'notIn', values: NOT_SALES_STATUSES },
    // "how many customers bought last month": what customers buy is what we sell.
    askedBy: [
      'sell',
      'sold',
      'selling',
      'sells',
      'take',
      'took',
      'taken',
      'turn',
      'turned',
      'earn',
      'earned',
      'make',
      'made',
      'bought',
      'buy',
      'buys',
      'book',
      'booked',
      // "customers who ordered last month": what customers order is what we sell ("ordered by" sorts: the parser).
      'ordered',
      // "what did Cleaning products bring in": takings.
      'bring',
      'brought',
    ],
  },
  {
    key: 'orders',
    friendlyName: 'Orders',
    table: 'sales_orders',
    definition: `The number of ${SOLD_WORDS}.`,
    sql: `count(*) FILTER (WHERE ${SOLD_ORDER})`,
    relations: [],
    dataType: 'integer',
    format: WHOLE,
    synonyms: ['order count'],
    countsRows: true,
    primary: true,
  },
  {
    key: 'average_order_value',
    friendlyName: 'Average order value',
    table: 'sales_orders',
    definition: `Revenue ÷ Orders: the average subtotal, tax excluded, of ${SOLD_WORDS}; empty where there are none.`,
    sql: `round(sum({subtotal}) FILTER (WHERE ${SOLD_ORDER}) / nullif(count(*) FILTER (WHERE ${SOLD_ORDER}), 0), 2)`,
    relations: [],
    dataType: 'numeric',
    format: MONEY,
    // Not "average sale": "average sales per day" asks for a day's revenue on average, not an order's.
    synonyms: [
      'aov',
      'average order',
      'average sale value',
      'average sale size',
      'average order size',
      'average basket',
    ],
  },
  {
    key: 'open_orders_value',
    friendlyName: 'Open orders value',
    table: 'sales_orders',
    definition:
      'The sum of sales order subtotals, tax excluded, of orders confirmed but not yet invoiced (status Approved or ' +
      'Dispatched); drafts are not open orders yet, invoiced ones are revenue.',
    sql: `coalesce(sum({subtotal}) FILTER (WHERE ${OPEN_ORDER}), 0)`,
    relations: [],
    dataType: 'numeric',
    format: MONEY,
    synonyms: ['open orders value', 'order book', 'backlog', 'open order value', 'value of open orders'],
  },
  {
    key: 'net_revenue',
    friendlyName: 'Net revenue',
    table: 'sales_orders',
    definition:
      `Revenue less credits: the sum of sales order subtotals, tax excluded, less what approved credit notes ` +
      `against those orders gave back (their subtotals, tax excluded), of ${SOLD_WORDS}. A credit counts on its ` +
      "order's date.",
    sql: `coalesce(sum({subtotal} - coalesce({credited}, 0)) FILTER (WHERE ${SOLD_ORDER}), 0)`,
    relations: [],
    dataType: 'numeric',
    format: MONEY,
    synonyms: ['net revenue', 'revenue after credits', 'revenue after returns', 'revenue net of returns'],
  },
  {
    key: 'outstanding_balance',
    friendlyName: 'Outstanding balance',
    table: 'sales_orders',
    definition:
      `What customers still owe: the sum of sales order totals, tax included, less the payments received against ` +
      `those orders, of ${SOLD_WORDS}. Credit notes are not taken off (a credit may be refunded rather than set ` +
      'against the order), and an order paid more than its total counts its overpayment against the rest.',
    sql: `coalesce(sum({balance_due}) FILTER (WHERE ${SOLD_ORDER}), 0)`,
    relations: [],
    dataType: 'numeric',
    format: MONEY,
    synonyms: [
      'outstanding balance',
      'outstanding balances',
      'outstanding',
      'balance',
      'balances',
      'balance owing',
      'balances owing',
      'amount owed',
      'amount owing',
      'owed',
      'owing',
      'unpaid',
      'unpaid balance',
      'receivables',
      'accounts receivable',
      'debt',
      'money owed',
      'owe us money',
      'owes us money',
      'owe money',
      'owes money',
      'owing money',
    ],
    word: 'outstanding balance',
    rowValue: 'balance_due',
    askedBy: ['owe', 'owes', 'owed', 'owing'],
    askedAbove: { value: 0, words: 'those who owe nothing are left out' },
  },
  {
    key: 'new_customers',
    friendlyName: 'New customers',
    table: 'sales_orders',
    definition:
      `The number of customers whose first order falls in the rows totalled (the period asked): customers with an ` +
      `order on the day of their first order with us, of ${SOLD_WORDS}.`,
    sql: `count(DISTINCT {customer_id}) FILTER (WHERE ${SOLD_ORDER} AND {order_date} = {customer.first_order_date})`,
    relations: ['customer'],
    dataType: 'integer',
    format: WHOLE,
    synonyms: [
      'new customers',
      'new customer',
      'first time customers',
      'first-time customers',
      'new buyers',
      'new clients',
      'new client',
      'new accounts',
    ],
    word: 'new customers',
    // Customers a store "wins" or "gains" are the ones whose first order it took.
    askedBy: ['win', 'won', 'gain', 'gained', 'acquire', 'acquired'],
    newRowsOf: 'customers',
  },
  {
    key: 'returning_customers',
    friendlyName: 'Returning customers',
    table: 'sales_orders',
    definition:
      `The number of customers who ordered in the rows totalled (the period asked) and had ordered before it: ` +
      `customers with an order less those whose first order falls in it, of ${SOLD_WORDS}.`,
    sql:
      `count(DISTINCT {customer_id}) FILTER (WHERE ${SOLD_ORDER}) - ` +
      `count(DISTINCT {customer_id}) FILTER (WHERE ${SOLD_ORDER} AND {order_date} = {customer.first_order_date})`,
    relations: ['customer'],
    dataType: 'integer',
    format: WHOLE,
    synonyms: [
      'returning customers',
      'returning customer',
      'repeat customers',
      'repeat customer',
      'existing customers',
      'returning buyers',
      'returning clients',
      'repeat clients',
      'repeat buyers',
    ],
    word: 'returning customers',
  },
  {
    key: 'credits',
    friendlyName: 'Credits',
    table: 'credit_notes',
    definition:
      'The sum of credit note subtotals (what was credited for returns and refunds), tax excluded, of approved ' +
      'credit notes (drafts and voided ones are not credits), on the credit date.',
    sql: `coalesce(sum({subtotal}) FILTER (WHERE ${counts('{status}')}), 0)`,
    relations: [],
    dataType: 'numeric',
    format: MONEY,
    synonyms: ['credits', 'credit notes value', 'returns', 'refunds', 'returns value', 'credited'],
    askedBy: ['issue', 'issued', 'raise', 'raised', 'refund', 'refunded', 'return', 'returned', 'credit'],
    makesRows: ['issue', 'issued', 'raise', 'raised'],
  },
  {
    key: 'units_credited',
    friendlyName: 'Units credited',
    table: 'credit_note_lines',
    definition:
      'The sum of quantities on credit note lines (units returned or refunded) of approved credit notes (drafts ' +
      'and voided ones are not credits), on the credit date.',
    sql: `coalesce(sum({qty}) FILTER (WHERE ${counts('{credit_note.status}')}), 0)`,
    relations: ['credit_note'],
    dataType: 'integer',
    format: WHOLE,
    synonyms: [
      'units credited',
      'units returned',
      'returned units',
      'units refunded',
      'quantity returned',
      'qty returned',
      'items returned',
      'returned items',
      'units taken back',
    ],
    word: 'units credited',
    rowValue: 'qty',
    // Read for these verbs where Credits (on the credit notes) cannot be: "the most returned SKUs".
    askedBy: ['refund', 'refunded', 'return', 'returned'],
  },
  {
    key: 'payments_received',
    friendlyName: 'Payments received',
    table: 'payments',
    definition:
      'The sum of payment amounts received against sales orders (tax included, as paid), on the payment date; ' +
      'refunds of credit notes are not payments received.',
    sql: 'coalesce(sum({amount}), 0)',
    relations: [],
    dataType: 'numeric',
    format: MONEY,
    synonyms: ['payments', 'cash received', 'receipts', 'money received', 'collections'],
    rowValue: 'amount',
    askedBy: ['receive', 'received', 'paid', 'pay', 'collect', 'collected'],
  },
  {
    key: 'units_transferred',
    friendlyName: 'Units transferred',
    table: 'stock_transfer_lines',
    definition:
      'The sum of line quantities of stock transfers that have left their branch (they have a dispatched date): ' +
      'units moved from one branch to another.',
    sql: 'coalesce(sum({qty}) FILTER (WHERE {transfer.dispatched_date} IS NOT NULL), 0)',
    relations: ['transfer'],
    dataType: 'integer',
    format: WHOLE,
    synonyms: ['units transferred', 'stock moved', 'transfers', 'units moved', 'stock transferred'],
    askedBy: ['transfer', 'transferred', 'move', 'moved', 'send', 'sent'],
  },
  {
    key: 'units_adjusted',
    friendlyName: 'Units adjusted',
    table: 'stock_adjustments',
    definition:
      'The sum of line quantities of stock adjustments: units a branch gained (found, counted up) less units it ' +
      'lost (damaged, shrinkage, counted down), on the adjustment date.',
    sql: 'coalesce(sum({qty}), 0)',
    relations: [],
    dataType: 'integer',
    format: WHOLE,
    synonyms: [
      'units adjusted',
      'adjusted units',
      'quantity adjusted',
      'qty adjusted',
      'stock adjusted',
      'net adjustment',
      'adjustment quantity',
    ],
    word: 'units adjusted',
    rowValue: 'qty',
    // Not "written off": a write-off is units lost only, and this total nets found stock against them.
    // Asked of the past ("how many units did we adjust"); "adjust" opening a question still asks to act.
    // "Booked" found stock; booked orders are sales (Revenue): the rest of the question says which, or the answer asks.
    askedBy: ['adjust', 'adjusted', 'book', 'booked'],
  },
  {
    key: 'revenue',
    friendlyName: 'Revenue',
    table: 'sales_order_lines',
    definition: `On order lines: ${LINE_REVENUE_WORDS}, of lines whose order counts as a sale (every status but Draft and Voided). Over the same orders it equals Revenue on sales orders.`,
    sql: `coalesce(sum({line_total}) FILTER (WHERE ${SOLD_LINE}), 0)`,
    relations: ['order'],
    dataType: 'numeric',
    format: MONEY,
    synonyms: REVENUE_WORDS,
    rowValue: 'line_total',
    rows: { column: 'order.status', op: 'notIn', values: NOT_SALES_STATUSES },
  },
  {
    key: 'units_sold',
    friendlyName: 'Units sold',
    table: 'sales_order_lines',
    definition:
      'The sum of line quantities of lines whose order counts as a sale (every status but Draft and Voided).',
    sql: `coalesce(sum({qty}) FILTER (WHERE ${SOLD_LINE}), 0)`,
    relations: ['order'],
    dataType: 'integer',
    format: WHOLE,
    synonyms: [
      'units',
      'unit',
      'units sold',
      'quantity',
      'quantity sold',
      'qty',
      'qty sold',
      'items sold',
      'volume',
    ],
    word: 'units',
    rowValue: 'qty',
    rows: { column: 'order.status', op: 'notIn', values: NOT_SALES_STATUSES },
    askedBy: ['ship', 'shipped', 'dispatch', 'dispatched'],
    primary: true,
  },
  {
    key: 'cost_of_goods_sold',
    friendlyName: 'Cost of goods sold',
    table: 'sales_order_lines',
    definition:
      'The sum of quantity × unit cost (the cost of one unit when it was sold) of lines whose order counts as a ' +
      'sale (every status but Draft and Voided); a line whose cost is unknown adds nothing.',
    sql: `coalesce(sum({qty} * {unit_cost}) FILTER (WHERE ${SOLD_LINE}), 0)`,
    relations: ['order'],
    dataType: 'numeric',
    format: MONEY,
    synonyms: ['cogs', 'cost of sales', 'cost of goods', 'cost of goods sold'],
  },
  {
    key: 'gross_profit',
    friendlyName: 'Gross profit',
    table: 'sales_order_lines',
    definition:
      'Revenue on lines less Cost of goods sold: the sum of line total (tax excluded) − quantity × unit cost of ' +
      'lines whose order counts as a sale (every status but Draft and Voided).',
    sql: `coalesce(sum({line_total} - coalesce({qty} * {unit_cost}, 0)) FILTER (WHERE ${SOLD_LINE}), 0)`,
    relations: ['order'],
    dataType: 'numeric',
    format: MONEY,
    synonyms: ['profit', 'gross profit', 'gp', 'margin value'],
    primary: true,
  },
  {
    key: 'gross_margin',
    friendlyName: 'Gross margin %',
    table: 'sales_order_lines',
    definition:
      'Gross profit ÷ Revenue on lines, computed from the totals of the rows grouped (never an average of ' +
      'per-line margins), of lines whose order counts as a sale; empty where there is no revenue.',
    sql:
      `sum({line_total} - coalesce({qty} * {unit_cost}, 0)) FILTER (WHERE ${SOLD_LINE})` +
      ` / nullif(sum({line_total}) FILTER (WHERE ${SOLD_LINE}), 0)`,
    relations: ['order'],
    dataType: 'numeric',
    format: PERCENT,
    synonyms: ['margin', 'gross margin', 'margin %', 'margin percentage', 'gp %', 'profit margin'],
  },
  {
    key: 'stock_on_hand',
    friendlyName: 'Stock on hand',
    table: 'stock_on_hand',
    definition: 'The sum of units on hand (counted in the branch, allocated ones included).',
    sql: 'sum({on_hand})',
    relations: [],
    dataType: 'integer',
    format: WHOLE,
    synonyms: [
      'stock',
      'stock on hand',
      'on hand',
      'inventory',
      'stock level',
      'soh',
      'in stock',
      'units on hand',
    ],
    word: 'stock',
    rowValue: 'on_hand',
    primary: true,
  },
  {
    key: 'allocated',
    friendlyName: 'Allocated',
    table: 'stock_on_hand',
    definition: 'The sum of units on hand already allocated to sales orders.',
    sql: 'sum({allocated})',
    relations: [],
    dataType: 'integer',
    format: WHOLE,
    synonyms: ['allocated stock', 'committed', 'committed stock', 'units allocated', 'allocated units'],
    rowValue: 'allocated',
  },
  {
    key: 'available',
    friendlyName: 'Available',
    table: 'stock_on_hand',
    definition: 'The sum of units available to sell: on hand less allocated.',
    sql: 'sum({available})',
    relations: [],
    dataType: 'integer',
    format: WHOLE,
    synonyms: ['available stock', 'free stock', 'availability', 'units available', 'available units'],
    rowValue: 'available',
  },
  {
    key: 'stock_value',
    friendlyName: 'Stock value at cost',
    table: 'stock_on_hand',
    definition:
      "The sum of units on hand × the product's unit cost, tax excluded; units whose cost is unknown add nothing.",
    sql: 'coalesce(sum({on_hand} * {unit_cost}), 0)',
    relations: [],
    dataType: 'numeric',
    format: MONEY,
    synonyms: [
      'stock value',
      'inventory value',
      'value of stock',
      'stock at cost',
      'inventory at cost',
      'inventory value at cost',
      'value of stock at cost',
      'inventory worth',
      'stock worth',
    ],
  },
];

/** Business words the warehouse cannot define, and what it would need: the AI view declines them saying so. */
export interface UndefinedWords {
  words: readonly string[];
  /** In plain words: what the warehouse does not hold. */
  missing: string;
}

export const UNDEFINED_WORDS: readonly UndefinedWords[] = [
  {
    words: ['overdue', 'arrears', 'aged', 'aging', 'ageing'],
    missing:
      'when a balance falls due: the warehouse holds what each order still owes (Outstanding balance) but no ' +
      'invoice due dates or payment terms, so nothing is overdue or aged by its due date',
  },
  {
    words: ['net'],
    missing:
      'a net figure for this: the model defines Net revenue (revenue less what was credited) and no other net ' +
      'figure; ask for the figure and the credits side by side',
  },
  {
    words: ['supplier', 'suppliers', 'purchase', 'purchases', 'purchasing', 'vendor', 'vendors', 'creditors'],
    missing:
      'purchases and suppliers: the model has no purchase orders or suppliers as business tables yet (a source ' +
      'may land them, but no words or measures are declared for them)',
  },
  {
    words: ['churn', 'churned', 'retention', 'lapsed'],
    missing:
      'churned or lapsed customers: the model defines new and returning customers (by their first order) but no ' +
      'rule for when a customer has lapsed',
  },
  {
    words: [
      'visits',
      'visitors',
      'traffic',
      'conversion',
      'campaign',
      'campaigns',
      'satisfaction',
      'wages',
      'salary',
    ],
    missing: 'web, marketing, satisfaction or payroll figures: no source system lands them in this warehouse',
  },
];

const PLACEHOLDER = /\{([a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)*)\}/g;

/** The column references a measure's SQL reads ("subtotal", "order.status"), each once, in order. */
export function measureColumns(measure: MeasureDefinition): string[] {
  return [...new Set([...measure.sql.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
}

/** The measure's SQL with each placeholder replaced by its SQL expression. */
export function measureSql(measure: MeasureDefinition, expressionOf: (ref: string) => string): string {
  return measure.sql.replace(PLACEHOLDER, (_, ref: string) => expressionOf(ref));
}

/** The measures declared on a business table, in declaration order. */
export const measuresOfTable = (table: string): MeasureDefinition[] =>
  MEASURES.filter((measure) => measure.table === table);

export const findMeasure = (table: string, key: string): MeasureDefinition | undefined =>
  MEASURES.find((measure) => measure.table === table && measure.key === key);

/** Keys of any table: a key known elsewhere is "a measure of another table", not an unknown one. */
export const measureTables = (key: string): string[] =>
  MEASURES.filter((measure) => measure.key === key).map((measure) => measure.table);
