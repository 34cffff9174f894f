/**
 * A keyed table's row checks (docs/host.md, "Refresh by key"): two hidden cells per row, right of the landed
 * columns, saying what the row held as landed. The row check holds 64 bits of its key and its compared cells
 * together, of the source's values (sourceHash.ts): a new row whose check a table row holds is that row, unchanged
 * at the source. The cell check holds the key (two 32-bit hashes) and a 16-bit hash of each compared cell as Excel
 * keeps it (cellHash.ts), to pair a changed row with its key and tell an edited cell. A sort in Excel moves both
 * with their row. A refresh reads the row check of every row (11 characters) and the cell check only of the rows no
 * new row's check matched.
 *
 * Written as base64url text Excel keeps as it is (never a number, a date, a boolean or a formula): the row check
 * starts with a letter, the cell check with `c`.
 */
import type { CellValue } from '../types';
import type { ReadCell } from '../tableFingerprint';
import { cellHash } from './cellHash';
import { sourceHashes, type SourceHashes } from './sourceHash';

/** The hidden columns' headers. */
export const ROW_CHECK_HEADER = 'Wharf row check';
export const CELL_CHECK_HEADER = 'Wharf cell check';

const CELL_PREFIX = 'c';
/** Characters of a row check: a letter for its first 5 bits, then 10 of 6 bits (59 bits and one 0). */
export const ROW_CHECK_LENGTH = 11;
/** Bytes of a cell check before its cells: the key's two hashes. */
const KEY_BYTES = 8;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DECODE = new Int16Array(128).fill(-1);
for (let index = 0; index < ALPHABET.length; index += 1) DECODE[ALPHABET.charCodeAt(index)] = index;

/** A row of the source, hashed: its key, its row hash, its row check and (hashRow) its compared cells' hashes. */
export interface RowHashes extends SourceHashes {
  /** One 32-bit hash per compared column, in `compared` order. */
  cells: Uint32Array;
}

/** The row's key, row hash and row check only (sourceHash.ts): what every row of a refresh costs. */
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
  r1: 0,
  r2: 0,
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

/** The row check's text for a hashed row: its 64 bits, the first 5 as a letter (A–Z, a–f), then 6 by 6. */
export function checkText(hashes: SourceHashes): string {
  const { r1, r2 } = hashes;
  const low = r1 & 0x7ffffff;
  // r1's last 3 bits and r2's first 3, then r2's last 29 and a 0.
  const middle = ((low & 7) << 3) | (r2 >>> 29);
  const tail = (r2 & 0x1fffffff) << 1;
  return String.fromCharCode(
    ALPHABET.charCodeAt(r1 >>> 27),
    ALPHABET.charCodeAt((low >>> 21) & 63),
    ALPHABET.charCodeAt((low >>> 15) & 63),
    ALPHABET.charCodeAt((low >>> 9) & 63),
    ALPHABET.charCodeAt((low >>> 3) & 63),
    ALPHABET.charCodeAt(middle),
    ALPHABET.charCodeAt((tail >>> 24) & 63),
    ALPHABET.charCodeAt((tail >>> 18) & 63),
    ALPHABET.charCodeAt((tail >>> 12) & 63),
    ALPHABET.charCodeAt((tail >>> 6) & 63),
    ALPHABET.charCodeAt(tail & 63),
  );
}

/** The cell check's text for a row hashed whole (hashRow): its key's two hashes, each compared cell's 16-bit hash. */
export function cellCheckText(hashes: RowHashes): string {
  const bytes = new Uint8Array(KEY_BYTES + 2 * hashes.cells.length);
  [hashes.h1, hashes.h2].forEach((word, index) => {
    bytes[4 * index] = word >>> 24;
    bytes[4 * index + 1] = (word >>> 16) & 0xff;
    bytes[4 * index + 2] = (word >>> 8) & 0xff;
    bytes[4 * index + 3] = word & 0xff;
  });
  hashes.cells.forEach((hash, index) => {
    bytes[KEY_BYTES + 2 * index] = (hash >>> 8) & 0xff;
    bytes[KEY_BYTES + 2 * index + 1] = hash & 0xff;
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

/** A row check read back: its 64 bits. */
export interface ReadCheck {
  r1: number;
  r2: number;
}

/** Six bits of the row check at `index`, or -1 when the character is not base64url. */
function sixBits(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code < 128 ? (DECODE[code] ?? -1) : -1;
}

/** The row check's 64 bits, into `into`; false when the cell holds no row check. */
export function readRowCheck(cell: ReadCell | undefined, into: ReadCheck): boolean {
  if (typeof cell !== 'string' || cell.length !== ROW_CHECK_LENGTH) return false;
  let low = 0;
  let invalid = 0;
  for (let index = 1; index < 5; index += 1) {
    const value = sixBits(cell, index);
    invalid |= value;
    low = (low << 6) | (value & 63);
  }
  const first = sixBits(cell, 0);
  const middle = sixBits(cell, 5);
  let tail = 0;
  for (let index = 6; index < ROW_CHECK_LENGTH; index += 1) {
    const value = sixBits(cell, index);
    invalid |= value;
    tail = (tail << 6) | (value & 63);
  }
  // A letter first (under 32), every character base64url (-1 sets the sign bit), and the last bit 0.
  if (first < 0 || first >= 32 || middle < 0 || invalid < 0 || (tail & 1) !== 0) return false;
  into.r1 = ((first << 27) | (low << 3) | (middle >>> 3)) >>> 0;
  into.r2 = (((middle & 7) << 29) | (tail >>> 1)) >>> 0;
  return true;
}

/** A cell check read back: the row's key as landed and its compared cells' 16-bit hashes. */
export interface CellCheck {
  h1: number;
  h2: number;
  cells: Uint16Array;
}

/** A cell check's key and 16-bit hashes, for a row the refresh reads in full; null when the cell holds none. */
export function readCellCheck(cell: ReadCell | undefined, compared: number): CellCheck | null {
  const size = KEY_BYTES + 2 * compared;
  if (!isText(cell, CELL_PREFIX, size)) return null;
  const bytes = new Uint8Array(size);
  if (!decode(cell, bytes)) return null;
  const cells = new Uint16Array(compared);
  for (let index = 0; index < compared; index += 1)
    cells[index] = ((bytes[KEY_BYTES + 2 * index] ?? 0) << 8) | (bytes[KEY_BYTES + 2 * index + 1] ?? 0);
  return { h1: word(bytes, 0), h2: word(bytes, 4), cells };
}
