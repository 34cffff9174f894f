/**
 * Lands one entity of a job, one way through its steps: its tables made ready (server/warehouse), every page from
 * the source into staging (stage.ts, progress saved after each), a full load's tables built beside the warehouse
 * (build.ts), then one swap transaction into the warehouse with the entity's new watermark (swap.ts).
 */
import { buildBusinessTables } from '../../model/index.ts';
import { recordLanded } from '../../warehouse/catalogue.ts';
import { ensureTables } from '../../warehouse/schema.ts';
import { SourceError } from '../calls/sourceError.ts';
import type { ConnectorEntity, SourceSession } from '../connectors/connector.ts';
import type { SourceRecord } from '../connectors/landedTables.ts';
import { assertHeld, writeWatermark, type EntityProgress } from '../queue.ts';
import { buildReplacements, dropReplacements } from './build.ts';
import { dropAlreadyLanded, dropStaging, prepareStaging, stagePage, stagedRows } from './stage.ts';
import { countVanished, moveReplacementIn, swapIn } from './swap.ts';
import { StopRun, type JobRun } from './jobRun.ts';
import type { ModelLanding } from './model.ts';
import type { ConnectionRow } from './source.ts';

export interface LandOptions {
  /** The entity's watermark in an incremental run: only records modified after it. null: a full load. */
  since: Date | null;
  session: SourceSession;
  signal: AbortSignal;
  /** The source's display name, in the message of a call it refused. */
  sourceName: string;
  /** The source system's model, which rebuilds the business tables in each swap; null where it has none. */
  model: ModelLanding | null;
}

export interface EntityOutcome {
  /** The source's answer when it refused a page. */
  error: string | null;
  /** The HTTP status of that refusal (403: the entity's API access is switched off at the source). */
  status?: number | null;
  /** An incremental run loaded this entity in full, as it had no watermark yet. */
  newSince: boolean;
  /** Records a full load removed because the source no longer has them. */
  removed: number;
}

/** One entity of one run, and where its rows go. */
interface EntityLanding {
  run: JobRun;
  connection: ConnectionRow;
  entity: ConnectorEntity;
  progress: EntityProgress;
}

const nowIso = () => new Date().toISOString();

/** The newest of the records' modified field and `latest`, in epoch milliseconds (null: none yet). */
function latestModified(
  records: SourceRecord[],
  modifiedField: string,
  latest: number | null,
): number | null {
  let newest = latest;
  for (const record of records) {
    const value = record[modifiedField];
    const modified = Date.parse(typeof value === 'string' ? value : '');
    if (!Number.isNaN(modified) && (newest === null || modified > newest)) newest = modified;
  }
  return newest;
}

/** Progress reset to running, counts zeroed, the landed tables ensured and empty staging made; then saved. */
async function beginEntity({ run, connection, entity, progress }: EntityLanding): Promise<void> {
  const { db } = run.context;
  Object.assign(progress, {
    status: 'running',
    rows: 0,
    pages: 0,
    started: nowIso(),
    finished: null,
    message: null,
  });
  for (const table of entity.tables) run.counts[table.name] = 0;
  await db.transaction((tx) => ensureTables(tx, connection.instance_id, connection.schema, entity.tables));
  await prepareStaging(db, connection.schema, run.job.connectionId, entity.tables);
  await dropReplacements(db, run.job.connectionId);
  await run.save();
}

/** Every page into staging; answers the newest modified time seen, or the source's refusal. */
async function stagePages(
  { run, connection, entity, progress }: EntityLanding,
  options: LandOptions,
): Promise<{ maxModified: number | null } | { error: string; status: number | null }> {
  let maxModified: number | null = null;
  try {
    for await (const records of options.session.pages(entity.key, options.since)) {
      const staged = await stagePage(
        run.context.db,
        connection.schema,
        run.job.connectionId,
        entity.tables,
        records,
      );
      for (const [table, rows] of Object.entries(staged)) run.counts[table] = (run.counts[table] ?? 0) + rows;
      maxModified = latestModified(records, entity.modifiedField, maxModified);
      progress.rows += records.length;
      progress.pages += 1;
      await run.save();
    }
  } catch (error) {
    if (error instanceof SourceError) {
      const answer =
        error.status === null
          ? error.message
          : `${options.sourceName} answered ${error.status}: ${error.message}`;
      Object.assign(progress, { status: 'error', finished: nowIso(), message: answer });
      return { error: answer, status: error.status };
    }
    if (options.signal.aborted && options.signal.reason instanceof StopRun) throw options.signal.reason;
    throw error;
  }
  return { maxModified };
}

