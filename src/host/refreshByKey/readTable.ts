/**
 * Reads a landed table for a refresh by key (docs/host.md, "Refresh by key"): its place and header first, then
 * only its row-check column, in blocks small enough for one response each (Excel on the web refuses one over
 * 5 MB), each handed on and dropped.
 */
import { rectAddress, type Rect } from '../address';
import { findTable } from '../excelLanding/findTable';
import type { ReadCell } from '../tableFingerprint';

export interface KeyedTablePlace {
  sheetName: string;
  /** The whole table, header included. */
  range: Rect;
  header: string[];
}

/** Row checks read in one request: a check is 22 bytes of JSON (`["k…"],`), so 3.3 MB at most. */
export const CHECKS_PER_READ = 150_000;

/**
 * Null when no table has that name. `start` is told the place and answers the check's column within the table,
 * or -1 to read no row; `onChecks` gets every block of checks in order.
 */
export function readKeyedTable(
  tableName: string,
  start: (place: KeyedTablePlace) => number,
  onChecks: (checks: ReadCell[][]) => void,
): Promise<KeyedTablePlace | null> {
  return Excel.run(async (context) => {
    let headerRange: Excel.Range | undefined;
    const found = await findTable(context, tableName, (table) => {
      headerRange = table.getHeaderRowRange().load('values');
    });
    if (!found || !headerRange) return null;
    const { sheet, range } = found;
    const header = ((headerRange.values as ReadCell[][])[0] ?? []).map((cell) => String(cell ?? ''));
    const place: KeyedTablePlace = { sheetName: found.sheetName, range, header };
    const column = start(place);
    if (column < 0) return place;
    for (let offset = 1; offset < range.rows; offset += CHECKS_PER_READ) {
      const count = Math.min(CHECKS_PER_READ, range.rows - offset);
      const block = sheet.getRange(
        rectAddress({ top: range.top + offset, left: range.left + column, rows: count, columns: 1 }),
      );
      block.load('values');
      // One sync per block on purpose: a single sync would answer every block in one response over the limit.
      // eslint-disable-next-line office-addins/no-context-sync-in-loop
      await context.sync();
      onChecks(block.values as ReadCell[][]);
    }
    return place;
  });
}
