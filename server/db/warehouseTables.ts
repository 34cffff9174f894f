/**
 * The landed tables every instance's warehouse schema holds. One declaration drives both the DDL and the
 * catalogue rows (app.dw_tables, app.dw_columns), so the two cannot drift apart.
 */

export type DwDataType = 'text' | 'integer' | 'numeric' | 'date' | 'timestamptz';
export type DwRole = 'dimension' | 'measure';

export interface DwColumnDefinition {
  name: string;
  friendlyName: string;
  type: DwDataType;
  role: DwRole;
  notNull?: boolean;
  /** A stored generated column: its SQL expression over other columns of the row. */
  generatedAs?: string;
  /** Indexed for the member search (/api/searchMemberList). */
  searchable?: boolean;
}

/** A many-to-one link to another landed table: designs use its columns as "<name>.<column>". */
export interface DwRelationDefinition {
  name: string;
  friendlyName: string;
  toTable: string;
  fromColumn: string;
  /** A key of toTable, so each row has at most one related row. */
  toColumn: string;
}

export interface DwTableDefinition {
  name: string;
  friendlyName: string;
  description: string;
  primaryKey: readonly string[];
  columns: readonly DwColumnDefinition[];
  /** Plain btree indexes on join keys and dates. */
  indexes: readonly (readonly string[])[];
  relations?: readonly DwRelationDefinition[];
}

const toProduct: DwRelationDefinition = {
  name: 'product',
  friendlyName: 'Product',
  toTable: 'products',
  fromColumn: 'product_id',
  toColumn: 'product_id',
};

/** numeric is money or quantity-with-cents everywhere in the warehouse. */
export const SQL_TYPES: Readonly<Record<DwDataType, string>> = {
  text: 'text',
  integer: 'integer',
  numeric: 'numeric(14,2)',
  date: 'date',
  timestamptz: 'timestamptz',
};

const landedAt: DwColumnDefinition = {
  name: 'landed_at',
  friendlyName: 'Landed At',
  type: 'timestamptz',
  role: 'dimension',
  notNull: true,
};

