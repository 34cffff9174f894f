/**
 * Lands one entity of a job, one way through its steps: its tables made ready (server/warehouse, once per process:
 * tablesReady.ts), the first pages read (unchanged.ts: a scheduled run that finds only what is landed already stops
 * there), every page from the source into staging (stage.ts, progress saved after each), a full load's tables built
 * beside the warehouse (replacementTables.ts), then one swap transaction into the warehouse with the entity's new watermark
 * (swap.ts).
 */
import { ensureTables } from '../../warehouse/schema.ts';
import { SourceError } from '../calls/sourceError.ts';
import type { ConnectorEntity, SourceSession } from '../connectors/connector.ts';
import type { SourceRecord } from '../connectors/landedTables.ts';
import { assertHeld, writeWatermark, type EntityProgress } from '../queue.ts';
import { buildReplacements, dropReplacements } from './replacementTables.ts';
import { dropAlreadyLanded, dropStaging, prepareStaging, stagePage, stagedRows } from './stage.ts';
import { countVanished, moveReplacementIn, swapIn } from './swap.ts';
import { StopRun, type JobRun } from './jobRun.ts';
import type { PendingRollups } from '../../model/index.ts';
import { recordJobSwap, recordSwap, swapInstanceLock, type ModelLanding } from './businessTables.ts';
import type { ConnectionRow } from './source.ts';
import { readingAhead } from './readingAhead.ts';
import { ensureTablesOnce } from './tablesReady.ts';
import { listedAsLanded, READ_AHEAD_RECORDS, readAhead, replay, type ReadAhead } from './unchanged.ts';

