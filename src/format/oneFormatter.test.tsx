/**
 * One design's cells, cell by cell: the designer's preview, the browser grid, the landed Excel table's number
 * formats and the .xlsx download read each figure and date alike, under the person's own default formats.
 */
import { render, screen, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANSWER, DESIGN, EXPECTED, SETTINGS } from './oneDesignCells';
import { landingColumns } from '../design/buildQuery';
import { previewColumns } from '../features/tables/designer/previewColumns';
import { ADDIN_SETTINGS_KEY } from '../host/addinSettings';
import { withDefaultFormats } from '../landing/landingSettings';
import { QueryPreview } from '../landing/preview/QueryPreview';
import type { PreviewRows } from '../landing/preview/usePreviewRows';
import { ResultGrid } from '../landing/grid/ResultGrid';
import { xlsxBytes } from '../landing/grid/xlsx';
import { formatCell } from './cellText';
import { formatDateCode } from './dateCode';
import { sizeElementsAsPane } from '../testing/paneSize';

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
