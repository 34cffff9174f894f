/**
 * Managed library items that come with the Cin7 Omni connector: table designs over the tables its
 * imports land (sales_orders, sales_order_lines, customers, products, stock_on_hand). Each definition is a plain
 * /api/clientQuery query, compiled by the same compiler as every design (libraryTemplates.test.ts runs them all).
 */
import type { LibraryTemplate } from './template.ts';

// Orders that count as sales: everything but drafts and voided orders.
const SOLD = { column: 'status', op: 'notIn', values: ['Draft', 'Voided'] } as const;
const OPEN = { column: 'status', op: 'in', values: ['Draft', 'Approved', 'Dispatched'] } as const;
const MONEY = '#,##0.00';

export const CIN7_OMNI_TEMPLATES: readonly LibraryTemplate[] = [
  {
    key: 'cin7Omni.salesByBranchMonth',
    title: 'Sales by branch and month',
    description:
      'Invoiced, dispatched and approved sales totals per branch and month, drafts and voided excluded.',
    query: {
      table: 'sales_orders',
      columns: ['order_date', 'branch', 'total'],
      grain: { order_date: 'month' },
      aggregate: { total: 'sum' },
      filters: [{ ...SOLD, values: [...SOLD.values] }],
      formats: { order_date: 'mmm yyyy', total: MONEY },
      sort: [{ column: 'order_date', desc: true }, { column: 'branch' }],
      limit: 10_000,
    },
  },
  {
    key: 'cin7Omni.stockOnHandByBranch',
    title: 'Stock on hand by branch',
    description: 'Units on hand, allocated and available per branch and product category.',
    query: {
      table: 'stock_on_hand',
      columns: ['branch', 'product.category', 'on_hand', 'allocated', 'available'],
      aggregate: { on_hand: 'sum', allocated: 'sum', available: 'sum' },
      sort: [{ column: 'branch' }, { column: 'product.category' }],
      limit: 10_000,
    },
  },
  {
    key: 'cin7Omni.topCustomersByRevenue',
    title: 'Top customers by revenue',
    description: 'The 100 customers with the most sales, drafts and voided orders excluded.',
    query: {
      table: 'sales_orders',
      columns: ['customer_id', 'customer.company', 'customer.name', 'total'],
      aggregate: { total: 'sum' },
      filters: [{ ...SOLD, values: [...SOLD.values] }],
      formats: { total: MONEY },
      sort: [{ column: 'total', desc: true }],
      limit: 100,
    },
  },
  {
    key: 'cin7Omni.openSalesOrders',
    title: 'Open sales orders',
    description: 'Sales orders not yet invoiced (draft, approved or dispatched), newest first.',
    query: {
      table: 'sales_orders',
      columns: ['order_number', 'order_date', 'customer.company', 'branch', 'status', 'total'],
      filters: [{ ...OPEN, values: [...OPEN.values] }],
      formats: { order_date: 'yyyy-mm-dd', total: MONEY },
      sort: [{ column: 'order_date', desc: true }],
      limit: 10_000,
    },
  },
  {
    key: 'cin7Omni.salesByProductCategory',
    title: 'Sales by product category',
    description: 'Units sold and sales value per product category, drafts and voided orders excluded.',
    query: {
      table: 'sales_order_lines',
      columns: ['product.category', 'qty', 'line_total'],
      aggregate: { qty: 'sum', line_total: 'sum' },
      filters: [{ column: 'order.status', op: 'notIn', values: [...SOLD.values] }],
      formats: { line_total: MONEY },
      sort: [{ column: 'line_total', desc: true }],
      limit: 1_000,
    },
  },
];
