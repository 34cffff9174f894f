/**
 * Refresh by key in the browser tab's grid (docs/host.md, "Refresh by key", "In a browser tab"): the rows the tab
 * held and the new ones are both in hand, so they are matched by their key's words and compared cell by cell. The
 * result marks what the refresh changed — each changed cell, each new row — and lists the rows gone at the source.
 */
import type { CellValue } from '../types';
import { keyWords } from './deltaPlan';

export interface GridChanges {
  /** For each row of the new result that the refresh changed (by its index), the columns whose value changed. */
  changedCells: ReadonlyMap<number, readonly number[]>;
  /** The new result's rows whose key the tab did not hold (by index). */
  newRows: ReadonlySet<number>;
  /** The keys, in words, of the rows the tab held that the source no longer has. */
  removedKeys: readonly string[];
  changedCellCount: number;
}

const blank = (value: CellValue | undefined) => value === null || value === undefined || value === '';

function sameCell(a: CellValue | undefined, b: CellValue | undefined): boolean {
  if (blank(a) && blank(b)) return true;
  return a === b;
}

/** Null when a key is held by two rows on either side: the rows cannot be matched, nothing is marked. */
export function gridChanges(
  before: ReadonlyArray<readonly CellValue[]>,
  after: ReadonlyArray<readonly CellValue[]>,
  key: readonly number[],
): GridChanges | null {
  const held = new Map<string, readonly CellValue[]>();
  for (const row of before) {
    const words = keyWords(row, key);
    if (held.has(words)) return null;
    held.set(words, row);
  }
  const changedCells = new Map<number, number[]>();
  const newRows = new Set<number>();
  const seen = new Set<string>();
  let changedCellCount = 0;
  after.forEach((row, index) => {
    const words = keyWords(row, key);
    if (seen.has(words)) return;
    seen.add(words);
    const old = held.get(words);
    if (!old) {
      newRows.add(index);
      return;
    }
    const columns: number[] = [];
    const width = Math.max(row.length, old.length);
    for (let column = 0; column < width; column += 1)
      if (!sameCell(row[column], old[column])) columns.push(column);
    if (columns.length > 0) {
      changedCells.set(index, columns);
      changedCellCount += columns.length;
    }
  });
  if (seen.size !== after.length) return null;
  const removedKeys = [...held.keys()].filter((words) => !seen.has(words));
  return { changedCells, newRows, removedKeys, changedCellCount };
}
