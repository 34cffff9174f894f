/**
 * Managed library items that come with the Cin7 Omni connector: table designs over the business tables its model
 * builds (sales_orders, sales_order_lines, customers, products, stock_on_hand). Their figures are the model's
 * measures (server/model/measures.ts), so "revenue" here is the AI view's and the designer's revenue. Each
 * definition is a plain /api/clientQuery query, compiled by the same compiler as every design.
 */
import { measureRef } from '@wharf/contract';
import { OPEN_ORDER_STATUSES } from '../../../model/measures.ts';
import type { LibraryTemplate } from './template.ts';

const REVENUE = measureRef('revenue');
const ORDERS = measureRef('orders');
const UNITS_SOLD = measureRef('units_sold');
const GROSS_PROFIT = measureRef('gross_profit');
const GROSS_MARGIN = measureRef('gross_margin');
const STOCK_ON_HAND = measureRef('stock_on_hand');
const ALLOCATED = measureRef('allocated');
const AVAILABLE = measureRef('available');
const STOCK_VALUE = measureRef('stock_value');
const MONEY = '#,##0.00';

const REVENUE_WORDS = 'Revenue is the sum of order subtotals, tax excluded, of orders that count as sales';
const SALES_WORDS = 'every status but Draft and Voided';

export const CIN7_OMNI_TEMPLATES: readonly LibraryTemplate[] = [
  {
    key: 'cin7Omni.salesByBranchMonth',
    title: 'Sales by branch and month',
    description: `Revenue and orders per branch and month. ${REVENUE_WORDS} (${SALES_WORDS}).`,
    query: {
      table: 'sales_orders',
      columns: ['order_date', 'branch', REVENUE, ORDERS],
      grain: { order_date: 'month' },
      formats: { order_date: 'mmm yyyy' },
      sort: [{ column: 'order_date', desc: true }, { column: 'branch' }],
      limit: 10_000,
    },
  },
  {
    key: 'cin7Omni.stockOnHandByBranch',
    title: 'Stock on hand by branch',
    description:
      'Units on hand, allocated and available (on hand less allocated), and stock value at cost (units on hand × ' +
      "the product's unit cost), per branch and product category.",
    query: {
      table: 'stock_on_hand',
      columns: ['branch', 'product.category', STOCK_ON_HAND, ALLOCATED, AVAILABLE, STOCK_VALUE],
      sort: [{ column: 'branch' }, { column: 'product.category' }],
      limit: 10_000,
    },
  },
  {
    key: 'cin7Omni.topCustomersByRevenue',
    title: 'Top customers by revenue',
    description: `The 100 customers with the most revenue. ${REVENUE_WORDS} (${SALES_WORDS}).`,
    query: {
      table: 'sales_orders',
      columns: ['customer_id', 'customer.company', 'customer.name', REVENUE],
      formats: { [REVENUE]: MONEY },
      sort: [{ column: REVENUE, desc: true }],
      limit: 100,
    },
  },
  {
    key: 'cin7Omni.openSalesOrders',
    title: 'Open sales orders',
    description:
      'Sales orders confirmed but not yet invoiced (Approved or Dispatched), newest first: the orders Open orders ' +
      'value adds up. Drafts are not open orders yet.',
    query: {
      table: 'sales_orders',
      columns: ['order_number', 'order_date', 'customer.company', 'branch', 'status', 'subtotal', 'total'],
      filters: [{ column: 'status', op: 'in', values: [...OPEN_ORDER_STATUSES] }],
      formats: { order_date: 'yyyy-mm-dd', subtotal: MONEY, total: MONEY },
      sort: [{ column: 'order_date', desc: true }],
      limit: 10_000,
    },
  },
  {
    key: 'cin7Omni.salesByProductCategory',
    title: 'Sales by product category',
    description:
      'Units sold, revenue, gross profit and gross margin % per product category, of lines whose order counts as ' +
      `a sale (${SALES_WORDS}). Revenue is line totals, tax excluded; gross profit is revenue less quantity × unit ` +
      'cost; gross margin % is gross profit ÷ revenue.',
    query: {
      table: 'sales_order_lines',
      columns: ['product.category', UNITS_SOLD, REVENUE, GROSS_PROFIT, GROSS_MARGIN],
      sort: [{ column: REVENUE, desc: true }],
      limit: 1_000,
    },
  },
];
