/**
 * An instance's warehouse: its own schema of tables, plus the catalogue rows in app that describe them. The demo
 * world's model tables and the tables an import lands are made the same way: DDL from ddl.ts, then catalogue rows
 * and relations from catalogue.ts.
 */
import type { Queryable } from '../db/database.ts';
import { assertSafeSchemaName, quoteIdent } from '../db/identifiers.ts';
import { recordCatalogue, recordRelations } from './catalogue.ts';
import { createIndexes, createTable, trigramSchema } from './ddl.ts';
import { BUSINESS_TABLES } from '../model/businessTables.ts';
import type { DwTableDefinition } from './tables.ts';

/**
 * Creates (idempotently) these tables in the instance's schema with their indexes, catalogue rows and relations.
 * A relation may name a table given here or one already in the instance's catalogue. Pass a transaction to make it
 * all-or-nothing.
 */
export async function ensureTables(
  db: Queryable,
  instanceId: number,
  schema: string,
  tables: readonly DwTableDefinition[],
): Promise<void> {
  assertSafeSchemaName(schema);
  const trgm = await trigramSchema(db);
  await db.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
  for (const table of tables) {
    await createTable(db, schema, table);
    await createIndexes(db, schema, table, trgm);
    await recordCatalogue(db, instanceId, table);
  }
  // Once every table is in the catalogue: a relation names its target by table name.
  for (const table of tables) await recordRelations(db, instanceId, table);
}

/**
 * Creates (idempotently) the warehouse schema of the instance whose app.instances.schema is `schema`: the model
 * tables, their indexes and their catalogue rows. Refuses an unsafe name and an unknown instance. Pass a
 * transaction to make it all-or-nothing.
 */
export async function createWarehouseSchema(db: Queryable, schema: string): Promise<void> {
  assertSafeSchemaName(schema);
  const [instance] = await db.query<{ id: number }>('SELECT id FROM app.instances WHERE schema = $1', [
    schema,
  ]);
  if (!instance) throw new Error(`no instance has the warehouse schema "${schema}"`);
  await ensureTables(db, instance.id, schema, BUSINESS_TABLES);
}
