/**
 * The source system's model in a run: each swap rebuilds the business tables from the source tables it changed
 * (server/model/build.ts). Before the first, the business tables (with any column added since they were made) and
 * every source table the model reads exist, so a build finds them: a source table not landed yet is made empty,
 * and enters the catalogue when its entity lands.
 */
import type { Database, Queryable } from '../../db/database.ts';
import {
  BUSINESS_TABLES,
  buildBusinessTables,
  modelFor,
  modelSources,
  refreshPendingRollups,
  type PendingRollups,
  type SourceModel,
} from '../../model/index.ts';
import { recordLanded } from '../../warehouse/catalogue.ts';
import { createTable } from '../../warehouse/ddl.ts';
import { ensureTables } from '../../warehouse/schema.ts';
import type { DwTableDefinition } from '../../warehouse/tables.ts';
import type { LandedTable } from '../connectors/landedTables.ts';
import type { ConnectionRow, JobSource } from './source.ts';
import { ensureTablesOnce } from './tablesReady.ts';

/** A source system's model and the landed tables it reads. */
export interface ModelLanding {
  model: SourceModel;
  sources: readonly LandedTable[];
}

/** The source system's model, with the connector's tables it reads; null where the source system has none. */
export function modelLanding({ connection, connector }: JobSource): ModelLanding | null {
  const model = modelFor(connection.code);
  if (!model) return null;
  const reads = new Set(modelSources(model));
  const sources = connector.entities.flatMap((entity) => entity.tables).filter((t) => reads.has(t.name));
  return { model, sources };
}

/** The tables the model's builds write and read, made where missing (idempotent). */
export async function ensureModelTables(
  db: Queryable,
  { connection }: JobSource,
  model: ModelLanding,
): Promise<void> {
  await ensureTables(db, connection.instance_id, connection.schema, BUSINESS_TABLES);
  for (const table of model.sources) await createTable(db, connection.schema, table);
}

/** The tables ensureModelTables makes ready. */
export const modelTables = (model: ModelLanding): DwTableDefinition[] => [
  ...BUSINESS_TABLES,
  ...model.sources,
];

/**
 * ensureModelTables in a transaction of its own, once per process while the tables stay (tablesReady.ts); `known`:
 * the run's stillReady answered that they are.
 */
export async function ensureModelTablesOnce(
  db: Database,
  source: JobSource,
  model: ModelLanding,
  known = false,
): Promise<void> {
  await ensureTablesOnce(
    db,
    source.connection.schema,
    modelTables(model),
    () => db.transaction((tx) => ensureModelTables(tx, source, model)),
    known,
  );
}

/** The first of the two keys of the lock swapInstanceLock takes (the second is the instance's id). */
const SWAP_LOCK_CLASS = 30_017;

/**
 * Call first in a transaction that will rebuild an instance's business tables (recordSwap), before it touches any
 * table: one such transaction per instance at a time. Two connections' swaps rebuild the same business tables and
 * roll-ups, whose statements lock them in different orders (a rebuild's DELETE fires the roll-ups' stale trigger,
 * which waits on the other's roll-up list, while the other waits to re-create that trigger on the first's table),
 * so run together they could deadlock. Held until the commit.
 */
export async function swapInstanceLock(tx: Queryable, instanceId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [SWAP_LOCK_CLASS, instanceId]);
}

/**
 * In a swap transaction (after swapInstanceLock): the connection's landed tables recorded as landed (time and row counts) and, through the
 * model, the business tables that read them rebuilt for this connection (buildBusinessTables). `full`: a full load
 * replaced every row of the connection in these tables. `pending`: the roll-ups are left there (recordJobSwap).
 */
export async function recordSwap(
  tx: Queryable,
  connection: ConnectionRow,
  connectionId: number,
  tables: readonly LandedTable[],
  model: ModelLanding | null,
  full = false,
  pending?: PendingRollups,
): Promise<void> {
  const landed = tables.map((table) => table.name);
  await recordLanded(tx, connection.instance_id, connection.schema, landed);
  if (model)
    await buildBusinessTables(
      tx,
      connection.instance_id,
      connection.schema,
      model.model,
      landed,
      connectionId,
      full ? landed : [],
      pending,
    );
}

/**
 * recordSwap for one of a job's swaps: `rollups.last` (the job's last entity) rebuilds the roll-ups every swap of
 * the job left, this one's too, in its transaction; the others leave theirs to it (or to flushRollups when it does
 * not swap).
 */
export async function recordJobSwap(
  tx: Queryable,
  connection: ConnectionRow,
  connectionId: number,
  tables: readonly LandedTable[],
  model: ModelLanding | null,
  full: boolean,
  rollups: { pending: PendingRollups; last: boolean },
): Promise<void> {
  await recordSwap(tx, connection, connectionId, tables, model, full, rollups.pending);
  if (rollups.last) await refreshPendingRollups(tx, connection.schema, rollups.pending);
}

/** Roll-ups no swap of the job has left to the end yet. */
export const noPendingRollups = (): PendingRollups => ({ listedBefore: null, changed: new Set() });

/**
 * The roll-ups the job's swaps left (recordSwap with `pending`) rebuilt once, in a transaction of their own under
 * the instance's swap lock. Nothing to do where no swap left them.
 */
export async function flushRollups(
  db: Database,
  connection: ConnectionRow,
  pending: PendingRollups,
): Promise<void> {
  if (pending.listedBefore === null) return;
  await db.transaction(async (tx) => {
    await swapInstanceLock(tx, connection.instance_id);
    await refreshPendingRollups(tx, connection.schema, pending);
  });
}
