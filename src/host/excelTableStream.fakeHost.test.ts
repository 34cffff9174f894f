// @vitest-environment node
/** The Excel writer fed page by page (begin → append per page → finish) on the fake Excel host, in jsdom. */
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeOffice, type FakeExcelOptions } from '../../tests/fixtures/fakeOffice';
import { createExcelTableWriter } from './excelTableWriter';
import type { CellValue, LandingColumn } from './types';

const columns: LandingColumn[] = [{ name: 'Order', format: '0' }, { name: 'Customer' }];
const rowsFrom = (first: number, count: number): CellValue[][] =>
  Array.from({ length: count }, (_, i) => [first + i, `Customer ${first + i}`]);

function excel(options: FakeExcelOptions = {}) {
  return installFakeOffice({ host: 'Excel', requirementSets: { ExcelApi: '1.13' }, excel: options });
}

afterEach(() => {
  const realm = globalThis as { Office?: unknown; Excel?: unknown; __fakeExcel?: unknown };
  delete realm.Office;
  delete realm.Excel;
  delete realm.__fakeExcel;
});

describe('landing a table in Excel page by page', () => {
  it('writes each page as it is appended, the header with the first, and progress against the expected rows', async () => {
    const fake = excel();
    const progress: [number, number][] = [];
    const stream = await createExcelTableWriter().begin({
      tableName: 'Orders',
      columns,
      expectedRows: 4,
      onProgress: (written, total) => progress.push([written, total]),
    });
    await stream.append(rowsFrom(1, 2));
    expect(fake.cells('Sheet1', 'A1:B3')).toEqual([
      ['Order', 'Customer'],
      [1, 'Customer 1'],
      [2, 'Customer 2'],
    ]);
    await stream.append(rowsFrom(3, 2));
    const result = await stream.finish();
    expect(result).toMatchObject({ rowCount: 4, address: 'Sheet1!A1:B5' });
    expect(fake.tables()).toEqual([{ name: 'Orders', sheet: 'Sheet1', address: 'A1:B5' }]);
    expect(progress).toEqual([
      [2, 4],
      [4, 4],
    ]);
  });

  it('claims room for more rows than announced, and refuses the user’s cells there', async () => {
    const fake = excel({ cells: [{ sheet: 'Sheet1', address: 'A6', values: [['keep me']] }] });
    const stream = await createExcelTableWriter().begin({ tableName: 'Orders', columns, expectedRows: 2 });
    await stream.append(rowsFrom(1, 2));
    await stream.append(rowsFrom(3, 1));
    await expect(stream.append(rowsFrom(4, 2))).rejects.toMatchObject({ kind: 'target-not-empty' });
    expect(fake.cells('Sheet1', 'A6')).toEqual([['keep me']]);
  });

  it('shrinks a replaced table to the rows that came, clearing the rest of its old rows', async () => {
    const fake = excel();
    const writer = createExcelTableWriter();
    await writer.writeTable({ tableName: 'Orders', columns, rows: rowsFrom(1, 6) });
    const stream = await writer.begin({ tableName: 'Orders', columns, expectedRows: 6 });
    await stream.append(rowsFrom(10, 3));
    const result = await stream.finish();
    expect(result).toMatchObject({ rowCount: 3, address: 'Sheet1!A1:B4' });
    expect(fake.tables()).toEqual([{ name: 'Orders', sheet: 'Sheet1', address: 'A1:B4' }]);
    expect(fake.cells('Sheet1', 'A4:B7')).toEqual([
      [12, 'Customer 12'],
      ['', ''],
      ['', ''],
      ['', ''],
    ]);
  });
});
