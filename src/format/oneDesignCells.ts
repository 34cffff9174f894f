/**
 * One design's answer, the person's settings and what each cell reads: the cell-by-cell check of the one formatter
 * shares them between the preview, the grid and the .xlsx (oneFormatter.test.tsx) and the fake Excel host
 * (oneFormatter.fakeHost.test.ts), so the four places are held to one expectation.
 */
import type { ClientQueryResponse, QueryResultColumn } from '@wharf/contract';
import type { TableDesign } from '../design/tableDesign';
import { newDesign } from '../design/tableDesign';
import { DEFAULT_ADDIN_SETTINGS } from '../host/addinSettings';

export const SETTINGS = {
  ...DEFAULT_ADDIN_SETTINGS,
  defaultNumberFormat: '#,##0.00',
  defaultDateFormat: 'd mmm yyyy',
};

function column(
  ref: string,
  dataType: QueryResultColumn['dataType'],
  role: QueryResultColumn['role'],
  format: string | null = null,
  grain: QueryResultColumn['grain'] = null,
): QueryResultColumn {
  return {
    ref,
    name: ref,
    friendlyName: ref,
    dataType,
    role,
    aggregate: null,
    grain,
    format,
    measure: null,
    definition: null,
  };
}

export const ANSWER: ClientQueryResponse = {
  columns: [
    column('customer_id', 'integer', 'dimension'),
    column('measure:revenue', 'numeric', 'measure', '#,##0.00'),
    column('on_hand', 'numeric', 'measure'),
    column('measure:gross_margin', 'numeric', 'measure', '0.0%'),
    column('order_date', 'date', 'dimension'),
    column('shipped_at', 'timestamptz', 'dimension'),
    column('order.order_date', 'date', 'dimension', null, 'month'),
    column('product.created_at', 'timestamptz', 'dimension', null, 'year'),
  ],
  rows: [
    [
      10017,
      101040.3,
      53855,
      0.4213,
      '2026-11-29',
      '2026-12-13T01:43:33Z',
      '2025-01-01',
      '2024-01-01T00:00:00Z',
    ],
    [2, 1357939, 0.8, 0, '2026-01-05', '2026-01-05T13:05:00Z', '2026-11-01', '2026-01-01T00:00:00Z'],
  ],
  offset: 0,
  nextOffset: null,
  totalRows: 2,
  truncated: false,
};

export const DESIGN: TableDesign = {
  ...newDesign(),
  id: 1,
  name: 'Stock and sales',
  table: 'sales_orders',
  columns: [
    'Customer ID',
    'Revenue',
    'Units on hand',
    'Gross margin %',
    'Ordered',
    'Shipped',
    'Order month',
    'Product year',
  ].map((name, index) => ({
    id: index + 1,
    kind: 'source' as const,
    name,
    ref: ANSWER.columns[index]?.ref ?? '',
    // A day format the design chose for a month group still reads as the month.
    ...(name === 'Order month' ? { format: 'yyyy-mm-dd', grain: 'month' as const } : {}),
  })),
};

/** What a person reads in each cell, the same wherever it is shown. */
export const EXPECTED = [
  ['10017', '101,040.30', '53,855', '42.1%', '29 Nov 2026', '13 Dec 2026 01:43', 'Jan 2025', '2024'],
  ['2', '1,357,939.00', '1', '0.0%', '5 Jan 2026', '5 Jan 2026 13:05', 'Nov 2026', '2026'],
];
