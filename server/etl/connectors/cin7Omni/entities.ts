/**
 * What the Cin7 Omni connector lands: one ETL scope per API v1 resource (Products, ProductOptions, Stock, Contacts,
 * SalesOrders with their LineItems, PurchaseOrders with theirs, and the transactions and reference lists of
 * transactionEntities.ts and referenceEntities.ts), each into cin7_* tables of the instance's
 * warehouse schema. Field names are the API's JSON names (camelCase on the wire; the reference pages write them
 * PascalCase — Id, StyleCode, ModifiedDate, LineItems).
 */
import { column, field } from '../landedTables.ts';
import { cin7Table, created, fullName, lineTable, modified, priceColumn, taxRatePercent } from './columns.ts';
import type { LandedTable } from '../landedTables.ts';
import { REFERENCE_ENTITIES } from './referenceEntities.ts';
import { TRANSACTION_ENTITIES } from './transactionEntities.ts';

export interface Cin7Entity {
  /** The ETL scope key (app.instance_connections.etl_scopes). */
  key: string;
  name: string;
  description: string;
  /** The v1 resource path under the base URL, e.g. /v1/Products. */
  resource: string;
  /** The record's field of when it last changed: the watermark is the newest one landed. */
  modifiedField: string;
  /** The same timestamp as the where filter names it (where=ModifiedDate>'…'). */
  filterField: string;
  /** Older scope names the demo world and earlier connections used for the same data. */
  aliases: readonly string[];
  /** The API fields its tables read, asked for with fields=… (camelCase as on the wire). */
  fields: readonly string[];
  /** The fields that key a record, all a delete sweep asks for; default the record's id. */
  keyFields?: readonly string[];
  tables: readonly LandedTable[];
}

