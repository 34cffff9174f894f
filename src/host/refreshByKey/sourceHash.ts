/**
 * A source row's key and row hash for the row check (rowCheck.ts; docs/host.md, "Refresh by key"), made as the
 * rows come: the refresh hashes every row of the source, so this is its hottest loop. Both sides of a comparison
 * are the source's own values (as landed then, as answered now), so nothing is turned into what Excel keeps: a
 * number feeds its two 32-bit words, text its characters, each cell closed by a tag of its type. No string or
 * array is made per row or cell.
 */
import type { CellValue } from '../types';
import { finish } from './cellHash';

const PRIME = 0x01000193;
const bits = new Float64Array(1);
const words = new Uint32Array(bits.buffer);

/** The hashes of one row; reused from row to row. */
export interface SourceHashes {
  /** The key's two independent 32-bit hashes. */
  h1: number;
  h2: number;
  /** The compared cells' 32-bit hash. */
  row: number;
  /**
   * The row check's 64 bits: the key's hashes, each mixed with the row hash. For one key they differ exactly when
   * the row hash does; for two keys they are unrelated 64 bits.
   */
  r1: number;
  r2: number;
}

/** One cell into a running hash: its value, then its type's tag (so 1 and "1", "ab","c" and "a","bc" differ). */
function feed(hash: number, value: CellValue | undefined, seed: number): number {
  if (typeof value === 'number') {
    bits[0] = value === 0 ? 0 : value;
    hash = Math.imul(hash ^ (words[0] ?? 0), PRIME);
    return Math.imul(Math.imul(hash ^ (words[1] ?? 0), PRIME) ^ (seed + 1), PRIME);
  }
  if (typeof value === 'string') {
    // Two characters a step: half the multiplications of one a step.
    const even = value.length & ~1;
    for (let index = 0; index < even; index += 2)
      hash = Math.imul(hash ^ (value.charCodeAt(index) | (value.charCodeAt(index + 1) << 16)), PRIME);
    if (even < value.length) hash = Math.imul(hash ^ value.charCodeAt(even), PRIME);
    return Math.imul(hash ^ (seed + 2), PRIME);
  }
  if (typeof value === 'boolean') return Math.imul(hash ^ (seed + (value ? 3 : 4)), PRIME);
  return Math.imul(hash ^ (seed + 5), PRIME);
}

/** The row's key (two independent 32-bit hashes), the hash of its compared cells and both together, into `into`. */
export function sourceHashes(
  row: readonly CellValue[],
  key: readonly number[],
  compared: readonly number[],
  into: SourceHashes,
): SourceHashes {
  let first = 0x811c9dc5;
  let second = 0x9e3779b9;
  for (let index = 0; index < key.length; index += 1) {
    const value = row[key[index] ?? 0];
    first = feed(first, value, 0x100);
    second = feed(second, value, 0x200);
  }
  let hash = 0x2c1b3c6d;
  for (let index = 0; index < compared.length; index += 1)
    hash = feed(hash, row[compared[index] ?? 0], 0x300);
  into.h1 = finish(first);
  into.h2 = finish(second);
  into.row = finish(hash);
  into.r1 = finish(into.h1 ^ into.row);
  into.r2 = finish(into.h2 ^ Math.imul(into.row, 0x9e3779b1));
  return into;
}
