// @vitest-environment node
/**
 * Refresh by key on the fake Excel host (tests/fixtures/fakeOffice.ts, in jsdom; docs/host.md, "Refresh by key"):
 * only changed cells are written, new rows are added and removed ones reported with the person's notes, the
 * person's columns stay with their row's key through a sort, an edit whose source did not change is kept and one
 * whose source changed too is a conflict. The table's fourth and fifth columns (D, E) are the hidden row check and cell check.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeOffice, type FakeExcelControl } from '../../tests/fixtures/fakeOffice';
import type { ClientQueryResponse, QueryCell } from '@wharf/contract';
import { excelTableWriter, useHostStore } from '../host';
import { readLandedTableRecord } from '../host/records';
import { newDesign, type TableDesign } from '../design/tableDesign';
import { refreshTable, type RefreshOptions } from './refreshTable';

const design: TableDesign = {
  ...newDesign(),
  id: 5,
  name: 'Orders',
  table: 'sales_orders',
  columns: [
    { id: 1, kind: 'source', name: 'Order', ref: 'order_number' },
    { id: 2, kind: 'source', name: 'Status', ref: 'status' },
    { id: 3, kind: 'source', name: 'Total', ref: 'total' },
  ],
  landing: { sheet: '', tableName: 'Orders' },
  nextId: 4,
};

type Row = [string, string, number];
const FIRST: Row[] = [
  ['SO-1', 'Open', 10],
  ['SO-2', 'Open', 20],
  ['SO-3', 'Open', 30],
  ['SO-4', 'Shipped', 40],
  ['SO-5', 'Open', 50],
  ['SO-6', 'Shipped', 60],
];

function source(rows: readonly Row[], rowKey: number[] | null = [0]) {
  return (): Promise<ClientQueryResponse> =>
    Promise.resolve({
      columns: [],
      rows: rows.map((row) => [...row] as QueryCell[]),
      offset: 0,
      nextOffset: null,
      totalRows: rows.length,
      truncated: false,
      rowKey,
    });
}

let fake: FakeExcelControl;

function options(rows: readonly Row[], warnBeforeOverwrite = true): RefreshOptions {
  return {
    writer: excelTableWriter,
    mode: 'excel',
    warnBeforeOverwrite,
    decide: () => Promise.reject(new Error('a keyed table asks nothing before its refresh')),
    sources: ['sales_orders'],
    readLandings: () => Promise.resolve([]),
    requestPage: source(rows),
  };
}

/** The table's rows as the person sees them: Order, Status, Total, Note, Flag (the hidden checks left out). */
const table = () =>
  fake
    .cells('Sheet1', `A2:G${Number(/\d+$/.exec(fake.tables()[0]?.address ?? 'A1')?.[0])}`)
    .map((row) => [...row.slice(0, 3), ...row.slice(5)]);
const rowOf = (order: string) => table().find((row) => row[0] === order);

beforeEach(() => {
  fake = installFakeOffice({ host: 'Excel', requirementSets: { ExcelApi: '1.20' } });
  useHostStore.setState({ status: 'ready', mode: 'excel', diagnostics: null });
});

afterEach(() => {
  const realm = globalThis as { Office?: unknown; Excel?: unknown; __fakeExcel?: unknown };
  delete realm.Office;
  delete realm.Excel;
  delete realm.__fakeExcel;
  useHostStore.setState({ status: 'detecting', mode: 'browser', diagnostics: null });
});

/** Lands FIRST, then the person's work: a note and a formula column, two edits, a sort by Total descending. */
async function landAndWork() {
  await refreshTable(design, options(FIRST));
  expect(readLandedTableRecord('Orders')?.keyed?.key).toEqual([0]);
  expect(fake.hiddenColumns('Sheet1')).toEqual(['D', 'E']);
  fake.setCells('Sheet1', 'F1:G1', [['Note', 'Flag']]);
  fake.resizeTable('Orders', 'A1:G7');
  fake.setCells('Sheet1', 'F3:G3', [['call back', '=[@Total]*2']]);
  fake.setCells('Sheet1', 'F6:G6', [['returned', '=[@Total]*3']]);
  // An edit whose source will not change (SO-2's status), one whose source will (SO-3's total), and one in a row
  // the source leaves alone (SO-4's status).
  fake.setCells('Sheet1', 'B3', [['On hold']]);
  fake.setCells('Sheet1', 'C4', [[33]]);
  fake.setCells('Sheet1', 'B5', [['Packed']]);
  fake.sortTable('Orders', 2, true);
}

