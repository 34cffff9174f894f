/**
 * The business tables beyond sales and stock: branches, sales people, credit notes and their lines, payments
 * received, stock transfers and their lines, stock adjustments and quotes. Declared like the first ones
 * (businessTables.ts); a source system's model builds their rows (server/model/cin7Omni/), docs/model.md describes
 * every column.
 */
import type {
  DwColumnDefinition,
  DwDataType,
  DwRelationDefinition,
  DwRole,
  DwTableDefinition,
} from '../warehouse/tables.ts';

function col(
  name: string,
  friendlyName: string,
  type: DwDataType,
  role: DwRole = type === 'numeric' ? 'measure' : 'dimension',
  options: { notNull?: boolean; searchable?: boolean } = {},
): DwColumnDefinition {
  return { name, friendlyName, type, role, ...options };
}

const id = (name: string, friendlyName: string) =>
  col(name, friendlyName, 'integer', 'dimension', { notNull: true });
const text = (name: string, friendlyName: string, searchable = false) =>
  col(name, friendlyName, 'text', 'dimension', searchable ? { searchable: true } : {});
const amount = (name: string, friendlyName: string) =>
  col(name, friendlyName, 'numeric', 'measure', { notNull: true });
const landedAt = col('landed_at', 'Landed At', 'timestamptz', 'dimension', { notNull: true });

const relation = (
  name: string,
  friendlyName: string,
  toTable: string,
  column: string,
): DwRelationDefinition => ({
  name,
  friendlyName,
  toTable,
  fromColumn: column,
  toColumn: column,
});
const toProduct = relation('product', 'Product', 'products', 'product_id');
const toCustomer = relation('customer', 'Customer', 'customers', 'customer_id');
const toSalesPerson = relation('sales_person', 'Sales Person', 'sales_people', 'sales_person_id');
const toOrder = relation('order', 'Order', 'sales_orders', 'order_id');

