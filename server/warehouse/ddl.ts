/**
 * The one DDL generator of the warehouse: every table of an instance's schema — the demo world's model tables and
 * every table an import lands — is created from its declaration (tables.ts) here, with its key, its plain indexes
 * and its member-search indexes. Statements are idempotent (IF NOT EXISTS); index names depend only on the table
 * and its columns, so a table built in another schema and moved in arrives with the names these would give.
 */
import type { Queryable } from '../db/database.ts';
import { quoteIdent } from '../db/identifiers.ts';
import { SQL_TYPES, type DwColumnDefinition, type DwTableDefinition } from './tables.ts';

const qualified = (schema: string, table: DwTableDefinition) =>
  `${quoteIdent(schema)}.${quoteIdent(table.name)}`;

function columnDdl(column: DwColumnDefinition): string {
  const parts = [quoteIdent(column.name), SQL_TYPES[column.type]];
  if (column.generatedAs) parts.push(`GENERATED ALWAYS AS (${column.generatedAs}) STORED`);
  if (column.defaultAs) parts.push(`DEFAULT ${column.defaultAs}`);
  if (column.notNull) parts.push('NOT NULL');
  return parts.join(' ');
}

/** The table's columns and key, without its indexes. */
export function tableDdl(schema: string, table: DwTableDefinition): string {
  const lines = [
    ...table.columns.map(columnDdl),
    `PRIMARY KEY (${table.primaryKey.map(quoteIdent).join(', ')})`,
  ];
  return `CREATE TABLE IF NOT EXISTS ${qualified(schema, table)} (\n  ${lines.join(',\n  ')}\n)`;
}

/** The schema pg_trgm lives in, or null where the server does not have it (see migration 0002). */
export async function trigramSchema(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ schema: string }>(
    "SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'",
  );
  return row?.schema ?? null;
}

/**
 * Member search is case-insensitive: a trigram index serves ILIKE '%x%'; without pg_trgm a btree on lower() with
 * text_pattern_ops serves prefix matches (lower(col) LIKE 'x%'). One index per searchable column.
 */
function searchIndexDdl(schema: string, table: DwTableDefinition, trgm: string | null): string[] {
  const target = qualified(schema, table);
  return table.columns
    .filter((column) => column.searchable)
    .map((column) => {
      const name = quoteIdent(`${table.name}_${column.name}_search_idx`);
      const col = quoteIdent(column.name);
      return trgm
        ? `CREATE INDEX IF NOT EXISTS ${name} ON ${target} USING gin (lower(${col}) ${quoteIdent(trgm)}.gin_trgm_ops)`
        : `CREATE INDEX IF NOT EXISTS ${name} ON ${target} (lower(${col}) text_pattern_ops)`;
    });
}

/** The table's plain indexes (after its leading columns) and its search indexes. */
export function indexDdl(schema: string, table: DwTableDefinition, trgm: string | null): string[] {
  const lead = table.indexesLeadWith ?? [];
  const plain = table.indexes.map(
    (columns) =>
      `CREATE INDEX IF NOT EXISTS ${quoteIdent(`${table.name}_${columns.join('_')}_idx`)} ON ${qualified(schema, table)} (${[
        ...lead,
        ...columns,
      ]
        .map(quoteIdent)
        .join(', ')})`,
  );
  return [...plain, ...searchIndexDdl(schema, table, trgm)];
}

/**
 * Creates the table's columns and key (idempotent). A table made by an earlier declaration gets the columns added
 * since (those that may be null or have a default: the table may hold rows); only when one is missing, as ALTER
 * TABLE locks the table.
 */
export async function createTable(db: Queryable, schema: string, table: DwTableDefinition): Promise<void> {
  await db.query(tableDdl(schema, table));
  const present = await db.query<{ name: string }>(
    'SELECT attname AS name FROM pg_attribute WHERE attrelid = to_regclass($1) AND attnum > 0 AND NOT attisdropped',
    [qualified(schema, table)],
  );
  const names = new Set(present.map((row) => row.name));
  const missing = table.columns.filter(
    (column) => !names.has(column.name) && (!column.notNull || column.defaultAs) && !column.generatedAs,
  );
  if (missing.length === 0) return;
  await db.query(
    `ALTER TABLE ${qualified(schema, table)} ${missing.map((column) => `ADD COLUMN IF NOT EXISTS ${columnDdl(column)}`).join(', ')}`,
  );
}

/** Creates the table's indexes (idempotent); `trgm` as trigramSchema answers, looked up when not given. */
export async function createIndexes(
  db: Queryable,
  schema: string,
  table: DwTableDefinition,
  trgm?: string | null,
): Promise<void> {
  const trigrams = trgm === undefined ? await trigramSchema(db) : trgm;
  for (const statement of indexDdl(schema, table, trigrams)) await db.query(statement);
}