const SECOND: Row[] = [
  ['SO-1', 'Open', 11],
  ['SO-2', 'Open', 21],
  ['SO-3', 'Open', 35],
  ['SO-4', 'Shipped', 40],
  ['SO-6', 'Shipped', 60],
  ['SO-7', 'Open', 70],
];

describe('a refresh by key in Excel', () => {
  it('writes only the changed cells and the new row, keeps the edit and lists the conflict and the removed row', async () => {
    await landAndWork();
    const before = fake.cellsWritten;
    const result = await refreshTable(design, options(SECOND));
    expect(result?.byKey).toMatchObject({
      changedRows: 2,
      changedCells: 2,
      newRows: 1,
      kept: 1,
      removed: [
        {
          key: 'SO-5',
          notes: [
            { column: 'Note', value: 'returned' },
            { column: 'Flag', value: '=[@Total]*3' },
          ],
        },
      ],
      conflicts: [{ key: 'SO-3', column: 'Total', mine: 33, source: 35, taken: 'mine' }],
    });
    // SO-1's and SO-2's totals, the two checks of the three rows the source changed, SO-7's three cells and two
    // checks and SO-5's note cleared from the place SO-7 takes: nothing else.
    expect(fake.cellsWritten - before).toBe(14);
    expect(result?.byKey?.cellsWritten).toBe(14);
    expect(rowOf('SO-1')).toEqual(['SO-1', 'Open', 11, '', '']);
    expect(rowOf('SO-2')).toEqual(['SO-2', 'On hold', 21, 'call back', '=[@Total]*2']);
    expect(rowOf('SO-4')?.[1]).toBe('Packed');
    expect(rowOf('SO-3')?.[2]).toBe(33);
    expect(rowOf('SO-5')).toBeUndefined();
    // The new row takes the removed row's place: the note goes, the person's formula for the column stays.
    expect(rowOf('SO-7')).toEqual(['SO-7', 'Open', 70, '', '=[@Total]*3']);
    expect(fake.tables()).toEqual([{ name: 'Orders', sheet: 'Sheet1', address: 'A1:G7' }]);
    // The sort the person made stays: no row moved.
    expect(table().map((row) => row[0])).toEqual(['SO-6', 'SO-7', 'SO-4', 'SO-3', 'SO-2', 'SO-1']);
  });

  it('finds a row whose cell check was emptied by its key cells, and lists its changed cells as conflicts', async () => {
    await landAndWork();
    const at = table().findIndex((row) => row[0] === 'SO-1') + 2;
    fake.setCells('Sheet1', `E${at}`, [['']]);
    const result = await refreshTable(design, options(SECOND));
    // Without its landed hashes SO-1's total cannot be told edited or not: it is listed, the person's value kept.
    expect(result?.byKey?.conflicts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'SO-1', column: 'Total', mine: 10, source: 11 }),
      ]),
    );
    expect(result?.byKey).toMatchObject({ newRows: 1, removed: [{ key: 'SO-5' }] });
    expect(rowOf('SO-1')?.[2]).toBe(10);
  });

  it("adds rows below the table and deletes the rows left over, the person's columns with them", async () => {
    await landAndWork();
    const more: Row[] = [
      ...SECOND.filter((row) => row[0] !== 'SO-7'),
      ['SO-7', 'Open', 70],
      ['SO-8', 'Open', 80],
    ];
    await refreshTable(design, options(more));
    expect(rowOf('SO-8')).toEqual(['SO-8', 'Open', 80, '', '']);
    expect(fake.tables()[0]?.address).toBe('A1:G8');
    const fewer = more.filter((row) => row[0] !== 'SO-2' && row[0] !== 'SO-4');
    const result = await refreshTable(design, options(fewer));
    expect(result?.byKey?.removed.map((row) => row.key).sort()).toEqual(['SO-2', 'SO-4']);
    expect(result?.byKey?.removed.find((row) => row.key === 'SO-2')?.notes).toEqual([
      { column: 'Note', value: 'call back' },
      { column: 'Flag', value: '=[@Total]*2' },
    ]);
    expect(fake.tables()[0]?.address).toBe('A1:G6');
    expect(
      table()
        .map((row) => row[0])
        .sort(),
    ).toEqual(['SO-1', 'SO-3', 'SO-6', 'SO-7', 'SO-8']);
    expect(rowOf('SO-6')?.slice(3)).toEqual(['', '']);
  });

  it('writes no cell and reads no row of the table when nothing changed, and the edits stay', async () => {
    await landAndWork();
    await refreshTable(design, options(SECOND));
    const before = fake.cellsWritten;
    const requests = fake.requests.length;
    const again = await refreshTable(design, options(SECOND));
    expect(fake.cellsWritten - before).toBe(0);
    expect(again?.byKey).toMatchObject({ changedCells: 0, newRows: 0, removed: [], kept: 0, conflicts: [] });
    // The header and the row check column are read, no whole row: a few hundred bytes for six rows.
    const read = fake.requests.slice(requests).reduce((sum, request) => sum + request.responseBytes, 0);
    expect(read).toBeLessThan(1_000);
    expect(rowOf('SO-2')?.[1]).toBe('On hold');
    expect(rowOf('SO-3')?.[2]).toBe(33);
    expect(rowOf('SO-4')?.[1]).toBe('Packed');
  });

  it("takes the source's value for a conflict when the setting does not keep hand edits, and says so", async () => {
    await landAndWork();
    const result = await refreshTable(design, options(SECOND, false));
    expect(result?.byKey?.conflicts).toMatchObject([{ key: 'SO-3', mine: 33, source: 35, taken: 'source' }]);
    expect(rowOf('SO-3')?.[2]).toBe(35);
    expect(rowOf('SO-2')?.[1]).toBe('On hold');
    expect(rowOf('SO-4')?.[1]).toBe('Packed');
  });

  it('is one undo step where ExcelApi 1.20 allows, with events off while it writes', async () => {
    await landAndWork();
    fake.runOptions.length = 0;
    await refreshTable(design, options(SECOND));
    expect(fake.runOptions).toContainEqual({ mergeUndoGroup: true, delayForCellEdit: true });
    expect(fake.eventsEnabled()).toBe(true);
    const writes = fake.requests.filter((request) => request.actions.includes('setValues'));
    expect(writes.at(-1)?.actions).toContain('suspendScreenUpdatingUntilNextSync');
  });

  it('lands the whole table, as before, for a design whose rows have no key', async () => {
    await refreshTable(design, { ...options(FIRST), requestPage: source(FIRST, null) });
    expect(readLandedTableRecord('Orders')?.keyed).toBeUndefined();
    const before = fake.cellsWritten;
    await refreshTable(design, { ...options(FIRST), requestPage: source(FIRST, null) });
    expect(fake.cellsWritten - before).toBe(21);
  });
});

