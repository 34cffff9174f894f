/** A small warehouse catalogue for the tables feature's tests: sales orders related to customers. */
import type { DwSchema } from './catalogue';

export const TEST_SCHEMA: DwSchema = {
  instanceId: 1,
  schema: 'harbour',
  tables: [
    {
      id: 10,
      tableName: 'customers',
      friendlyName: 'Customers',
      description: 'Customers and where they are.',
      columns: [
        {
          id: 101,
          columnName: 'customer_id',
          friendlyName: 'Customer ID',
          dataType: 'integer',
          role: 'dimension',
          ordinal: 1,
          searchable: false,
        },
        {
          id: 102,
          columnName: 'city',
          friendlyName: 'City',
          dataType: 'text',
          role: 'dimension',
          ordinal: 2,
          searchable: true,
        },
      ],
      layer: 'business',
      sourceSystem: null,
      rowCount: 1_000,
      measures: [],
      relations: [],
    },
    {
      id: 20,
      tableName: 'sales_orders',
      friendlyName: 'Sales Orders',
      description: 'Sales order headers with their totals.',
      columns: [
        {
          id: 203,
          columnName: 'total',
          friendlyName: 'Total',
          dataType: 'numeric',
          role: 'measure',
          ordinal: 3,
          searchable: false,
        },
        {
          id: 201,
          columnName: 'order_number',
          friendlyName: 'Order Number',
          dataType: 'text',
          role: 'dimension',
          ordinal: 1,
          searchable: true,
        },
        {
          id: 202,
          columnName: 'branch',
          friendlyName: 'Branch',
          dataType: 'text',
          role: 'dimension',
          ordinal: 2,
          searchable: true,
        },
        {
          id: 204,
          columnName: 'order_date',
          friendlyName: 'Order Date',
          dataType: 'date',
          role: 'dimension',
          ordinal: 4,
          searchable: false,
        },
      ],
      layer: 'business',
      sourceSystem: null,
      rowCount: 1_000,
      measures: [],
      relations: [
        {
          name: 'customer',
          friendlyName: 'Customer',
          toTableId: 10,
          toTable: 'customers',
          fromColumn: 'customer_id',
          toColumn: 'customer_id',
        },
      ],
    },
  ],
};

const [customers, salesOrders] = TEST_SCHEMA.tables;

/** The model's Revenue, as the server declares it on sales orders. */
export const REVENUE = {
  key: 'revenue',
  ref: 'measure:revenue',
  friendlyName: 'Revenue',
  definition: 'Sum of order subtotals, tax excluded, of orders that count as sales.',
  dataType: 'numeric' as const,
  format: '#,##0.00',
  synonyms: ['sales', 'turnover'],
};

/**
 * The same catalogue as the model serves it: measures on sales orders, a source table of Cin7 Omni, and tables
 * without rows (a business one and a source one) that a new design is not offered.
 */
export const MODEL_SCHEMA: DwSchema = {
  ...TEST_SCHEMA,
  tables: [
    ...(customers ? [customers] : []),
    ...(salesOrders
      ? [
          {
            ...salesOrders,
            measures: [
              REVENUE,
              {
                key: 'orders',
                ref: 'measure:orders',
                friendlyName: 'Orders',
                definition: 'Number of orders that count as sales.',
                dataType: 'integer' as const,
                format: '#,##0',
                synonyms: ['order count'],
              },
            ],
          },
        ]
      : []),
    {
      id: 30,
      tableName: 'purchase_orders',
      friendlyName: 'Purchase Orders',
      description: 'Orders placed with suppliers.',
      columns: [],
      relations: [],
      layer: 'business',
      sourceSystem: null,
      rowCount: 0,
      measures: [],
    },
    {
      id: 40,
      tableName: 'cin7_sales_orders',
      friendlyName: 'Cin7 Sales Orders',
      description: 'Sales orders as Cin7 Omni answers them.',
      columns: [],
      relations: [],
      layer: 'source',
      sourceSystem: 'Cin7 Omni',
      rowCount: 500,
      measures: [],
    },
    {
      id: 41,
      tableName: 'cin7_stock_adjustments',
      friendlyName: 'Cin7 Stock Adjustments',
      description: null,
      columns: [],
      relations: [],
      layer: 'source',
      sourceSystem: 'Cin7 Omni',
      rowCount: 0,
      measures: [],
    },
  ],
};

/** The catalogue before the company's first import: every table, none with rows. */
export const EMPTY_SCHEMA: DwSchema = {
  ...MODEL_SCHEMA,
  tables: MODEL_SCHEMA.tables.map((table) => ({ ...table, rowCount: 0 })),
};
