/**
 * Hashes for refresh by key (docs/host.md, "Refresh by key"): a cell's value as Excel keeps it, and a row's key.
 * A value is hashed as Excel holds it once written, so what the add-in sends and what it reads back hash alike:
 * a date `2026-01-05` becomes its serial number and digits become a number, as Excel turns them on writing.
 * Numbers are hashed by their bits and plain text as it is, without a string made per cell.
 */
import type { CellValue } from '../types';
import type { ReadCell } from '../tableFingerprint';

const FNV_OFFSET = 0x811c9dc5;
const SECOND_SEED = 0x9e3779b9;
const FNV_PRIME = 0x01000193;
const DAY_MS = 86_400_000;
/** Excel's day 0: dates are days since 1899-12-30 (the 1900 leap-year quirk included). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

type AnyCell = CellValue | ReadCell | undefined;

function fnv(text: string, seed: number): number {
  let hash = seed;
  for (let index = 0; index < text.length; index += 1)
    hash = Math.imul(hash ^ text.charCodeAt(index), FNV_PRIME);
  return hash >>> 0;
}

/** The value as Excel keeps it after it is written: '' (empty), n<number>, b<boolean> or s<text>. */
export function asExcelKeeps(value: AnyCell): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return `n${value}`;
  if (typeof value === 'boolean') return `b${value}`;
  const text = value.startsWith("'") ? value.slice(1) : value;
  const date = DATE_ONLY.exec(text);
  if (date) {
    const at = Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]));
    return `n${Math.round((at - EXCEL_EPOCH_MS) / DAY_MS)}`;
  }
  if (PLAIN_NUMBER.test(text) && text.length < 16) return `n${Number(text)}`;
  return `s${text}`;
}

/** Text Excel keeps as it is: not empty, no apostrophe guard, not starting with a digit or a minus sign. */
function plainText(value: AnyCell): value is string {
  if (typeof value !== 'string' || value === '') return false;
  const first = value.charCodeAt(0);
  return first !== 39 && first !== 45 && (first < 48 || first > 57);
}

const numberBits = new Float64Array(1);
const numberWords = new Uint32Array(numberBits.buffer);

function numberHash(value: number): number {
  numberBits[0] = value === 0 ? 0 : value;
  let hash = Math.imul(FNV_OFFSET ^ (numberWords[0] ?? 0), FNV_PRIME);
  hash = Math.imul(hash ^ (numberWords[1] ?? 0), FNV_PRIME);
  hash ^= hash >>> 15;
  return Math.imul(hash, 0x2c1b3c6d) >>> 0;
}

/** A cell's 32-bit hash, as Excel keeps the value: equal values hash alike; unequal ones differ but for 1 in 2^32. */
export function cellHash(value: AnyCell): number {
  if (typeof value === 'number') return numberHash(value);
  if (plainText(value)) return fnv(value, SECOND_SEED);
  const kept = asExcelKeeps(value);
  if (kept.charCodeAt(0) === 110) return numberHash(Number(kept.slice(1)));
  if (kept.charCodeAt(0) === 115) return fnv(kept.slice(1), SECOND_SEED);
  return fnv(kept, FNV_OFFSET);
}

function textPair(text: string, pair: [number, number]): void {
  let first = pair[0];
  let second = pair[1];
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    first = Math.imul(first ^ code, FNV_PRIME);
    second = Math.imul(second ^ code, FNV_PRIME);
  }
  // A separator, so ("ab", "c") and ("a", "bc") differ.
  pair[0] = Math.imul(first ^ 0xffff, FNV_PRIME) >>> 0;
  pair[1] = Math.imul(second ^ 0xfffe, FNV_PRIME) >>> 0;
}

/**
 * Both words of the number into both hashes, in turn: a whole number's low word is 0, so a hash of one word alone
 * would be the same for every whole-number key (and every such row would share its buckets and index slots).
 */
function numberPair(value: number, pair: [number, number]): void {
  numberBits[0] = value === 0 ? 0 : value;
  const low = numberWords[0] ?? 0;
  const high = numberWords[1] ?? 0;
  pair[0] = Math.imul(Math.imul(pair[0] ^ low, FNV_PRIME) ^ high, FNV_PRIME) >>> 0;
  pair[1] = Math.imul(Math.imul(pair[1] ^ high, FNV_PRIME) ^ low, FNV_PRIME) >>> 0;
}

/**
 * Every bit of a hash into its low bits (MurmurHash3's finalizer): a product moves bits only upwards, so without it
 * whole-number keys, whose low words are 0, would share their low bits, and the key index's slots with them.
 */
export function finish(hash: number): number {
  let mixed = hash ^ (hash >>> 16);
  mixed = Math.imul(mixed, 0x85ebca6b);
  mixed ^= mixed >>> 13;
  mixed = Math.imul(mixed, 0xc2b2ae35);
  return (mixed ^ (mixed >>> 16)) >>> 0;
}

/**
 * A row's key as two independent 32-bit hashes of its key cells as Excel keeps them: together 64 bits, so
 * 1,048,575 keys collide about 1 time in 30 million.
 */
export function keyHashes(row: ArrayLike<AnyCell>, key: readonly number[]): [number, number] {
  const pair: [number, number] = [FNV_OFFSET, SECOND_SEED];
  for (const position of key) {
    const value = row[position];
    if (typeof value === 'number') numberPair(value, pair);
    else if (plainText(value)) textPair(value, pair);
    else {
      const kept = asExcelKeeps(value);
      if (kept.charCodeAt(0) === 110) numberPair(Number(kept.slice(1)), pair);
      else textPair(kept, pair);
    }
  }
  pair[0] = finish(pair[0]);
  pair[1] = finish(pair[1]);
  return pair;
}