/** Nothing changed: nothing to swap, and the watermark stays. */
async function keepUnchanged(
  { run, connection, entity, progress }: EntityLanding,
  since: Date | null,
): Promise<void> {
  await dropStaging(run.context.db, connection.schema, run.job.connectionId, entity.tables);
  Object.assign(progress, {
    status: 'info',
    finished: nowIso(),
    message: `0 changed since ${since?.toISOString() ?? ''}`,
  });
  await run.save();
}

/**
 * Staging into the warehouse, the new watermark, the business tables rebuilt by the source system's model and the
 * tables' landing time, in one transaction, only while this worker holds the job. A full load builds its tables
 * beside the warehouse first (build.ts) and moves them in. Answers how many records a full load removed (the
 * parent table's keys the source no longer has).
 */
async function swapEntity(
  { run, connection, entity }: EntityLanding,
  mode: 'full' | 'incremental',
  maxModified: number | null,
  model: ModelLanding | null,
): Promise<number> {
  const { db, workerId } = run.context;
  const { job } = run;
  const parent = entity.tables.find((table) => !table.childOf);
  if (mode === 'full') await buildReplacements(db, connection.schema, job.connectionId, entity.tables);
  const swapped = await db.transaction(async (tx) => {
    if (!(await assertHeld(tx, job.id, workerId))) return null;
    const removed =
      mode === 'full' && parent ? await countVanished(tx, connection.schema, job.connectionId, parent) : 0;
    const replaced = new Set<string>();
    if (mode === 'full') {
      for (const table of entity.tables)
        if (await moveReplacementIn(tx, connection.schema, job.connectionId, table)) replaced.add(table.name);
    }
    await swapIn(tx, connection.schema, job.connectionId, entity.tables, mode, replaced);
    await dropReplacements(tx, job.connectionId);
    if (maxModified !== null)
      await writeWatermark(tx, job.connectionId, entity.key, new Date(maxModified), job.id);
    const landed = entity.tables.map((table) => table.name);
    await recordLanded(tx, connection.instance_id, connection.schema, landed);
    if (model) {
      await buildBusinessTables(tx, connection.instance_id, connection.schema, model.model, landed);
    }
    return removed;
  });
  if (swapped === null) throw new StopRun('lost');
  return swapped;
}

export async function landEntity(
  run: JobRun,
  connection: ConnectionRow,
  entity: ConnectorEntity,
  progress: EntityProgress,
  options: LandOptions,
): Promise<EntityOutcome> {
  const landing: EntityLanding = { run, connection, entity, progress };
  const mode = options.since ? 'incremental' : 'full';
  await beginEntity(landing);
  const staged = await stagePages(landing, options);
  if ('error' in staged) return { error: staged.error, status: staged.status, newSince: false, removed: 0 };
  if (mode === 'incremental') {
    // The records sharing the watermark's second come again (where ModifiedDate >= it): only what changed counts.
    const { db } = run.context;
    progress.rows = await dropAlreadyLanded(db, connection.schema, run.job.connectionId, entity.tables);
    Object.assign(run.counts, await stagedRows(db, connection.schema, run.job.connectionId, entity.tables));
  }
  if (mode === 'incremental' && progress.rows === 0) {
    await keepUnchanged(landing, options.since);
    return { error: null, newSince: false, removed: 0 };
  }
  const removed = await swapEntity(landing, mode, staged.maxModified, options.model);
  Object.assign(progress, {
    status: progress.rows === 0 && mode === 'incremental' ? 'info' : 'success',
    finished: nowIso(),
    message:
      mode === 'incremental'
        ? `${progress.rows} changed since ${options.since?.toISOString() ?? ''}`
        : `${progress.rows} landed`,
  });
  await run.save();
  return { error: null, newSince: run.job.mode === 'incremental' && mode === 'full', removed };
}
