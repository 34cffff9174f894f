// @vitest-environment node
/**
 * Refreshing a table on the fake Excel host (tests/fixtures/fakeOffice.ts, in jsdom): a refresh of a table edited by hand
 * says how many cells changed and keeps the edits when asked, rows the user added below stay, and out-of-date
 * appears when the warehouse lands newer data and goes after a refresh.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeOffice, type FakeExcelControl } from '../../tests/fixtures/fakeOffice';
import type { ClientQueryResponse } from '@wharf/contract';
import { isOutOfDate, type SourceLanding } from './freshness';
import { excelTableWriter, useHostStore } from '../host';
import { readLandedTableRecord } from '../host/records';
import { newDesign, type TableDesign } from '../design/tableDesign';
import { refreshTable, type HandEditChoice, type RefreshOptions } from './refreshTable';

const design: TableDesign = {
  ...newDesign(),
  id: 3,
  name: 'Orders',
  table: 'sales_orders',
  columns: [
    { id: 1, kind: 'source', name: 'Order', ref: 'order_number' },
    { id: 2, kind: 'source', name: 'Total', ref: 'total' },
  ],
  landing: { sheet: '', tableName: 'Orders' },
  nextId: 3,
};

/** The warehouse's rows: `version` changes the totals, as a new import would. */
function pages(version: number) {
  return (): Promise<ClientQueryResponse> =>
    Promise.resolve({
      columns: [],
      rows: [1, 2, 3].map((n) => [`SO-${n}`, n * 10 * version]),
      offset: 0,
      nextOffset: null,
      totalRows: 3,
      truncated: false,
    });
}

let fake: FakeExcelControl;
let landings: SourceLanding[];

function options(decide: RefreshOptions['decide'], version = 1): RefreshOptions {
  return {
    writer: excelTableWriter,
    mode: 'excel',
    warnBeforeOverwrite: true,
    decide,
    sources: ['sales_orders'],
    readLandings: () => Promise.resolve(landings),
    requestPage: pages(version),
  };
}

const never: RefreshOptions['decide'] = () => Promise.reject(new Error('no hand edits were expected'));

beforeEach(() => {
  fake = installFakeOffice({ host: 'Excel', requirementSets: { ExcelApi: '1.13' } });
  useHostStore.setState({ status: 'ready', mode: 'excel', diagnostics: null });
  landings = [{ tableName: 'sales_orders', lastLanded: '2026-11-23T08:00:00.000Z' }];
});

afterEach(() => {
  const realm = globalThis as { Office?: unknown; Excel?: unknown; __fakeExcel?: unknown };
  delete realm.Office;
  delete realm.Excel;
  delete realm.__fakeExcel;
  useHostStore.setState({ status: 'detecting', mode: 'browser', diagnostics: null });
});

/** 300,000 rows × 2: past the cells' limit and past MAX_ROW_HASHES rows, so its fingerprint hashes 3 rows at a time. */
const LARGE_ROWS = 300_000;
const largeDesign: TableDesign = { ...design, limit: LARGE_ROWS };

function largePages(): () => Promise<ClientQueryResponse> {
  return () =>
    Promise.resolve({
      columns: [],
      rows: Array.from({ length: LARGE_ROWS }, (_, n) => [`SO-${n + 1}`, n + 1]),
      offset: 0,
      nextOffset: null,
      totalRows: LARGE_ROWS,
      truncated: false,
    });
}

