/**
 * Keyset paging: an answer carries an opaque cursor (where the next page starts, and the last row's ORDER BY
 * values), and the next request sends it instead of an offset; the compiler turns it into a WHERE that keeps only
 * rows after that row in the total order. A page then reads its own rows, not every row before it, so walking a
 * result is linear instead of quadratic (page k of an OFFSET walk re-reads the k × pageSize rows before it).
 *
 * The cursor is base64url JSON: { o: the next row's offset, k: the last row's key values as PostgreSQL's own text
 * (so numerics and timestamps round-trip exactly), h: a checksum over the design's order and the rest }. It is input
 * like any other: a cursor of another design, an edited one or a value that is not of its key's type is a 400
 * before any SQL runs. The checksum is not a secret: it catches a cursor taken to the wrong design or edited by hand;
 * the type checks keep a recomputed one from reaching the database as anything but a bound value of the right type.
 */
import { createHash } from 'node:crypto';
import type { DwDataType } from '../../../warehouse/tables.ts';
import { badRequest } from '../../errors.ts';
import type { Params } from './params.ts';

/** A key value of the cursor: PostgreSQL's text of the value, or null. */
export type KeyValue = string | null;

export interface Cursor {
  /** The offset of the row the cursor points after + 1: where the next page starts within the result. */
  offset: number;
  values: KeyValue[];
}

const FIELD = 'query.after';
/** Base64url, nothing else: refuses control characters, spaces and anything a URL or header would mangle. */
const CURSOR_TEXT = /^[A-Za-z0-9_-]+$/;

/** A fingerprint of the total order: a cursor is only meaningful for the order it was taken in. */
export function orderFingerprint(table: string, keys: readonly KeysetKey[]): string {
  return JSON.stringify([table, keys.map(({ expr, direction }) => [expr, direction])]);
}

function checksum(fingerprint: string, offset: number, values: readonly KeyValue[]): string {
  return createHash('sha256')
    .update(JSON.stringify([fingerprint, offset, values]))
    .digest('base64url')
    .slice(0, 16);
}

export function encodeCursor(fingerprint: string, cursor: Cursor): string {
  const body = { o: cursor.offset, k: cursor.values, h: checksum(fingerprint, cursor.offset, cursor.values) };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

const INTEGER = /^-?\d{1,19}$/;
const NUMERIC = /^(-?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?|NaN|-?Infinity)$/;
const DATE = /^(\d{4,})-(\d{2})-(\d{2})( BC)?$/;
const TIMESTAMP =
  /^(\d{4,})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(\.\d{1,6})?([+-]\d{2}(:\d{2}){0,2})?( BC)?$/;
const INT8_MAX = 9_223_372_036_854_775_807n;

function realDay(year: string, month: string, day: string): boolean {
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12 || d < 1) return false;
  // Day 0 of the next month is the last day of this one (UTC, so no zone moves it); year 0 is 1 BC, leap.
  const last = new Date(Date.UTC(2000, m, 0)).getUTCDate();
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  return d <= (m === 2 ? (leap ? 29 : 28) : last);
}

/** Whether a key value is PostgreSQL's text of a value of this type (a value the database would accept). */
function fitsType(value: string, type: DwDataType): boolean {
  switch (type) {
    case 'integer':
      return INTEGER.test(value) && BigInt(value) <= INT8_MAX && BigInt(value) >= -INT8_MAX - 1n;
    case 'numeric':
      return value.length <= 1000 && NUMERIC.test(value);
    case 'date': {
      if (value === 'infinity' || value === '-infinity') return true;
      const match = DATE.exec(value);
      return match !== null && realDay(match[1] ?? '', match[2] ?? '', match[3] ?? '');
    }
    case 'timestamptz': {
      if (value === 'infinity' || value === '-infinity') return true;
      const match = TIMESTAMP.exec(value);
      return match !== null && realDay(match[1] ?? '', match[2] ?? '', match[3] ?? '');
    }
    case 'text':
      // PostgreSQL text holds no NUL; any other character is data (a name may hold a line break).
      return !value.includes('\u0000');
  }
}

