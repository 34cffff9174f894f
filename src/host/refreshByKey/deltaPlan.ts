/**
 * A refresh by key, planned page by page as the new rows come (docs/host.md, "Refresh by key"): each new row is
 * matched by its key with the table's row of that key (from the rows' checks, rowCheck.ts), and compared with it by
 * one hash: the hash of its cells as they landed. A row the source did not change is done with — no cell of it is
 * read or written, whatever the person did to it. A row it changed is held, and once every page is in, read from
 * the table and judged cell by cell (settle): a cell that differs from the source's value is written when it still
 * holds what landed, kept when the person edited it and the source did not change it (counted "kept"), and a
 * conflict when both did — the person's setting keeps theirs or takes the source's, and either way it is listed.
 * New rows are gathered to be added; rows of the table no new row matched are the removed ones.
 */
import { toExcelCell, type ExcelCell } from '../chunking';
import type { ReadCell } from '../tableFingerprint';
import type { CellValue } from '../types';
import { cellHash } from './cellHash';
import {
  cellCheckText,
  checkText,
  emptyRowHashes,
  hashKeyAndRow,
  hashRow,
  readCellCheck,
  type RowHashes,
} from './rowCheck';
import type { SheetRows } from './sheetRows';

/** What a cell edited by hand whose source value changed too gets unless the person chooses otherwise. */
export type ConflictDefault = 'keep' | 'source';

/**
 * A changed row's cells written in one range, from its first written cell to its last (its check): null for each
 * cell between that is not written, which Excel leaves as it is (docs/host.md, "Refresh by key").
 */
export interface RowWrite {
  /** The row within the table's body (0 is the first row below the header). */
  row: number;
  /** The first cell's column within the table. */
  column: number;
  values: Array<ExcelCell | null>;
  /** The cells written: the values that are not null. */
  cells: number;
}

export interface Conflict {
  /** The row's key in plain words ("SO-1042" or "Widget · North"). */
  key: string;
  /** The landed column (landing order). */
  column: number;
  /** The person's value, as the cell holds it. */
  mine: CellValue;
  /** The source's new value. */
  source: CellValue;
  /** The row's key values, in the key's order: to find the row again. */
  keyValues: CellValue[];
  /** What was done with it: kept the person's (to be resolved) or took the source's (the setting said so). */
  taken: 'mine' | 'source';
}

export interface DeltaTally {
  /** Rows with at least one landed cell written. */
  changedRows: number;
  changedCells: number;
  /** Cells edited by hand whose source value did not change, in the rows the source changed: left as edited. */
  kept: number;
}

/** A key's values in plain words. */
export function keyWords(row: readonly CellValue[], key: readonly number[]): string {
  return key.map((position) => String(row[position] ?? '')).join(' · ');
}

/** A row the source changed since it landed: where it stands, the source's values, their hashes and check. */
interface ChangedRow {
  row: number;
  values: readonly CellValue[];
  cells: Uint32Array;
  check: string;
  cellCheck: string;
}

/** The written cells of one row as one range, null between them. */
function rowWrite(row: number, cells: ReadonlyArray<readonly [number, ExcelCell]>): RowWrite {
  let left = Infinity;
  let right = -1;
  for (const [column] of cells) {
    left = Math.min(left, column);
    right = Math.max(right, column);
  }
  const values = new Array<ExcelCell | null>(right - left + 1).fill(null);
  for (const [column, value] of cells) values[column - left] = value;
  return { row, column: left, values, cells: cells.length };
}

export class DeltaPlan {
  /** One range for each row the source changed: its changed cells and its new check. */
  readonly rowWrites: RowWrite[] = [];
  readonly newRows: CellValue[][] = [];
  readonly conflicts: Conflict[] = [];
  /** Conflicts' rows within the body, beside `conflicts`. */
  readonly conflictRows: number[] = [];
  readonly tally: DeltaTally = { changedRows: 0, changedCells: 0, kept: 0 };
  private readonly seen: Uint8Array;
  private readonly changed: ChangedRow[] = [];
  private readonly scratch: RowHashes;

