/**
 * An instance's warehouse: its own schema of landed tables, plus the catalogue rows in app that describe them.
 */
import type { Queryable } from './database.ts';
import { assertSafeSchemaName, quoteIdent } from './identifiers.ts';
import {
  SQL_TYPES,
  WAREHOUSE_TABLES,
  type DwColumnDefinition,
  type DwTableDefinition,
} from './warehouseTables.ts';

function columnDdl(column: DwColumnDefinition): string {
  const parts = [quoteIdent(column.name), SQL_TYPES[column.type]];
  if (column.generatedAs) parts.push(`GENERATED ALWAYS AS (${column.generatedAs}) STORED`);
  if (column.notNull) parts.push('NOT NULL');
  return parts.join(' ');
}

function tableDdl(schema: string, table: DwTableDefinition): string {
  const lines = [
    ...table.columns.map(columnDdl),
    `PRIMARY KEY (${table.primaryKey.map(quoteIdent).join(', ')})`,
  ];
  return `CREATE TABLE IF NOT EXISTS ${quoteIdent(schema)}.${quoteIdent(table.name)} (\n  ${lines.join(',\n  ')}\n)`;
}

/** The schema pg_trgm lives in, or null where the server does not have it (see migration 0002). */
export async function trigramSchema(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ schema: string }>(
    "SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'",
  );
  return row?.schema ?? null;
}

function indexDdl(schema: string, table: DwTableDefinition, trgm: string | null): string[] {
  const target = `${quoteIdent(schema)}.${quoteIdent(table.name)}`;
  const joins = table.indexes.map(
    (columns) =>
      `CREATE INDEX IF NOT EXISTS ${quoteIdent(`${table.name}_${columns.join('_')}_idx`)} ON ${target} (${columns.map(quoteIdent).join(', ')})`,
  );
  return [...joins, ...searchIndexDdl(schema, table, trgm)];
}

/**
 * Member search is case-insensitive: a trigram index serves ILIKE '%x%'; without pg_trgm a btree on lower() with
 * text_pattern_ops serves prefix matches (lower(col) LIKE 'x%'). One index per searchable column.
 */
export function searchIndexDdl(schema: string, table: DwTableDefinition, trgm: string | null): string[] {
  const target = `${quoteIdent(schema)}.${quoteIdent(table.name)}`;
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

/** The table's catalogue rows (friendly names, dimension or measure) the designer reads; idempotent. */
export async function recordCatalogue(
  db: Queryable,
  instanceId: number,
  table: DwTableDefinition,
): Promise<void> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO app.dw_tables (instance_id, table_name, friendly_name, description, primary_key)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (instance_id, table_name)
     DO UPDATE SET friendly_name = EXCLUDED.friendly_name, description = EXCLUDED.description,
       primary_key = EXCLUDED.primary_key
     RETURNING id`,
    [instanceId, table.name, table.friendlyName, table.description, table.primaryKey],
  );
  if (!row) throw new Error(`catalogue row for ${table.name} was not written`);
  // One statement per table: the column lists travel as arrays and unnest into rows.
  await db.query(
    `INSERT INTO app.dw_columns (table_id, column_name, friendly_name, data_type, role, ordinal, searchable)
     SELECT $1, c.column_name, c.friendly_name, c.data_type, c.role, c.ordinal, c.searchable
     FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::boolean[])
       AS c(column_name, friendly_name, data_type, role, ordinal, searchable)
     ON CONFLICT (table_id, column_name) DO UPDATE SET friendly_name = EXCLUDED.friendly_name,
       data_type = EXCLUDED.data_type, role = EXCLUDED.role, ordinal = EXCLUDED.ordinal,
       searchable = EXCLUDED.searchable`,
    [
      row.id,
      table.columns.map((c) => c.name),
      table.columns.map((c) => c.friendlyName),
      table.columns.map((c) => c.type),
      table.columns.map((c) => c.role),
      table.columns.map((_, index) => index + 1),
      table.columns.map((c) => c.searchable === true),
    ],
  );
}

/** The table's relations (migration 0006), by name; run once every table of the instance is in the catalogue. */
async function recordRelations(db: Queryable, instanceId: number, table: DwTableDefinition): Promise<void> {
  const relations = table.relations ?? [];
  if (relations.length === 0) return;
  const written = await db.query<{ name: string }>(
    `INSERT INTO app.dw_relations (from_table_id, name, friendly_name, to_table_id, from_column_id, to_column_id)
     SELECT f.id, r.name, r.friendly_name, t.id, fc.id, tc.id
     FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
       AS r(name, friendly_name, to_table, from_column, to_column)
     JOIN app.dw_tables f ON f.instance_id = $1 AND f.table_name = $2
     JOIN app.dw_tables t ON t.instance_id = $1 AND t.table_name = r.to_table
     JOIN app.dw_columns fc ON fc.table_id = f.id AND fc.column_name = r.from_column
     JOIN app.dw_columns tc ON tc.table_id = t.id AND tc.column_name = r.to_column
     ON CONFLICT (from_table_id, name) DO UPDATE SET friendly_name = EXCLUDED.friendly_name,
       to_table_id = EXCLUDED.to_table_id, from_column_id = EXCLUDED.from_column_id,
       to_column_id = EXCLUDED.to_column_id
     RETURNING name`,
    [
      instanceId,
      table.name,
      relations.map((r) => r.name),
      relations.map((r) => r.friendlyName),
      relations.map((r) => r.toTable),
      relations.map((r) => r.fromColumn),
      relations.map((r) => r.toColumn),
    ],
  );
  if (written.length !== relations.length) {
    throw new Error(`a relation of ${table.name} names a table or column the catalogue does not have`);
  }
}

/**
 * Creates (idempotently) the warehouse schema of the instance whose app.instances.schema is `schema`: the landed
 * tables, their indexes and their catalogue rows. Refuses an unsafe name and an unknown instance. Pass a
 * transaction to make it all-or-nothing.
 */
export async function createWarehouseSchema(db: Queryable, schema: string): Promise<void> {
  assertSafeSchemaName(schema);
  const [instance] = await db.query<{ id: number }>('SELECT id FROM app.instances WHERE schema = $1', [
    schema,
  ]);
  if (!instance) throw new Error(`no instance has the warehouse schema "${schema}"`);
  const trgm = await trigramSchema(db);
  await db.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
  for (const table of WAREHOUSE_TABLES) {
    await db.query(tableDdl(schema, table));
    for (const ddl of indexDdl(schema, table, trgm)) await db.query(ddl);
    await recordCatalogue(db, instance.id, table);
  }
  for (const table of WAREHOUSE_TABLES) await recordRelations(db, instance.id, table);
}
