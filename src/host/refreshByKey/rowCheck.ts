/**
 * A keyed table's row checks (docs/host.md, "Refresh by key"): two hidden cells per row, right of the landed
 * columns, saying what the row held as landed. The row check holds its key (two 32-bit hashes) and a 32-bit hash of
 * its compared cells together, both of the source's values (sourceHash.ts); the cell check holds a 16-bit hash of
 * each compared cell as Excel keeps it (cellHash.ts), to tell an edited cell. A sort in Excel moves both with their
 * row. A refresh reads the row check of every row (17 characters) and the cell check only of rows whose source row
 * hash differs from their row check's: apart, the row check is a third of what one check of both would be to read.
 *
 * Written as a letter and base64url: text Excel keeps as it is (never a number, a date, a boolean or a formula).
 */
import type { CellValue } from '../types';
import type { ReadCell } from '../tableFingerprint';
import { cellHash } from './cellHash';
import { sourceHashes } from './sourceHash';

/** The hidden columns' headers. */
export const ROW_CHECK_HEADER = 'Wharf row check';
export const CELL_CHECK_HEADER = 'Wharf cell check';

const ROW_PREFIX = 'k';
const CELL_PREFIX = 'c';
/** Bytes of a row check: the key's two hashes and the row hash. */
const HEAD_BYTES = 12;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DECODE = new Int16Array(128).fill(-1);
for (let index = 0; index < ALPHABET.length; index += 1) DECODE[ALPHABET.charCodeAt(index)] = index;

/** A row of the source, hashed: its key, its row hash and (hashRow) its compared cells' 32-bit hashes. */
export interface RowHashes {
  h1: number;
  h2: number;
  row: number;
  /** One 32-bit hash per compared column, in `compared` order. */
  cells: Uint32Array;
}

/** The row's key and row hash only (sourceHash.ts): what every row of a refresh costs. */
export function hashKeyAndRow(
  row: readonly CellValue[],
  key: readonly number[],
  compared: readonly number[],
  into: RowHashes,
): RowHashes {
  sourceHashes(row, key, compared, into);
  return into;
}

/** The row's key, row hash and each compared cell's hash as Excel keeps it: for a row whose check is written. */
export function hashRow(
  row: readonly CellValue[],
  key: readonly number[],
  compared: readonly number[],
  into: RowHashes,
): RowHashes {
  sourceHashes(row, key, compared, into);
  for (let index = 0; index < compared.length; index += 1)
    into.cells[index] = cellHash(row[compared[index] ?? 0]);
  return into;
}

export const emptyRowHashes = (compared: number): RowHashes => ({
  h1: 0,
  h2: 0,
  row: 0,
  cells: new Uint32Array(compared),
});

/** Base64url of the bytes after a prefix letter. */
function encode(prefix: string, bytes: Uint8Array): string {
  const size = bytes.length;
  const codes: number[] = [prefix.charCodeAt(0)];
  for (let index = 0; index < size; index += 3) {
    const a = bytes[index] ?? 0;
    const b = bytes[index + 1] ?? 0;
    const c = bytes[index + 2] ?? 0;
    const left = size - index;
    codes.push(ALPHABET.charCodeAt(a >> 2), ALPHABET.charCodeAt(((a & 3) << 4) | (b >> 4)));
    if (left > 1) codes.push(ALPHABET.charCodeAt(((b & 15) << 2) | (c >> 6)));
    if (left > 2) codes.push(ALPHABET.charCodeAt(c & 63));
  }
  return String.fromCharCode(...codes);
}

/** The row check's text for a hashed row: its key and its row hash. */
export function checkText(hashes: RowHashes): string {
  const bytes = new Uint8Array(HEAD_BYTES);
  [hashes.h1, hashes.h2, hashes.row].forEach((word, index) => {
    bytes[4 * index] = word >>> 24;
    bytes[4 * index + 1] = (word >>> 16) & 0xff;
    bytes[4 * index + 2] = (word >>> 8) & 0xff;
    bytes[4 * index + 3] = word & 0xff;
  });
  return encode(ROW_PREFIX, bytes);
}

/** The cell check's text for a row hashed whole (hashRow): each compared cell's 16-bit hash. */
export function cellCheckText(hashes: RowHashes): string {
  const bytes = new Uint8Array(2 * hashes.cells.length);
  hashes.cells.forEach((hash, index) => {
    bytes[2 * index] = (hash >>> 8) & 0xff;
    bytes[2 * index + 1] = hash & 0xff;
  });
  return encode(CELL_PREFIX, bytes);
}

/** Characters of a check of this many bytes, its letter included. */
const textLength = (bytes: number): number => 1 + Math.ceil((bytes * 4) / 3);

/** Decodes the check's first `into.length` bytes; false when the text is not a check (wrong size, other letters). */
function decode(text: string, into: Uint8Array): boolean {
  let at = 0;
  let bits = 0;
  let held = 0;
  for (let index = 1; index < text.length && at < into.length; index += 1) {
    const value = DECODE[text.charCodeAt(index)] ?? -1;
    if (value < 0) return false;
    held = ((held << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      into[at] = (held >> bits) & 0xff;
      at += 1;
    }
  }
  return at === into.length;
}

const isText = (cell: ReadCell | undefined, prefix: string, bytes: number): cell is string =>
  typeof cell === 'string' &&
  cell.charCodeAt(0) === prefix.charCodeAt(0) &&
  cell.length === textLength(bytes);

const word = (bytes: Uint8Array, at: number): number =>
  (((bytes[at] ?? 0) << 24) |
    ((bytes[at + 1] ?? 0) << 16) |
    ((bytes[at + 2] ?? 0) << 8) |
    (bytes[at + 3] ?? 0)) >>>
  0;

/** A row check read back: its key and its row hash. */
export interface ReadCheck {
  h1: number;
  h2: number;
  row: number;
}

const head = new Uint8Array(HEAD_BYTES);

/** The row check's key and row hash, into `into`: what the refresh holds for every row; false when no check. */
export function readCheckHead(cell: ReadCell | undefined, into: ReadCheck): boolean {
  if (!isText(cell, ROW_PREFIX, HEAD_BYTES) || !decode(cell, head)) return false;
  into.h1 = word(head, 0);
  into.h2 = word(head, 4);
  into.row = word(head, 8);
  return true;
}

/** A cell check's 16-bit hashes, for a row the refresh reads in full; null when the cell holds no cell check. */
export function readCellCheck(cell: ReadCell | undefined, compared: number): Uint16Array | null {
  if (!isText(cell, CELL_PREFIX, 2 * compared)) return null;
  const bytes = new Uint8Array(2 * compared);
  if (!decode(cell, bytes)) return null;
  const cells = new Uint16Array(compared);
  for (let index = 0; index < compared; index += 1)
    cells[index] = ((bytes[2 * index] ?? 0) << 8) | (bytes[2 * index + 1] ?? 0);
  return cells;
}