export const WAREHOUSE_TABLES: readonly DwTableDefinition[] = [
  {
    name: 'products',
    friendlyName: 'Products',
    description: 'Products and their list prices and costs.',
    primaryKey: ['product_id'],
    columns: [
      { name: 'product_id', friendlyName: 'Product ID', type: 'integer', role: 'dimension', notNull: true },
      { name: 'sku', friendlyName: 'SKU', type: 'text', role: 'dimension', notNull: true, searchable: true },
      {
        name: 'name',
        friendlyName: 'Product Name',
        type: 'text',
        role: 'dimension',
        notNull: true,
        searchable: true,
      },
      { name: 'category', friendlyName: 'Category', type: 'text', role: 'dimension', searchable: true },
      { name: 'brand', friendlyName: 'Brand', type: 'text', role: 'dimension', searchable: true },
      { name: 'uom', friendlyName: 'Unit of Measure', type: 'text', role: 'dimension' },
      { name: 'unit_price', friendlyName: 'Unit Price', type: 'numeric', role: 'measure', notNull: true },
      { name: 'cost', friendlyName: 'Cost', type: 'numeric', role: 'measure', notNull: true },
      { name: 'created_at', friendlyName: 'Created At', type: 'timestamptz', role: 'dimension' },
      landedAt,
    ],
    indexes: [],
  },
  {
    name: 'customers',
    friendlyName: 'Customers',
    description: 'Customers and where they are.',
    primaryKey: ['customer_id'],
    columns: [
      { name: 'customer_id', friendlyName: 'Customer ID', type: 'integer', role: 'dimension', notNull: true },
      {
        name: 'name',
        friendlyName: 'Contact Name',
        type: 'text',
        role: 'dimension',
        notNull: true,
        searchable: true,
      },
      { name: 'company', friendlyName: 'Company', type: 'text', role: 'dimension', searchable: true },
      { name: 'email', friendlyName: 'Email', type: 'text', role: 'dimension' },
      { name: 'city', friendlyName: 'City', type: 'text', role: 'dimension', searchable: true },
      { name: 'country', friendlyName: 'Country', type: 'text', role: 'dimension', searchable: true },
      {
        name: 'customer_group',
        friendlyName: 'Customer Group',
        type: 'text',
        role: 'dimension',
        searchable: true,
      },
      { name: 'created_at', friendlyName: 'Created At', type: 'timestamptz', role: 'dimension' },
      landedAt,
    ],
    indexes: [],
  },
  {
    name: 'sales_orders',
    friendlyName: 'Sales Orders',
    description: 'Sales order headers with their totals.',
    primaryKey: ['order_id'],
    columns: [
      { name: 'order_id', friendlyName: 'Order ID', type: 'integer', role: 'dimension', notNull: true },
      {
        name: 'order_number',
        friendlyName: 'Order Number',
        type: 'text',
        role: 'dimension',
        notNull: true,
        searchable: true,
      },
      { name: 'order_date', friendlyName: 'Order Date', type: 'date', role: 'dimension', notNull: true },
      { name: 'customer_id', friendlyName: 'Customer ID', type: 'integer', role: 'dimension', notNull: true },
      {
        name: 'status',
        friendlyName: 'Status',
        type: 'text',
        role: 'dimension',
        notNull: true,
        searchable: true,
      },
      { name: 'branch', friendlyName: 'Branch', type: 'text', role: 'dimension', searchable: true },
      { name: 'currency', friendlyName: 'Currency', type: 'text', role: 'dimension', notNull: true },
      { name: 'subtotal', friendlyName: 'Subtotal', type: 'numeric', role: 'measure', notNull: true },
      { name: 'tax', friendlyName: 'Tax', type: 'numeric', role: 'measure', notNull: true },
      { name: 'total', friendlyName: 'Total', type: 'numeric', role: 'measure', notNull: true },
      landedAt,
    ],
    indexes: [['customer_id'], ['order_date']],
    relations: [
      {
        name: 'customer',
        friendlyName: 'Customer',
        toTable: 'customers',
        fromColumn: 'customer_id',
        toColumn: 'customer_id',
      },
    ],
  },
  {
    name: 'sales_order_lines',
    friendlyName: 'Sales Order Lines',
    description: 'One row per product on a sales order.',
    primaryKey: ['line_id'],
    columns: [
      { name: 'line_id', friendlyName: 'Line ID', type: 'integer', role: 'dimension', notNull: true },
      { name: 'order_id', friendlyName: 'Order ID', type: 'integer', role: 'dimension', notNull: true },
      { name: 'line_number', friendlyName: 'Line Number', type: 'integer', role: 'dimension', notNull: true },
      { name: 'product_id', friendlyName: 'Product ID', type: 'integer', role: 'dimension', notNull: true },
      { name: 'sku', friendlyName: 'SKU', type: 'text', role: 'dimension', notNull: true, searchable: true },
      { name: 'qty', friendlyName: 'Quantity', type: 'integer', role: 'measure', notNull: true },
      { name: 'unit_price', friendlyName: 'Unit Price', type: 'numeric', role: 'measure', notNull: true },
      { name: 'discount_pct', friendlyName: 'Discount %', type: 'numeric', role: 'measure', notNull: true },
      { name: 'line_total', friendlyName: 'Line Total', type: 'numeric', role: 'measure', notNull: true },
      landedAt,
    ],
    indexes: [['order_id'], ['product_id']],
    relations: [
      toProduct,
      {
        name: 'order',
        friendlyName: 'Order',
        toTable: 'sales_orders',
        fromColumn: 'order_id',
        toColumn: 'order_id',
      },
    ],
  },
  {
    name: 'stock_on_hand',
    friendlyName: 'Stock on Hand',
    description: 'Stock per product and branch.',
    primaryKey: ['product_id', 'branch'],
    columns: [
      { name: 'product_id', friendlyName: 'Product ID', type: 'integer', role: 'dimension', notNull: true },
      { name: 'sku', friendlyName: 'SKU', type: 'text', role: 'dimension', notNull: true, searchable: true },
      {
        name: 'branch',
        friendlyName: 'Branch',
        type: 'text',
        role: 'dimension',
        notNull: true,
        searchable: true,
      },
      { name: 'on_hand', friendlyName: 'On Hand', type: 'integer', role: 'measure', notNull: true },
      { name: 'allocated', friendlyName: 'Allocated', type: 'integer', role: 'measure', notNull: true },
      {
        name: 'available',
        friendlyName: 'Available',
        type: 'integer',
        role: 'measure',
        generatedAs: 'on_hand - allocated',
      },
      landedAt,
    ],
    indexes: [],
    relations: [toProduct],
  },
];
