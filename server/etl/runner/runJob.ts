/**
 * Runs one claimed import job: for each entity of its scopes, pages from the source into staging, then one swap
 * transaction into the warehouse and the entity's new watermark. Progress is saved after every page (which also
 * extends the lease and reads a cancel request). A resumed job skips the entities it already landed.
 *
 * The steps: openSource (source.ts), addEntitiesToLand, landEntities with a heartbeat (heartbeat.ts) around
 * landEntity (landEntity.ts: stage → build → swap) per entity, then finishLanded.
 */
import { Severity } from '@wharf/contract';
import type { RetryNotice } from '../calls/retry.ts';
import { SourceError } from '../calls/sourceError.ts';
import type { ConnectorEntity, SourceSession } from '../connectors/connector.ts';
import { resolveScopes } from '../connectors/registry.ts';
import type { PendingRollups } from '../../model/index.ts';
import { noteSwept, readWatermarks, type ClaimedJob, type EntityProgress } from '../queue.ts';
import { dropReplacements } from './replacementTables.ts';
import { startHeartbeat } from './heartbeat.ts';
import { JobRun, StopRun, type RunnerContext } from './jobRun.ts';
import { entityTablesReady, landEntity, type EntityOutcome } from './landEntity.ts';
import {
  ensureModelTablesOnce,
  flushRollups,
  modelLanding,
  modelTables,
  noPendingRollups,
  type ModelLanding,
} from './businessTables.ts';
import { openSource, type JobSource } from './source.ts';
import { stillReady } from './tablesReady.ts';
import { dropStaging } from './stage.ts';
import { landedRows, lastSwept, sweepCalls, sweepEntity, sweepFits, SWEEP_INTERVAL_MS } from './sweep.ts';

export type { RunnerContext } from './jobRun.ts';

/** How the landing of a run's entities ended; 'left' means the job is left to its lease (lost, or worker stopping). */
type LandingOutcome = 'landed' | 'failed' | 'cancelled' | 'left';

/** What every entity of one run lands with. */
interface RunLanding {
  session: SourceSession;
  signal: AbortSignal;
  sourceName: string;
  /** The calls retried for the entity being landed (the session reports them here). */
  retries: RetryNotice[];
  watermarks: Map<string, Date>;
  /** When each entity was last swept or loaded in full, read as the run starts (sweep.ts's lastSwept). */
  swept: Map<string, Date>;
  model: ModelLanding | null;
  /** stillReady's answer for the model's tables and the entities' (tablesReady.ts), asked once as the run starts. */
  tablesReady: boolean;
}

function describeRetries(retries: RetryNotice[]): string {
  const byStatus = new Map<string, number>();
  for (const retry of retries) {
    const label = retry.status === null ? 'no answer' : String(retry.status);
    byStatus.set(label, (byStatus.get(label) ?? 0) + 1);
  }
  return [...byStatus].map(([label, count]) => `${label} ×${count}`).join(', ');
}

/** The job's scopes (or the connection's) as pending entities, after any already in its progress. */
function addEntitiesToLand(run: JobRun, { connection, connector }: JobSource): void {
  const { job, entities, messages } = run;
  const requested = job.scopes.length > 0 ? job.scopes : connection.etl_scopes;
  const resolved = resolveScopes(connector, requested);
  if (resolved.unknown.length > 0 && job.attempts <= 1) {
    messages.push({
      severity: Severity.Warning,
      text: `${connector.name} has no scope ${resolved.unknown.map((s) => `"${s}"`).join(', ')}; skipped.`,
    });
  }
  const keys =
    resolved.keys.length > 0 || requested.length > 0 ? resolved.keys : connector.entities.map((e) => e.key);
  for (const key of keys) {
    if (!entities.some((e) => e.entity === key)) {
      entities.push({
        entity: key,
        status: 'pending',
        rows: 0,
        pages: 0,
        started: null,
        finished: null,
        message: null,
      });
    }
  }
}

function noteEntityOutcome(run: JobRun, name: string, outcome: EntityOutcome, retries: RetryNotice[]): void {
  if (retries.length > 0) {
    run.messages.push({
      severity: Severity.Valid,
      text: `${name}: ${retries.length} call${retries.length === 1 ? ' was' : 's were'} retried (${describeRetries(retries)}).`,
      kind: 'retried',
      retried: {
        entity: name,
        calls: retries.length,
        rateLimited: retries.some((retry) => retry.status === 429),
      },
    });
  }
  if (outcome.newSince) {
    run.messages.push({
      severity: Severity.Valid,
      text: `${name}: no earlier import, so it was loaded in full.`,
    });
  }
  if (outcome.removed > 0) {
    run.messages.push({
      severity: Severity.Valid,
      text: `${name}: ${outcome.removed} record${outcome.removed === 1 ? '' : 's'} the source no longer has ${outcome.removed === 1 ? 'was' : 'were'} removed.`,
    });
  }
  if (outcome.error) run.messages.push({ severity: Severity.Error, text: `${name}: ${outcome.error}` });
}

/**
 * The run stops at an entity the source refused (wrong credentials, retries used up): the entities it has not
 * reached stop with the same reason rather than wait for a run that will not come.
 */
