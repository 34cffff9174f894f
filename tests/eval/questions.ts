/**
 * The AI view's evaluation set: what people running a Cin7 Omni business ask of their sales, customers, products
 * and stock, each with the design a careful analyst would build for it over the demo warehouse (Harbour Traders,
 * orders December 2022 – November 2025, "today" 30 November 2025). An answer counts as correct when its rows equal
 * the expected design's rows — not its query text (runEval.ts). The decline questions must all be declined.
 */
import type { TableQuery } from '@wharf/contract';

export interface EvalQuestion {
  question: string;
  /**
   * The expected result: a design over the demo warehouse, or SQL written by hand against it (its rows are the
   * answer), or null when the question must be declined.
   */
  expected: TableQuery | { sql: string } | null;
  /** The question asks for an order ("top 10"): rows must come in the expected order. */
  ordered?: boolean;
}

/** The evaluation's "today": relative periods ("last month") count from here. */
export const EVAL_NOW = new Date('2025-11-30T12:00:00Z');

const ORDER_COLUMNS = [
  'order_id',
  'order_number',
  'order_date',
  'customer_id',
  'status',
  'branch',
  'currency',
  'subtotal',
  'tax',
  'total',
  // Since the model read Cin7 Omni's branches, sales people and credit notes: "the orders" shows these too.
  'branch_id',
  'sales_person_id',
  'credited',
];
const CUSTOMER_COLUMNS = [
  'customer_id',
  'name',
  'company',
  'email',
  'city',
  'country',
  'customer_group',
  'created_at',
];
const PRODUCT_COLUMNS = [
  'product_id',
  'sku',
  'name',
  'category',
  'brand',
  'uom',
  'unit_price',
  'cost',
  'created_at',
];

// The model's measures (server/model/measures.ts): what a careful analyst totals for these words.
const REVENUE = 'measure:revenue';
const ORDERS = 'measure:orders';
const AVERAGE_ORDER_VALUE = 'measure:average_order_value';
const UNITS_SOLD = 'measure:units_sold';

const year = (column: string, y: number) => [
  { column, op: 'gte' as const, values: [`${y}-01-01`] },
  { column, op: 'lt' as const, values: [`${y + 1}-01-01`] },
];
const range = (column: string, from: string, to: string) => [
  { column, op: 'gte' as const, values: [from] },
  { column, op: 'lt' as const, values: [to] },
];
const eq = (column: string, value: string) => ({ column, op: 'eq' as const, values: [value] });

const orders = (query: Omit<TableQuery, 'table'>): TableQuery => ({ table: 'sales_orders', ...query });
const lines = (query: Omit<TableQuery, 'table'>): TableQuery => ({ table: 'sales_order_lines', ...query });
const stock = (query: Omit<TableQuery, 'table'>): TableQuery => ({ table: 'stock_on_hand', ...query });
const customers = (query: Omit<TableQuery, 'table'>): TableQuery => ({ table: 'customers', ...query });
const products = (query: Omit<TableQuery, 'table'>): TableQuery => ({ table: 'products', ...query });