export const MORE_BUSINESS_TABLES: readonly DwTableDefinition[] = [
  {
    name: 'branches',
    friendlyName: 'Branches',
    description: 'Branches (stores and warehouses) and where they are.',
    words: {
      subject: 'branches',
      synonyms: ['branch', 'store', 'outlet', 'shop', 'location', 'warehouse', 'site'],
      display: ['name'],
    },
    primaryKey: ['branch_id'],
    columns: [
      id('branch_id', 'Branch ID'),
      col('name', 'Branch', 'text', 'dimension', { notNull: true, searchable: true }),
      text('branch_type', 'Branch Type', true),
      text('city', 'City'),
      text('country', 'Country'),
      text('status', 'Status', true),
      landedAt,
    ],
    indexes: [],
  },
  {
    name: 'sales_people',
    friendlyName: 'Sales People',
    description: 'The people who sell: users named as the sales person on orders, quotes and credit notes.',
    words: {
      subject: 'people',
      synonyms: [
        'sales person',
        'salesperson',
        'salespeople',
        'sales staff',
        'sales rep',
        'rep',
        'account manager',
        'seller',
        'salesman',
        'salesmen',
      ],
      display: ['name'],
    },
    primaryKey: ['sales_person_id'],
    columns: [
      id('sales_person_id', 'Sales Person ID'),
      col('name', 'Sales Person', 'text', 'dimension', { notNull: true, searchable: true }),
      { ...text('email', 'Email'), synonyms: ['email address'] },
      // Searchable: "active reps" reads the value Active.
      text('status', 'Status', true),
      landedAt,
    ],
    indexes: [],
  },
  {
    name: 'credit_notes',
    friendlyName: 'Credit Notes',
    description: 'Credit notes (returns and refunds) with what they credit, as positive amounts.',
    words: {
      subject: 'credits',
      synonyms: ['credit note', 'credit memo'],
      flow: true,
      display: ['credit_note_number'],
      value: 'total',
    },
    primaryKey: ['credit_note_id'],
    columns: [
      id('credit_note_id', 'Credit Note ID'),
      col('credit_note_number', 'Credit Note Number', 'text', 'dimension', {
        notNull: true,
        searchable: true,
      }),
      col('credit_date', 'Credit Date', 'date', 'dimension', { notNull: true }),
      col('order_id', 'Order ID', 'integer'),
      text('order_number', 'Order Number', true),
      id('customer_id', 'Customer ID'),
      text('branch', 'Branch', true),
      col('sales_person_id', 'Sales Person ID', 'integer'),
      col('status', 'Status', 'text', 'dimension', { notNull: true, searchable: true }),
      col('currency', 'Currency', 'text', 'dimension', { notNull: true }),
      amount('subtotal', 'Subtotal'),
      amount('tax', 'Tax'),
      { ...amount('total', 'Total'), synonyms: ['value', 'credit note value'] },
      landedAt,
    ],
    indexes: [['customer_id'], ['order_id'], ['credit_date']],
    relations: [toCustomer, toOrder, toSalesPerson],
  },
  {
    name: 'credit_note_lines',
    friendlyName: 'Credit Note Lines',
    description: 'One row per product credited on a credit note, quantities returned as positive numbers.',
    words: { subject: 'credits', synonyms: ['credit note line', 'credit line', 'returned line'] },
    primaryKey: ['line_id'],
    columns: [
      id('line_id', 'Line ID'),
      id('credit_note_id', 'Credit Note ID'),
      col('line_number', 'Line Number', 'integer', 'dimension', { notNull: true }),
      id('product_id', 'Product ID'),
      col('sku', 'SKU', 'text', 'dimension', { notNull: true, searchable: true }),
      col('qty', 'Quantity', 'integer', 'measure', { notNull: true }),
      amount('unit_price', 'Unit Price'),
      amount('line_total', 'Line Total'),
      landedAt,
    ],
    indexes: [['credit_note_id'], ['product_id']],
    relations: [toProduct, relation('credit_note', 'Credit Note', 'credit_notes', 'credit_note_id')],
  },
  {
    name: 'payments',
    friendlyName: 'Payments',
    description: 'Payments received against sales orders.',
    words: {
      subject: 'payments',
      synonyms: ['payment', 'remittance'],
      flow: true,
      display: ['payment_id'],
      value: 'amount',
    },
    primaryKey: ['payment_id'],
    columns: [
      id('payment_id', 'Payment ID'),
      col('payment_date', 'Payment Date', 'date', 'dimension', { notNull: true }),
      col('order_id', 'Order ID', 'integer'),
      text('order_number', 'Order Number', true),
      text('method', 'Method', true),
      text('branch', 'Branch', true),
      { ...amount('amount', 'Amount'), synonyms: ['value', 'payment amount', 'amount paid'] },
      landedAt,
    ],
    indexes: [['order_id'], ['payment_date']],
    relations: [toOrder],
  },
  {
    name: 'stock_transfers',
    friendlyName: 'Stock Transfers',
    description: 'Stock moved from one branch to another.',
    words: {
      subject: 'transfers',
      synonyms: ['stock transfer', 'stock movement', 'transfer'],
      flow: true,
      display: ['transfer_number'],
    },
    primaryKey: ['transfer_id'],
    columns: [
      id('transfer_id', 'Transfer ID'),
      col('transfer_number', 'Transfer Number', 'text', 'dimension', { notNull: true, searchable: true }),
      col('transfer_date', 'Transfer Date', 'date', 'dimension', { notNull: true }),
      text('from_branch', 'From Branch', true),
      text('to_branch', 'To Branch', true),
      text('status', 'Status', true),
      col('dispatched_date', 'Dispatched Date', 'date'),
      col('received_date', 'Received Date', 'date'),
      landedAt,
    ],
    indexes: [],
  },
  {
    name: 'stock_transfer_lines',
    friendlyName: 'Stock Transfer Lines',
    description: 'One row per product moved on a stock transfer.',
    words: { subject: 'transfers', synonyms: ['transfer line'] },
    primaryKey: ['line_id'],
    columns: [
      id('line_id', 'Line ID'),
      id('transfer_id', 'Transfer ID'),
      col('line_number', 'Line Number', 'integer', 'dimension', { notNull: true }),
      id('product_id', 'Product ID'),
      col('sku', 'SKU', 'text', 'dimension', { notNull: true, searchable: true }),
      col('qty', 'Quantity', 'integer', 'measure', { notNull: true }),
      landedAt,
    ],
    indexes: [['transfer_id'], ['product_id']],
    relations: [toProduct, relation('transfer', 'Transfer', 'stock_transfers', 'transfer_id')],
  },
  {
    name: 'stock_adjustments',
    friendlyName: 'Stock Adjustments',
    description:
      'One row per product line of a stock adjustment: how many units a branch gained (+) or lost (−).',
    words: {
      subject: 'adjustments',
      synonyms: [
        'stock adjustment',
        'adjustment',
        'write off',
        'write-off',
        'written off',
        'stock take',
        'stocktake',
      ],
      flow: true,
      display: ['adjustment_number'],
    },
    primaryKey: ['line_id'],
    columns: [
      id('line_id', 'Line ID'),
      id('adjustment_id', 'Adjustment ID'),
      col('adjustment_number', 'Adjustment Number', 'text', 'dimension', { notNull: true, searchable: true }),
      col('adjustment_date', 'Adjustment Date', 'date', 'dimension', { notNull: true }),
      text('branch', 'Branch', true),
      text('reason', 'Reason', true),
      id('product_id', 'Product ID'),
      col('sku', 'SKU', 'text', 'dimension', { notNull: true, searchable: true }),
      col('qty', 'Quantity', 'integer', 'measure', { notNull: true }),
      col('unit_cost', 'Unit Cost', 'numeric'),
      landedAt,
    ],
    indexes: [['product_id']],
    relations: [toProduct],
  },
  {
    name: 'quotes',
    friendlyName: 'Quotes',
    description: 'Quotes to customers with their stage, probability of winning and totals.',
    words: {
      subject: 'quotes',
      synonyms: ['quote', 'quotation', 'estimate', 'proposal'],
      flow: true,
      display: ['quote_number'],
      value: 'total',
    },
    primaryKey: ['quote_id'],
    columns: [
      id('quote_id', 'Quote ID'),
      col('quote_number', 'Quote Number', 'text', 'dimension', { notNull: true, searchable: true }),
      col('quote_date', 'Quote Date', 'date', 'dimension', { notNull: true }),
      id('customer_id', 'Customer ID'),
      text('branch', 'Branch', true),
      col('sales_person_id', 'Sales Person ID', 'integer'),
      text('stage', 'Stage', true),
      col('probability', 'Probability %', 'numeric'),
      col('currency', 'Currency', 'text', 'dimension', { notNull: true }),
      amount('subtotal', 'Subtotal'),
      {
        ...amount('total', 'Total'),
        synonyms: ['value', 'quote value', 'pipeline value', 'pipeline', 'quote size'],
      },
      landedAt,
    ],
    indexes: [['customer_id']],
    relations: [toCustomer, toSalesPerson],
  },
];