function stopUnreached(run: JobRun, reason: string): void {
  const finished = new Date().toISOString();
  for (const progress of run.entities) {
    if (progress.status === 'pending')
      Object.assign(progress, { status: 'error', finished, message: reason });
  }
}

/** The connector's entities this run has not landed yet. */
const entitiesToLand = (run: JobRun, source: JobSource): ConnectorEntity[] =>
  source.connector.entities.filter((entity) =>
    run.entities.some((e) => e.entity === entity.key && e.status !== 'success' && e.status !== 'info'),
  );

/**
 * Lands each entity not landed yet, in order; answers whether one failed (the rest are then stopped). The swaps of
 * all but the last entity leave the roll-ups to one rebuild in the last one's; where that one does not swap (nothing
 * changed, refused, failed) they are rebuilt after it (flushRollups): the entities landed before keep their rows.
 */
async function landEachEntity(run: JobRun, source: JobSource, landing: RunLanding): Promise<boolean> {
  await entityTablesReady(run, source.connection, entitiesToLand(run, source), landing.tablesReady);
  const pending = noPendingRollups();
  const failed = await landInTurn(run, source, landing, pending);
  await flushRollups(run.context.db, source.connection, pending);
  return failed;
}

/**
 * The order the entities land in: those the model lands first (SourceModel.landFirst), in its order, then the
 * others as listed. Their progress stays listed as it was.
 */
function landingOrder(
  entities: readonly EntityProgress[],
  { connector }: JobSource,
  model: ModelLanding | null,
): EntityProgress[] {
  const first = model?.model.landFirst ?? [];
  const rank = (progress: EntityProgress) => {
    const tables = connector.entities.find((e) => e.key === progress.entity)?.tables ?? [];
    const ranks = tables.map((table) => first.indexOf(table.name)).filter((index) => index >= 0);
    return ranks.length > 0 ? Math.min(...ranks) : first.length;
  };
  // Array.prototype.sort is stable: the others keep their order.
  return [...entities].sort((a, b) => rank(a) - rank(b));
}

/** landEachEntity's entities, one after the other, their swaps' roll-ups left in `pending` to the last's. */
async function landInTurn(
  run: JobRun,
  source: JobSource,
  landing: RunLanding,
  pending: PendingRollups,
): Promise<boolean> {
  const landable = (progress: EntityProgress) =>
    progress.status !== 'success' &&
    progress.status !== 'info' &&
    source.connector.entities.some((e) => e.key === progress.entity);
  const ordered = landingOrder(run.entities, source, landing.model);
  const last = ordered.filter(landable).at(-1);
  for (const progress of ordered) {
    if (!landable(progress)) continue;
    const entity = source.connector.entities.find((e) => e.key === progress.entity);
    if (!entity) continue;
    landing.retries.length = 0;
    const since = run.job.mode === 'incremental' ? (landing.watermarks.get(entity.key) ?? null) : null;
    const outcome = await landEntity(run, source.connection, entity, progress, {
      since,
      session: landing.session,
      signal: landing.signal,
      sourceName: landing.sourceName,
      model: landing.model,
      rollups: { pending, last: progress === last },
    });
    if (outcome.error && outcome.status === 403) {
      // Switched off at the source for this connection: the others still land.
      const answer = outcome.error.replace(`${landing.sourceName} answered 403: `, '');
      progress.message = source.connector.forbiddenAdvice(entity.name, answer);
      run.messages.push({ severity: Severity.Warning, text: progress.message });
      await run.save();
      continue;
    }
    noteEntityOutcome(run, entity.name, outcome, landing.retries);
    if (outcome.error) {
      stopUnreached(run, outcome.error);
      return true;
    }
    if (since === null) {
      const now = runNow(run);
      await noteSwept(run.context.db, run.job.connectionId, entity.key, now);
      Object.assign(progress, { swept: now.toISOString(), removed: outcome.removed });
      await run.save();
    } else {
      await sweepIfDue(run, source, entity, progress, landing);
    }
  }
  return false;
}

const runNow = (run: JobRun): Date => run.context.now?.() ?? new Date();

/**
 * After an incremental landing: the entity's delete sweep when its last one (or full load) is a day old and the
 * account's calls today leave room for it. A sweep the source refuses is noted and tried again next run.
 */
async function sweepIfDue(
  run: JobRun,
  source: JobSource,
  entity: ConnectorEntity,
  progress: EntityProgress,
  landing: RunLanding,
): Promise<void> {
  const { db, connectors } = run.context;
  const now = runNow(run);
  const last = landing.swept.get(entity.key);
  if (last && now.getTime() - last.getTime() < SWEEP_INTERVAL_MS) return;
  const parent = entity.tables.find((table) => !table.childOf);
  if (!parent) return;
  const calls = sweepCalls(await landedRows(db, source.connection.schema, run.job.connectionId, parent));
  const account = source.connector.accountOf(source.credentials.clientId);
  const used = (await connectors.budgets?.usedToday([account]))?.get(account) ?? 0;
  if (!sweepFits(used, calls, source.connector.dailyCallLimit)) return;
  try {
    const removed = await sweepEntity(
      { run, connection: source.connection, entity, session: landing.session, model: landing.model },
      now,
    );
    Object.assign(progress, { swept: now.toISOString(), removed });
    if (removed > 0) {
      run.messages.push({
        severity: Severity.Valid,
        text: `${entity.name}: ${removed} deleted in ${source.connector.name} removed.`,
      });
    }
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    run.messages.push({
      severity: Severity.Valid,
      text: `${entity.name}: deletes in ${source.connector.name} not checked this time (${error.message}).`,
    });
  }
  await run.save();
}

