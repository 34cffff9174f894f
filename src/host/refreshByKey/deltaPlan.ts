/**
 * A refresh by key, planned page by page as the new rows come (docs/host.md, "Refresh by key"): each new row is
 * matched with the table's row of the same key, and only its cells whose values differ are held for writing.
 * A differing cell the person edited by hand since the last landing is kept when the source's value did not change
 * (counted "kept") and is a conflict when it did: the person's setting keeps theirs or takes the source's, and
 * either way it is listed. New rows are gathered to be added below the table; rows of the table no new row
 * matched are the removed ones.
 *
 * Which differing cells were edited by hand is told once every page is in (settle): the table's buckets as they are
 * now are the new rows' buckets, with the differing cells' marks swapped for the table's, the new rows' marks taken
 * out and the removed rows' put in. Every cell of the table is hashed once and folded no more: only the few cells
 * that differ, and the rows added or removed, cost more than their hash.
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

/** A differing cell held until settle: the table's row, the cell's landed column and both values' hashes. */
interface Differing {
  row: number;
  column: number;
  mine: number;
  source: number;
  h1: number;
  h2: number;
  values: readonly CellValue[];
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
  private readonly differing: Differing[] = [];
  /** The new rows folded in the last landing's buckets, when those are not landedNext's. */
  private readonly sourceInLanded: LandedCells | null;

  constructor(
    private readonly sheet: SheetRows,
    private readonly landed: LandedCells | null,
    private readonly conflictDefault: ConflictDefault,
    expectedCells: number,
  ) {
    this.seen = new Uint8Array(sheet.rowCount);
    this.landedNext = LandedCells.sized(expectedCells);
    this.sourceInLanded =
      landed === null || landed.buckets.length === this.landedNext.buckets.length
        ? null
        : new LandedCells(new Uint16Array(landed.buckets.length));
  }

  /** The next page of new rows, in landing order. */
  add(rows: readonly CellValue[][]): void {
    const { sheet, sourceInLanded } = this;
    const { compared, key } = sheet.layout;
    const theirs = new Uint32Array(compared.length);
    for (const row of rows) {
      const [h1, h2] = keyHashes(row, key);
      for (let index = 0; index < compared.length; index += 1) {
        const column = compared[index] ?? 0;
        const hash = cellHash(row[column]);
        theirs[index] = hash;
        this.landedNext.fold(h1, h2, column, hash);
        sourceInLanded?.fold(h1, h2, column, hash);
      }
      const at = sheet.index.rowOf(h1, h2);
      if (at < 0 || this.seen[at] === 1) {
        this.newRows.push(row);
        continue;
      }
      this.seen[at] = 1;
      const base = at * sheet.width;
      for (let index = 0; index < compared.length; index += 1) {
        const column = compared[index] ?? 0;
        const mine = sheet.hashes[base + column] ?? 0;
        const source = theirs[index] ?? 0;
        if (mine !== source) this.differing.push({ row: at, column, mine, source, h1, h2, values: row });
      }
    }
  }

  /** The table's buckets as they are now, in the last landing's geometry (see the file's comment). */
  private bucketsNow(landed: LandedCells): LandedCells {
    const { sheet } = this;
    const { compared, key } = sheet.layout;
    const now = new LandedCells((this.sourceInLanded ?? this.landedNext).buckets.slice());
    for (const cell of this.differing) {
      now.fold(cell.h1, cell.h2, cell.column, cell.source);
      now.fold(cell.h1, cell.h2, cell.column, cell.mine);
    }
    for (const row of this.newRows) {
      const [h1, h2] = keyHashes(row, key);
      for (const column of compared) now.fold(h1, h2, column, cellHash(row[column]));
    }
    sheet.index.forEach((h1, h2, row) => {
      if (this.seen[row] === 1) return;
      for (const column of compared) now.fold(h1, h2, column, sheet.hashes[row * sheet.width + column] ?? 0);
    });
    return landed.buckets.length === now.buckets.length ? now : landed;
  }

  /** Once every page is in: which differing cells are written, kept or conflicts, in runs per row. */
  settle(): void {
    const { landed } = this;
    const now = landed === null ? null : this.bucketsNow(landed);
    let row = -1;
    let written: Array<[number, ExcelCell]> = [];
    for (const cell of this.differing) {
      if (cell.row !== row) {
        if (written.length > 0) this.planRow(row, written);
        row = cell.row;
        written = [];
      }
      if (!this.takes(cell, now)) continue;
      const { tableColumns } = this.sheet.layout;
      written.push([tableColumns[cell.column] ?? 0, toExcelCell(cell.values[cell.column] ?? null)]);
    }
    if (written.length > 0) this.planRow(row, written);
    this.differing.length = 0;
  }

  /** Why a differing cell is not simply written: null (write it), 'kept' or 'conflict'. */
  private handEdit(cell: Differing, now: LandedCells | null): 'kept' | 'conflict' | null {
    const { landed } = this;
    if (landed === null || now === null || now === landed) return null;
    const bucket = landed.bucketOf(cell.h1, cell.column);
    const held = now.at(bucket);
    if (held === landed.at(bucket)) return null;
    // Were the cell the source's value, would its bucket read as landed? Then the source did not change it.
    const asSource =
      held ^ cellMark(cell.h2, cell.column, cell.mine) ^ cellMark(cell.h2, cell.column, cell.source);
    return asSource === landed.at(bucket) ? 'kept' : 'conflict';
  }

  /** Whether a differing cell is written: not when it is an edit kept, or a conflict the person's value keeps. */
  private takes(cell: Differing, now: LandedCells | null): boolean {
    const edit = this.handEdit(cell, now);
    if (edit === 'kept') {
      this.tally.kept += 1;
      return false;
    }
    if (edit === null) return true;
    const { key } = this.sheet.layout;
    const taken = this.conflictDefault === 'source' ? 'source' : 'mine';
    this.conflicts.push({
      key: keyWords(cell.values, key),
      column: cell.column,
      source: cell.values[cell.column] ?? null,
      keyValues: key.map((position) => cell.values[position] ?? null),
      taken,
    });
    this.conflictRows.push(cell.row);
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
