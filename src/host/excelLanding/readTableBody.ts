/**
 * Reads a table's body (its rows without the header) in blocks small enough for one response each (Excel on the
 * web refuses a response over 5 MB), for the hand-edit fingerprint. Each block is handed on and dropped, so a table
 * of a full sheet is never held whole. Null when no table has that name.
 */
import { rectAddress, type Rect } from '../address';
import type { ReadCell } from '../tableFingerprint';
import { findTable } from './findTable';

/** Cells per read: a few MB of values at most. */
const CELLS_PER_READ = 200_000;

export interface TablePlace {
  sheetName: string;
  /** The whole table, header included. */
  range: Rect;
  /** The header's texts, when asked for (`readRows.header`). */
  header?: string[];
}

/**
 * The table's place; with `readRows`, its body too: `start` is told the place (with the header's texts when `header`
 * is asked for) before the first block and may answer false to read no block; `onRows` gets every block in order.
 */
export function readTableBody(
  tableName: string,
  readRows?: {
    header?: boolean;
    start(place: TablePlace): boolean | void;
    onRows(rows: ReadCell[][]): void;
  },
): Promise<TablePlace | null> {
  return Excel.run(async (context) => {
    const found = await findTable(context, tableName);
    if (!found) return null;
    const { sheet, range } = found;
    const place: TablePlace = { sheetName: found.sheetName, range };
    if (!readRows) return place;
    if (readRows.header) {
      const headerRange = sheet.getRange(rectAddress({ ...range, rows: 1 }));
      headerRange.load('values');
      await context.sync();
      place.header = ((headerRange.values as ReadCell[][])[0] ?? []).map((cell) => String(cell ?? ''));
    }
    if (readRows.start(place) === false) return place;
    const blockRows = Math.max(1, Math.floor(CELLS_PER_READ / Math.max(1, range.columns)));
    for (let offset = 1; offset < range.rows; offset += blockRows) {
      const count = Math.min(blockRows, range.rows - offset);
      const block = sheet.getRange(rectAddress({ ...range, top: range.top + offset, rows: count }));
      block.load('values');
      // One sync per block on purpose: a single sync would answer every block in one response over the limit.
      // eslint-disable-next-line office-addins/no-context-sync-in-loop
      await context.sync();
      readRows.onRows(block.values as ReadCell[][]);
    }
    return place;
  });
}
