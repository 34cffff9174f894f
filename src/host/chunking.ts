/**
 * Row blocks sized by their serialized bytes (DESIGN "Targets"): Excel on the web refuses a request over 5 MB, so a
 * block's values stay under a byte budget with room for the request's own envelope, and hold at most a row cap
 * (DESIGN: start near 5k–20k rows). On a payload error both are halved and the block is tried again.
 */
import { numberJsonBytes, textJsonBytes } from './jsonBytes';
import type { CellValue } from './types';

/** Excel on the web refuses a request (or response) over 5 MB. */
export const HOST_REQUEST_LIMIT_BYTES = 5 * 1024 * 1024;
/** Bytes of values a block may carry: 4 MB, leaving 1 MB for the request's envelope (actions, addresses, ids). */
export const BLOCK_BUDGET_BYTES = 4 * 1024 * 1024;
/** Rows in the first block at most; DESIGN: start near 5k–20k rows. */
export const FIRST_BLOCK_MAX_ROWS = 20000;

/** What a cell is sent to Excel as: "" clears a cell (null would leave it unchanged), and text that starts with `=`
 * is kept as text with Excel's apostrophe prefix, so data never becomes a formula. */
export type ExcelCell = string | number;

export function toExcelCell(value: CellValue): ExcelCell {
  if (value === null) return '';
  if (typeof value === 'string' && value.startsWith('=')) return `'${value}`;
  return value;
}

export interface Block {
  /** Index of the block's first row in the result. */
  start: number;
  /** The cells sent: the lead row (the header) when one was given, then the block's rows. */
  values: ExcelCell[][];
  /** Rows of the result in the block (the lead row not counted). */
  rows: number;
  /** Serialized bytes of `values`, as UTF-8 JSON. */
  bytes: number;
}

/**
 * The row as the cells Excel is sent, in place, and its bytes as JSON: exactly one cell per column (a short row
 * padded with empty cells, a long one cut), each as toExcelCell makes it. One pass does both, so a block is sized
 * as it is made, never serialized by the writer (Office.js serializes the request when it sends it). In place, not
 * copied: the rows are the writer's once appended. Doing it again to a row already made cells changes nothing
 * ("" stays "", guarded text starts with an apostrophe).
 */
export function excelRowInPlace(row: CellValue[], columns: number): number {
  if (row.length > columns) row.length = columns;
  // The brackets and the commas between the cells.
  let bytes = columns + 1;
  for (let c = 0; c < columns; c += 1) {
    const value = row[c];
    if (typeof value === 'number') bytes += numberJsonBytes(value);
    else if (typeof value === 'string') {
      // 61 is "=": compared as a code, not with startsWith, as this runs for every cell of a landing.
      if (value.charCodeAt(0) === 61) {
        const guarded = `'${value}`;
        row[c] = guarded;
        bytes += textJsonBytes(guarded);
      } else bytes += textJsonBytes(value);
    } else {
      row[c] = '';
      bytes += 2;
    }
  }
  return bytes;
}

/** The row made the cells Excel is sent, in place (excelRowInPlace). */
export function toExcelCellsInPlace(row: CellValue[], columns: number): ExcelCell[] {
  excelRowInPlace(row, columns);
  // Every cell is now text or a number: the row is cells.
  return row as ExcelCell[];
}

/**
 * The next block from `start`: rows made cells in place and counted as they are added, up to `maxRows` rows and
 * `budgetBytes` bytes of values, the `lead` row (the header) first when given. A block always has at least one row
 * when any is left, of exactly `columns` cells; whether a single row fits is the caller's question (compare
 * `bytes` with the budget).
 */
export function nextBlock(
  rows: CellValue[][],
  start: number,
  budgetBytes: number,
  maxRows: number,
  columns: number,
  lead?: ExcelCell[],
): Block {
  const end = Math.min(rows.length, start + Math.max(0, maxRows));
  const values: ExcelCell[][] = [];
  // The brackets; each row after the first adds its comma.
  let bytes = 2;
  if (lead) {
    values.push(lead);
    bytes += excelRowInPlace(lead, columns);
  }
  let index = start;
  for (; index < end; index += 1) {
    const row = rows[index] ?? [];
    const added = excelRowInPlace(row, columns) + (values.length > 0 ? 1 : 0);
    if (index > start && bytes + added > budgetBytes) break;
    values.push(row as ExcelCell[]);
    bytes += added;
  }
  return { start, values, rows: index - start, bytes };
}

/** Block sizing that adapts: halved on every payload error, never grown back within one landing. */
export class BlockSizer {
  budgetBytes: number;
  maxRows: number;

  constructor(budgetBytes = BLOCK_BUDGET_BYTES, maxRows = FIRST_BLOCK_MAX_ROWS) {
    this.budgetBytes = budgetBytes;
    this.maxRows = maxRows;
  }

  /** After the host refused a block of `rows` rows as too large. False when a single row was refused. */
  halve(rows: number): boolean {
    if (rows <= 1) return false;
    this.maxRows = Math.max(1, Math.floor(rows / 2));
    this.budgetBytes = Math.max(1, Math.floor(this.budgetBytes / 2));
    return true;
  }
}
