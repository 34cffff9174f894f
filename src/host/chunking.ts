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

/**
 * Characters that make a string's JSON differ from its own text plus quotes: the quote and backslash, control
 * characters (escaped), and anything past ASCII (more than one UTF-8 byte; a lone surrogate is escaped).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what JSON escapes
const NOT_PLAIN_ASCII = /["\\\u0000-\u001f\u007f-\uffff]/;

/**
 * Bytes of one cell as JSON in UTF-8, the same as serializedBytes(cell) without serializing a string that needs
 * no escaping (nearly all of them): the writer sizes every cell of a landing, so this is its hot loop.
 */
export function cellBytes(cell: ExcelCell): number {
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell).length : 4; // JSON writes null
  return NOT_PLAIN_ASCII.test(cell) ? serializedBytes(cell) : cell.length + 2;
}

export interface Block {
  /** Index of the block's first row in the result. */
  start: number;
  values: ExcelCell[][];
  /** Serialized bytes of `values`. */
  bytes: number;
}

/**
 * The next block from `start`: rows are added while the block stays within `budgetBytes` and `maxRows`. A block
 * always has at least one row, of exactly `columns` cells; whether that row fits is the caller's question (compare `bytes` with the budget).
 */
export function nextBlock(
  rows: ReadonlyArray<readonly CellValue[]>,
  start: number,
  budgetBytes: number,
  maxRows: number,
  columns: number,
): Block {
  const values: ExcelCell[][] = [];
  let bytes = 2; // the outer brackets
  for (let i = start; i < rows.length && values.length < maxRows; i += 1) {
    const source = rows[i] ?? [];
    // Exactly one cell per column: a short row is padded with empty cells, a long one cut. The row's JSON is
    // its brackets, its cells and a comma between each two.
    const row = new Array<ExcelCell>(columns);
    let rowBytes = 2 + Math.max(0, columns - 1) + (values.length > 0 ? 1 : 0);
    for (let c = 0; c < columns; c += 1) {
      const cell = toExcelCell(source[c] ?? null);
      row[c] = cell;
      rowBytes += cellBytes(cell);
    }
    if (values.length > 0 && bytes + rowBytes > budgetBytes) break;
    values.push(row);
    bytes += rowBytes;
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
