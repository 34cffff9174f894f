/**
 * How column values come back to JavaScript, the same on both backends (docs/database.md, "Numbers and dates").
 *
 * - int8 (bigint ids, count(*), sum(integer)) → number. Ids and counts stay far below 2^53; a value that would
 *   lose precision throws instead of being silently rounded.
 * - numeric (money, numeric(14,2)) → number. Excel holds doubles anyway; aggregate money in SQL, not in JS.
 * - date → 'YYYY-MM-DD' string, never a Date: a calendar day has no time zone to shift it.
 * - timestamptz → Date, json/jsonb → parsed value, text[] → string[], bytea → Uint8Array (a Buffer on pg).
 */

/** PostgreSQL type oids whose parsing we override. */
export const TYPE_OIDS = { int8: 20, numeric: 1700, date: 1082 } as const;

export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} does not fit a JavaScript number`);
  return value;
}

export function parseNumeric(text: string): number {
  return Number(text);
}

export function parseDate(text: string): string {
  return text;
}

/** The overrides keyed by oid, as both drivers accept them. */
export const VALUE_PARSERS: Readonly<Record<number, (text: string) => unknown>> = {
  [TYPE_OIDS.int8]: parseInt8,
  [TYPE_OIDS.numeric]: parseNumeric,
  [TYPE_OIDS.date]: parseDate,
};
