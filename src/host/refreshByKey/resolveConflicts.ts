/**
 * A refresh's conflicts resolved after it (docs/host.md, "Refresh by key"): each cell is found again by its row's
 * key and its column's header — the person may have sorted the table since — then selected (Locate) or given the
 * source's value (Take the source's). Keeping the person's value writes nothing: the cell already holds it.
 */
import { rectAddress } from '../address';
import type { ReadCell } from '../tableFingerprint';
import { toExcelCell } from '../chunking';
import { findTable } from '../excelLanding/findTable';
import { keyHashes } from './cellHash';
import type { ConflictCell } from './outcome';

export interface KeyedColumns {
  /** The landed columns' headers (the table's keyed record). */
  columns: readonly string[];
  /** The key's positions among them. */
  key: readonly number[];
}

/**
 * The cells' addresses (`C7`) on the table's sheet, in the conflicts' order; '' for one whose row or column is
 * gone; null when the table is.
 */
async function findCells(
  context: Excel.RequestContext,
  tableName: string,
  keyed: KeyedColumns,
  conflicts: readonly ConflictCell[],
): Promise<{ sheet: Excel.Worksheet; addresses: string[] } | null> {
  const found = await findTable(context, tableName);
  if (!found) return null;
  const { sheet, range: whole } = found;
  const header = sheet.getRange(rectAddress({ ...whole, rows: 1 }));
  header.load('values');
  await context.sync();
  const names = ((header.values as ReadCell[][])[0] ?? []).map((cell) => String(cell ?? ''));
  const keyAt = keyed.key.map((position) => names.indexOf(keyed.columns[position] ?? ''));
  const keyRanges = keyAt.map((column) => {
    const range = sheet.getRange(
      rectAddress({
        top: whole.top + 1,
        left: whole.left + Math.max(0, column),
        rows: Math.max(1, whole.rows - 1),
        columns: 1,
      }),
    );
    range.load('values');
    return range;
  });
  await context.sync();
  const wanted = new Map<string, number>();
  conflicts.forEach((conflict, index) => {
    const [h1, h2] = keyHashes(
      conflict.keyValues,
      conflict.keyValues.map((_, at) => at),
    );
    wanted.set(`${h1}:${h2}`, index);
  });
  const rows = new Array<number>(conflicts.length).fill(-1);
  const columnsOf = keyRanges.map((range) => range.values as ReadCell[][]);
  for (let row = 0; row < whole.rows - 1; row += 1) {
    const values = columnsOf.map((column) => column[row]?.[0] ?? null);
    const [h1, h2] = keyHashes(
      values,
      values.map((_, at) => at),
    );
    const index = wanted.get(`${h1}:${h2}`);
    if (index !== undefined) rows[index] = row;
  }
  const addresses = conflicts.map((conflict, index) => {
    const column = names.indexOf(conflict.column);
    const row = rows[index] ?? -1;
    if (keyAt.some((at) => at < 0) || column < 0 || row < 0) return '';
    return rectAddress({
      top: whole.top + 1 + row,
      left: whole.left + column,
      rows: 1,
      columns: 1,
    });
  });
  return { sheet, addresses };
}

/** Selects the conflict's cell; false when its row or column is no longer in the table. */
export function locateConflict(
  tableName: string,
  keyed: KeyedColumns,
  conflict: ConflictCell,
): Promise<boolean> {
  return Excel.run(async (context) => {
    const found = await findCells(context, tableName, keyed, [conflict]);
    const address = found?.addresses[0] ?? '';
    if (!found || !address) return false;
    found.sheet.activate();
    found.sheet.getRange(address).select();
    await context.sync();
    return true;
  });
}

/** Writes the source's value into each conflict's cell; answers the conflicts whose cell was found and written. */
export function takeSource(
  tableName: string,
  keyed: KeyedColumns,
  conflicts: readonly ConflictCell[],
): Promise<ConflictCell[]> {
  return Excel.run(async (context) => {
    const found = await findCells(context, tableName, keyed, conflicts);
    if (!found) return [];
    const written: ConflictCell[] = [];
    conflicts.forEach((conflict, index) => {
      const address = found.addresses[index] ?? '';
      if (!address) return;
      found.sheet.getRange(address).values = [[toExcelCell(conflict.source)]];
      written.push(conflict);
    });
    await context.sync();
    return written;
  });
}
