/** What the AI view's tests answer: a one-table catalogue, an answer over it and that answer's rows. */
import type { AiQueryResponse, TableQuery } from '@wharf/contract';
import type { DwSchema } from '../../design/catalogue';

export const CATALOGUE: DwSchema = {
  instanceId: 1,
  schema: 'harbour',
  tables: [
    {
      id: 1,
      tableName: 'sales_orders',
      friendlyName: 'Sales Orders',
      description: null,
      columns: [
        {
          id: 1,
          columnName: 'order_date',
          friendlyName: 'Order Date',
          dataType: 'date',
          role: 'dimension',
          ordinal: 1,
          searchable: false,
        },
        {
          id: 2,
          columnName: 'branch',
          friendlyName: 'Branch',
          dataType: 'text',
          role: 'dimension',
          ordinal: 2,
          searchable: true,
        },
        {
          id: 3,
          columnName: 'total',
          friendlyName: 'Total',
          dataType: 'numeric',
          role: 'measure',
          ordinal: 3,
          searchable: false,
        },
      ],
      relations: [],
      layer: 'business',
      sourceSystem: null,
      rowCount: 1_000,
      measures: [
        {
          key: 'revenue',
          ref: 'measure:revenue',
          friendlyName: 'Revenue',
          definition: 'The sum of sales order subtotals, tax excluded.',
          dataType: 'numeric',
          format: '#,##0.00',
          synonyms: ['sales'],
          primary: true,
        },
      ],
    },
  ],
};

export const QUERY: TableQuery = {
  table: 'sales_orders',
  columns: ['branch', 'total'],
  aggregate: { total: 'sum' },
};
export const ANSWER: AiQueryResponse = {
  query: QUERY,
  explanation: {
    source: 'parser',
    parts: [
      { label: 'Table', text: 'Sales Orders' },
      { label: 'Columns', text: 'Branch, Sum of Total' },
    ],
    assumptions: ['revenue = Sales Orders › Total'],
    understood: [],
    missing: [],
    notes: [],
  },
};
export const ROWS = {
  columns: [
    {
      ref: 'branch',
      name: 'branch',
      friendlyName: 'Branch',
      dataType: 'text',
      role: 'dimension',
      aggregate: null,
      grain: null,
      format: null,
    },
    {
      ref: 'total',
      name: 'total',
      friendlyName: 'Sum of Total',
      dataType: 'numeric',
      role: 'measure',
      aggregate: 'sum',
      grain: null,
      format: null,
    },
  ],
  rows: [['Auckland', 1200.5]],
  offset: 0,
  nextOffset: null,
  totalRows: 1,
  truncated: false,
};
