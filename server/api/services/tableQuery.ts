/**
 * Compiles a table design (TableQuery) into one parameterised SELECT over the instance's warehouse schema. Every
 * table and column name must be in the instance's catalogue; SQL text only ever holds quoted catalogue names and
 * fixed fragments, and every value is a bound parameter cast to the column's type from a fixed map.
 */
import type { TableQuery } from '../../../src/api/contract.ts';
import type { Queryable } from '../../db/database.ts';
import { assertSafeSchemaName, quoteIdent } from '../../db/identifiers.ts';
import { badRequest } from '../errors.ts';

type DataType = 'text' | 'integer' | 'numeric' | 'date' | 'timestamptz';

interface CatalogueColumn {
  name: string;
  friendlyName: string;
  dataType: DataType;
}

const CASTS: Record<DataType, string> = {
  text: 'text',
  integer: 'integer',
  numeric: 'numeric',
  date: 'date',
  timestamptz: 'timestamptz',
};

const COMPARISONS = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

export const DEFAULT_ROW_LIMIT = 1000;

/** Whether a filter value fits the column, so a bad value is a 400 here rather than a database error. */
function fits(value: string | number, type: DataType): boolean {
  switch (type) {
    case 'text':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'numeric':
      return typeof value === 'number' && Number.isFinite(value);
    case 'date':
      return (
        typeof value === 'string' &&
        /^\d{4}-\d{2}-\d{2}$/.test(value) &&
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
      );
    case 'timestamptz':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value));
  }
}

async function catalogueOf(db: Queryable, instanceId: number, table: string) {
  const rows = await db.query<{ schema: string; table_name: string } & CatalogueColumn>(
    `SELECT i.schema, t.table_name, c.column_name AS name, c.friendly_name AS "friendlyName", c.data_type AS "dataType"
     FROM app.dw_tables t JOIN app.instances i ON i.id = t.instance_id JOIN app.dw_columns c ON c.table_id = t.id
     WHERE t.instance_id = $1 AND t.table_name = $2 ORDER BY c.ordinal`,
    [instanceId, table],
  );
  const first = rows[0];
  if (!first) throw badRequest(`query.table: Unknown table "${table}".`);
  assertSafeSchemaName(first.schema);
  return {
    target: `${quoteIdent(first.schema)}.${quoteIdent(first.table_name)}`,
    columns: new Map(rows.map((row) => [row.name, row])),
  };
}

function toCell(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'string') return value;
  // The warehouse declares only text, numbers and dates; anything else is shown as its JSON text.
  return JSON.stringify(value) ?? null;
}

export async function runTableQuery(db: Queryable, instanceId: number, query: TableQuery) {
  const catalogue = await catalogueOf(db, instanceId, query.table);
  const column = (name: string, field: string): CatalogueColumn => {
    const found = catalogue.columns.get(name);
    if (!found) throw badRequest(`${field}: Unknown column "${name}" in ${query.table}.`);
    return found;
  };
  const selected = query.columns.map((name, index) => column(name, `query.columns.${index}`));

  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = (query.filters ?? []).map((filter, index) => {
    const field = `query.filters.${index}`;
    const target = column(filter.column, `${field}.column`);
    if (!filter.values.every((value) => fits(value, target.dataType))) {
      throw badRequest(`${field}.values: Expected ${target.dataType} values for "${target.name}".`);
    }
    const col = quoteIdent(target.name);
    const cast = CASTS[target.dataType];
    if (filter.op === 'in') return `${col} = ANY(${bind(filter.values)}::${cast}[])`;
    if (filter.values.length !== 1)
      throw badRequest(`${field}.values: Expected exactly one value for "${filter.op}".`);
    if (filter.op === 'contains') {
      if (target.dataType !== 'text') throw badRequest(`${field}.op: "contains" needs a text column.`);
      const text = String(filter.values[0]).replace(/[\\%_]/g, (char) => `\\${char}`);
      return `lower(${col}) LIKE '%' || lower(${bind(text)}) || '%'`;
    }
    return `${col} ${COMPARISONS[filter.op]} ${bind(filter.values[0])}::${cast}`;
  });
  const order = (query.sort ?? []).map(
    (sort, index) =>
      `${quoteIdent(column(sort.column, `query.sort.${index}.column`).name)} ${sort.desc ? 'DESC' : 'ASC'}`,
  );
  const limit = query.limit ?? DEFAULT_ROW_LIMIT;
  const sql = [
    `SELECT ${selected.map((c) => quoteIdent(c.name)).join(', ')} FROM ${catalogue.target}`,
    conditions.length ? `WHERE ${conditions.join(' AND ')}` : '',
    order.length ? `ORDER BY ${order.join(', ')}` : '',
    `LIMIT ${bind(limit + 1)} OFFSET ${bind(query.offset ?? 0)}`,
  ].join(' ');
  const rows = await db.query<Record<string, unknown>>(sql, params);
  return {
    columns: selected.map((c) => ({ name: c.name, friendlyName: c.friendlyName, dataType: c.dataType })),
    rows: rows.slice(0, limit).map((row) => selected.map((c) => toCell(row[c.name]))),
    truncated: rows.length > limit,
  };
}