describe("a refresh's conflicts, resolved after it", () => {
  it("locates a conflict's cell by its key after a sort, and takes the source's value one by one or all at once", async () => {
    const { locateConflict, takeSource } = await import('../host/refreshByKey/resolveConflicts');
    await landAndWork();
    fake.setCells('Sheet1', 'B2', [['Paused']]);
    const third: Row[] = SECOND.map((row) => (row[0] === 'SO-6' ? ['SO-6', 'Closed', 60] : row));
    const result = await refreshTable(design, options(third));
    const conflicts = result?.byKey?.conflicts ?? [];
    expect(conflicts.map((conflict) => conflict.key).sort()).toEqual(['SO-3', 'SO-6']);
    const keyed = readLandedTableRecord('Orders')?.keyed;
    if (!keyed) throw new Error('the table has no keyed record');
    fake.sortTable('Orders', 0);
    const soThree = conflicts.find((conflict) => conflict.key === 'SO-3');
    if (!soThree) throw new Error('no conflict for SO-3');
    expect(await locateConflict('Orders', keyed, soThree)).toBe(true);
    const row = table().findIndex((cells) => cells[0] === 'SO-3') + 2;
    expect(fake.selection()).toEqual({ sheet: 'Sheet1', address: `C${row}` });
    expect((await takeSource('Orders', keyed, [soThree])).length).toBe(1);
    expect(rowOf('SO-3')?.[2]).toBe(35);
    expect(rowOf('SO-6')?.[1]).toBe('Paused');
    await takeSource('Orders', keyed, conflicts);
    expect(rowOf('SO-6')?.[1]).toBe('Closed');
    // Resolved: the next refresh finds nothing to write and no conflict.
    const next = await refreshTable(design, options(third));
    expect(next?.byKey).toMatchObject({ changedCells: 0, conflicts: [] });
  });
});
