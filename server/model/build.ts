/**
 * Rebuilds an instance's business tables from its source tables with the source system's model, inside the
 * transaction that swaps a landing in (server/etl/runner/landEntity.ts): readers see the business tables and the
 * source tables change together, at its commit. Set-based: one INSERT … SELECT per table, of all its rows or of the
 * landing connection's (rebuild.ts).
 */
import type { Queryable } from '../db/database.ts';
import { assertSafeSchemaName } from '../db/identifiers.ts';
import { recordLanded } from '../warehouse/catalogue.ts';
import { trigramSchema } from '../warehouse/ddl.ts';
import { currentRollups, refreshRollups } from './rollupTables.ts';
import { BUSINESS_TABLES } from './businessTables.ts';
import {
  changesTable,
  createChangesTable,
  dropChangesTables,
  rebuildAll,
  rebuildConnection,
  refreshWorkedOut,
  replaceConnection,
} from './rebuild.ts';
import { CIN7_OMNI_MODEL } from './cin7Omni/index.ts';
import type { BusinessBuild, SourceModel } from './sourceModel.ts';

const MODELS: readonly SourceModel[] = [CIN7_OMNI_MODEL];

/**
 * The roll-ups an import's swaps left to its end (refreshPendingRollups): a job that lands several entities would
 * otherwise rebuild the same roll-ups in each swap (a first import of the demo company, five times over 100k lines).
 * Readers lose nothing meanwhile: a swap's writes empty the list of current roll-ups (rollupTables.ts), so until the
 * refresh they are answered from the business tables.
 */
export interface PendingRollups {
  /** The roll-ups listed as current before the first swap that left them (null: none has yet). */
  listedBefore: { name: string; signature: string }[] | null;
  /** The business tables the swaps rewrote since. */
  changed: Set<string>;
}

/** The model of a source system (app.source_systems.code), or null where it has none. */
export function modelFor(sourceSystemCode: string): SourceModel | null {
  return MODELS.find((model) => model.sourceSystemCode === sourceSystemCode) ?? null;
}

/** Every source table any of the model's builds reads. */
export function modelSources(model: SourceModel): string[] {
  return [...new Set(model.builds.flatMap((build) => build.sources))];
}

/**
 * The tables whose rows may be rebuilt for one connection alone: built (landed) since the newest of the source
 * system's connections was made, so under today's list of connections. A table built before a connection was added
 * may hold rows numbered by the shorter list (with one connection a key is the Cin7 id itself), and is rebuilt whole.
 */
async function builtUnderTheseConnections(
  tx: Queryable,
  instanceId: number,
  sourceSystemCode: string,
  tables: readonly string[],
): Promise<Set<string>> {
  const rows = await tx.query<{ name: string }>(
    `SELECT t.table_name AS name FROM app.dw_tables t
     WHERE t.instance_id = $1 AND t.table_name = ANY($2::text[]) AND t.landed_at >= (
       SELECT max(c.created_at) FROM app.instance_connections c JOIN app.source_systems s ON s.id = c.source_system_id
       WHERE c.instance_id = $1 AND s.code = $3)`,
    [instanceId, tables, sourceSystemCode],
  );
  return new Set(rows.map((row) => row.name));
}

/** How a build replaces its table's rows (rebuild.ts): all of them, or the landing connection's. */
type Way = 'all' | 'connection' | 'replace';

function wayOf(build: BusinessBuild, partial: ReadonlySet<string>, rewritten: readonly string[]): Way {
  if (!partial.has(build.table)) return 'all';
  return build.rowsFrom && rewritten.includes(build.rowsFrom) ? 'replace' : 'connection';
}

/**
 * Whether the build's worked-out columns are refreshed for the rows the landing changed (rebuild.ts
 * refreshWorkedOut) instead of its rows rebuilt for the connection: the table would be rebuilt for the connection,
 * the landing changed none of its sources but those columns' own, and each table whose changes name the rows is
 * either rebuilt for the connection in this build (so its changed rows are noted) or not rebuilt at all (nothing of
 * it changed).
 */
function refreshes(
  build: BusinessBuild,
  builds: readonly BusinessBuild[],
  ways: ReadonlyMap<string, Way>,
  changed: readonly string[] | undefined,
): boolean {
  const { workedOut } = build;
  if (!workedOut || !changed || ways.get(build.table) !== 'connection') return false;
  const ownSources = build.sources.filter((source) => !workedOut.sources.includes(source));
  if (ownSources.some((source) => changed.includes(source))) return false;
  // A table that is itself refreshed notes no changes (WorkedOutColumns.changesOf).
  return workedOut.changesOf.every((name) => {
    const other = builds.find((candidate) => candidate.table === name);
    return !other || (ways.get(name) === 'connection' && !other.workedOut);
  });
}

