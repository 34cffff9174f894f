/**
 * Rebuilds an instance's business tables from its source tables with the source system's model, inside the
 * transaction that swaps a landing in (server/etl/runner/landEntity.ts): readers see the business tables and the
 * source tables change together, at its commit. Set-based: one DELETE and one INSERT … SELECT per table.
 */
import type { Queryable } from '../db/database.ts';
import { assertSafeSchemaName, quoteIdent } from '../db/identifiers.ts';
import { recordLanded } from '../warehouse/catalogue.ts';
import { CIN7_OMNI_MODEL } from './cin7Omni/index.ts';
import type { SourceModel } from './sourceModel.ts';

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
  const builds = changed
    ? model.builds.filter((build) => build.sources.some((source) => changed.includes(source)))
    : model.builds;
  if (builds.length === 0) return [];
  const connections = await tx.query<{ id: number }>(
    `SELECT c.id FROM app.instance_connections c JOIN app.source_systems s ON s.id = c.source_system_id
     WHERE c.instance_id = $1 AND s.code = $2 ORDER BY c.id`,
    [instanceId, model.sourceSystemCode],
  );
  const connectionIds = connections.map((row) => Number(row.id));
  for (const build of builds) {
    await tx.query(`DELETE FROM ${quoteIdent(schema)}.${quoteIdent(build.table)}`);
    await tx.query(build.sql(schema), [connectionIds]);
  }
  const tables = builds.map((build) => build.table);
  await recordLanded(tx, instanceId, schema, tables);
  return tables;
}
