/**
 * One design's cells, cell by cell: the designer's preview, the browser grid, the landed Excel table's number
 * formats and the .xlsx download read each figure and date alike, under the person's own default formats.
 */
import { render, screen, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClientQueryResponse, QueryResultColumn } from '@wharf/contract';
import type { TableDesign } from '../design/tableDesign';
import { newDesign } from '../design/tableDesign';
import { landingColumns } from '../design/buildQuery';
import { previewColumns } from '../features/tables/designer/previewColumns';
import { ADDIN_SETTINGS_KEY, DEFAULT_ADDIN_SETTINGS } from '../host/addinSettings';
import { withDefaultFormats } from '../landing/landingSettings';
import { QueryPreview } from '../landing/preview/QueryPreview';
import type { PreviewRows } from '../landing/preview/usePreviewRows';
import { ResultGrid } from '../landing/grid/ResultGrid';
import { xlsxBytes } from '../landing/grid/xlsx';
import { formatCell } from './cellText';
import { formatDateCode } from './dateCode';
import { sizeElementsAsPane } from '../testing/paneSize';

const SETTINGS = {
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

const ANSWER: ClientQueryResponse = {
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

const DESIGN: TableDesign = {
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
const EXPECTED = [
  ['10017', '101,040.30', '53,855', '42.1%', '29 Nov 2026', '13 Dec 2026 01:43', 'Jan 2025', '2024'],
  ['2', '1,357,939.00', '1', '0.0%', '5 Jan 2026', '5 Jan 2026 13:05', 'Nov 2026', '2026'],
];

const preview = {
  data: ANSWER,
  hasQuery: true,
  settling: false,
  isFetching: false,
  isError: false,
} as PreviewRows;

const landed = () => withDefaultFormats(DESIGN, landingColumns(DESIGN), ANSWER.columns, SETTINGS);

beforeEach(() => localStorage.setItem(ADDIN_SETTINGS_KEY, JSON.stringify(SETTINGS)));
afterEach(() => localStorage.clear());

describe('one formatter for every place a design shows its cells', () => {
  it('the designer preview shows each cell as the person reads it', () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <QueryPreview preview={preview} columns={previewColumns(DESIGN)} />
      </FluentProvider>,
    );
    const table = screen.getByRole('table', { name: 'Preview' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual(EXPECTED);
  });

  it('a month holding part of its period reads as the month, its mark after it', () => {
    const partial = {
      ...preview,
      data: {
        ...ANSWER,
        partialGroups: [
          { column: 'order.order_date', value: '2026-11-01', from: '2026-11-01', through: '2026-11-28' },
        ],
      },
    } as PreviewRows;
    render(
      <FluentProvider theme={webLightTheme}>
        <QueryPreview preview={partial} columns={previewColumns(DESIGN).slice(6)} />
      </FluentProvider>,
    );
    expect(screen.getByText('Nov 2026 (1–28 only)')).toBeInTheDocument();
    expect(screen.queryByText(/2026-11-01/)).not.toBeInTheDocument();
  });

  it('the browser grid shows the same text in every cell', () => {
    const restoreSizes = sizeElementsAsPane();
    // Virtualized: a narrow grid renders a few columns at a time, so each half is checked on its own.
    const columns = landed();
    for (const start of [0, 3, 6]) {
      const { unmount } = render(
        <ResultGrid
          label="Landed"
          columns={columns.slice(start, start + 3)}
          rows={ANSWER.rows.map((row) => row.slice(start, start + 3))}
        />,
      );
      const rows = screen.getAllByRole('row').slice(1);
      expect(
        rows.map((row) =>
          within(row)
            .getAllByRole('gridcell')
            .map((cell) => cell.textContent),
        ),
      ).toEqual(EXPECTED.map((row) => row.slice(start, start + 3)));
      unmount();
    }
    restoreSizes();
  });

  it('the landed Excel table and the .xlsx hold each value in the format that reads the same', async () => {
    const columns = landed();
    expect(columns.map((c) => c.format)).toEqual([
      undefined,
      '#,##0.00',
      '#,##0',
      '0.0%',
      'd mmm yyyy',
      'd mmm yyyy hh:mm',
      'mmm yyyy',
      'yyyy',
    ]);
    const bytes = await xlsxBytes({ tableName: 'Stock_and_sales', columns, rows: ANSWER.rows });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.slice().buffer);
    const sheet = workbook.getWorksheet('Stock_and_sales') ?? workbook.worksheets[0];
    const read = EXPECTED.map((_, rowIndex) =>
      columns.map((_, columnIndex) => {
        const cell = sheet?.getRow(rowIndex + 2).getCell(columnIndex + 1);
        const value = cell?.value;
        const format = cell?.numFmt;
        expect(format || undefined).toBe(columns[columnIndex]?.format);
        if (value instanceof Date) return formatDateCode(value, format ?? '');
        return formatCell(typeof value === 'number' || typeof value === 'string' ? value : null, format);
      }),
    );
    expect(read).toEqual(EXPECTED);
  });
});
