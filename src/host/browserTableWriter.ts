/**
 * The browser's table writer: there is no workbook, so the landed result is kept in memory for the result grid
 * (one entry per table name, replaced on refresh) and offered as an .xlsx download. Pages are gathered as they
 * come and shown once the last one is in, so a cancelled landing leaves the previous result in place.
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

export interface LandedTable {
  tableName: string;
  columns: readonly LandingColumn[];
  rows: ReadonlyArray<readonly CellValue[]>;
  /** Date.now() when it landed. */
  landedAt: number;
  /** What it is (design, filters, sources), when the landing said. */
  about?: TableAbout;
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
      useLandedTables.setState((state) => ({
        tables: {
          ...state.tables,
          [tableName]: { tableName, columns, rows, landedAt: Date.now(), ...(about ? { about } : {}) },
        },
      }));
      return Promise.resolve({
        rowCount: rows.length,
        requests: 0,
        largestRequestBytes: 0,
        address: `Browser!${rectAddress({ top: 0, left: 0, rows: rows.length + 1, columns: Math.max(1, columns.length) })}`,
      });
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
