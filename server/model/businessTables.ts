/**
 * The business tables: the model of the business every instance's warehouse schema holds from the start
 * (server/warehouse/schema.ts creates them through the one DDL generator), whatever system the data comes from.
 * A source system's model (server/model/cin7Omni/) builds their rows from the source tables its connector lands;
 * the demo world's are built so too, from its first start's import (server/etl/demoLanding.ts). docs/model.md
 * describes every column.
 */
import type { DwColumnDefinition, DwRelationDefinition, DwTableDefinition } from '../warehouse/tables.ts';
import { MORE_BUSINESS_TABLES } from './moreBusinessTables.ts';

const toProduct: DwRelationDefinition = {
  name: 'product',
  friendlyName: 'Product',
  toTable: 'products',
  fromColumn: 'product_id',
  toColumn: 'product_id',
};

const toCustomer: DwRelationDefinition = {
  name: 'customer',
  friendlyName: 'Customer',
  toTable: 'customers',
  fromColumn: 'customer_id',
  toColumn: 'customer_id',
};

const toSalesPerson: DwRelationDefinition = {
  name: 'sales_person',
  friendlyName: 'Sales Person',
  toTable: 'sales_people',
  fromColumn: 'sales_person_id',
  toColumn: 'sales_person_id',
};

const toOrder: DwRelationDefinition = {
  name: 'order',
  friendlyName: 'Order',
  toTable: 'sales_orders',
  fromColumn: 'order_id',
  toColumn: 'order_id',
};

const landedAt: DwColumnDefinition = {
  name: 'landed_at',
  friendlyName: 'Landed At',
  type: 'timestamptz',
  role: 'dimension',
  notNull: true,
};

const PRICE_WORDS = ['price', 'list price', 'selling price', 'sell price', 'unit price'];

/** A branch named on a row (Branches holds the branches themselves: "by store" reads either). */
const branchColumn: DwColumnDefinition = {
  name: 'branch',
  friendlyName: 'Branch',
  type: 'text',
  role: 'dimension',
  searchable: true,
  synonyms: ['warehouse location', 'site'],
};

/** Nullable: a table that already holds rows gets the column added (ddl.ts), and a source may not know a cost. */
const unitCost: DwColumnDefinition = {
  name: 'unit_cost',
  friendlyName: 'Unit Cost',
  type: 'numeric',
  role: 'measure',
  // The cost of one unit: an average over rows, never a sum ("the unit cost of HT-00017").
  aggregate: 'avg',
};