/**
 * Replaces the rows of the business tables the model builds from `changed` source tables (all of them when not
 * given) and records them as landed, with their row counts. With `connectionId` (the connection whose landing
 * changed them) and a model that keeps connections' keys apart, only that connection's rows are replaced where the
 * table allows it (rebuild.ts), and the roll-ups of tables whose rows did not change stay. `rewritten`: the source
 * tables whose every row of that connection a full load just replaced, each with a new landing time; a table whose
 * rows come from one of them (BusinessBuild.rowsFrom) has no row of that connection left the same, and
 * is replaced at once (rebuild.ts replaceConnection) rather than compared row by row first. The source tables must exist.
 * `pending`: the roll-ups are not refreshed here but noted there, for refreshPendingRollups once the job's last swap
 * is done. Answers the business tables rebuilt.
 */
export async function buildBusinessTables(
  tx: Queryable,
  instanceId: number,
  schema: string,
  model: SourceModel = CIN7_OMNI_MODEL,
  changed?: readonly string[],
  connectionId?: number,
  rewritten: readonly string[] = [],
  pending?: PendingRollups,
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
  const tables = builds.map((build) => build.table);
  const keys = model.connectionKeys;
  const place = connectionId === undefined ? -1 : connectionIds.indexOf(connectionId);
  const partial =
    keys && connectionIds.length > 1 && place >= 0 && place <= keys.lastPlace
      ? await builtUnderTheseConnections(tx, instanceId, model.sourceSystemCode, tables)
      : new Set<string>();
  // The rebuild's sorts and groupings (EXCEPT of a connection's rows, the roll-ups' GROUP BY) over 100k rows spill to
  // disk at the default 4 MB; for this transaction only.
  await tx.query(`SET LOCAL work_mem = '64MB'`);
  // Read before the rebuilds: their writes empty the list of current roll-ups (rollupTables.ts).
  const rollupsBefore = await currentRollups(tx, schema);
  const trgm = await trigramSchema(tx);
  const written: string[] = [];
  const ways = new Map(builds.map((build) => [build.table, wayOf(build, partial, rewritten)]));
  const refreshed = keys ? builds.filter((build) => refreshes(build, builds, ways, changed)) : [];
  // The tables whose changed rows the refreshed builds read, noted as they are rebuilt (empty where they are not).
  const noted = new Set(refreshed.flatMap((build) => build.workedOut?.changesOf ?? []));
  for (const name of noted) await createChangesTable(tx, schema, name);
  const rebuildOf = (build: BusinessBuild) => {
    const table = BUSINESS_TABLES.find((candidate) => candidate.name === build.table);
    if (!table) throw new Error(`the model builds ${build.table}, which is no business table`);
    return { schema, build, table, connectionIds };
  };
  for (const build of builds) {
    if (refreshed.includes(build)) continue;
    const rebuild = rebuildOf(build);
    const way = ways.get(build.table);
    if (keys && way === 'replace') {
      await replaceConnection(tx, rebuild, keys, place, trgm);
      written.push(build.table);
    } else if (keys && way === 'connection') {
      const changes = noted.has(build.table) ? changesTable(build.table) : undefined;
      if (await rebuildConnection(tx, rebuild, keys, place, trgm, changes)) written.push(build.table);
    } else {
      await rebuildAll(tx, rebuild, trgm);
      written.push(build.table);
    }
  }
  // After the tables whose changes they read.
  for (const build of refreshed)
    if (keys && (await refreshWorkedOut(tx, rebuildOf(build), keys, place))) written.push(build.table);
  await dropChangesTables(tx, noted);
  if (pending) {
    pending.listedBefore ??= rollupsBefore;
    for (const name of written) pending.changed.add(name);
  } else {
    // In the same transaction: readers see the roll-ups change with the tables they total.
    await refreshRollups(tx, schema, written, rollupsBefore);
  }
  await recordLanded(tx, instanceId, schema, tables);
  return tables;
}

/**
 * The roll-ups of the tables a job's swaps rewrote (PendingRollups) rebuilt and listed again, in the transaction
 * given (after swapInstanceLock, as a swap's); those that read none of them and were listed before stay as they are.
 * Nothing where no swap left them (none did, or the instance's business tables are seeded and never rebuilt).
 */
export async function refreshPendingRollups(
  tx: Queryable,
  schema: string,
  pending: PendingRollups,
): Promise<void> {
  assertSafeSchemaName(schema);
  if (pending.listedBefore === null) return;
  await tx.query(`SET LOCAL work_mem = '64MB'`);
  await refreshRollups(tx, schema, [...pending.changed], pending.listedBefore);
  pending.changed.clear();
  pending.listedBefore = null;
}