  constructor(
    private readonly sheet: SheetRows,
    private readonly conflictDefault: ConflictDefault,
  ) {
    this.seen = new Uint8Array(sheet.rowCount);
    this.scratch = emptyRowHashes(sheet.layout.compared.length);
  }

  /** The next page of new rows, in landing order. */
  add(rows: readonly CellValue[][]): void {
    const { sheet, scratch } = this;
    const { compared, key } = sheet.layout;
    for (const row of rows) {
      hashKeyAndRow(row, key, compared, scratch);
      const at = sheet.index.rowOf(scratch.h1, scratch.h2);
      if (at < 0 || this.seen[at] === 1) {
        this.newRows.push(row);
        continue;
      }
      this.seen[at] = 1;
      if (sheet.rowHashes[at] === scratch.row) continue;
      hashRow(row, key, compared, scratch);
      this.changed.push({
        row: at,
        values: row,
        cells: scratch.cells.slice(),
        check: checkText(scratch),
        cellCheck: cellCheckText(scratch),
      });
    }
  }

  /** The table's rows to read before settling: the rows the source changed, in the order settle takes them. */
  changedRows(): number[] {
    return this.changed.map((changed) => changed.row);
  }

  /** Once every page is in, with the changed rows as the table holds them now (every table column). */
  settle(current: ReadonlyArray<readonly ReadCell[]>): void {
    const { compared, tableColumns, checkColumn, cellCheckColumn } = this.sheet.layout;
    this.changed.forEach((changed, index) => {
      const cells = current[index] ?? [];
      const landed = readCellCheck(cells[cellCheckColumn], compared.length);
      const written: Array<[number, ExcelCell]> = [];
      compared.forEach((column, at) => {
        const mine = cells[tableColumns[column] ?? 0];
        const source = changed.cells[at] ?? 0;
        const now = cellHash(mine);
        if (now === source) return;
        const asLanded = landed?.[at];
        // Still as landed: the source's value is written. Edited, and the source's value is as landed: kept.
        if (asLanded === (now & 0xffff)) {
          written.push([tableColumns[column] ?? 0, toExcelCell(changed.values[column] ?? null)]);
        } else if (asLanded === (source & 0xffff)) this.tally.kept += 1;
        else if (this.conflict(changed, column, (mine ?? null) as CellValue))
          written.push([tableColumns[column] ?? 0, toExcelCell(changed.values[column] ?? null)]);
      });
      if (written.length > 0) {
        this.tally.changedRows += 1;
        this.tally.changedCells += written.length;
      }
      // The checks are written with the cells: the source's values as this refresh lands them.
      written.push([checkColumn, changed.check], [cellCheckColumn, changed.cellCheck]);
      this.rowWrites.push(rowWrite(changed.row, written));
    });
    this.changed.length = 0;
  }

  /** Lists a conflict; whether the source's value is written (the setting takes the source's). */
  private conflict(changed: ChangedRow, column: number, mine: CellValue): boolean {
    const { key } = this.sheet.layout;
    const taken = this.conflictDefault === 'source' ? 'source' : 'mine';
    this.conflicts.push({
      key: keyWords(changed.values, key),
      column,
      mine,
      source: changed.values[column] ?? null,
      keyValues: key.map((position) => changed.values[position] ?? null),
      taken,
    });
    this.conflictRows.push(changed.row);
    return taken === 'source';
  }

  /** A new row's row check and cell check: its values as this refresh lands them. */
  checksOf(row: readonly CellValue[]): [string, string] {
    const { compared, key } = this.sheet.layout;
    const hashes = hashRow(row, key, compared, this.scratch);
    return [checkText(hashes), cellCheckText(hashes)];
  }

  /** The table's rows no new row matched, top to bottom: removed at the source. */
  removedRows(): number[] {
    const removed: number[] = [];
    for (let row = 0; row < this.seen.length; row += 1) if (this.seen[row] === 0) removed.push(row);
    return removed;
  }
}