export const EVAL_QUESTIONS: readonly EvalQuestion[] = [
  // Sales.
  {
    question: 'sales by branch and month in 2025',
    expected: orders({
      columns: ['branch', 'order_date', REVENUE],
      grain: { order_date: 'month' },
      filters: year('order_date', 2025),
    }),
  },
  {
    question: 'top 10 customers by revenue',
    expected: orders({
      columns: ['customer.customer_id', 'customer.name', REVENUE],
      sort: [{ column: REVENUE, desc: true }],
      limit: 10,
    }),
    ordered: true,
  },
  {
    question: 'total revenue in 2024',
    expected: orders({ columns: [REVENUE], filters: year('order_date', 2024) }),
  },
  {
    question: 'revenue by branch',
    expected: orders({ columns: ['branch', REVENUE] }),
  },
  {
    question: 'How many orders did we get in December 2024?',
    expected: orders({
      columns: [ORDERS],
      filters: range('order_date', '2024-12-01', '2025-01-01'),
    }),
  },
  {
    question: 'number of orders per branch',
    expected: orders({ columns: ['branch', ORDERS] }),
  },
  {
    question: 'average order value by branch',
    expected: orders({ columns: ['branch', AVERAGE_ORDER_VALUE] }),
  },
  {
    question: 'monthly revenue for 2025',
    expected: orders({
      columns: ['order_date', REVENUE],
      grain: { order_date: 'month' },
      filters: year('order_date', 2025),
    }),
  },
  {
    question: 'revenue per quarter',
    expected: orders({
      columns: ['order_date', REVENUE],
      grain: { order_date: 'quarter' },
    }),
  },
  {
    question: 'sales in Auckland last month',
    expected: orders({
      columns: [REVENUE],
      filters: [eq('branch', 'Auckland'), ...range('order_date', '2025-10-01', '2025-11-01')],
    }),
  },
  {
    question: 'revenue by customer group',
    expected: orders({ columns: ['customer.customer_group', REVENUE] }),
  },
  {
    question: 'sales to Online customers by month in 2025',
    expected: orders({
      columns: ['order_date', REVENUE],
      grain: { order_date: 'month' },
      filters: [eq('customer.customer_group', 'Online'), ...year('order_date', 2025)],
    }),
  },
  {
    question: 'how many orders are still in Draft?',
    expected: orders({
      columns: ['order_id'],
      aggregate: { order_id: 'count' },
      filters: [eq('status', 'Draft')],
    }),
  },
  {
    question: 'orders over $5,000 in December 2024',
    expected: orders({
      columns: ORDER_COLUMNS,
      filters: [
        { column: 'total', op: 'gt', values: [5000] },
        ...range('order_date', '2024-12-01', '2025-01-01'),
      ],
    }),
  },
  {
    question: 'revenue by order status',
    expected: orders({ columns: ['status', REVENUE] }),
  },
  {
    question: 'total tax collected in 2025',
    expected: orders({ columns: ['tax'], aggregate: { tax: 'sum' }, filters: year('order_date', 2025) }),
  },
  {
    question: 'largest order in 2025',
    expected: orders({
      columns: ['order_number', 'total'],
      filters: year('order_date', 2025),
      sort: [{ column: 'total', desc: true }],
      limit: 1,
    }),
    ordered: true,
  },
  {
    question: 'revenue by country',
    expected: orders({ columns: ['customer.country', REVENUE] }),
  },
  {
    question: 'sales by branch excluding Voided orders',
    expected: orders({
      columns: ['branch', REVENUE],
      filters: [{ column: 'status', op: 'neq', values: ['Voided'] }],
    }),
  },
  {
    // The 90 whole days before today (today is not over): 1 September to 29 November.
    question: 'weekly sales in the last 90 days',
    expected: orders({
      columns: ['order_date', REVENUE],
      grain: { order_date: 'week' },
      filters: range('order_date', '2025-09-01', '2025-11-30'),
    }),
  },
  {
    question: 'revenue for the Wellington branch per month in 2024',
    expected: orders({
      columns: ['order_date', REVENUE],
      grain: { order_date: 'month' },
      filters: [eq('branch', 'Wellington'), ...year('order_date', 2024)],
    }),
  },
  {
    question: 'Which branch had the highest revenue in 2025?',
    expected: orders({
      columns: ['branch', REVENUE],
      filters: year('order_date', 2025),
      sort: [{ column: REVENUE, desc: true }],
      limit: 1,
    }),
    ordered: true,
  },
  {
    question: 'how many customers placed orders in 2025',
    expected: orders({
      columns: ['customer_id'],
      aggregate: { customer_id: 'countDistinct' },
      filters: year('order_date', 2025),
    }),
  },
  {
    question: 'What were total sales for Hamilton customers?',
    expected: orders({
      columns: [REVENUE],
      filters: [eq('customer.city', 'Hamilton')],
    }),
  },
  {
    question: 'revenue from Wholesale customers in 2024',
    expected: orders({
      columns: [REVENUE],
      filters: [eq('customer.customer_group', 'Wholesale'), ...year('order_date', 2024)],
    }),
  },
  {
    question: 'show me Invoiced orders from the last 30 days',
    expected: orders({
      columns: ORDER_COLUMNS,
      // The 30 whole days before today: 31 October to 29 November.
      filters: [eq('status', 'Invoiced'), ...range('order_date', '2025-10-31', '2025-11-30')],
    }),
  },
  {
    question: 'count of orders by status in 2025',
    expected: orders({
      columns: ['status', 'order_id'],
      aggregate: { order_id: 'count' },
      filters: year('order_date', 2025),
    }),
  },
  {
    question: 'average order value per month in 2024',
    expected: orders({
      columns: ['order_date', AVERAGE_ORDER_VALUE],
      grain: { order_date: 'month' },
      filters: year('order_date', 2024),
    }),
  },
  {
    question: 'turnover by branch in Q3 2025',
    expected: orders({
      columns: ['branch', REVENUE],
      filters: range('order_date', '2025-07-01', '2025-10-01'),
    }),
  },
  {
    question: 'which 3 customers spent the most in 2025?',
    expected: orders({
      columns: ['customer.customer_id', 'customer.name', REVENUE],
      filters: year('order_date', 2025),
      sort: [{ column: REVENUE, desc: true }],
      limit: 3,
    }),
    ordered: true,
  },
  {
    question: 'GST collected per quarter in 2024',
    expected: orders({
      columns: ['order_date', 'tax'],
      aggregate: { tax: 'sum' },
      grain: { order_date: 'quarter' },
      filters: year('order_date', 2024),
    }),
  },
  {
    question: 'number of orders per customer group',
    expected: orders({ columns: ['customer.customer_group', ORDERS] }),
  },
  {
    question: 'revenue by city in Australia',
    expected: orders({
      columns: ['customer.city', REVENUE],
      filters: [eq('customer.country', 'Australia')],
    }),
  },
  {
    question: 'number of Dispatched orders by branch',
    expected: orders({
      columns: ['branch', 'order_id'],
      aggregate: { order_id: 'count' },
      filters: [eq('status', 'Dispatched')],
    }),
  },
  // Customers.
  {
    question: 'number of customers by city',
    expected: customers({ columns: ['city', 'customer_id'], aggregate: { customer_id: 'count' } }),
  },
  {
    question: 'how many customers do we have in Australia?',
    expected: customers({
      columns: ['customer_id'],
      aggregate: { customer_id: 'count' },
      filters: [eq('country', 'Australia')],
    }),
  },
  {
    question: 'list customers in the Key Account group',
    expected: customers({ columns: CUSTOMER_COLUMNS, filters: [eq('customer_group', 'Key Account')] }),
  },
  {
    question: 'customers in Christchurch',
    expected: customers({ columns: CUSTOMER_COLUMNS, filters: [eq('city', 'Christchurch')] }),
  },
  {
    question: 'how many new customers signed up in 2024',
    expected: customers({
      columns: ['customer_id'],
      aggregate: { customer_id: 'count' },
      filters: year('created_at', 2024),
    }),
  },
  {
    question: 'customers per country',
    expected: customers({ columns: ['country', 'customer_id'], aggregate: { customer_id: 'count' } }),
  },
  // Products.
  {
    question: 'how many products do we have in each category?',
    expected: products({ columns: ['category', 'product_id'], aggregate: { product_id: 'count' } }),
  },
  {
    question: 'average price by category',
    expected: products({ columns: ['category', 'unit_price'], aggregate: { unit_price: 'avg' } }),
  },
  {
    question: 'list Marine products',
    expected: products({ columns: PRODUCT_COLUMNS, filters: [eq('category', 'Marine')] }),
  },
  {
    question: 'the 5 most expensive products',
    expected: products({
      columns: ['sku', 'name', 'unit_price'],
      sort: [{ column: 'unit_price', desc: true }],
      limit: 5,
    }),
    ordered: true,
  },
  {
    question: 'cheapest products in the Garden category',
    expected: products({
      columns: ['sku', 'name', 'unit_price'],
      filters: [eq('category', 'Garden')],
      sort: [{ column: 'unit_price' }],
      limit: 10,
    }),
    ordered: true,
  },
  {
    question: 'number of products per brand',
    expected: products({ columns: ['brand', 'product_id'], aggregate: { product_id: 'count' } }),
  },
  {
    question: 'average cost of Kitchen products',
    expected: products({
      columns: ['cost'],
      aggregate: { cost: 'avg' },
      filters: [eq('category', 'Kitchen')],
    }),
  },
  // Stock.
  {
    question: 'which products have fewer than 10 available in Wellington',
    expected: stock({
      columns: ['product.sku', 'product.name', 'available'],
      filters: [eq('branch', 'Wellington'), { column: 'available', op: 'lt', values: [10] }],
    }),
  },
  {
    question: 'stock on hand by branch',
    expected: stock({ columns: ['branch', 'on_hand'], aggregate: { on_hand: 'sum' } }),
  },
  {
    question: 'total stock by category',
    expected: stock({ columns: ['product.category', 'on_hand'], aggregate: { on_hand: 'sum' } }),
  },
  {
    question: 'available stock for Bluewater products by branch',
    expected: stock({
      columns: ['branch', 'available'],
      aggregate: { available: 'sum' },
      filters: [eq('product.brand', 'Bluewater')],
    }),
  },
  {
    question: 'how much stock do we have in Christchurch?',
    expected: stock({
      columns: ['on_hand'],
      aggregate: { on_hand: 'sum' },
      filters: [eq('branch', 'Christchurch')],
    }),
  },
  {
    question: 'allocated stock by branch',
    expected: stock({ columns: ['branch', 'allocated'], aggregate: { allocated: 'sum' } }),
  },
  {
    question: 'total stock on hand for Ironbark products',
    expected: stock({
      columns: ['on_hand'],
      aggregate: { on_hand: 'sum' },
      filters: [eq('product.brand', 'Ironbark')],
    }),
  },
  // Order lines: units, brands, categories.
  {
    question: 'units sold by category in 2025',
    expected: lines({
      columns: ['product.category', UNITS_SOLD],
      filters: year('order.order_date', 2025),
    }),
  },
  {
    question: 'top 5 products by units sold',
    expected: lines({
      columns: ['product.sku', 'product.name', UNITS_SOLD],
      sort: [{ column: UNITS_SOLD, desc: true }],
      limit: 5,
    }),
    ordered: true,
  },
  {
    question: 'best selling products last month',
    expected: lines({
      columns: ['product.sku', 'product.name', UNITS_SOLD],
      filters: range('order.order_date', '2025-10-01', '2025-11-01'),
      sort: [{ column: UNITS_SOLD, desc: true }],
      limit: 10,
    }),
    ordered: true,
  },
  {
    question: 'revenue by brand in 2025',
    expected: lines({
      columns: ['product.brand', REVENUE],
      filters: year('order.order_date', 2025),
    }),
  },
  {
    question: 'how many units of Marine products did we sell in 2024?',
    expected: lines({
      columns: [UNITS_SOLD],
      filters: [eq('product.category', 'Marine'), ...year('order.order_date', 2024)],
    }),
  },
  {
    question: 'average discount by branch',
    expected: lines({ columns: ['order.branch', 'discount_pct'], aggregate: { discount_pct: 'avg' } }),
  },
  {
    question: 'revenue by product category and branch',
    expected: lines({
      columns: ['product.category', 'order.branch', REVENUE],
    }),
  },
  {
    question: 'sales of Kauri products per month in 2025',
    expected: lines({
      columns: ['order.order_date', REVENUE],
      grain: { 'order.order_date': 'month' },
      filters: [eq('product.brand', 'Kauri'), ...year('order.order_date', 2025)],
    }),
  },
  {
    question: 'total quantity sold per brand',
    expected: lines({ columns: ['product.brand', UNITS_SOLD] }),
  },
  {
    question: 'top 3 categories by revenue in 2025',
    expected: lines({
      columns: ['product.category', REVENUE],
      filters: year('order.order_date', 2025),
      sort: [{ column: REVENUE, desc: true }],
      limit: 3,
    }),
    ordered: true,
  },
  // The model's other measures, each by the words people use for it.
  {
    question: 'open orders value by branch',
    expected: orders({ columns: ['branch', 'measure:open_orders_value'] }),
  },
  {
    question: 'average order value in 2025',
    expected: orders({ columns: [AVERAGE_ORDER_VALUE], filters: year('order_date', 2025) }),
  },
  {
    question: 'gross profit by category in 2025',
    expected: lines({
      columns: ['product.category', 'measure:gross_profit'],
      filters: year('order.order_date', 2025),
    }),
  },
  {
    question: 'gross margin by brand',
    expected: lines({ columns: ['product.brand', 'measure:gross_margin'] }),
  },
  {
    question: 'cost of goods sold per month in 2025',
    expected: lines({
      columns: ['order.order_date', 'measure:cost_of_goods_sold'],
      grain: { 'order.order_date': 'month' },
      filters: year('order.order_date', 2025),
    }),
  },
  {
    question: 'stock value by branch',
    expected: stock({ columns: ['branch', 'measure:stock_value'] }),
  },
  // Periods counted from today: the answer keeps them relative (inPeriod); the expected designs spell out by hand
  // the days they mean on EVAL_NOW, Sunday 30 November 2025 (weeks from Monday; "last N" ends yesterday).
  {
    question: 'revenue last month',
    expected: orders({ columns: [REVENUE], filters: range('order_date', '2025-10-01', '2025-11-01') }),
  },
  {
    question: 'sales this year',
    expected: orders({ columns: [REVENUE], filters: year('order_date', 2025) }),
  },
  {
    question: 'revenue year to date by branch',
    expected: orders({
      columns: ['branch', REVENUE],
      // Whole days: 1 January through yesterday, 29 November.
      filters: range('order_date', '2025-01-01', '2025-11-30'),
    }),
  },
  {
    // Monday 17 to Sunday 23 November.
    question: 'revenue last week',
    expected: orders({ columns: [REVENUE], filters: range('order_date', '2025-11-17', '2025-11-24') }),
  },
  {
    question: 'sales yesterday',
    expected: orders({ columns: [REVENUE], filters: range('order_date', '2025-11-29', '2025-11-30') }),
  },
  {
    question: 'revenue by branch this quarter',
    expected: orders({
      columns: ['branch', REVENUE],
      filters: range('order_date', '2025-10-01', '2026-01-01'),
    }),
  },
  {
    question: 'sales last quarter',
    expected: orders({ columns: [REVENUE], filters: range('order_date', '2025-07-01', '2025-10-01') }),
  },
  {
    // 30 November 2024 to Saturday 29 November 2025.
    question: 'revenue by branch in the last 12 months',
    expected: orders({
      columns: ['branch', REVENUE],
      filters: range('order_date', '2024-11-30', '2025-11-30'),
    }),
  },
  {
    // By month: the last 6 whole months, May to October 2025, so no month is part of one.
    question: 'monthly sales over the last 6 months',
    expected: orders({
      columns: ['order_date', REVENUE],
      grain: { order_date: 'month' },
      filters: range('order_date', '2025-05-01', '2025-11-01'),
    }),
  },
  {
    // October 2025, a year earlier.
    question: 'revenue last month last year',
    expected: orders({ columns: [REVENUE], filters: range('order_date', '2024-10-01', '2024-11-01') }),
  },
  {
    question: 'sales by branch this month',
    expected: orders({
      columns: ['branch', REVENUE],
      filters: range('order_date', '2025-11-01', '2025-12-01'),
    }),
  },
  {
    // 56 days before today.
    question: 'revenue in the last 8 weeks',
    expected: orders({ columns: [REVENUE], filters: range('order_date', '2025-10-05', '2025-11-30') }),
  },
  {
    question: 'Invoiced orders in the last 7 days',
    expected: orders({
      columns: ORDER_COLUMNS,
      filters: [eq('status', 'Invoiced'), ...range('order_date', '2025-11-23', '2025-11-30')],
    }),
  },
  {
    question: 'best selling products this year',
    expected: lines({
      columns: ['product.sku', 'product.name', UNITS_SOLD],
      filters: year('order.order_date', 2025),
      sort: [{ column: UNITS_SOLD, desc: true }],
      limit: 10,
    }),
    ordered: true,
  },
  {
    question: 'sales by branch last year',
    expected: orders({ columns: ['branch', REVENUE], filters: year('order_date', 2024) }),
  },
  // To decline: changes to data, and what the warehouse does not hold.
  { question: 'delete all Voided orders', expected: null },
  { question: 'update the price of the Classic Hammer to $20', expected: null },
  { question: 'what is our profit margin by supplier?', expected: null },
  { question: 'which staff member sold the most?', expected: null },
  { question: "predict next month's sales", expected: null },
  { question: 'show purchase orders from suppliers', expected: null },
  { question: 'add a new customer called Acme Ltd', expected: null },
  { question: "what's the weather in Auckland", expected: null },
  { question: 'set all Auckland stock to zero', expected: null },
  { question: 'how many employees do we have?', expected: null },
  { question: 'cancel the Draft orders from last week', expected: null },
  { question: 'what were our freight costs last year?', expected: null },
];
