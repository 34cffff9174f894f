/**
 * Reads a landed table for a refresh by key: its place and header first, then its body in blocks small enough for
 * one response each (Excel on the web refuses one over 5 MB), each handed on and dropped.
 */
import { rectAddress, type Rect } from '../address';
import type { ReadCell } from '../tableFingerprint';

/** Cells per read: a few MB of values at most. */
const CELLS_PER_READ = 200_000;

export interface KeyedTablePlace {
  sheetName: string;
  /** The whole table, header included. */
  range: Rect;
  header: string[];
}

export function readKeyedTable(
  tableName: string,
  start: (place: KeyedTablePlace) => boolean,
  onRows: (rows: ReadCell[][]) => void,
): Promise<KeyedTablePlace | null> {
  return Excel.run(async (context) => {
    const table = context.workbook.tables.getItemOrNullObject(tableName);
    table.load('name');
    await context.sync();
    if (table.isNullObject) return null;
    const whole = table.getRange();
    whole.load(['rowIndex', 'columnIndex', 'rowCount', 'columnCount']);
    const sheet = table.worksheet;
    sheet.load('name');
    await context.sync();
    const range: Rect = {
      top: whole.rowIndex,
      left: whole.columnIndex,
      rows: whole.rowCount,
      columns: whole.columnCount,
    };
    const headerRange = sheet.getRange(rectAddress({ ...range, rows: 1 }));
    headerRange.load('values');
    await context.sync();
    const header = ((headerRange.values as ReadCell[][])[0] ?? []).map((cell) => String(cell ?? ''));
    const place: KeyedTablePlace = { sheetName: sheet.name, range, header };
    if (!start(place)) return place;
    const blockRows = Math.max(1, Math.floor(CELLS_PER_READ / Math.max(1, range.columns)));
    for (let offset = 1; offset < range.rows; offset += blockRows) {
      const count = Math.min(blockRows, range.rows - offset);
      const block = sheet.getRange(rectAddress({ ...range, top: range.top + offset, rows: count }));
      block.load('values');
      // One sync per block on purpose: a single sync would answer every block in one response over the limit.
      // eslint-disable-next-line office-addins/no-context-sync-in-loop
      await context.sync();
      onRows(block.values as ReadCell[][]);
    }
    return place;
  });
}
