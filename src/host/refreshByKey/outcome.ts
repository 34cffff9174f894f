/** What a refresh by key tells the person (docs/host.md, "Refresh by key"). */
import type { CellValue } from '../types';
import type { LandedCellsRecord } from './landedCells';

/** A row gone at the source, with what the person had written beside it. */
export interface RemovedRow {
  /** The row's key in plain words. */
  key: string;
  /** The person's own columns of the row that held something: their header and value. */
  notes: Array<{ column: string; value: CellValue }>;
}

/** A cell edited by hand whose source value changed too. */
export interface ConflictCell {
  key: string;
  /** The landed column's header. */
  column: string;
  /** The landed column's position (landing order). */
  columnIndex: number;
  /** The key's values, to find the row again (its position among the landed columns: the key's). */
  keyValues: CellValue[];
  mine: CellValue;
  source: CellValue;
  /** Whose value the cell holds after the refresh. */
  taken: 'mine' | 'source';
}

export interface KeyedRefreshSummary {
  changedRows: number;
  changedCells: number;
  newRows: number;
  removed: RemovedRow[];
  kept: number;
  conflicts: ConflictCell[];
  /** Cells written in all: the changed ones, the new rows' and the conflicts' taken from the source. */
  cellsWritten: number;
  /** Bytes the key index (and each row's landed hash) held. */
  indexBytes: number;
}

export interface KeyedOutcome {
  /** The landed table's keyed record: what its cells hold as landed. */
  record: LandedCellsRecord;
  /** The refresh by key; null when the table was landed whole (a first landing, or one that could not match). */
  refresh: KeyedRefreshSummary | null;
}
