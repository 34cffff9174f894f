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
