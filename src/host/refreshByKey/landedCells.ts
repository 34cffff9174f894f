/**
 * What a keyed table's cells held as landed, whatever order the rows stand in now (docs/host.md, "Refresh by
 * key"): each cell (its row's key, its column, its value) is folded by XOR into one of up to 262,144 16-bit
 * buckets chosen by its key and column. XOR does not care about order, so a sort in Excel changes nothing; a cell
 * edited by hand changes its bucket. The buckets are 512 KB at most (about 700 KB as base64, what the workbook's
 * settings hold for the positional fingerprint too), however many rows: four buckets a cell up to 65,536 cells
 * (4,096 at least); past that a bucket covers more cells, and a cell shares its bucket's verdict.
 */
import { z } from 'zod';

export const MAX_BUCKETS = 262_144;
/** The fewest buckets a record may hold and still be read. */
const MIN_BUCKETS = 64;
/**
 * Buckets per landed cell, up to MAX_BUCKETS: four make two cells share a bucket seldom, so a cell changed at the
 * source is rarely listed as a conflict only because an edited cell shares its bucket.
 */
const BUCKETS_PER_CELL = 4;
/** The fewest a landing is given: 8 KB, so a small table's few cells hardly ever share one. */
const FIRST_BUCKETS = 4_096;

export const landedCellsSchema = z.object({
  /** Each landed column's header, in landing order: the columns the buckets cover. */
  columns: z.array(z.string()),
  /** The key's positions among the columns. */
  key: z.array(z.number().int().min(0)),
  /** base64 of one little-endian uint16 per bucket. */
  buckets: z.string(),
});
export type LandedCellsRecord = z.infer<typeof landedCellsSchema>;

function mix(h1: number, column: number): number {
  let hash = Math.imul(h1 ^ Math.imul(column + 1, 0x85ebca6b), 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** A cell's mark: 16 bits of its key, column and value (its cellHash) together. */
export function cellMark(h2: number, column: number, valueHash: number): number {
  let hash = Math.imul(h2 ^ Math.imul(column + 7, 0x9e3779b1) ^ valueHash, 0x01000193);
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x2c1b3c6d);
  hash ^= hash >>> 16;
  // Never 0, so an empty cell still marks its bucket and a cell emptied by hand is seen.
  return hash & 0xffff || 1;
}

export function bucketCountFor(cells: number): number {
  let count = FIRST_BUCKETS;
  while (count < cells * BUCKETS_PER_CELL && count < MAX_BUCKETS) count *= 2;
  return count;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 by table, three bytes at a time: half a megabyte in a few milliseconds, without a string per byte. */
function base64Of(bytes: Uint8Array): string {
  const parts: string[] = [];
  const chunk: string[] = [];
  for (let index = 0; index < bytes.length; index += 3) {
    const a = bytes[index] ?? 0;
    const b = bytes[index + 1] ?? 0;
    const c = bytes[index + 2] ?? 0;
    const left = bytes.length - index;
    chunk.push(
      (ALPHABET[a >> 2] ?? '') +
        (ALPHABET[((a & 3) << 4) | (b >> 4)] ?? '') +
        (left > 1 ? (ALPHABET[((b & 15) << 2) | (c >> 6)] ?? '') : '=') +
        (left > 2 ? (ALPHABET[c & 63] ?? '') : '='),
    );
    if (chunk.length === 4096) {
      parts.push(chunk.join(''));
      chunk.length = 0;
    }
  }
  parts.push(chunk.join(''));
  return parts.join('');
}

export class LandedCells {
  readonly buckets: Uint16Array;
  private readonly mask: number;

  constructor(buckets: Uint16Array) {
    this.buckets = buckets;
    this.mask = buckets.length - 1;
  }

  static sized(cells: number): LandedCells {
    return new LandedCells(new Uint16Array(bucketCountFor(cells)));
  }

  bucketOf(h1: number, column: number): number {
    return mix(h1, column) & this.mask;
  }

  /** Folds a cell in (or out again: XOR undoes itself); `valueHash` is its cellHash. */
  fold(h1: number, h2: number, column: number, valueHash: number): void {
    const bucket = this.bucketOf(h1, column);
    this.buckets[bucket] = (this.buckets[bucket] ?? 0) ^ cellMark(h2, column, valueHash);
  }

  at(bucket: number): number {
    return this.buckets[bucket] ?? 0;
  }

  toBase64(): string {
    return base64Of(new Uint8Array(this.buckets.buffer, this.buckets.byteOffset, this.buckets.byteLength));
  }

  static fromBase64(text: string): LandedCells | null {
    const binary = atob(text);
    const count = Math.floor(binary.length / 2);
    if (count < MIN_BUCKETS || (count & (count - 1)) !== 0) return null;
    const bytes = new Uint8Array(count * 2);
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = binary.charCodeAt(index);
    return new LandedCells(new Uint16Array(bytes.buffer));
  }
}