export const BUSINESS_TABLES: readonly DwTableDefinition[] = [
  {
    name: 'products',
    friendlyName: 'Products',
    description: 'Products and their list prices and costs.',
    words: {
      subject: 'products',
      synonyms: ['product', 'item', 'line item', 'stock item', 'goods', 'gear', 'merchandise', 'sku', 'line'],
      display: ['sku', 'name'],
      datedWhenMade: true,
    },
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
      {
        name: 'category',
        friendlyName: 'Category',
        type: 'text',
        role: 'dimension',
        searchable: true,
        synonyms: ['product category', 'department', 'product type', 'range', 'product range'],
      },
      {
        name: 'brand',
        friendlyName: 'Brand',
        type: 'text',
        role: 'dimension',
        searchable: true,
        // Not "make": share questions say "what share does each category make up", which names no brand.
        synonyms: ['label', 'manufacturer'],
      },
      {
        name: 'uom',
        friendlyName: 'Unit of Measure',
        type: 'text',
        role: 'dimension',
        synonyms: ['uom', 'unit of measure'],
      },
      {
        name: 'unit_price',
        friendlyName: 'Unit Price',
        type: 'numeric',
        role: 'measure',
        notNull: true,
        synonyms: PRICE_WORDS,
        aggregate: 'avg',
      },
      {
        name: 'cost',
        friendlyName: 'Cost',
        type: 'numeric',
        role: 'measure',
        notNull: true,
        synonyms: ['cost', 'unit cost', 'cost price'],
        aggregate: 'avg',
      },
      { name: 'created_at', friendlyName: 'Created At', type: 'timestamptz', role: 'dimension' },
      // The day of the product's latest order that counts as sales; empty when it never sold ("slow moving").
      { name: 'last_sold', friendlyName: 'Last Sold', type: 'date', role: 'dimension', workedOut: true },
      landedAt,
    ],
    indexes: [],
  },
  {
    name: 'customers',
    friendlyName: 'Customers',
    description: 'Customers and where they are.',
    words: {
      subject: 'customers',
      synonyms: ['customer', 'client', 'buyer', 'account', 'debtor'],
      display: ['customer_id', 'name'],
      dividesPer: true,
      datedWhenMade: true,
    },
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
      { name: 'email', friendlyName: 'Email', type: 'text', role: 'dimension', synonyms: ['email address'] },
      {
        name: 'city',
        friendlyName: 'City',
        type: 'text',
        role: 'dimension',
        searchable: true,
        synonyms: ['town'],
      },
      { name: 'country', friendlyName: 'Country', type: 'text', role: 'dimension', searchable: true },
      {
        name: 'customer_group',
        friendlyName: 'Customer Group',
        type: 'text',
        role: 'dimension',
        searchable: true,
        synonyms: ['customer group', 'group', 'segment', 'customer type', 'channel'],
      },
      { name: 'created_at', friendlyName: 'Created At', type: 'timestamptz', role: 'dimension' },
      // The day of the customer's first order that counts as sales; empty when none ("new customers").
      {
        name: 'first_order_date',
        friendlyName: 'First Order Date',
        type: 'date',
        role: 'dimension',
        workedOut: true,
      },
      landedAt,
    ],
    indexes: [],
  },
  {
    name: 'sales_orders',
    friendlyName: 'Sales Orders',
    description: 'Sales order headers with their totals.',
    words: {
      subject: 'sales',
      synonyms: ['order', 'sales order', 'invoice', 'transaction', 'deal'],
      primary: true,
      flow: true,
      display: ['order_number'],
      value: 'total',
    },
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
        synonyms: ['order status', 'stage'],
      },
      branchColumn,
      { name: 'currency', friendlyName: 'Currency', type: 'text', role: 'dimension', notNull: true },
      { name: 'subtotal', friendlyName: 'Subtotal', type: 'numeric', role: 'measure', notNull: true },
      {
        name: 'tax',
        friendlyName: 'Tax',
        type: 'numeric',
        role: 'measure',
        notNull: true,
        synonyms: ['tax', 'gst', 'sales tax'],
      },
      {
        name: 'total',
        friendlyName: 'Total',
        type: 'numeric',
        role: 'measure',
        notNull: true,
        synonyms: ['value', 'invoice total'],
      },
      // Added after the first: nullable, so a table that already holds rows gets them (ddl.ts).
      { name: 'branch_id', friendlyName: 'Branch ID', type: 'integer', role: 'dimension' },
      { name: 'sales_person_id', friendlyName: 'Sales Person ID', type: 'integer', role: 'dimension' },
      // What credit notes against the order gave back, tax excluded (approved credit notes only).
      { name: 'credited', friendlyName: 'Credited', type: 'numeric', role: 'measure' },
      // What the customer still owes on the order: its total, tax included, less the payments received against
      // it; 0 on a draft or voided order, which is not owed ("outstanding balance").
      { name: 'balance_due', friendlyName: 'Balance Due', type: 'numeric', role: 'measure', workedOut: true },
      landedAt,
    ],
    indexes: [['customer_id'], ['order_date']],
    relations: [toCustomer, toSalesPerson],
  },
  {
    name: 'sales_order_lines',
    friendlyName: 'Sales Order Lines',
    description: 'One row per product on a sales order.',
    words: {
      subject: 'sales',
      synonyms: ['order line', 'sales line', 'line'],
      primary: true,
      flow: true,
    },
    primaryKey: ['line_id'],
    columns: [
      { name: 'line_id', friendlyName: 'Line ID', type: 'integer', role: 'dimension', notNull: true },
      { name: 'order_id', friendlyName: 'Order ID', type: 'integer', role: 'dimension', notNull: true },
      { name: 'line_number', friendlyName: 'Line Number', type: 'integer', role: 'dimension', notNull: true },
      { name: 'product_id', friendlyName: 'Product ID', type: 'integer', role: 'dimension', notNull: true },
      { name: 'sku', friendlyName: 'SKU', type: 'text', role: 'dimension', notNull: true, searchable: true },
      { name: 'qty', friendlyName: 'Quantity', type: 'integer', role: 'measure', notNull: true },
      {
        name: 'unit_price',
        friendlyName: 'Unit Price',
        type: 'numeric',
        role: 'measure',
        notNull: true,
        synonyms: PRICE_WORDS,
        aggregate: 'avg',
      },
      {
        name: 'discount_pct',
        friendlyName: 'Discount %',
        type: 'numeric',
        role: 'measure',
        notNull: true,
        synonyms: ['discount', 'discount rate', 'discount percentage'],
        aggregate: 'avg',
      },
      { name: 'line_total', friendlyName: 'Line Total', type: 'numeric', role: 'measure', notNull: true },
      // The cost of one unit when it was sold (null where the source has no cost for it).
      unitCost,
      landedAt,
    ],
    indexes: [['order_id'], ['product_id']],
    relations: [toProduct, toOrder],
  },
  {
    name: 'stock_on_hand',
    friendlyName: 'Stock on Hand',
    description: 'Stock per product and branch.',
    words: { subject: 'stock', synonyms: ['stock on hand', 'stock holding'] },
    primaryKey: ['product_id', 'branch'],
    columns: [
      { name: 'product_id', friendlyName: 'Product ID', type: 'integer', role: 'dimension', notNull: true },
      { name: 'sku', friendlyName: 'SKU', type: 'text', role: 'dimension', notNull: true, searchable: true },
      { ...branchColumn, notNull: true },
      { name: 'on_hand', friendlyName: 'On Hand', type: 'integer', role: 'measure', notNull: true },
      { name: 'allocated', friendlyName: 'Allocated', type: 'integer', role: 'measure', notNull: true },
      {
        name: 'available',
        friendlyName: 'Available',
        type: 'integer',
        role: 'measure',
        generatedAs: 'on_hand - allocated',
      },
      // The product's cost of one unit.
      unitCost,
      landedAt,
    ],
    indexes: [],
    relations: [toProduct],
  },
  ...MORE_BUSINESS_TABLES,
];
