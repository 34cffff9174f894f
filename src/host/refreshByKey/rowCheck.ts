/**
 * A keyed table's row check (docs/host.md, "Refresh by key"): one hidden cell per row, right of the landed
 * columns, saying what the row held as landed — its key (two 32-bit hashes) and a 32-bit hash of its compared
 * cells together, both of the source's values (sourceHash.ts), and a 16-bit hash of each compared cell as Excel
 * keeps it (cellHash.ts), to tell an edited cell. A sort in Excel moves it with its row; a refresh reads this one
 * column, not the table, and reads a whole row only where the source's row hash differs from the check's.
 *
 * Written as `k` and base64url: text Excel keeps as it is (never a number, a date, a boolean or a formula).
 */
import type { CellValue } from '../types';
import type { ReadCell } from '../tableFingerprint';
import { cellHash } from './cellHash';
import { sourceHashes } from './sourceHash';

/** The hidden column's header. */
export const ROW_CHECK_HEADER = 'Wharf row check';

const PREFIX = 'k';
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

/** The check's text for a hashed row. */
export function checkText(hashes: RowHashes): string {
  const size = 12 + 2 * hashes.cells.length;
  const bytes = new Uint8Array(size);
  const words = [hashes.h1, hashes.h2, hashes.row];
  words.forEach((word, index) => {
    bytes[4 * index] = word >>> 24;
    bytes[4 * index + 1] = (word >>> 16) & 0xff;
    bytes[4 * index + 2] = (word >>> 8) & 0xff;
    bytes[4 * index + 3] = word & 0xff;
  });
  hashes.cells.forEach((hash, index) => {
    bytes[12 + 2 * index] = (hash >>> 8) & 0xff;
    bytes[13 + 2 * index] = hash & 0xff;
  });
  const codes: number[] = [PREFIX.charCodeAt(0)];
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

/** Characters of a check for this many compared columns. */
const checkLength = (compared: number): number => 1 + Math.ceil(((12 + 2 * compared) * 4) / 3);

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

const isCheck = (cell: ReadCell | undefined, compared: number): cell is string =>
  typeof cell === 'string' && cell.charCodeAt(0) === 107 && cell.length === checkLength(compared);

const word = (bytes: Uint8Array, at: number): number =>
  (((bytes[at] ?? 0) << 24) |
    ((bytes[at + 1] ?? 0) << 16) |
    ((bytes[at + 2] ?? 0) << 8) |
    (bytes[at + 3] ?? 0)) >>>
  0;

/** A check read back: its key, its row hash and each compared cell's 16-bit hash as landed. */
export interface ReadCheck {
  h1: number;
  h2: number;
  row: number;
  cells: Uint16Array;
}

const head = new Uint8Array(12);

/** Only the key and the row hash, into `into`: what the refresh holds for every row; false when no check. */
export function readCheckHead(cell: ReadCell | undefined, compared: number, into: ReadCheck): boolean {
  if (!isCheck(cell, compared) || !decode(cell, head)) return false;
  into.h1 = word(head, 0);
  into.h2 = word(head, 4);
  into.row = word(head, 8);
  return true;
}

/** The whole check, for a row the refresh reads in full; null when the cell holds no check. */
export function readCheck(cell: ReadCell | undefined, compared: number): ReadCheck | null {
  if (!isCheck(cell, compared)) return null;
  const bytes = new Uint8Array(12 + 2 * compared);
  if (!decode(cell, bytes)) return null;
  const cells = new Uint16Array(compared);
  for (let index = 0; index < compared; index += 1)
    cells[index] = ((bytes[12 + 2 * index] ?? 0) << 8) | (bytes[13 + 2 * index] ?? 0);
  return { h1: word(bytes, 0), h2: word(bytes, 4), row: word(bytes, 8), cells };
}
