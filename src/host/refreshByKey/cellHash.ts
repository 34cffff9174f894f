/**
 * Hashes for refresh by key (docs/host.md, "Refresh by key"): a cell's value as Excel keeps it, and a row's key.
 * A value is hashed as Excel holds it once written, so what the add-in sends and what it reads back hash alike:
 * a date `2026-01-05` becomes its serial number and digits become a number, as Excel turns them on writing.
 */
import type { CellValue } from '../types';
import type { ReadCell } from '../tableFingerprint';

const FNV_OFFSET = 0x811c9dc5;
const SECOND_SEED = 0x9e3779b9;
const DAY_MS = 86_400_000;
/** Excel's day 0: dates are days since 1899-12-30 (the 1900 leap-year quirk included). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

function fnv(text: string, seed: number): number {
  let hash = seed;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The value as Excel keeps it after it is written: empty, a number, a boolean or text. */
export function asExcelKeeps(value: CellValue | ReadCell | undefined): string {
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

/** A cell's 32-bit hash: equal values hash alike; unequal ones differ but for 1 in 2^32. */
export function cellHash(value: CellValue | ReadCell | undefined): number {
  return fnv(asExcelKeeps(value), FNV_OFFSET);
}

/** A row's key as text: its key cells as Excel keeps them, joined by a character no value holds. */
export function keyText(row: ReadonlyArray<CellValue | ReadCell>, key: readonly number[]): string {
  let text = '';
  for (const position of key) text += `${asExcelKeeps(row[position])}\u0000`;
  return text;
}

/** Two independent 32-bit hashes of a key: together 64 bits, so 1,048,575 keys collide 1 time in 30 million. */
export function keyHashes(text: string): [number, number] {
  return [fnv(text, FNV_OFFSET), fnv(text, SECOND_SEED)];
}
