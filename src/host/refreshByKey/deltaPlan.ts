/**
 * A refresh by key, planned page by page as the new rows come (docs/host.md, "Refresh by key"): each new row's row
 * check (its key and its compared cells together, rowCheck.ts) is looked up among the table's. A table row holding
 * it is that key's row, unchanged at the source, and done with — no cell of it is read or written, whatever the
 * person did to it. The new rows no check matched are held, and once every page is in, the table rows no check
 * matched are read and paired with them by the key in their cell checks (settle): a pair is a row the source
 * changed, judged cell by cell — a cell that differs from the source's value is written when it still holds what
 * landed, kept when the person edited it and the source did not change it (counted "kept"), and a conflict when
 * both did: the person's setting keeps theirs or takes the source's, and either way it is listed. The new rows left
 * are added; the table rows left were removed at the source.
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
import { KeyIndex } from './keyIndex';
import type { SheetRows } from './sheetRows';
import { sourceHashes } from './sourceHash';

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

/** A table row no new row's check matched, as read: where it stands and its cells. */
export interface RemovedRead {
  /** The row within the table's body. */
  row: number;
  /** Its place among the rows read (`toRead`). */
  read: number;
}

export class DeltaPlan {
  /** One range for each row the source changed: its changed cells and its new check. */
  readonly rowWrites: RowWrite[] = [];
  readonly newRows: CellValue[][] = [];
  readonly conflicts: Conflict[] = [];
  /** Conflicts' rows within the body, beside `conflicts`. */
  readonly conflictRows: number[] = [];
  readonly tally: DeltaTally = { changedRows: 0, changedCells: 0, kept: 0 };
  /** The table's rows no new row matched, by check or by key (settle), top to bottom: removed at the source. */
  readonly removed: RemovedRead[] = [];
  private readonly seen: Uint8Array;
  /** New rows no table row's check matched: changed at the source, or new. */
  private readonly unmatched: CellValue[][] = [];
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
    const { sheet, scratch, seen } = this;
    const { compared, key } = sheet.layout;
    for (const row of rows) {
      hashKeyAndRow(row, key, compared, scratch);
      const at = sheet.index.rowOf(scratch.r1, scratch.r2);
      if (at >= 0 && seen[at] === 0) seen[at] = 1;
      else this.unmatched.push(row);
    }
  }

  /** True when every new row matched a table row by its check and every table row a new row: nothing to do. */
  unchanged(): boolean {
    return this.unmatched.length === 0 && this.seen.indexOf(0) < 0;
  }

  /** The table's rows no new row's check matched, top to bottom: to be read whole before settling. */
  toRead(): number[] {
    const rows: number[] = [];
    const { seen } = this;
    for (let row = seen.indexOf(0); row >= 0; row = seen.indexOf(0, row + 1)) rows.push(row);
    return rows;
  }

  /**
   * Once every page is in, with the rows `toRead` named as the table holds them now (the values of every table
   * column): each is paired by its key with a new row no check matched, and the pair judged cell by cell; the new
   * rows left are new, the table rows left removed.
   */
  settle(rows: readonly number[], current: ReadonlyArray<readonly ReadCell[]>): void {
    const { compared, key } = this.sheet.layout;
    const byKey = new KeyIndex(rows.length);
    const landed = rows.map((_, read) => {
      const cells = current[read] ?? [];
      const check = readCellCheck(cells[this.sheet.layout.cellCheckColumn], compared.length);
      const [h1, h2] = check ? [check.h1, check.h2] : this.keyOfCells(cells);
      // A second row of one key is not paired: it is removed, and listed with the person's cells.
      byKey.add(h1, h2, read);
      return check?.cells ?? null;
    });
    const paired = new Uint8Array(rows.length);
    for (const values of this.unmatched) {
      const hashes = hashRow(values, key, compared, this.scratch);
      const read = byKey.rowOf(hashes.h1, hashes.h2);
      if (read < 0 || paired[read] === 1) {
        this.newRows.push(values);
        continue;
      }
      paired[read] = 1;
      this.judge(rows[read] ?? 0, values, hashes, current[read] ?? [], landed[read] ?? null);
    }
    rows.forEach((row, read) => {
      if (paired[read] === 0) this.removed.push({ row, read });
    });
    this.unmatched.length = 0;
  }

  /**
   * The key of a row whose cell check was emptied or typed over, from its key cells as they are now: the source's
   * text and numbers read back alike (a date key, which Excel turns into its serial number, does not pair).
   */
  private keyOfCells(cells: readonly ReadCell[]): [number, number] {
    const { tableColumns, key } = this.sheet.layout;
    const landedOrder = tableColumns.map((column) => (cells[column] ?? null) as CellValue);
    const hashes = sourceHashes(landedOrder, key, [], emptyRowHashes(0));
    return [hashes.h1, hashes.h2];
  }

  /** A row the source changed, judged cell by cell against the table's cells now and their hashes as landed. */
  private judge(
    row: number,
    values: readonly CellValue[],
    hashes: RowHashes,
    cells: readonly ReadCell[],
    landed: Uint16Array | null,
  ): void {
    const { compared, tableColumns, checkColumn, cellCheckColumn } = this.sheet.layout;
    const written: Array<[number, ExcelCell]> = [];
    compared.forEach((column, at) => {
      const mine = cells[tableColumns[column] ?? 0];
      const source = hashes.cells[at] ?? 0;
      const now = cellHash(mine);
      if (now === source) return;
      const asLanded = landed?.[at];
      // Still as landed: the source's value is written. Edited, and the source's value is as landed: kept.
      if (asLanded === (now & 0xffff)) {
        written.push([tableColumns[column] ?? 0, toExcelCell(values[column] ?? null)]);
      } else if (asLanded === (source & 0xffff)) this.tally.kept += 1;
      else if (this.conflict(row, values, column, (mine ?? null) as CellValue))
        written.push([tableColumns[column] ?? 0, toExcelCell(values[column] ?? null)]);
    });
    if (written.length > 0) {
      this.tally.changedRows += 1;
      this.tally.changedCells += written.length;
    }
    // The checks are written with the cells: the source's values as this refresh lands them.
    written.push([checkColumn, checkText(hashes)], [cellCheckColumn, cellCheckText(hashes)]);
    this.rowWrites.push(rowWrite(row, written));
  }

  /** Lists a conflict; whether the source's value is written (the setting takes the source's). */
  private conflict(row: number, values: readonly CellValue[], column: number, mine: CellValue): boolean {
    const { key } = this.sheet.layout;
    const taken = this.conflictDefault === 'source' ? 'source' : 'mine';
    this.conflicts.push({
      key: keyWords(values, key),
      column,
      mine,
      source: values[column] ?? null,
      keyValues: key.map((position) => values[position] ?? null),
      taken,
    });
    this.conflictRows.push(row);
    return taken === 'source';
  }

  /** A new row's row check and cell check: its values as this refresh lands them. */
  checksOf(row: readonly CellValue[]): [string, string] {
    const { compared, key } = this.sheet.layout;
    const hashes = hashRow(row, key, compared, this.scratch);
    return [checkText(hashes), cellCheckText(hashes)];
  }
}