export const CIN7_ENTITIES: readonly Cin7Entity[] = [
  {
    key: 'products',
    name: 'Products',
    description: 'Products (styles) with their brand, type and status.',
    resource: '/v1/Products',
    modifiedField: 'modifiedDate',
    filterField: 'ModifiedDate',
    aliases: [],
    fields: [
      'id',
      'styleCode',
      'name',
      'brand',
      'productType',
      'productSubtype',
      'status',
      'supplierId',
      'createdDate',
      'modifiedDate',
    ],
    tables: [
      cin7Table({
        name: 'cin7_products',
        friendlyName: 'Cin7 Products',
        description: 'Products (styles) from Cin7 Omni.',
        primaryKey: ['product_id'],
        indexes: [],
        columns: [
          column('product_id', 'Product ID', 'integer', 'dimension', field('id'), { notNull: true }),
          column('style_code', 'Style Code', 'text', 'dimension', field('styleCode'), { searchable: true }),
          column('name', 'Product Name', 'text', 'dimension', field('name'), { searchable: true }),
          column('brand', 'Brand', 'text', 'dimension', field('brand'), { searchable: true }),
          column('product_type', 'Product Type', 'text', 'dimension', field('productType'), {
            searchable: true,
          }),
          column('product_subtype', 'Product Subtype', 'text', 'dimension', field('productSubtype')),
          column('status', 'Status', 'text', 'dimension', field('status')),
          column('supplier_id', 'Supplier ID', 'integer', 'dimension', field('supplierId')),
          created,
          modified,
        ],
      }),
    ],
  },
  {
    key: 'productOptions',
    name: 'Product options',
    description: 'Sellable options (SKUs) of each product with barcodes, prices and stock totals.',
    resource: '/v1/ProductOptions',
    modifiedField: 'modifiedDate',
    filterField: 'ModifiedDate',
    aliases: [],
    fields: [
      'id',
      'productId',
      'code',
      'barcode',
      'option1',
      'option2',
      'option3',
      'status',
      'priceColumns',
      'stockAvailable',
      'stockOnHand',
      'createdDate',
      'modifiedDate',
    ],
    tables: [
      cin7Table({
        name: 'cin7_product_options',
        friendlyName: 'Cin7 Product Options',
        description: 'Product options (SKUs) from Cin7 Omni.',
        primaryKey: ['product_option_id'],
        indexes: [['product_id']],
        columns: [
          column('product_option_id', 'Product Option ID', 'integer', 'dimension', field('id'), {
            notNull: true,
          }),
          column('product_id', 'Product ID', 'integer', 'dimension', field('productId')),
          column('code', 'Code', 'text', 'dimension', field('code'), { searchable: true }),
          column('barcode', 'Barcode', 'text', 'dimension', field('barcode')),
          column('option1', 'Option 1', 'text', 'dimension', field('option1'), { searchable: true }),
          column('option2', 'Option 2', 'text', 'dimension', field('option2')),
          column('option3', 'Option 3', 'text', 'dimension', field('option3')),
          column('status', 'Status', 'text', 'dimension', field('status')),
          column('retail_price', 'Retail Price', 'numeric', 'measure', priceColumn('retail')),
          column('wholesale_price', 'Wholesale Price', 'numeric', 'measure', priceColumn('wholesale')),
          column('cost', 'Cost', 'numeric', 'measure', priceColumn('cost')),
          column('stock_available', 'Stock Available', 'numeric', 'measure', field('stockAvailable')),
          column('stock_on_hand', 'Stock on Hand', 'numeric', 'measure', field('stockOnHand')),
          created,
          modified,
        ],
      }),
    ],
  },
  {
    key: 'stock',
    name: 'Stock',
    description: 'Stock per product option and branch: on hand, available, open sales and incoming.',
    resource: '/v1/Stock',
    modifiedField: 'modifiedDate',
    filterField: 'ModifiedDate',
    aliases: ['stock_on_hand'],
    keyFields: ['productOptionId', 'branchId'],
    fields: [
      'productOptionId',
      'branchId',
      'branchName',
      'productId',
      'code',
      'productName',
      'stockOnHand',
      'available',
      'openSales',
      'incoming',
      'modifiedDate',
    ],
    tables: [
      cin7Table({
        name: 'cin7_stock',
        friendlyName: 'Cin7 Stock',
        description: 'Stock per product option and branch from Cin7 Omni.',
        primaryKey: ['product_option_id', 'branch_id'],
        indexes: [['product_id']],
        columns: [
          column('product_option_id', 'Product Option ID', 'integer', 'dimension', field('productOptionId'), {
            notNull: true,
          }),
          column('branch_id', 'Branch ID', 'integer', 'dimension', field('branchId'), { notNull: true }),
          column('branch_name', 'Branch', 'text', 'dimension', field('branchName'), { searchable: true }),
          column('product_id', 'Product ID', 'integer', 'dimension', field('productId')),
          column('code', 'Code', 'text', 'dimension', field('code'), { searchable: true }),
          column('product_name', 'Product Name', 'text', 'dimension', field('productName'), {
            searchable: true,
          }),
          column('stock_on_hand', 'Stock on Hand', 'numeric', 'measure', field('stockOnHand')),
          column('available', 'Available', 'numeric', 'measure', field('available')),
          column('open_sales', 'Open Sales', 'numeric', 'measure', field('openSales')),
          column('incoming', 'Incoming', 'numeric', 'measure', field('incoming')),
          modified,
        ],
      }),
    ],
  },
  {
    key: 'contacts',
    name: 'Contacts',
    description: 'Customers and suppliers with their company, group and address.',
    resource: '/v1/Contacts',
    modifiedField: 'modifiedDate',
    filterField: 'ModifiedDate',
    aliases: ['customers'],
    fields: [
      'id',
      'type',
      'company',
      'firstName',
      'lastName',
      'email',
      'city',
      'state',
      'country',
      'group',
      'priceColumn',
      'createdDate',
      'modifiedDate',
    ],
    tables: [
      cin7Table({
        name: 'cin7_contacts',
        friendlyName: 'Cin7 Contacts',
        description: 'Customers and suppliers from Cin7 Omni.',
        primaryKey: ['contact_id'],
        indexes: [],
        columns: [
          column('contact_id', 'Contact ID', 'integer', 'dimension', field('id'), { notNull: true }),
          column('type', 'Contact Type', 'text', 'dimension', field('type'), { searchable: true }),
          column('company', 'Company', 'text', 'dimension', field('company'), { searchable: true }),
          column('name', 'Contact Name', 'text', 'dimension', fullName, { searchable: true }),
          column('email', 'Email', 'text', 'dimension', field('email')),
          column('city', 'City', 'text', 'dimension', field('city'), { searchable: true }),
          column('state', 'State', 'text', 'dimension', field('state')),
          column('country', 'Country', 'text', 'dimension', field('country'), { searchable: true }),
          column('contact_group', 'Group', 'text', 'dimension', field('group'), { searchable: true }),
          column('price_column', 'Price Column', 'text', 'dimension', field('priceColumn')),
          created,
          modified,
        ],
      }),
    ],
  },
  {
    key: 'salesOrders',
    name: 'Sales orders',
    description: 'Sales orders with their totals and every line (LineItems).',
    resource: '/v1/SalesOrders',
    modifiedField: 'modifiedDate',
    filterField: 'ModifiedDate',
    aliases: ['sales_orders', 'sales_order_lines'],
    fields: [
      'id',
      'reference',
      'memberId',
      'company',
      'branchId',
      'salesPersonId',
      'stage',
      'status',
      'currencyCode',
      'productTotal',
      'discountTotal',
      'freightTotal',
      'total',
      'taxStatus',
      'taxRate',
      'invoiceDate',
      'dispatchedDate',
      'createdDate',
      'modifiedDate',
      'lineItems',
    ],
    tables: [
      cin7Table({
        name: 'cin7_sales_orders',
        friendlyName: 'Cin7 Sales Orders',
        description: 'Sales order headers from Cin7 Omni.',
        primaryKey: ['sales_order_id'],
        indexes: [['member_id'], ['invoice_date']],
        columns: [
          column('sales_order_id', 'Sales Order ID', 'integer', 'dimension', field('id'), { notNull: true }),
          column('reference', 'Reference', 'text', 'dimension', field('reference'), { searchable: true }),
          column('member_id', 'Customer ID', 'integer', 'dimension', field('memberId')),
          column('company', 'Company', 'text', 'dimension', field('company'), { searchable: true }),
          column('branch_id', 'Branch ID', 'integer', 'dimension', field('branchId')),
          column('sales_person_id', 'Sales Person ID', 'integer', 'dimension', field('salesPersonId')),
          column('stage', 'Stage', 'text', 'dimension', field('stage'), { searchable: true }),
          column('status', 'Status', 'text', 'dimension', field('status'), { searchable: true }),
          column('currency_code', 'Currency', 'text', 'dimension', field('currencyCode')),
          column('product_total', 'Product Total', 'numeric', 'measure', field('productTotal')),
          column('discount_total', 'Discount Total', 'numeric', 'measure', field('discountTotal')),
          column('freight_total', 'Freight Total', 'numeric', 'measure', field('freightTotal')),
          column('total', 'Total', 'numeric', 'measure', field('total')),
          // 'Incl' (prices and total include tax), 'Excl' (tax is added to them) or 'Exempt'.
          column('tax_status', 'Tax Status', 'text', 'dimension', field('taxStatus')),
          column('tax_rate', 'Tax Rate %', 'numeric', 'measure', taxRatePercent),
          column('invoice_date', 'Invoice Date', 'date', 'dimension', field('invoiceDate')),
          column('dispatched_date', 'Dispatched Date', 'date', 'dimension', field('dispatchedDate')),
          created,
          modified,
        ],
      }),
      lineTable('cin7_sales_order_lines', 'Cin7 Sales Order Lines', 'sales_order_id', 'Sales Order'),
    ],
  },
  {
    key: 'purchaseOrders',
    name: 'Purchase orders',
    description: 'Purchase orders to suppliers with their totals and lines (LineItems).',
    resource: '/v1/PurchaseOrders',
    modifiedField: 'modifiedDate',
    filterField: 'ModifiedDate',
    aliases: [],
    fields: [
      'id',
      'reference',
      'supplierId',
      'company',
      'branchId',
      'stage',
      'status',
      'currencyCode',
      'productTotal',
      'freightTotal',
      'total',
      'estimatedDeliveryDate',
      'createdDate',
      'modifiedDate',
      'lineItems',
    ],
    tables: [
      cin7Table({
        name: 'cin7_purchase_orders',
        friendlyName: 'Cin7 Purchase Orders',
        description: 'Purchase order headers from Cin7 Omni.',
        primaryKey: ['purchase_order_id'],
        indexes: [['supplier_id']],
        columns: [
          column('purchase_order_id', 'Purchase Order ID', 'integer', 'dimension', field('id'), {
            notNull: true,
          }),
          column('reference', 'Reference', 'text', 'dimension', field('reference'), { searchable: true }),
          column('supplier_id', 'Supplier ID', 'integer', 'dimension', field('supplierId')),
          column('company', 'Supplier', 'text', 'dimension', field('company'), { searchable: true }),
          column('branch_id', 'Branch ID', 'integer', 'dimension', field('branchId')),
          column('stage', 'Stage', 'text', 'dimension', field('stage')),
          column('status', 'Status', 'text', 'dimension', field('status')),
          column('currency_code', 'Currency', 'text', 'dimension', field('currencyCode')),
          column('product_total', 'Product Total', 'numeric', 'measure', field('productTotal')),
          column('freight_total', 'Freight Total', 'numeric', 'measure', field('freightTotal')),
          column('total', 'Total', 'numeric', 'measure', field('total')),
          column(
            'estimated_delivery_date',
            'Estimated Delivery',
            'date',
            'dimension',
            field('estimatedDeliveryDate'),
          ),
          created,
          modified,
        ],
      }),
      lineTable(
        'cin7_purchase_order_lines',
        'Cin7 Purchase Order Lines',
        'purchase_order_id',
        'Purchase Order',
        // Cin7's purchase order lines carry no unit cost (PurchaseOrderItem has none).
        { unitCost: false },
      ),
    ],
  },
  ...TRANSACTION_ENTITIES,
  ...REFERENCE_ENTITIES,
];
