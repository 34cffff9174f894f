/**
 * Runs a compiled design: fetches one page (plus one row to see past it), counts the result only on a first page
 * that cannot tell its size itself, and turns values into the contract's cells — numbers as numbers, dates YYYY-MM-DD,
 * timestamps ISO 8601 — whatever the driver handed back.
 */
import { QUERY_LIMITS, type ClientQueryResponse, type QueryCell } from '@wharf/contract';
import type { Queryable } from '../../../db/database.ts';
import type { DwDataType } from '../../../warehouse/tables.ts';
import type { CompiledQuery } from './compile.ts';
import { encodeCursor, type KeyValue } from './keyset.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** A scalar's text; anything else (the warehouse declares no such column) as its JSON. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  return JSON.stringify(value) ?? '';
}

/** One value as the contract carries it, by the column's answered type. */
export function toCell(value: unknown, type: DwDataType): QueryCell {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'integer':
    case 'numeric': {
      // Both drivers parse int8 and numeric to numbers (valueTypes.ts); a string or bigint is converted here too.
      if (typeof value === 'number') return value;
      const number = Number(textOf(value));
      return Number.isFinite(number) ? number : textOf(value);
    }
    case 'date':
      // A driver without our date parser hands back local midnight.
      if (value instanceof Date)
        return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
      return textOf(value).slice(0, 10);
    case 'timestamptz': {
      const date = value instanceof Date ? value : new Date(textOf(value));
      return Number.isNaN(date.getTime()) ? textOf(value) : date.toISOString();
    }
    case 'text':
      return textOf(value);
  }
}

/**
 * PostgreSQL's text of a chosen column's value, as the driver handed it back (valueTypes.ts): integers as safe
 * numbers, dates and texts as strings. Undefined for anything else (an integer past 2^53), which then gets no cursor.
 */
function exactText(value: unknown, type: DwDataType): KeyValue | undefined {
  if (value === null || value === undefined) return null;
  if (type === 'integer')
    return typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * The cursor of the page after this one: the last row's keys, read where the compiler put them (KeySource). Null
 * where the design pages by offset, or where a key cannot be written exactly or the keys are too long for a cursor
 * (long texts in the sort): the client then sends nextOffset.
 */
function nextCursorOf(compiled: CompiledQuery, last: Record<string, unknown> | undefined, next: number) {
  if (!compiled.keyset || !last) return null;
  const values: KeyValue[] = [];
  for (const { alias, chosen, type } of compiled.keyset.sources) {
    const value = last[alias];
    const text = chosen
      ? exactText(value, type)
      : value === null || value === undefined
        ? null
        : textOf(value);
    if (text === undefined) return null;
    values.push(text);
  }
  const cursor = encodeCursor(compiled.keyset.fingerprint, { offset: next, values });
  return cursor.length <= QUERY_LIMITS.maxCursorLength ? cursor : null;
}

async function countOf(db: Queryable, compiled: CompiledQuery): Promise<number> {
  const [count] = await db.query<{ n: number }>(compiled.countSql, compiled.countParams);
  return Number(count?.n ?? 0);
}

/**
 * The rows in their places in the page (CompiledQuery.position, numbered 1, 2, … in the page's order): as they came
 * when the joins kept the order, as they mostly do, and otherwise each put at its number, one pass either way.
 */
export function inPageOrder<Row extends Record<string, unknown>>(
  rows: Row[],
  position: string | null,
): Row[] {
  if (position === null) return rows;
  const place = (row: Row | undefined) => Number(row?.[position]);
  let inOrder = true;
  for (let index = 0; index < rows.length && inOrder; index += 1) inOrder = place(rows[index]) === index + 1;
  if (inOrder) return rows;
  const placed = new Array<Row>(rows.length);
  for (const row of rows) {
    const at = place(row) - 1;
    if (!Number.isInteger(at) || at < 0 || at >= rows.length || placed[at] !== undefined) {
      // Not the numbers the statement gives: ordered by them all the same, never answered out of order.
      return [...rows].sort((a, b) => place(a) - place(b));
    }
    placed[at] = row;
  }
  return placed;
}

export async function runCompiledQuery(db: Queryable, compiled: CompiledQuery): Promise<ClientQueryResponse> {
  const { page } = compiled;
  // A first page that may not hold the whole result will most likely need the count: ask for it at once.
  const early =
    compiled.countBeside && page.offset === 0 && page.rows < page.limit ? countOf(db, compiled) : null;
  early?.catch(() => undefined);
  const answered = await db
    .query<Record<string, unknown>>(compiled.sql, compiled.params)
    .finally(async () => {
      // Never left running: inside a transaction it would outlive the caller's work.
      await early?.catch(() => undefined);
    });
  const fetched = inPageOrder(answered, compiled.position);
  const got = Math.min(fetched.length, page.rows);
  const more = fetched.length > page.rows;
  const end = page.offset + got;
  let nextOffset: number | null = null;
  let totalRows: number | null;
  let truncated: boolean;
  if (more && end >= page.limit) {
    // The page reaches the limit and a row lies beyond it: the limit cut the result.
    totalRows = page.limit;
    truncated = true;
  } else if (!more && (got > 0 || page.offset === 0)) {
    // Nothing lies beyond this page: the result ends here.
    totalRows = end;
    truncated = false;
  } else if (more && page.offset > 0) {
    // A page between the first and the last: the first page told the client the size (counting again on every
    // page would cost as much as the page itself).
    nextOffset = end;
    totalRows = null;
    truncated = false;
  } else {
    // The first page of several, or an offset past the end: count the result (bounded at limit + 1).
    if (more) nextOffset = end;
    const n = await (early ?? countOf(db, compiled));
    totalRows = Math.min(n, page.limit);
    truncated = n > page.limit;
  }
  const types = compiled.columns.map((column) => column.dataType);
  return {
    columns: compiled.columns,
    rows: fetched
      .slice(0, got)
      .map((row) => compiled.aliases.map((alias, index) => toCell(row[alias], types[index] ?? 'text'))),
    offset: page.offset,
    nextOffset,
    nextCursor: nextOffset === null ? null : nextCursorOf(compiled, fetched[got - 1], nextOffset),
    totalRows,
    truncated,
    rowKey: compiled.rowKey,
    periods: compiled.periods,
    ...(compiled.partialGroups.length > 0 ? { partialGroups: compiled.partialGroups } : {}),
  };
}
