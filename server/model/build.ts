/**
 * Rebuilds an instance's business tables from its source tables with the source system's model, inside the
 * transaction that swaps a landing in (server/etl/runner/landEntity.ts): readers see the business tables and the
 * source tables change together, at its commit. Set-based: one INSERT … SELECT per table.
 */
import type { Queryable } from '../db/database.ts';
import { assertSafeSchemaName, quoteIdent } from '../db/identifiers.ts';
import { recordLanded } from '../warehouse/catalogue.ts';
import { createIndexes, trigramSchema } from '../warehouse/ddl.ts';
import { refreshRollups } from './rollupTables.ts';
import { BUSINESS_TABLES } from './businessTables.ts';
import { CIN7_OMNI_MODEL } from './cin7Omni/index.ts';
import type { BusinessBuild, SourceModel } from './sourceModel.ts';

const MODELS: readonly SourceModel[] = [CIN7_OMNI_MODEL];

/** The model of a source system (app.source_systems.code), or null where it has none. */
export function modelFor(sourceSystemCode: string): SourceModel | null {
  return MODELS.find((model) => model.sourceSystemCode === sourceSystemCode) ?? null;
}

/** Every source table any of the model's builds reads. */
export function modelSources(model: SourceModel): string[] {
  return [...new Set(model.builds.flatMap((build) => build.sources))];
}

/**
 * Empties the table, fills it without its secondary indexes and makes them again over all the rows at once (far
 * quicker than deleting the old rows and keeping trigram indexes up to date row by row), then analyses it.
 * TRUNCATE holds the table until the commit, as the swap's moves hold the source tables: its readers wait briefly
 * for the new rows.
 */
async function rebuild(
  tx: Queryable,
  schema: string,
  build: BusinessBuild,
  connectionIds: readonly (number | null)[],
  trgm: string | null,
): Promise<void> {
  const table = BUSINESS_TABLES.find((candidate) => candidate.name === build.table);
  if (!table) throw new Error(`the model builds ${build.table}, which is no business table`);
  const target = `${quoteIdent(schema)}.${quoteIdent(table.name)}`;
  await tx.query(`TRUNCATE ${target}`);
  const indexes = await tx.query<{ name: string }>(
    `SELECT i.relname AS name FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
     WHERE x.indrelid = to_regclass($1) AND NOT x.indisprimary`,
    [target],
  );
  for (const index of indexes) await tx.query(`DROP INDEX ${quoteIdent(schema)}.${quoteIdent(index.name)}`);
  await tx.query(build.sql(schema), [connectionIds]);
  await createIndexes(tx, schema, table, trgm);
  // The planner's statistics of the new rows: joins are planned from them, and member search reads their estimate
  // to choose between its trigram index and grouping the column. Embedded PGlite runs no autovacuum, so a table
  // rebuilt without ANALYZE would never have any.
  await tx.query(`ANALYZE ${target}`);
}

/**
 * Replaces the rows of the business tables the model builds from `changed` source tables (all of them when not
 * given) and records them as landed, with their row counts. The source tables must exist. Answers the business
 * tables rebuilt.
 */
export async function buildBusinessTables(
  tx: Queryable,
  instanceId: number,
  schema: string,
  model: SourceModel = CIN7_OMNI_MODEL,
  changed?: readonly string[],
): Promise<string[]> {
  assertSafeSchemaName(schema);
  const [instance] = await tx.query<{ seeded: boolean }>(
    'SELECT business_tables_seeded AS seeded FROM app.instances WHERE id = $1',
    [instanceId],
  );
  // An instance whose business tables were seeded directly (seedWarehouse.ts: the extra warehouses of the tests and
  // benches) keeps them: its imports land source tables only.
  if (instance?.seeded) return [];
  const builds = changed
    ? model.builds.filter((build) => build.sources.some((source) => changed.includes(source)))
    : model.builds;
  if (builds.length === 0) return [];
  // Every connection of the source system keeps its place (so the keys of its rows stay as they are); a deleted one
  // keeps its place as null, which matches none of its rows.
  const connections = await tx.query<{ id: number | null }>(
    `SELECT CASE WHEN c.status = 'DELETED' THEN NULL ELSE c.id END AS id
     FROM app.instance_connections c JOIN app.source_systems s ON s.id = c.source_system_id
     WHERE c.instance_id = $1 AND s.code = $2 ORDER BY c.id`,
    [instanceId, model.sourceSystemCode],
  );
  const connectionIds = connections.map((row) => (row.id === null ? null : Number(row.id)));
  const trgm = await trigramSchema(tx);
  for (const build of builds) await rebuild(tx, schema, build, connectionIds, trgm);
  const tables = builds.map((build) => build.table);
  // In the same transaction: readers see the roll-ups change with the tables they total.
  await refreshRollups(tx, schema, tables);
  await recordLanded(tx, instanceId, schema, tables);
  return tables;
}
