/**
 * A refresh by key, planned page by page as the new rows come (docs/host.md, "Refresh by key"): each new row is
 * matched with the table's row of the same key, and only its cells whose values differ are planned for writing.
 * A differing cell the person edited by hand since the last landing is kept when the source's value did not change
 * (counted "kept") and is a conflict when it did: the person's setting keeps theirs or takes the source's, and
 * either way it is listed. New rows are gathered to be added below the table; rows of the table no new row
 * matched are the removed ones.
 */
import { toExcelCell, type ExcelCell } from '../chunking';
import type { CellValue } from '../types';
import { cellHash, keyHashes } from './cellHash';
import { cellMark, LandedCells } from './landedCells';
import type { SheetRows } from './sheetRows';

/** What a cell edited by hand whose source value changed too gets unless the person chooses otherwise. */
export type ConflictDefault = 'keep' | 'source';

/** Cells written in one range: a run of adjacent cells of one row. */
export interface CellRun {
  /** The row within the table's body (0 is the first row below the header). */
  row: number;
  /** The first cell's column within the table. */
  column: number;
  values: ExcelCell[];
}

export interface Conflict {
  /** The row's key in plain words ("SO-1042" or "Widget · North"). */
  key: string;
  /** The landed column (landing order). */
  column: number;
  /** The source's new value. */
  source: CellValue;
  /** The row's key values, in the key's order: to find the row again. */
  keyValues: CellValue[];
  /** What was done with it: kept the person's (to be resolved) or took the source's (the setting said so). */
  taken: 'mine' | 'source';
}

export interface DeltaTally {
  /** Rows with at least one cell written. */
  changedRows: number;
  changedCells: number;
  /** Cells edited by hand whose source value did not change: left as edited. */
  kept: number;
}

/** A key's values in plain words. */
export function keyWords(row: readonly CellValue[], key: readonly number[]): string {
  return key.map((position) => String(row[position] ?? '')).join(' · ');
}

export class DeltaPlan {
  readonly runs: CellRun[] = [];
  readonly newRows: CellValue[][] = [];
  readonly conflicts: Conflict[] = [];
  readonly tally: DeltaTally = { changedRows: 0, changedCells: 0, kept: 0 };
  /** The cells as this refresh lands them: the next refresh's "as landed". */
  readonly landedNext: LandedCells;
  /** Conflicts' rows within the body, beside `conflicts`. */
  readonly conflictRows: number[] = [];
  private readonly seen: Uint8Array;

  constructor(
    private readonly sheet: SheetRows,
    private readonly landed: LandedCells | null,
    private readonly conflictDefault: ConflictDefault,
    expectedCells: number,
  ) {
    this.seen = new Uint8Array(sheet.rowCount);
    this.landedNext = LandedCells.sized(expectedCells);
  }

  /** Why a differing cell is not simply written: null (write it), 'kept' or 'conflict'. */
  private handEdit(
    h1: number,
    h2: number,
    column: number,
    mine: number,
    theirs: number,
  ): 'kept' | 'conflict' | null {
    const { landed } = this;
    if (landed === null) return null;
    const bucket = landed.bucketOf(h1, column);
    const now = this.sheet.now.at(bucket);
    if (now === landed.at(bucket)) return null;
    // Were the cell the source's value, would its bucket read as landed? Then the source did not change it.
    const asSource = now ^ cellMark(h2, column, mine) ^ cellMark(h2, column, theirs);
    return asSource === landed.at(bucket) ? 'kept' : 'conflict';
  }

  /** The next page of new rows, in landing order. */
  add(rows: readonly CellValue[][]): void {
    const { sheet } = this;
    const { compared, key } = sheet.layout;
    const theirs = new Uint32Array(compared.length);
    for (const row of rows) {
      const [h1, h2] = keyHashes(row, key);
      for (let index = 0; index < compared.length; index += 1) {
        const column = compared[index] ?? 0;
        const hash = cellHash(row[column]);
        theirs[index] = hash;
        this.landedNext.fold(h1, h2, column, hash);
      }
      const at = sheet.index.rowOf(h1, h2);
      if (at < 0 || this.seen[at] === 1) {
        this.newRows.push(row);
        continue;
      }
      this.seen[at] = 1;
      let written: Array<[number, ExcelCell]> | null = null;
      for (let index = 0; index < compared.length; index += 1) {
        const column = compared[index] ?? 0;
        const mine = sheet.hashes[at * sheet.width + column] ?? 0;
        const source = theirs[index] ?? 0;
        if (mine === source) continue;
        if (!this.takes(row, at, h1, h2, column, mine, source)) continue;
        written ??= [];
        written.push([sheet.layout.tableColumns[column] ?? 0, toExcelCell(row[column] ?? null)]);
      }
      if (written) this.planRow(at, written);
    }
  }

  /** Whether a differing cell is written: not when it is an edit kept, or a conflict the person's value keeps. */
  private takes(
    row: readonly CellValue[],
    at: number,
    h1: number,
    h2: number,
    column: number,
    mine: number,
    source: number,
  ): boolean {
    const edit = this.handEdit(h1, h2, column, mine, source);
    if (edit === 'kept') {
      this.tally.kept += 1;
      return false;
    }
    if (edit === null) return true;
    const { key } = this.sheet.layout;
    const taken = this.conflictDefault === 'source' ? 'source' : 'mine';
    this.conflicts.push({
      key: keyWords(row, key),
      column,
      source: row[column] ?? null,
      keyValues: key.map((position) => row[position] ?? null),
      taken,
    });
    this.conflictRows.push(at);
    return taken === 'source';
  }

  private planRow(row: number, cells: Array<[number, ExcelCell]>): void {
    cells.sort((a, b) => a[0] - b[0]);
    let run: CellRun | null = null;
    for (const [column, value] of cells) {
      if (run && run.column + run.values.length === column) run.values.push(value);
      else {
        run = { row, column, values: [value] };
        this.runs.push(run);
      }
    }
    this.tally.changedRows += 1;
    this.tally.changedCells += cells.length;
  }

  /** The table's rows no new row matched, top to bottom: removed at the source. */
  removedRows(): number[] {
    const removed: number[] = [];
    for (let row = 0; row < this.seen.length; row += 1) if (this.seen[row] === 0) removed.push(row);
    return removed;
  }
}