describe('refreshing a landed table in Excel', () => {
  it('records what it landed from and its fingerprint in the workbook, and a second refresh asks nothing', async () => {
    await refreshTable(design, options(never));
    const record = readLandedTableRecord('Orders');
    expect(record).toMatchObject({
      designId: 3,
      sources: ['sales_orders'],
      dataAsOf: '2026-11-23T08:00:00.000Z',
      rowCount: 3,
      address: 'Sheet1!A1:B4',
    });
    expect(record?.fingerprint).toMatchObject({ rows: 3, columns: 2 });
    await expect(refreshTable(design, options(never))).resolves.toMatchObject({ tableName: 'Orders' });
  });

  it('keeps a large table’s fingerprint small, and says its count of edited cells is by groups of rows', async () => {
    await refreshTable(largeDesign, { ...options(never), requestPage: largePages() });
    const record = readLandedTableRecord('Orders');
    expect(record?.fingerprint).toMatchObject({ rows: LARGE_ROWS, columns: 2, rowsPerHash: 3 });
    expect(JSON.stringify(record?.fingerprint).length).toBeLessThan(700_000);
    // Body row 5 (sheet row 6) is in the group of body rows 4-6.
    fake.setCells('Sheet1', 'B6', [[-1]]);
    const decide = vi.fn((): Promise<HandEditChoice> => Promise.resolve('cancel'));
    await refreshTable(largeDesign, { ...options(decide), requestPage: largePages() });
    expect(decide).toHaveBeenCalledWith(3 * 2, 'Orders', 3);
  }, 120_000);

  it('counts the cells edited by hand and keeps them when asked, landing the refresh beside the table', async () => {
    await refreshTable(design, options(never));
    fake.setCells('Sheet1', 'B2:B3', [[111], [222]]);
    fake.setCells('Sheet1', 'A6', [['my note below']]);
    const decide = vi.fn((): Promise<HandEditChoice> => Promise.resolve('beside'));

    const result = await refreshTable(design, options(decide, 2));

    expect(decide).toHaveBeenCalledWith(2, 'Orders');
    expect(result?.tableName).toBe('Orders_2');
    expect(fake.cells('Sheet1', 'A2:B4')).toEqual([
      ['SO-1', 111],
      ['SO-2', 222],
      ['SO-3', 30],
    ]);
    expect(fake.tables()).toEqual([
      { name: 'Orders', sheet: 'Sheet1', address: 'A1:B4' },
      { name: 'Orders_2', sheet: 'Sheet1', address: 'D1:E4' },
    ]);
    expect(fake.cells('Sheet1', 'D2:E2')).toEqual([['SO-1', 20]]);
    expect(fake.cells('Sheet1', 'A6')).toEqual([['my note below']]);
  });

  it('overwrites the edits when told to refresh anyway, and writes nothing when cancelled', async () => {
    await refreshTable(design, options(never));
    fake.setCells('Sheet1', 'B2', [[999]]);

    await expect(
      refreshTable(
        design,
        options(() => Promise.resolve('cancel'), 2),
      ),
    ).resolves.toBeNull();
    expect(fake.cells('Sheet1', 'B2')).toEqual([[999]]);

    await refreshTable(
      design,
      options(() => Promise.resolve('refresh'), 2),
    );
    expect(fake.cells('Sheet1', 'A2:B2')).toEqual([['SO-1', 20]]);
    expect(fake.tables()).toEqual([{ name: 'Orders', sheet: 'Sheet1', address: 'A1:B4' }]);
  });

  it('asks nothing when the warning is turned off in /settings/addin', async () => {
    await refreshTable(design, options(never));
    fake.setCells('Sheet1', 'B2', [[999]]);
    await refreshTable(design, { ...options(never, 2), warnBeforeOverwrite: false });
    expect(fake.cells('Sheet1', 'B2')).toEqual([[20]]);
  });

  it('is out of date once an import lands newer data, and no longer after a refresh', async () => {
    await refreshTable(design, options(never));
    const landed = readLandedTableRecord('Orders');
    if (!landed) throw new Error('no record');
    expect(isOutOfDate(landed, landings)).toBe(false);

    landings = [{ tableName: 'sales_orders', lastLanded: '2026-11-23T09:15:00.000Z' }];
    expect(isOutOfDate(landed, landings)).toBe(true);

    await refreshTable(design, options(never, 2));
    const refreshed = readLandedTableRecord('Orders');
    if (!refreshed) throw new Error('no record');
    expect(refreshed.dataAsOf).toBe('2026-11-23T09:15:00.000Z');
    expect(isOutOfDate(refreshed, landings)).toBe(false);
  });
});