export interface LandOptions {
  /** The entity's watermark in an incremental run: only records modified after it. null: a full load. */
  since: Date | null;
  session: SourceSession;
  signal: AbortSignal;
  /** The source's display name, in the message of a call it refused. */
  sourceName: string;
  /** The source system's model, which rebuilds the business tables in each swap; null where it has none. */
  model: ModelLanding | null;
  /**
   * The roll-ups the job's swaps leave to its last entity's swap, which rebuilds them once (recordJobSwap); unset:
   * this swap refreshes its own.
   */
  rollups?: { pending: PendingRollups; last: boolean };
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

/** Progress reset to running, counts zeroed (the job made the landed tables ready: entityTablesReady). */
function beginEntity({ run, entity, progress }: EntityLanding): void {
  Object.assign(progress, {
    status: 'running',
    rows: 0,
    pages: 0,
    started: nowIso(),
    finished: null,
    message: null,
  });
  for (const table of entity.tables) run.counts[table.name] = 0;
}

/**
 * The landed tables of the job's entities made ready, in one transaction, once per process (tablesReady.ts); `known`:
 * the run's stillReady answered that they are.
 */
export async function entityTablesReady(
  run: JobRun,
  connection: ConnectionRow,
  entities: readonly ConnectorEntity[],
  known = false,
): Promise<void> {
  const { db } = run.context;
  const tables = entities.flatMap((entity) => entity.tables);
  await ensureTablesOnce(
    db,
    connection.schema,
    tables,
    () => db.transaction((tx) => ensureTables(tx, connection.instance_id, connection.schema, tables)),
    known,
  );
}

/** Empty staging made (a dead run's leftovers dropped), progress saved. */
async function beginStaging({ run, connection, entity }: EntityLanding): Promise<void> {
  const { db } = run.context;
  run.staged.add(entity.key);
  await prepareStaging(db, connection.schema, run.job.connectionId, entity.tables);
  await dropReplacements(db, run.job.connectionId);
  await run.save();
}

/** The source's refusal as the entity's error (progress marked), or the error thrown again when it is not one. */
function refusal(
  error: unknown,
  progress: EntityProgress,
  options: LandOptions,
): { error: string; status: number | null } {
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

/** Every page into staging; answers the newest modified time seen, or the source's refusal. */
async function stagePages(
  { run, connection, entity, progress }: EntityLanding,
  options: LandOptions,
  pages: AsyncIterable<SourceRecord[]>,
): Promise<{ maxModified: number | null } | { error: string; status: number | null }> {
  let maxModified: number | null = null;
  try {
    for await (const records of readingAhead(pages[Symbol.asyncIterator]())) {
      // One transaction for the page's tables (an order's lines land with it) and the progress it makes: one commit
      // a page, not one a table and one for the progress, which on a PostgreSQL server is a WAL flush each. A run
      // stopped by the save (lost, cancelled) never swaps, so the page it rolls back is not missed.
      await run.context.db.transaction(async (tx) => {
        const staged = await stagePage(tx, connection.schema, run.job.connectionId, entity.tables, records);
        for (const [table, rows] of Object.entries(staged))
          run.counts[table] = (run.counts[table] ?? 0) + rows;
        maxModified = latestModified(records, entity.modifiedField, maxModified);
        progress.rows += records.length;
        progress.pages += 1;
        await run.save(tx);
      });
    }
  } catch (error) {
    return refusal(error, progress, options);
  }
  return { maxModified };
}

/** Nothing changed: nothing to swap, and the watermark stays; its progress goes with the run's next save. */
async function keepUnchanged(
  { run, connection, entity, progress }: EntityLanding,
  since: Date | null,
  staged: boolean,
): Promise<void> {
  if (staged) await dropStaging(run.context.db, connection.schema, run.job.connectionId, entity.tables);
  Object.assign(progress, {
    status: 'info',
    finished: nowIso(),
    message: since ? `0 changed since ${since.toISOString()}` : '0 changed',
  });
  await run.saveSoon();
}

/**
 * A scheduled run whose whole listing the warehouse already holds as it is: the entity is left alone. An entity
 * listed in full (no watermark yet, or no modified date at all) must also hold nothing more than the listing; its
 * watermark is written then, so the next runs ask only for what changed.
 */
async function landedAlready(landing: EntityLanding, ahead: ReadAhead, since: Date | null): Promise<boolean> {
  const { run, connection, entity } = landing;
  const { db, workerId } = run.context;
  if (run.job.mode !== 'incremental' || !ahead.done) return false;
  const records = ahead.pages.flat();
  const whole = since === null;
  if (!(await listedAsLanded(db, connection.schema, run.job.connectionId, entity.tables, records, whole)))
    return false;
  const newest = whole ? latestModified(records, entity.modifiedField, null) : null;
  if (newest !== null) {
    const held = await db.transaction(async (tx) => {
      if (!(await assertHeld(tx, run.job.id, workerId))) return false;
      await writeWatermark(tx, run.job.connectionId, entity.key, new Date(newest), run.job.id);
      return true;
    });
    if (!held) throw new StopRun('lost');
  }
  return true;
}

/**
 * Staging into the warehouse, the new watermark, the business tables rebuilt by the source system's model and the
 * tables' landing time, in one transaction, only while this worker holds the job. A full load builds its tables
 * beside the warehouse first (replacementTables.ts) and moves them in. Answers how many records a full load removed (the
 * parent table's keys the source no longer has).
 */
async function swapEntity(
  { run, connection, entity }: EntityLanding,
  mode: 'full' | 'incremental',
  maxModified: number | null,
  { model, rollups }: LandOptions,
): Promise<number> {
  const { db, workerId } = run.context;
  const { job } = run;
  const parent = entity.tables.find((table) => !table.childOf);
  if (mode === 'full') await buildReplacements(db, connection.schema, job.connectionId, entity.tables);
  const swapped = await db.transaction(async (tx) => {
    await swapInstanceLock(tx, connection.instance_id);
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
    if (rollups)
      await recordJobSwap(tx, connection, job.connectionId, entity.tables, model, mode === 'full', rollups);
    else await recordSwap(tx, connection, job.connectionId, entity.tables, model, mode === 'full');
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
  beginEntity(landing);
  const pages = options.session.pages(entity.key, options.since)[Symbol.asyncIterator]();
  let ahead: ReadAhead;
  try {
    // Only a scheduled (incremental) run can be left alone; a full load stages from its first page.
    ahead = await readAhead(pages, run.job.mode === 'incremental' ? READ_AHEAD_RECORDS : 0);
  } catch (error) {
    const refused = refusal(error, progress, options);
    return { error: refused.error, status: refused.status, newSince: false, removed: 0 };
  }
  if (await landedAlready(landing, ahead, options.since)) {
    await keepUnchanged(landing, options.since, false);
    return { error: null, newSince: false, removed: 0 };
  }
  await beginStaging(landing);
  const staged = await stagePages(landing, options, replay(ahead, pages));
  if ('error' in staged) return { error: staged.error, status: staged.status, newSince: false, removed: 0 };
  if (mode === 'incremental') {
    // The records sharing the watermark's second come again (where ModifiedDate >= it): only what changed counts.
    const { db } = run.context;
    progress.rows = await dropAlreadyLanded(db, connection.schema, run.job.connectionId, entity.tables);
    Object.assign(run.counts, await stagedRows(db, connection.schema, run.job.connectionId, entity.tables));
  }
  if (mode === 'incremental' && progress.rows === 0) {
    await keepUnchanged(landing, options.since, true);
    return { error: null, newSince: false, removed: 0 };
  }
  const removed = await swapEntity(landing, mode, staged.maxModified, options);
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
