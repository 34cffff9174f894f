/**
 * What one list call answers, as Cin7 Omni does: where filters on ModifiedDate, CreatedDate and Id, order by Id or
 * ModifiedDate, page/rows paging (more than 250 rows a page refused), and an optional field list (each record only
 * those fields; a name the resource has not is left out, as no such field is sent). No total count is ever sent.
 */
import type { Json, Resource } from './dataset.ts';

const MAX_ROWS = 250;
export const ROWS_TOO_MANY = `The rows argument cannot be greater than ${MAX_ROWS}.`;

/** where=Field op 'value' [AND …] for ModifiedDate, CreatedDate and Id; anything else is refused as Cin7 does. */
function whereFilter(where: string | null): ((record: Json) => boolean) | string {
  if (!where?.trim()) return () => true;
  const tests: ((record: Json) => boolean)[] = [];
  for (const part of where.split(/\s+AND\s+/i)) {
    const match = /^\s*(\w+)\s*(>=|<=|<>|=|>|<)\s*'?([^']*)'?\s*$/.exec(part);
    if (!match?.[1] || !match[2] || match[3] === undefined) return `Invalid where clause: ${part}`;
    const name = match[1].toLowerCase();
    const op = match[2];
    const fieldName =
      name === 'modifieddate'
        ? 'modifiedDate'
        : name === 'createddate'
          ? 'createdDate'
          : name === 'id'
            ? 'id'
            : null;
    if (!fieldName) return `Invalid where clause: unknown field ${match[1]}`;
    const isDate = fieldName !== 'id';
    const value = isDate ? Date.parse(match[3]) : Number(match[3]);
    if (Number.isNaN(value)) return `Invalid where clause: ${part}`;
    tests.push((record) => {
      const actual = isDate ? Date.parse(String(record[fieldName])) : Number(record[fieldName]);
      switch (op) {
        case '>':
          return actual > value;
        case '>=':
          return actual >= value;
        case '<':
          return actual < value;
        case '<=':
          return actual <= value;
        case '<>':
          return actual !== value;
        default:
          return actual === value;
      }
    });
  }
  return (record) => tests.every((test) => test(record));
}

function sortKey(record: Json, resource: Resource): number {
  return resource === 'Stock'
    ? Number(record.productOptionId) * 100 + Number(record.branchId)
    : Number(record.id);
}

/** Whether the records are in key order already (a listing by Id mostly is): then a page needs no sort. */
function inKeyOrder(records: Json[], resource: Resource): boolean {
  let previous = -Infinity;
  for (const record of records) {
    const key = sortKey(record, resource);
    if (!(key >= previous)) return false;
    previous = key;
  }
  return true;
}

function ordered(records: Json[], resource: Resource, order: string): Json[] {
  const byModified = order.startsWith('modifieddate');
  // The stand-in runs in the load's process, so its CPU counts as the load's: a full load's 100 pages by Id need
  // not sort 25k records 100 times.
  if (!byModified && inKeyOrder(records, resource)) return records;
  // Each record's keys once, not in every comparison: a page of a 25k-record listing sorts them all again.
  const keyed = records.map((record) => ({
    record,
    modified: byModified ? Date.parse(String(record.modifiedDate)) : 0,
    key: sortKey(record, resource),
  }));
  keyed.sort((a, b) => a.modified - b.modified || a.key - b.key);
  return keyed.map(({ record }) => record);
}

function onlyFields(records: Json[], fields: string): Json[] {
  const wanted = fields.split(',').map((f) => f.trim().toLowerCase());
  return records.map((r) =>
    Object.fromEntries(Object.entries(r).filter(([k]) => wanted.includes(k.toLowerCase()))),
  );
}

export type ListAnswer = { status: 200; body: Json[] } | { status: 400; body: { Message: string } };

/** Page `page` (from 1) of the resource's records under the call's where, order, rows and fields. */
export function listRecords(
  records: Json[],
  resource: Resource,
  search: URLSearchParams,
  page: number,
): ListAnswer {
  const rows = Math.max(1, Number(search.get('rows') ?? 50) || 50);
  if (rows > MAX_ROWS) return { status: 400, body: { Message: ROWS_TOO_MANY } };
  const filter = whereFilter(search.get('where'));
  if (typeof filter === 'string') return { status: 400, body: { Message: filter } };
  const order = (search.get('order') ?? 'Id').toLowerCase();
  const slice = ordered(records.filter(filter), resource, order).slice((page - 1) * rows, page * rows);
  const fields = search.get('fields');
  return { status: 200, body: fields ? onlyFields(slice, fields) : slice };
}