const malformed = () =>
  badRequest(`${FIELD}: Not a cursor of this design. Send the nextCursor of the previous answer unchanged.`);

function parseBody(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
  } catch {
    throw malformed();
  }
}

/**
 * Reads a cursor sent back for a design with this order (and these key types); a 400 naming query.after when it
 * is malformed, edited, of another design, or points past the design's limit.
 */
export function decodeCursor(
  text: string,
  fingerprint: string,
  types: readonly DwDataType[],
  limit: number,
): Cursor {
  if (!CURSOR_TEXT.test(text)) {
    throw badRequest(`${FIELD}: A cursor holds only the characters A–Z, a–z, 0–9, "-" and "_".`);
  }
  const body = parseBody(text);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw malformed();
  const { o, k, h } = body as Record<string, unknown>;
  if (typeof o !== 'number' || !Number.isInteger(o) || o < 1 || o > limit) throw malformed();
  if (!Array.isArray(k) || k.length !== types.length) throw malformed();
  const values = k.map((value: unknown, index): KeyValue => {
    if (value === null) return null;
    if (typeof value !== 'string' || !fitsType(value, types[index] ?? 'text')) throw malformed();
    return value;
  });
  if (typeof h !== 'string' || h !== checksum(fingerprint, o, values)) throw malformed();
  return { offset: o, values };
}

/** One key of the total order as keyset paging needs it. */
export interface KeysetKey {
  expr: string;
  direction: 'ASC' | 'DESC';
  type: DwDataType;
  /** False for the base table's key columns: then "x > v" needs no "OR x IS NULL", and an index can serve it. */
  nullable: boolean;
}

/**
 * The condition "this row comes after the cursor's row" in the total order, with PostgreSQL's default NULL places
 * (the compiler writes no NULLS FIRST/LAST: NULLs sort last ascending and first descending): for each key i, the
 * keys before it equal and key i past its value.
 */
export function afterCondition(
  keys: readonly KeysetKey[],
  values: readonly KeyValue[],
  params: Params,
): string {
  // Each value is bound once, in key order, and named wherever its key is compared.
  const bound = keys.map((_, index) => {
    const value = values[index] ?? null;
    return value === null ? null : params.bind(value);
  });
  const equal = (expr: string, at: number) => {
    const value = bound[at] ?? null;
    return value === null ? `${expr} IS NULL` : `${expr} = ${value}`;
  };
  const past = ({ expr, direction, nullable }: KeysetKey, value: string | null): string | null => {
    if (direction === 'ASC') {
      // NULLs come last: nothing is past a NULL; past a value are greater values and every NULL.
      if (value === null) return null;
      return nullable ? `(${expr} > ${value} OR ${expr} IS NULL)` : `${expr} > ${value}`;
    }
    // NULLs come first: past a NULL is every value; past a value are smaller values.
    return value === null ? `${expr} IS NOT NULL` : `${expr} < ${value}`;
  };
  const branches: string[] = [];
  keys.forEach((key, index) => {
    const beyond = past(key, bound[index] ?? null);
    if (beyond === null) return;
    const equals = keys.slice(0, index).map((before, at) => equal(before.expr, at));
    branches.push([...equals, beyond].join(' AND '));
  });
  // The last row of the whole order has nothing after it.
  if (branches.length === 0) return 'false';
  if (branches.length === 1) return `(${branches[0] ?? ''})`;
  return `(${leadBound(keys[0], bound[0] ?? null)}(${branches.join(' OR ')}))`;
}

/**
 * The first key bounds every branch; said on its own it lets an index on that key start at the cursor ('' when
 * the bound would need "OR x IS NULL", which no index serves).
 */
function leadBound(first: KeysetKey | undefined, value: string | null): string {
  if (!first || value === null) return '';
  if (first.direction === 'DESC') return `${first.expr} <= ${value} AND `;
  return first.nullable ? '' : `${first.expr} >= ${value} AND `;
}
