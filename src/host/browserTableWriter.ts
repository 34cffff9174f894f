/**
 * The browser's table writer: there is no workbook, so the landed result is kept in memory for the result grid
 * (one entry per table name, replaced on refresh) and offered as an .xlsx download. Pages are gathered as they
 * come and shown once the last one is in, so a cancelled landing leaves the previous result in place. A refresh of
 * rows with a key is compared with the rows the tab held, by key (refreshByKey/gridChanges.ts): the grid marks what
 * changed, and the result says it as a refresh by key in Excel does (docs/host.md, "Refresh by key").
 */
import { create } from 'zustand';
import { rectAddress } from './address';
import { throwIfAborted } from './landingError';
import type {
  CellValue,
  LandingColumn,
  TableAbout,
  TableStart,
  TableStream,
  TableWriter,
  WriteTableResult,
} from './types';
import { writeWholeTable } from './wholeTable';
import { gridChanges, type GridChanges } from './refreshByKey/gridChanges';
import type { KeyedOutcome } from './refreshByKey/outcome';
import { GRID_NOTE_HEADER, gridNotesOf } from './gridNotes';

export interface LandedTable {
  tableName: string;
  columns: readonly LandingColumn[];
  rows: ReadonlyArray<readonly CellValue[]>;
  /** Date.now() when it landed. */
  landedAt: number;
  /** What it is (design, filters, sources), when the landing said. */
  about?: TableAbout;
  /** The key's positions among the columns, when the rows have one: the person's notes are kept by it. */
  rowKey?: readonly number[];
  /** What the last refresh changed, when it was matched by key with the rows the tab held. */
  changes?: GridChanges;
}

interface LandedTablesState {
  tables: Readonly<Record<string, LandedTable>>;
}

export const useLandedTables = create<LandedTablesState>(() => ({ tables: {} }));

/** The result last landed under this table name in the browser, if any. */
export function useLandedTable(tableName: string): LandedTable | undefined {
  return useLandedTables((state) => state.tables[tableName]);
}

function beginBrowserTable(start: TableStart): TableStream {
  const { tableName, columns, expectedRows, onProgress, signal, about } = start;
  const rows: (readonly CellValue[])[] = [];
  return {
    append(page) {
      throwIfAborted(signal);
      for (const row of page) rows.push(row);
      onProgress?.(rows.length, Math.max(expectedRows, rows.length));
      return Promise.resolve();
    },
    finish(): Promise<WriteTableResult> {
      throwIfAborted(signal);
      const key = start.rowKey && start.rowKey.length > 0 ? start.rowKey : null;
      const before = useLandedTables.getState().tables[tableName];
      const comparable =
        key !== null &&
        before !== undefined &&
        before.columns.length === columns.length &&
        before.columns.every((column, index) => column.name === columns[index]?.name);
      const changes = comparable ? gridChanges(before.rows, rows, key) : null;
      useLandedTables.setState((state) => ({
        tables: {
          ...state.tables,
          [tableName]: {
            tableName,
            columns,
            rows,
            landedAt: Date.now(),
            ...(about ? { about } : {}),
            ...(key ? { rowKey: key } : {}),
            ...(changes ? { changes } : {}),
          },
        },
      }));
      return Promise.resolve({
        rowCount: rows.length,
        requests: 0,
        largestRequestBytes: 0,
        address: `Browser!${rectAddress({ top: 0, left: 0, rows: rows.length + 1, columns: Math.max(1, columns.length) })}`,
        ...(key ? { keyed: keyedOutcome(tableName, columns, key, changes) } : {}),
      });
    },
  };
}

/** The refresh said as a refresh by key in Excel says it; a removed row's note goes with it. */
function keyedOutcome(
  tableName: string,
  columns: readonly LandingColumn[],
  key: readonly number[],
  changes: GridChanges | null,
): KeyedOutcome {
  const record = { columns: columns.map((column) => column.name), key: [...key] };
  if (changes === null) return { record, refresh: null };
  const notes = gridNotesOf(tableName);
  return {
    record,
    refresh: {
      changedRows: changes.changedCells.size,
      changedCells: changes.changedCellCount,
      newRows: changes.newRows.size,
      removed: changes.removedKeys.map((words) => ({
        key: words,
        notes: notes[words] ? [{ column: GRID_NOTE_HEADER, value: notes[words] }] : [],
      })),
      kept: 0,
      conflicts: [],
      cellsWritten: 0,
      indexBytes: 0,
    },
  };
}

function begin(start: TableStart): Promise<TableStream> {
  try {
    throwIfAborted(start.signal);
    return Promise.resolve(beginBrowserTable(start));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

export const browserTableWriter: TableWriter = {
  begin,
  writeTable: (request) => writeWholeTable(begin, request),
};
