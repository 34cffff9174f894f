/**
 * Deletes carried through: Cin7 Omni lists a deleted record no more and says nothing, so once a day per entity (after
 * its incremental landing, when the account's calls today leave room) every key the source still has is listed with
 * the fewest fields (fields=Id, 250 a page, by Id) and the landed rows whose key is not among them are removed —
 * with their lines — and the business tables rebuilt from what is left, in one transaction. A voided order is still
 * listed (status Voided), so it stays. A full load removes what vanished as it lands, so it counts as a sweep.
 */
import { copyTextOfColumns } from '../../db/copyText.ts';
import type { Queryable } from '../../db/database.ts';
import { quoteIdent } from '../../db/identifiers.ts';
import type { ConnectorEntity, SourceSession } from '../connectors/connector.ts';
import { CONNECTION_COLUMN, toColumnValue, type LandedTable } from '../connectors/landedTables.ts';
import { assertHeld, noteSwept } from '../queue.ts';
import { StopRun, type JobRun } from './jobRun.ts';
import { recordSwap, swapInstanceLock, type ModelLanding } from './businessTables.ts';
import type { ConnectionRow } from './source.ts';
import { landedName } from './stage.ts';

/** How often each entity is swept: a little under a day, so a delete reaches the warehouse within a day of 15-minute runs. */
export const SWEEP_INTERVAL_MS = 23.5 * 60 * 60 * 1000;
/** A sweep leaves this share of the day's calls to the schedules. */
const SWEEP_HEADROOM = 0.2;
const ROWS_PER_CALL = 250;

/**
 * When each of the connection's entities was last swept (or loaded in full): the time noteSwept kept beside its
 * watermark (app.etl_watermarks.swept_at); an entity never swept, or without a watermark, is absent. Read once per
 * run, in one statement by the table's key: an entity's own time changes only at its own turn, after it is read.
 */
export async function lastSwept(db: Queryable, connectionId: number): Promise<Map<string, Date>> {
  const rows = await db.query<{ entity: string; swept: Date }>(
    `SELECT entity, swept_at AS swept FROM app.etl_watermarks
     WHERE connection_id = $1 AND swept_at IS NOT NULL`,
    [connectionId],
  );
  return new Map(rows.map((row) => [row.entity, row.swept] as const));
}

/** The calls one sweep of the parent table makes: its rows ÷ 250, plus the short page that ends the listing. */
export function sweepCalls(rows: number): number {
  return Math.floor(rows / ROWS_PER_CALL) + 1;
}

/** Whether the account's calls today leave room for a sweep of `calls` calls. */
export function sweepFits(usedToday: number, calls: number, dailyLimit: number | null): boolean {
  return dailyLimit === null || usedToday + calls <= dailyLimit * (1 - SWEEP_HEADROOM);
}

export async function landedRows(
  db: Queryable,
  schema: string,
  connectionId: number,
  table: LandedTable,
): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${landedName(schema, table)} WHERE ${quoteIdent(CONNECTION_COLUMN)} = $1`,
    [connectionId],
  );
  return row?.n ?? 0;
}

const sweepName = (schema: string, connectionId: number, table: LandedTable) =>
  `${quoteIdent(schema)}.${quoteIdent(`etl_sweep_c${connectionId}_${table.name}`)}`;

/** The parent table's key columns a listing of keys fills (connection_id is the run's own). */
const sourceKeys = (table: LandedTable) =>
  table.primaryKey
    .filter((key) => key !== CONNECTION_COLUMN)
    .map((key) => table.columns.find((column) => column.name === key))
    .filter((column) => column !== undefined);

export interface SweepLanding {
  run: JobRun;
  connection: ConnectionRow;
  entity: ConnectorEntity;
  session: SourceSession;
  model: ModelLanding | null;
}

/** Lists every key the source has into a table of the run's own; answers the calls it made. */
async function listKeys(
  { run, connection, entity, session }: SweepLanding,
  parent: LandedTable,
): Promise<number> {
  const { db } = run.context;
  const target = sweepName(connection.schema, run.job.connectionId, parent);
  const keys = sourceKeys(parent);
  await db.query(`DROP TABLE IF EXISTS ${target}`);
  await db.query(
    `CREATE TABLE ${target} AS SELECT ${keys.map((k) => quoteIdent(k.name)).join(', ')}
     FROM ${landedName(connection.schema, parent)} WITH NO DATA`,
  );
  let calls = 0;
  for await (const records of session.keys(entity.key)) {
    calls += 1;
    const values = keys.map((key) =>
      records.map((record) => toColumnValue(key.from(record, null), key.type)),
    );
    await db.copyFrom(
      target,
      keys.map((k) => quoteIdent(k.name)),
      copyTextOfColumns(values, records.length),
    );
  }
  return calls + 1;
}

/**
 * Removes the connection's landed rows of the entity whose key the source no longer lists, and their lines, then
 * rebuilds the business tables, and notes the sweep at `now` (the run's clock) beside the entity's watermark; answers
 * how many records were removed. Only while this worker holds the job.
 */
export async function sweepEntity(landing: SweepLanding, now: Date): Promise<number> {
  const { run, connection, entity, model } = landing;
  const { db, workerId } = run.context;
  const parent = entity.tables.find((table) => !table.childOf);
  if (!parent) return 0;
  const listed = sweepName(connection.schema, run.job.connectionId, parent);
  try {
    await listKeys(landing, parent);
    const keys = sourceKeys(parent).map((k) => quoteIdent(k.name));
    const removed = await db.transaction(async (tx) => {
      await swapInstanceLock(tx, connection.instance_id);
      if (!(await assertHeld(tx, run.job.id, workerId))) return null;
      const connectionColumn = quoteIdent(CONNECTION_COLUMN);
      const match = keys.map((key) => `s.${key} = t.${key}`).join(' AND ');
      const gone = await tx.query<{ id: unknown }>(
        `DELETE FROM ${landedName(connection.schema, parent)} t
         WHERE t.${connectionColumn} = $1 AND NOT EXISTS (SELECT 1 FROM ${listed} s WHERE ${match})
         RETURNING t.${keys[0] ?? connectionColumn} AS id`,
        [run.job.connectionId],
      );
      // With the removal, so a sweep is never noted without it (nor one made left unnoted).
      await noteSwept(tx, run.job.connectionId, entity.key, now);
      if (gone.length === 0) return 0;
      for (const table of entity.tables) {
        if (!table.childOf) continue;
        await tx.query(
          `DELETE FROM ${landedName(connection.schema, table)} c
           WHERE c.${connectionColumn} = $1 AND c.${quoteIdent(table.childOf.parentKey)} = ANY($2)`,
          [run.job.connectionId, gone.map((row) => row.id)],
        );
      }
      await recordSwap(tx, connection, run.job.connectionId, entity.tables, model);
      return gone.length;
    });
    if (removed === null) throw new StopRun('lost');
    return removed;
  } finally {
    await db.query(`DROP TABLE IF EXISTS ${listed}`).catch(() => undefined);
  }
}