async function cancelRun(run: JobRun): Promise<void> {
  for (const progress of run.entities)
    if (progress.status === 'pending' || progress.status === 'running') progress.status = 'cancelled';
  run.messages.push({
    severity: Severity.Warning,
    text: 'Cancelled; tables landed before the cancel keep their new rows.',
  });
  await run.finish('cancelled');
}

/** The staging this run made (a dead run's leftovers are dropped when its entity is staged again). */
async function dropAllStaging(run: JobRun, { connection, connector }: JobSource): Promise<void> {
  for (const entity of connector.entities.filter((e) => run.staged.has(e.key))) {
    await dropStaging(run.context.db, connection.schema, run.job.connectionId, entity.tables).catch(
      () => undefined,
    );
  }
  await dropReplacements(run.context.db, run.job.connectionId).catch(() => undefined);
}

/** Lands the run's entities with a heartbeat keeping the lease; a cancelled run is finished here. */
async function landEntities(run: JobRun, source: JobSource): Promise<LandingOutcome> {
  const { context, job } = run;
  const watermarks = await readWatermarks(context.db, job.connectionId);
  // Only an incremental landing (an entity with a watermark) may sweep after it.
  const swept =
    job.mode === 'incremental' ? await lastSwept(context.db, job.connectionId) : new Map<string, Date>();
  const model = modelLanding(source);
  const landed = entitiesToLand(run, source).flatMap((entity) => entity.tables);
  const { schema } = source.connection;
  const tablesReady = await stillReady(context.db, schema, model ? [modelTables(model), landed] : [landed]);
  if (model) await ensureModelTablesOnce(context.db, source, model, tablesReady);
  const heartbeat = startHeartbeat(context, job.id);
  const retries: RetryNotice[] = [];
  const session = source.connector.open(source.credentials, {
    signal: heartbeat.signal,
    onRetry: (notice) => retries.push(notice),
  });
  let leftToLease = false;
  try {
    const failed = await landEachEntity(run, source, {
      session,
      signal: heartbeat.signal,
      sourceName: source.connector.name,
      retries,
      watermarks,
      swept,
      model,
      tablesReady,
    });
    // An entity found unchanged saves at most once a second (JobRun.saveSoon): a cancel asked for within that second
    // is seen here, so the job ends cancelled, as asked, rather than landed.
    if (!failed) await run.save();
    return failed ? 'failed' : 'landed';
  } catch (error) {
    const reason = heartbeat.stopReason() ?? (error instanceof StopRun ? error : null);
    if (reason?.reason === 'cancelled') {
      await cancelRun(run);
      return 'cancelled';
    }
    // Lost the job, or the worker is stopping (as if its process died): leave the job to its lease.
    leftToLease = true;
    if (reason?.reason === 'lost' || context.signal.aborted) return 'left';
    throw error;
  } finally {
    heartbeat.stop();
    // Staging of a job this worker lost belongs to whoever holds it now.
    if (!leftToLease && !context.signal.aborted) await dropAllStaging(run, source);
  }
}

/** The job's final status and summary once every entity was tried (or one failed). */
async function finishLanded(run: JobRun, failed: boolean): Promise<void> {
  const { job, messages } = run;
  const landed = run.entities.reduce((sum, e) => sum + e.rows, 0);
  const removed = run.entities.reduce((sum, e) => sum + (e.removed ?? 0), 0);
  if (failed) await run.finish('error');
  else if (messages.some((m) => m.severity === Severity.Warning && m.kind !== 'resumed'))
    await run.finish('warning');
  else if (landed === 0 && removed === 0 && job.mode === 'incremental') {
    messages.push({ severity: Severity.Valid, text: 'Nothing changed at the source since the last import.' });
    await run.finish('info');
  } else {
    messages.push({
      severity: Severity.Valid,
      text:
        `${job.mode === 'full' ? 'Full' : 'Incremental'} import completed: ${landed} records landed` +
        (removed > 0 ? `, ${removed} the source no longer has removed.` : '.'),
    });
    await run.finish('success');
  }
}

export async function runJob(context: RunnerContext, job: ClaimedJob): Promise<void> {
  const run = new JobRun(context, job);
  const source = await openSource(context, job);
  if (typeof source === 'string') {
    run.messages.push({ severity: Severity.Error, text: source });
    await run.finish('error');
    return;
  }
  addEntitiesToLand(run, source);
  const outcome = await landEntities(run, source);
  if (outcome === 'landed' || outcome === 'failed') await finishLanded(run, outcome === 'failed');
}
