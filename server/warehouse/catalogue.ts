/**
 * The catalogue rows of warehouse tables (app.dw_tables, app.dw_columns, app.dw_relations: migrations 0002, 0006),
 * written from the same declarations as their DDL, and when a table last had rows landed.
 */
import type { Queryable } from '../db/database.ts';
import { assertSafeSchemaName, quoteIdent } from '../db/identifiers.ts';
import type { DwTableDefinition } from './tables.ts';

/** The table's catalogue rows (friendly names, dimension or measure) the designer reads; idempotent. */
export async function recordCatalogue(
  db: Queryable,
  instanceId: number,
  table: DwTableDefinition,
): Promise<void> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO app.dw_tables (instance_id, table_name, friendly_name, description, primary_key, layer,
                                source_system)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (instance_id, table_name)
     DO UPDATE SET friendly_name = EXCLUDED.friendly_name, description = EXCLUDED.description,
       primary_key = EXCLUDED.primary_key, layer = EXCLUDED.layer, source_system = EXCLUDED.source_system
     RETURNING id`,
    [
      instanceId,
      table.name,
      table.friendlyName,
      table.description,
      table.primaryKey,
      table.layer ?? 'business',
      table.sourceSystem ?? null,
    ],
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
export async function recordRelations(
  db: Queryable,
  instanceId: number,
  table: DwTableDefinition,
): Promise<void> {
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
 * When these tables last had rows swapped in (app.dw_tables.landed_at: the freshness the add-in compares), and the
 * rows each holds now (row_count: what the catalogue answers without counting on every read). Call in the
 * transaction that changed their rows, so the count is that transaction's.
 */
export async function recordLanded(
  tx: Queryable,
  instanceId: number,
  schema: string,
  tableNames: readonly string[],
): Promise<void> {
  await tx.query(
    'UPDATE app.dw_tables SET landed_at = now() WHERE instance_id = $1 AND table_name = ANY($2)',
    [instanceId, tableNames],
  );
  await recordRowCounts(tx, instanceId, schema, tableNames);
}

/** The rows each of these tables holds now, into app.dw_tables.row_count: one count per table, one statement. */
export async function recordRowCounts(
  tx: Queryable,
  instanceId: number,
  schema: string,
  tableNames: readonly string[],
): Promise<void> {
  if (tableNames.length === 0) return;
  assertSafeSchemaName(schema);
  const counts = tableNames
    .map(
      (name, index) =>
        `SELECT $${index + 2}::text AS table_name, count(*) AS n FROM ${quoteIdent(schema)}.${quoteIdent(name)}`,
    )
    .join(' UNION ALL ');
  await tx.query(
    `UPDATE app.dw_tables t SET row_count = c.n FROM (${counts}) AS c
     WHERE t.instance_id = $1 AND t.table_name = c.table_name`,
    [instanceId, ...tableNames],
  );
}
