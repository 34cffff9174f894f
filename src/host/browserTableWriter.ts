/**
 * The browser's table writer: there is no workbook, so the landed result is kept in memory for the result grid
 * (one entry per table name, replaced on refresh) and offered as an .xlsx download.
 */
import { create } from 'zustand';
import { rectAddress } from './address';
import { throwIfAborted } from './landingError';
import type { CellValue, LandingColumn, TableWriter, WriteTableRequest, WriteTableResult } from './types';

export interface LandedTable {
  tableName: string;
  columns: readonly LandingColumn[];
  rows: ReadonlyArray<readonly CellValue[]>;
  /** Date.now() when it landed. */
  landedAt: number;
}

interface LandedTablesState {
  tables: Readonly<Record<string, LandedTable>>;
}

export const useLandedTables = create<LandedTablesState>(() => ({ tables: {} }));

/** The result last landed under this table name in the browser, if any. */
export function useLandedTable(tableName: string): LandedTable | undefined {
  return useLandedTables((state) => state.tables[tableName]);
}

export const browserTableWriter: TableWriter = {
  writeTable(request: WriteTableRequest): Promise<WriteTableResult> {
    try {
      throwIfAborted(request.signal);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    const { tableName, columns, rows } = request;
    useLandedTables.setState((state) => ({
      tables: { ...state.tables, [tableName]: { tableName, columns, rows, landedAt: Date.now() } },
    }));
    request.onProgress?.(rows.length, rows.length);
    return Promise.resolve({
      rowCount: rows.length,
      requests: 0,
      largestRequestBytes: 0,
      address: `Browser!${rectAddress({ top: 0, left: 0, rows: rows.length + 1, columns: Math.max(1, columns.length) })}`,
    });
  },
};
