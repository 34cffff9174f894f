/**
 * Row blocks sized by their serialized bytes (DESIGN "Targets"): Excel on the web refuses a request over 5 MB, so a
 * block's values stay under a byte budget with room for the request's own envelope, and hold at most a row cap
 * (DESIGN: start near 5k–20k rows). On a payload error both are halved and the block is tried again.
 */
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

/** UTF-8 length of a string without encoding it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** Bytes of a value as JSON in UTF-8: what a request carries for it. */
export function serializedBytes(value: unknown): number {
  return utf8Length(JSON.stringify(value) ?? '');
}

const encoder = new TextEncoder();
/** Characters encoded at a time to count a long text's UTF-8 bytes: three bytes each at most, in a small buffer. */
const COUNTED_CHARS = 64 * 1024;
let counted: Uint8Array | null = null;

/**
 * UTF-8 length of a long text, by the browser's own encoder a piece at a time into one small buffer: a block's
 * megabytes of JSON counted about ten times faster than scanning them for a character past ASCII, and exact
 * however many such characters there are. A piece never ends between the two halves of a surrogate pair.
 */
export function utf8Bytes(text: string): number {
  counted ??= new Uint8Array((COUNTED_CHARS + 1) * 3);
  let bytes = 0;
  for (let start = 0; start < text.length;) {
    let end = Math.min(text.length, start + COUNTED_CHARS);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end += 1;
    bytes += encoder.encodeInto(text.slice(start, end), counted).written;
    start = end;
  }
  return bytes;
}

/** Bytes of a value as JSON in UTF-8, the JSON made once: what a request carries for it. */
export function jsonBytes(value: unknown): number {
  return utf8Bytes(JSON.stringify(value) ?? '');
}

export interface Block {
  /** Index of the block's first row in the result. */
  start: number;
  values: ExcelCell[][];
  /** Serialized bytes of `values`. */
  bytes: number;
}

/**
 * The row as the cells Excel is sent, in place: exactly one cell per column (a short row padded with empty cells, a
 * long one cut), each as toExcelCell makes it. In place, not copied: copying every row of a landing cost a fifth of
 * serializing it, and the rows are the writer's once appended. Doing it again to a row already made cells changes
 * nothing ("" stays "", guarded text starts with an apostrophe).
 */
export function toExcelCellsInPlace(row: CellValue[], columns: number): ExcelCell[] {
  if (row.length > columns) row.length = columns;
  for (let c = 0; c < columns; c += 1) {
    const value = row[c];
    if (value === null || value === undefined) row[c] = '';
    // 61 is "=": compared as a code, not with startsWith, as this runs for every cell of a landing.
    else if (typeof value === 'string' && value.charCodeAt(0) === 61) row[c] = `'${value}`;
  }
  // Every cell is now text or a number: the row is cells.
  return row as ExcelCell[];
}

/** Of a block too large, the rows likely to fit: in proportion to the budget, with a little room. */
const shrunk = (rows: number, bytes: number, budgetBytes: number): number =>
  Math.max(1, Math.min(rows - 1, Math.floor(((rows * budgetBytes) / bytes) * 0.98)));

/**
 * The next block from `start`, at most `maxRows` rows within `budgetBytes`. Its rows are made cells in place
 * (toExcelCellsInPlace) and the block is serialized whole, once, as the host will: the writer's own time stays near
 * one serialization of the data. A block over the budget is cut in proportion and measured again. A block always
 * has at least one row when any is left, of exactly `columns` cells; whether a single row fits is the caller's
 * question (compare `bytes` with the budget).
 */
export function nextBlock(
  rows: CellValue[][],
  start: number,
  budgetBytes: number,
  maxRows: number,
  columns: number,
): Block {
  const count = Math.max(0, Math.min(maxRows, rows.length - start));
  const values: ExcelCell[][] = [];
  for (let i = 0; i < count; i += 1) {
    const row = rows[start + i];
    values.push(row === undefined ? toExcelCellsInPlace([], columns) : toExcelCellsInPlace(row, columns));
  }
  let bytes = jsonBytes(values);
  while (bytes > budgetBytes && values.length > 1) {
    values.length = shrunk(values.length, bytes, budgetBytes);
    bytes = jsonBytes(values);
  }
  return { start, values, bytes };
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
