/**
 * A table writer that refreshes by key (docs/host.md, "Refresh by key"). A landing whose rows have a key
 * (TableStart.rowKey) into a table of that name landed with the same columns, whose header still holds every landed
 * column and the row check, is matched row by row: only changed cells are written, new rows added, removed rows
 * deleted, and the person's own columns stay with their rows. Any other keyed landing is the inner writer's, whole,
 * with a hidden row-check column after the landed ones (rowCheck.ts); either way its result names the landed
 * columns and the key (KeyedOutcome.record), which the next refresh checks against.
 */
import { columnLetters, rectAddress, splitSheet, type Rect } from '../address';
import { quoteSheet } from '../excelLanding/landing';
import { LandingError, throwIfAborted } from '../landingError';
import type { ReadCell } from '../tableFingerprint';
import type { TableStart, TableStream, TableWriter, WriteTableResult } from '../types';
import { writeWholeTable } from '../wholeTable';
import { DeltaPlan, type ConflictDefault } from './deltaPlan';
import { CHECKS_FORM, type LandedCellsRecord } from './landedCells';
import { readKeyedTable, type KeyedTablePlace } from './readTable';
import {
  CELL_CHECK_HEADER,
  cellCheckText,
  checkText,
  emptyRowHashes,
  hashRow,
  ROW_CHECK_HEADER,
} from './rowCheck';
import { SheetRows, type SheetLayout } from './sheetRows';
import { writeDelta } from './writeDelta';

export interface KeyedWriterOptions {
  /** The table's keyed record from its last landing; null when it has none (then the table is landed whole). */
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
  const checkColumn = header.indexOf(ROW_CHECK_HEADER);
  const cellCheckColumn = header.indexOf(CELL_CHECK_HEADER);
  if (tableColumns.some((column) => column < 0) || new Set(tableColumns).size !== tableColumns.length)
    return null;
  if (checkColumn < 0 || header.lastIndexOf(ROW_CHECK_HEADER) !== checkColumn) return null;
  if (cellCheckColumn < 0 || header.lastIndexOf(CELL_CHECK_HEADER) !== cellCheckColumn) return null;
  return { tableColumns, compared: comparedOf(start), key, checkColumn, cellCheckColumn };
}

function sameLanding(record: LandedCellsRecord | null, start: TableStart, key: readonly number[]): boolean {
  return (
    record !== null &&
    record.checks === CHECKS_FORM &&
    record.columns.length === start.columns.length &&
    record.columns.every((name, index) => name === start.columns[index]?.name) &&
    record.key.length === key.length &&
    record.key.every((position, index) => position === key[index])
  );
}

const recordOf = (start: TableStart, key: readonly number[]): LandedCellsRecord => ({
  columns: start.columns.map((column) => column.name),
  key: [...key],
  checks: CHECKS_FORM,
});

const A1 = /^([A-Z]+)(\d+):([A-Z]+)(\d+)$/;

/** Column letters to a zero-based index: `A` is 0. */
function columnIndex(letters: string): number {
  let index = 0;
  for (const letter of letters) index = index * 26 + letter.charCodeAt(0) - 64;
  return index - 1;
}

/**
 * Hides the two check columns, the last of the table just landed (`address`), and answers the address the person
 * sees: the landed columns without them.
 */
async function hideCheckColumn(address: string): Promise<string> {
  const { sheet, cells } = splitSheet(address);
  const corners = A1.exec(cells);
  if (!corners || sheet === undefined) return address;
  const [, left = 'A', top = '1', right = 'A', bottom = '1'] = corners;
  const firstCheck = columnLetters(columnIndex(right) - 1);
  // Hidden for the person's sake only: a host that refuses (a protected sheet) leaves it shown, the landing stands.
  await Excel.run(async (context) => {
    const column = context.workbook.worksheets
      .getItem(sheet)
      .getRange(`${firstCheck}${top}:${right}${bottom}`);
    column.columnHidden = true;
    await context.sync();
  }).catch(() => undefined);
  const rect = { top: Number(top) - 1, left: columnIndex(left), rows: Number(bottom) - Number(top) + 1 };
  const columns = columnIndex(right) - rect.left - 1;
  return `${quoteSheet(sheet)}!${rectAddress({ ...rect, columns })}`;
}

/** The inner writer's stream, with the two checks appended to every row and their columns hidden once landed. */
function wholeStream(inner: TableWriter, start: TableStart, key: readonly number[]): Promise<TableStream> {
  const compared = comparedOf(start);
  const width = start.columns.length;
  const hashes = emptyRowHashes(compared.length);
  const checked: TableStart = {
    ...start,
    columns: [...start.columns, { name: ROW_CHECK_HEADER }, { name: CELL_CHECK_HEADER }],
  };
  return inner.begin(checked).then((stream) => ({
    append(rows) {
      for (const row of rows) {
        hashRow(row, key, compared, hashes);
        row[width] = checkText(hashes);
        row[width + 1] = cellCheckText(hashes);
      }
      return stream.append(rows);
    },
    async finish() {
      const result = await stream.finish();
      const address = await hideCheckColumn(result.address);
      return { ...result, address, keyed: { record: recordOf(start, key), refresh: null } };
    },
  }));
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
      if (layout === null) return -1;
      reading.sheet = new SheetRows(found.range.rows - 1, layout);
      return layout.checkColumn;
    },
    (checks: ReadCell[][]) => reading.sheet?.add(checks),
  );
  const { sheet } = reading;
  if (place === null || sheet === null || !sheet.unique) return null;
  return { place, sheet };
}

/** The table as the person sees it: without the hidden checks when they are its last two columns. */
function seen(range: Rect, layout: SheetLayout): Rect {
  const last = range.columns - 1;
  const atEnd = Math.min(layout.checkColumn, layout.cellCheckColumn) === last - 1;
  return atEnd && Math.max(layout.checkColumn, layout.cellCheckColumn) === last
    ? { ...range, columns: range.columns - 2 }
    : range;
}

function deltaStream(
  start: TableStart,
  found: { place: KeyedTablePlace; sheet: SheetRows },
  options: KeyedWriterOptions,
): TableStream {
  const { place, sheet } = found;
  const plan = new DeltaPlan(sheet, options.conflictDefault);
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
      const record = recordOf(start, sheet.layout.key);
      return {
        rowCount: written.range.rows - 1,
        requests: written.requests,
        largestRequestBytes: written.largestRequestBytes,
        address: `${quoteSheet(place.sheetName)}!${rectAddress(seen(written.range, sheet.layout))}`,
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
    // A design column under a check's own header: the check would be ambiguous, so the table is landed as a
    // table without a key.
    const checkHeaders = [ROW_CHECK_HEADER, CELL_CHECK_HEADER];
    if (start.columns.some((column) => checkHeaders.includes(column.name))) return inner.begin(start);
    throwIfAborted(start.signal);
    const found = sameLanding(options.landed, start, key)
      ? await readSheet(start, key).catch((error: unknown) => {
          if (error instanceof LandingError) throw error;
          return null;
        })
      : null;
    if (found === null) return wholeStream(inner, start, key);
    return deltaStream(start, found, options);
  };
  return { begin, writeTable: (request) => writeWholeTable(begin, request) };
}
