// @vitest-environment node
/** The Excel writer against the fake Excel the browser tests serve (tests/fixtures/fakeOffice.ts), run in jsdom. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeOffice, type FakeExcelOptions } from '../../tests/fixtures/fakeOffice';
import { EXCEL_EDIT_MODE_CANCELLED } from '../messages';
import { createExcelTableWriter } from './excelTableWriter';
import type { CellValue, LandingColumn } from './types';

const columns: LandingColumn[] = [
  { name: 'Order', format: '0' },
  { name: 'Customer' },
  { name: 'Amount', format: '#,##0.00' },
];
const sampleRows = (count: number): CellValue[][] =>
  Array.from({ length: count }, (_, i) => [i + 1, `Customer ${i + 1}`, (i + 1) * 1.5]);

function excel(options: FakeExcelOptions = {}, excelApi = '1.13') {
  return installFakeOffice({ host: 'Excel', requirementSets: { ExcelApi: excelApi }, excel: options });
}

afterEach(() => {
  const realm = globalThis as { Office?: unknown; Excel?: unknown; __fakeExcel?: unknown };
  delete realm.Office;
  delete realm.Excel;
  delete realm.__fakeExcel;
  vi.useRealTimers();
});

describe('landing a table in Excel', () => {
  it('writes the values, then adds the table over them, then the number formats, with calculation suspended', async () => {
    const fake = excel();
    const progress: number[] = [];
    const result = await createExcelTableWriter().writeTable({
      tableName: 'Orders',
      anchor: 'B2',
      columns,
      rows: sampleRows(3),
      onProgress: (written) => progress.push(written),
    });
    expect(result).toMatchObject({ rowCount: 3, address: 'Sheet1!B2:D5' });
    expect(fake.tables()).toEqual([{ name: 'Orders', sheet: 'Sheet1', address: 'B2:D5' }]);
    expect(fake.cells('Sheet1', 'B2:D3')).toEqual([
      ['Order', 'Customer', 'Amount'],
      [1, 'Customer 1', 1.5],
    ]);
    expect(fake.numberFormats('Sheet1', 'B3:D3')).toEqual([['0', 'General', '#,##0.00']]);
    const actions = fake.requests.flatMap((request) => request.actions);
    expect(actions.indexOf('setValues')).toBeLessThan(actions.indexOf('addTable'));
    expect(actions.indexOf('addTable')).toBeLessThan(actions.indexOf('setNumberFormat'));
    const writes = fake.requests.filter((request) => request.actions.includes('setValues'));
    expect(writes.every((request) => request.calculationSuspended)).toBe(true);
    expect(progress).toEqual([3]);
    expect(result.requests).toBe(fake.requests.length);
  });

  it('does not suspend calculation before ExcelApi 1.6', async () => {
    const fake = excel({}, '1.4');
    await createExcelTableWriter().writeTable({ tableName: 'Orders', columns, rows: sampleRows(2) });
    expect(fake.requests.some((request) => request.calculationSuspended)).toBe(false);
  });

  it('splits the rows into requests that stay under the payload limit', async () => {
    const fake = excel({ payloadLimitBytes: 20_000 });
    const progress: number[] = [];
    const result = await createExcelTableWriter({ budgetBytes: 16_000 }).writeTable({
      tableName: 'Orders',
      columns,
      rows: sampleRows(2000),
      onProgress: (written) => progress.push(written),
    });
    expect(fake.requests.every((request) => request.outcome === 'ok')).toBe(true);
    expect(Math.max(...fake.requests.map((request) => request.bytes))).toBeLessThanOrEqual(20_000);
    expect(result.largestRequestBytes).toBeLessThanOrEqual(16_000);
    expect(progress.length).toBeGreaterThan(3);
    expect(progress.at(-1)).toBe(2000);
    expect(fake.cells('Sheet1', 'A2001:C2001')).toEqual([[2000, 'Customer 2000', 3000]]);
  });

  it('blanks nulls and keeps "=" text as text in every block, clearing what an earlier landing left', async () => {
    const fake = excel();
    await createExcelTableWriter().writeTable({ tableName: 'Orders', columns, rows: sampleRows(300) });
    const rows: CellValue[][] = Array.from({ length: 300 }, (_, i) => [
      i + 1,
      i % 2 === 0 ? `=Customer ${i + 1}` : `Customer ${i + 1}`,
      i % 3 === 0 ? null : (i + 1) * 1.5,
    ]);
    const expected = rows.map(([order, customer, amount]) => [order, customer, amount ?? '']);
    const before = fake.requests.length;
    // Blocks of a few rows, so rows with both land on each side of many block boundaries.
    const result = await createExcelTableWriter({ budgetBytes: 400 }).writeTable({
      tableName: 'Orders',
      columns,
      rows,
    });
    const writes = fake.requests.slice(before).filter((request) => request.actions.includes('setValues'));
    expect(writes.length).toBeGreaterThanOrEqual(20);
    expect(writes.every((request) => request.outcome === 'ok')).toBe(true);
    expect(result.largestRequestBytes).toBeLessThanOrEqual(400);
    expect(fake.cells('Sheet1', 'A2:C301')).toEqual(expected);
  });

  it('halves a block the host refuses as too large and carries on', async () => {
    const fake = excel({ payloadLimitBytes: 20_000 });
    const result = await createExcelTableWriter({ budgetBytes: 60_000, maxRows: 5000 }).writeTable({
      tableName: 'Orders',
      columns,
      rows: sampleRows(2000),
    });
    const refused = fake.requests.filter((request) => request.outcome === 'RequestPayloadSizeLimitExceeded');
    expect(refused.length).toBeGreaterThan(0);
    expect(result.rowCount).toBe(2000);
    expect(fake.cells('Sheet1', 'A2001:B2001')).toEqual([[2000, 'Customer 2000']]);
  });

  it("never overwrites the user's cells: it refuses, naming them, and writes nothing", async () => {
    const fake = excel({ cells: [{ sheet: 'Sheet1', address: 'C4', values: [['keep me']] }] });
    const landing = createExcelTableWriter().writeTable({
      tableName: 'Orders',
      columns,
      rows: sampleRows(5),
    });
    await expect(landing).rejects.toMatchObject({ kind: 'target-not-empty' });
    await expect(landing).rejects.toThrow('Sheet1!A1:C6, and Sheet1!C4 already holds data');
    expect(fake.cells('Sheet1', 'A1:C4')).toEqual([
      ['', '', ''],
      ['', '', ''],
      ['', '', ''],
      ['', '', 'keep me'],
    ]);
    expect(fake.tables()).toEqual([]);
  });

  it('replaces a table where it stands, growing into empty cells and keeping the cells around it', async () => {
    const fake = excel({
      cells: [
        { sheet: 'Sheet1', address: 'E1:E2', values: [['note'], ['beside']] },
        { sheet: 'Sheet1', address: 'A12', values: [['below']] },
      ],
    });
    const writer = createExcelTableWriter();
    await writer.writeTable({ tableName: 'Orders', columns, rows: sampleRows(5) });
    await writer.writeTable({ tableName: 'Orders', columns, rows: sampleRows(8) });
    expect(fake.tables()).toEqual([{ name: 'Orders', sheet: 'Sheet1', address: 'A1:C9' }]);
    await writer.writeTable({ tableName: 'Orders', columns: columns.slice(0, 2), rows: sampleRows(2) });
    expect(fake.tables()).toEqual([{ name: 'Orders', sheet: 'Sheet1', address: 'A1:B3' }]);
    // The cells the table gave up are empty again; the user's are where they were.
    expect(fake.cells('Sheet1', 'A4:C4')).toEqual([['', '', '']]);
    expect(fake.cells('Sheet1', 'C1:C2')).toEqual([[''], ['']]);
    expect(fake.cells('Sheet1', 'E1:E2')).toEqual([['note'], ['beside']]);
    expect(fake.cells('Sheet1', 'A12')).toEqual([['below']]);
    await expect(
      writer.writeTable({ tableName: 'Orders', columns, rows: sampleRows(20) }),
    ).rejects.toMatchObject({
      kind: 'target-not-empty',
    });
  });

  it('writes a calculated column as its formula', async () => {
    const fake = excel();
    await createExcelTableWriter().writeTable({
      tableName: 'Orders',
      columns: [...columns, { name: 'Doubled', formula: '=[@Amount]*2' }],
      rows: sampleRows(2).map((row) => [...row, null]),
    });
    expect(fake.cells('Sheet1', 'D2:D3')).toEqual([['=[@Amount]*2'], ['=[@Amount]*2']]);
  });

  it('waits out cell-edit mode, then lands', async () => {
    vi.useFakeTimers();
    const fake = excel();
    fake.enterCellEditMode(2000);
    const onPendingEdit = vi.fn();
    const landing = createExcelTableWriter().writeTable({
      tableName: 'Orders',
      columns,
      rows: sampleRows(3),
      onPendingEdit,
    });
    await vi.advanceTimersByTimeAsync(2400);
    await expect(landing).resolves.toMatchObject({ rowCount: 3 });
    expect(
      fake.requests.filter((request) => request.outcome === 'InvalidOperationInCellEditMode'),
    ).toHaveLength(3);
    expect(onPendingEdit.mock.calls).toEqual([[true], [false]]);
  });

  it('cancels with the warning when Excel stays in cell-edit mode for 30 s', async () => {
    vi.useFakeTimers();
    const fake = excel();
    fake.enterCellEditMode(60_000);
    const landing = createExcelTableWriter()
      .writeTable({ tableName: 'Orders', columns, rows: sampleRows(3) })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(landing).resolves.toMatchObject({
      kind: 'edit-mode-timeout',
      message: EXCEL_EDIT_MODE_CANCELLED,
    });
    expect(fake.tables()).toEqual([]);
  });

  it('stops between blocks when the landing is cancelled', async () => {
    excel({ payloadLimitBytes: 20_000 });
    const controller = new AbortController();
    const landing = createExcelTableWriter({ budgetBytes: 16_000 }).writeTable({
      tableName: 'Orders',
      columns,
      rows: sampleRows(2000),
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(landing).rejects.toMatchObject({ kind: 'cancelled' });
  });
});

describe('header notes in the fake Excel (ExcelApi 1.18)', () => {
  const noted: LandingColumn[] = [
    { name: 'Branch' },
    { name: 'Revenue', format: '#,##0.00', note: 'Revenue: Sum of order subtotals.' },
  ];

  it('refuses a second note on a noted cell, as Excel does', async () => {
    excel({ notes: [{ sheet: 'Sheet1', address: 'A1', content: 'mine' }] }, '1.18');
    const adding = Excel.run(async (context) => {
      context.workbook.worksheets.getItem('Sheet1').notes.add('A1', 'another');
      await context.sync();
    });
    await expect(adding).rejects.toMatchObject({ code: 'InvalidArgument' });
  });

  it('lands a measure’s definition on its header, and rewrites it on the next landing', async () => {
    const fake = excel({}, '1.18');
    await createExcelTableWriter().writeTable({ tableName: 'Sales', columns: noted, rows: [['North', 1]] });
    expect(fake.notes('Sheet1')).toEqual([{ address: 'B1', content: 'Revenue: Sum of order subtotals.' }]);
    const changed = noted.map((column) =>
      column.note ? { ...column, note: 'Revenue: Sum of order subtotals, tax excluded.' } : column,
    );
    await createExcelTableWriter().writeTable({ tableName: 'Sales', columns: changed, rows: [['North', 1]] });
    expect(fake.notes('Sheet1')).toEqual([
      { address: 'B1', content: 'Revenue: Sum of order subtotals, tax excluded.' },
    ]);
    expect(fake.requests.flatMap((request) => request.actions)).toContain('setNoteContent');
  });

  it('writes no notes before ExcelApi 1.18', async () => {
    const fake = excel({}, '1.17');
    await createExcelTableWriter().writeTable({ tableName: 'Sales', columns: noted, rows: [['North', 1]] });
    expect(fake.notes('Sheet1')).toEqual([]);
  });
});
