// @vitest-environment node
/**
 * The download read back by another library than the one that wrote it (ExcelJS): what a person opening the file
 * in Excel finds — the table, its filter buttons, formats, widths, computed formulas, header notes and "About".
 */
import { DOMParser, onWarningStopParsing } from '@xmldom/xmldom';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { LandingColumn } from '../../../host';
import { xlsxBytes, type XlsxDownload } from '../xlsx';

const LANDED_AT = Date.UTC(2026, 10, 26, 9, 19);
const REVENUE_NOTE = 'Revenue: Sum of order subtotals, tax excluded, of orders that count as sales.';
const columns: LandingColumn[] = [
  { name: 'Order Date', format: 'dd/mm/yyyy' },
  { name: 'Customer' },
  { name: 'Revenue', format: '#,##0.00', note: REVENUE_NOTE },
  { name: 'Units' },
  { name: 'Revenue per unit', formula: '=[@Revenue]/[@Units]', format: '0.00' },
];
const download: XlsxDownload = {
  tableName: 'Open_orders_2025',
  columns,
  rows: [
    ['2025-03-31', 'Fraser Ltd with a long company name', 1234.5, 10, null],
    ['2025-04-01', 'Ben Harris', 99, 0, null],
  ],
  landedAt: LANDED_AT,
  about: {
    designName: 'Open orders 2025',
    filters: ['Status is Open', 'Order Date is between 2025-01-01 and 2025-12-31'],
    sources: ['Sales Orders', 'Customers'],
  },
};

async function read(input: XlsxDownload): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  const bytes = await xlsxBytes(input);
  // A copy in an ArrayBuffer of its own: what ExcelJS's load takes.
  await workbook.xlsx.load(bytes.slice().buffer);
  return workbook;
}

async function sheetOf(input: XlsxDownload, name: string): Promise<ExcelJS.Worksheet> {
  const sheet = (await read(input)).getWorksheet(name);
  if (!sheet) throw new Error(`No sheet ${name}`);
  return sheet;
}

function noteText(cell: ExcelJS.Cell): string {
  const { note } = cell;
  if (typeof note === 'string') return note;
  return (note?.texts ?? []).map((part) => part.text).join('');
}

describe('the .xlsx download read back with ExcelJS', () => {
  it('holds an Excel table named as the Excel landing names it, with its header row and filter buttons', async () => {
    const sheet = await sheetOf(download, 'Open orders 2025');
    const table = sheet.getTable('Open_orders_2025') as unknown as {
      table: { name: string; ref?: string; tableRef?: string; autoFilterRef?: string; headerRow?: boolean };
    };
    expect(table.table.name).toBe('Open_orders_2025');
    expect(table.table.tableRef ?? table.table.ref).toBe('A1:E3');
    expect(table.table.autoFilterRef).toBe('A1:E3');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Order Date',
      'Customer',
      'Revenue',
      'Units',
      'Revenue per unit',
    ]);
  });

  it('keeps the design’s number and date formats, real dates, and widths that fit the content', async () => {
    const sheet = await sheetOf(download, 'Open orders 2025');
    const date = sheet.getCell('A2');
    expect(date.value).toEqual(new Date(Date.UTC(2025, 2, 31)));
    expect(date.numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getCell('C2').value).toBe(1234.5);
    expect(sheet.getCell('C2').numFmt).toBe('#,##0.00');
    const customer = sheet.getColumn(2).width ?? 0;
    expect(customer).toBeGreaterThanOrEqual('Fraser Ltd with a long company name'.length);
    expect(sheet.getColumn(4).width).toBeLessThan(customer);
    expect(sheet.getColumn(5).width).toBeGreaterThanOrEqual('Revenue per unit'.length);
  });

  it('writes each calculated cell’s formula with the value the grid computes cached', async () => {
    const sheet = await sheetOf(download, 'Open orders 2025');
    expect(sheet.getCell('E2').value).toEqual({ formula: 'C2/D2', result: 123.45 });
    expect(sheet.getCell('E2').numFmt).toBe('0.00');
    expect(sheet.getCell('E3').value).toEqual({ formula: 'C3/D3', result: { error: '#DIV/0!' } });
  });

  it('puts a measure’s definition on its header as a note, and none on the other headers', async () => {
    const sheet = await sheetOf(download, 'Open orders 2025');
    expect(noteText(sheet.getCell('C1'))).toBe(REVENUE_NOTE);
    expect(sheet.getCell('B1').note).toBeUndefined();
  });

  it('says on an About sheet what the table is: design, filters in words, refresh time, warehouse tables', async () => {
    const about = await sheetOf(download, 'About');
    const lines = about
      .getSheetValues()
      .slice(1)
      .map((row) =>
        Array.isArray(row)
          ? row
              .slice(1)
              .map((v) => (typeof v === 'string' ? v : ''))
              .join(' | ')
          : '',
      );
    // Written as every screen writes a moment (src/format/words.ts).
    const refreshed = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(LANDED_AT),
    );
    expect(lines).toEqual([
      'About this table',
      '',
      'Design | Open orders 2025',
      'Excel table | Open_orders_2025, on the sheet “Open orders 2025”',
      'Filters | Status is Open',
      ' | Order Date is between 2025-01-01 and 2025-12-31',
      `Refreshed | ${refreshed}`,
      'Warehouse tables | Sales Orders',
      ' | Customers',
      'Rows | 2',
      `Measures | ${REVENUE_NOTE}`,
    ]);
    expect(lines.join('\n')).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('makes a valid table of an empty result and of a name Excel refuses', async () => {
    const workbook = await read({ tableName: 'A1', columns: [{ name: 'Order' }], rows: [] });
    const [sheet] = workbook.worksheets;
    if (!sheet) throw new Error('No sheet');
    expect(sheet.name).toBe('A1');
    const table = sheet.getTable('T_A1') as unknown as { table: { tableRef?: string; ref?: string } };
    expect(table.table.tableRef ?? table.table.ref).toBe('A1:A2');
    expect(workbook.getWorksheet('About')).toBeDefined();
  });

  it('is a package whose every part is well-formed XML with a declared content type', async () => {
    const parts = unzipSync(await xlsxBytes(download));
    const types = strFromU8(parts['[Content_Types].xml'] ?? new Uint8Array());
    for (const [path, bytes] of Object.entries(parts)) {
      const xml = strFromU8(bytes);
      expect(() =>
        new DOMParser({ onError: onWarningStopParsing }).parseFromString(xml, 'text/xml'),
      ).not.toThrow();
      const extension = path.split('.').pop() ?? '';
      const declared =
        types.includes(`PartName="/${path}"`) || types.includes(`Default Extension="${extension}"`);
      expect(declared, path).toBe(true);
    }
    expect(Object.keys(parts)).toEqual(
      expect.arrayContaining(['xl/comments1.xml', 'xl/drawings/vmlDrawing1.vml', 'xl/tables/table1.xml']),
    );
  });
});
