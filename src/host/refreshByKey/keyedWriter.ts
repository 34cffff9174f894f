/**
 * A table writer that refreshes by key (docs/host.md, "Refresh by key"). A landing whose rows have a key
 * (TableStart.rowKey) into a table of that name whose header still holds every landed column is matched row by
 * row: only changed cells are written, new rows added below, removed rows deleted, and the person's own columns
 * stay with their rows. Any other landing is the inner writer's, whole; either way a keyed landing's result says
 * what its cells hold as landed (KeyedOutcome.record), for the next refresh's hand-edit check.
 */
import { rectAddress } from '../address';
import { quoteSheet } from '../excelLanding/landing';
import { LandingError, throwIfAborted } from '../landingError';
import type { ReadCell } from '../tableFingerprint';
import type { TableStart, TableStream, TableWriter, WriteTableResult } from '../types';
import { writeWholeTable } from '../wholeTable';
import { cellHash, keyHashes } from './cellHash';
import { DeltaPlan, type ConflictDefault } from './deltaPlan';
import { LandedCells, type LandedCellsRecord } from './landedCells';
import { readKeyedTable, type KeyedTablePlace } from './readTable';
import { SheetRows, type SheetLayout } from './sheetRows';
import { writeDelta } from './writeDelta';

export interface KeyedWriterOptions {
  /** The table's keyed record from its last landing; null when it has none (then no edit is told apart). */
  landed: LandedCellsRecord | null;
  conflictDefault: ConflictDefault;
  /** Bytes of values per request; default chunking.ts's BLOCK_BUDGET_BYTES. */
  budgetBytes?: number;
}

function comparedOf(start: TableStart): number[] {
  return start.columns.flatMap((column, index) => (column.formula ? [] : [index]));
}

/** Where each landed column stands in the table's header; null when one is missing. */
function layoutOf(start: TableStart, key: readonly number[], header: readonly string[]): SheetLayout | null {
  const tableColumns = start.columns.map((column) => header.indexOf(column.name));
  if (tableColumns.some((column) => column < 0) || new Set(tableColumns).size !== tableColumns.length)
    return null;
  return { tableColumns, compared: comparedOf(start), key };
}

function sameLanding(record: LandedCellsRecord | null, start: TableStart, key: readonly number[]): boolean {
  return (
    record !== null &&
    record.columns.length === start.columns.length &&
    record.columns.every((name, index) => name === start.columns[index]?.name) &&
    record.key.length === key.length &&
    record.key.every((position, index) => position === key[index])
  );
}

/** The inner writer's stream, its rows folded into the record of what it lands. */
function wholeStream(stream: TableStream, start: TableStart, key: readonly number[]): TableStream {
  const compared = comparedOf(start);
  const landed = LandedCells.sized(Math.max(1, start.expectedRows) * compared.length);
  return {
    append(rows) {
      for (const row of rows) {
        const [h1, h2] = keyHashes(row, key);
        for (const column of compared) landed.fold(h1, h2, column, cellHash(row[column]));
      }
      return stream.append(rows);
    },
    async finish() {
      const result = await stream.finish();
      const record = {
        columns: start.columns.map((column) => column.name),
        key: [...key],
        buckets: landed.toBase64(),
      };
      return { ...result, keyed: { record, refresh: null } };
    },
  };
}

async function readSheet(
  start: TableStart,
  key: readonly number[],
): Promise<{ place: KeyedTablePlace; sheet: SheetRows } | null> {
  // Held in an object: the rows are made inside the read, where the table's size is known.
  const reading: { sheet: SheetRows | null } = { sheet: null };
  const place = await readKeyedTable(
    start.tableName,
    (found) => {
      const layout = layoutOf(start, key, found.header);
      if (layout === null) return false;
      reading.sheet = new SheetRows(found.range.rows - 1, layout);
      return true;
    },
    (rows: ReadCell[][]) => reading.sheet?.add(rows),
  );
  const { sheet } = reading;
  if (place === null || sheet === null || !sheet.unique) return null;
  return { place, sheet };
}

function deltaStream(
  start: TableStart,
  found: { place: KeyedTablePlace; sheet: SheetRows },
  landed: LandedCells | null,
  options: KeyedWriterOptions,
): TableStream {
  const { place, sheet } = found;
  const compared = sheet.layout.compared.length;
  const plan = new DeltaPlan(
    sheet,
    landed,
    options.conflictDefault,
    Math.max(1, start.expectedRows) * compared,
  );
  let planned = 0;
  return {
    append(rows) {
      throwIfAborted(start.signal);
      plan.add(rows);
      planned += rows.length;
      start.onProgress?.(planned, Math.max(start.expectedRows, planned));
      return Promise.resolve();
    },
    async finish(): Promise<WriteTableResult> {
      throwIfAborted(start.signal);
      plan.settle();
      const written = await writeDelta({
        tableName: start.tableName,
        place,
        layout: sheet.layout,
        columns: start.columns,
        plan,
        ...(options.budgetBytes ? { budgetBytes: options.budgetBytes } : {}),
        ...(start.signal ? { signal: start.signal } : {}),
        ...(start.onPendingEdit ? { onPendingEdit: start.onPendingEdit } : {}),
      });
      const record = {
        columns: start.columns.map((column) => column.name),
        key: [...sheet.layout.key],
        buckets: plan.landedNext.toBase64(),
      };
      return {
        rowCount: written.range.rows - 1,
        requests: written.requests,
        largestRequestBytes: written.largestRequestBytes,
        address: `${quoteSheet(place.sheetName)}!${rectAddress(written.range)}`,
        keyed: {
          record,
          refresh: {
            changedRows: plan.tally.changedRows,
            changedCells: plan.tally.changedCells,
            newRows: plan.newRows.length,
            removed: written.removed,
            kept: plan.tally.kept,
            conflicts: written.conflicts,
            cellsWritten: written.cellsWritten,
            indexBytes: sheet.bytes,
          },
        },
      };
    },
  };
}

export function keyedTableWriter(inner: TableWriter, options: KeyedWriterOptions): TableWriter {
  const begin = async (start: TableStart): Promise<TableStream> => {
    const key = start.rowKey ?? null;
    if (key === null || key.length === 0) return inner.begin(start);
    const record = sameLanding(options.landed, start, key) ? options.landed : null;
    const landed = record ? LandedCells.fromBase64(record.buckets) : null;
    throwIfAborted(start.signal);
    const found = await readSheet(start, key).catch((error: unknown) => {
      if (error instanceof LandingError) throw error;
      return null;
    });
    if (found === null) return wholeStream(await inner.begin(start), start, key);
    return deltaStream(start, found, landed, options);
  };
  return { begin, writeTable: (request) => writeWholeTable(begin, request) };
}
