import { beforeEach, describe, expect, it } from 'vitest';
import { browserTableWriter, useLandedTables } from '../browserTableWriter';
import { setGridNote, useGridNotes } from '../gridNotes';
import type { CellValue } from '../types';
import { gridChanges } from './gridChanges';

const columns = [{ name: 'Order' }, { name: 'Status' }, { name: 'Total' }];
const FIRST: CellValue[][] = [
  ['SO-1', 'Open', 10],
  ['SO-2', 'Open', 20],
  ['SO-3', 'Open', 30],
];
const SECOND: CellValue[][] = [
  ['SO-3', 'Shipped', 30],
  ['SO-1', 'Open', 10],
  ['SO-4', 'Open', 40],
];

const land = (rows: CellValue[][], rowKey: number[] | null = [0]) =>
  browserTableWriter.writeTable({
    tableName: 'Orders',
    anchor: 'A1',
    columns,
    rows: rows.map((row) => row.slice()),
    ...(rowKey ? { rowKey } : {}),
  });

beforeEach(() => {
  useLandedTables.setState({ tables: {} });
  useGridNotes.setState({ notes: {} });
  window.localStorage.clear();
});

describe('a refresh by key in the browser tab', () => {
  it('matches rows by key whatever their order: the changed cells, the new rows and the removed keys', () => {
    expect(gridChanges(FIRST, SECOND, [0])).toEqual({
      changedCells: new Map([[0, [1]]]),
      newRows: new Set([2]),
      removedKeys: ['SO-2'],
      changedCellCount: 1,
    });
  });

  it('marks nothing when a key is held by two rows', () => {
    expect(gridChanges([...FIRST, ['SO-1', 'Open', 11]], SECOND, [0])).toBeNull();
  });

  it("says what changed as Excel's refresh does, the removed row with the person's note", async () => {
    await land(FIRST);
    setGridNote('Orders', 'SO-2', 'call back');
    const result = await land(SECOND);
    expect(result.keyed?.refresh).toMatchObject({
      changedRows: 1,
      changedCells: 1,
      newRows: 1,
      removed: [{ key: 'SO-2', notes: [{ column: 'Note', value: 'call back' }] }],
      conflicts: [],
    });
    expect(useLandedTables.getState().tables['Orders']?.changes?.newRows).toEqual(new Set([2]));
    // The note is kept, should the row come back.
    expect(JSON.parse(window.localStorage.getItem('wharf.gridNotes') ?? '{}')).toEqual({
      Orders: { 'SO-2': 'call back' },
    });
  });

  it('lands rows without a key as before: nothing matched, nothing marked', async () => {
    await land(FIRST, null);
    const result = await land(SECOND, null);
    expect(result.keyed).toBeUndefined();
    expect(useLandedTables.getState().tables['Orders']?.changes).toBeUndefined();
  });
});
