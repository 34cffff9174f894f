/**
 * Runs one claimed import job: for each entity of its scopes, pages from the source into staging, then one swap
 * transaction into the warehouse and the entity's new watermark. Progress is saved after every page (which also
 * extends the lease and reads a cancel request). A resumed job skips the entities it already landed.
 */
import type { Database } from '../db/database.ts';
import { decryptSecret } from '../api/secrets.ts';
import { SourceError, type RetryNotice } from './cin7Omni/client.ts';
import { connectorFor, resolveScopes, type ConnectorConfig, type ConnectorEntity } from './connectors.ts';
import { dropStaging, ensureLandedTable, prepareStaging, stagePage, swapIn } from './landing.ts';
import {
  assertHeld,
  finishJob,
  readWatermarks,
  saveProgress,
  writeWatermark,
  type ClaimedJob,
  type EntityProgress,
  type JobMessage,
  type JobStatus,
} from './queue.ts';

export interface RunnerContext {
  db: Database;
  secretKey: Buffer;
  connectors: ConnectorConfig;
  workerId: string;
  leaseMs: number;
  /** Aborted when the worker stops: the run ends where it is, as if its process had died (the lease resumes it). */
  signal: AbortSignal;
}

interface ConnectionRow {
  schema: string;
  instance_id: number;
  name: string;
  status: string;
  code: string;
  source_name: string;
  etl_scopes: string[];
  api_client_id: string | null;
  api_secret_encrypted: Uint8Array | null;
}

/** The job lost its lease to another worker, or was cancelled: stop without landing anything more. */
class StopRun extends Error {
  constructor(readonly reason: 'lost' | 'cancelled') {
    super(reason);
  }
}

const nowIso = () => new Date().toISOString();

function describeRetries(retries: RetryNotice[]): string {
  const byStatus = new Map<string, number>();
  for (const retry of retries) {
    const label = retry.status === null ? 'no answer' : String(retry.status);
    byStatus.set(label, (byStatus.get(label) ?? 0) + 1);
  }
  return [...byStatus].map(([label, count]) => `${label} ×${count}`).join(', ');
}

export async function runJob(context: RunnerContext, job: ClaimedJob): Promise<void> {
  const { db, workerId, leaseMs } = context;
  const entities: EntityProgress[] = [...job.entities];
  const counts: Record<string, number> = { ...job.counts };
  const messages: JobMessage[] = [...job.messages];
  const finish = (status: Exclude<JobStatus, 'pending' | 'running'>) =>
    finishJob(db, { id: job.id, workerId, status, entities, counts, messages });

  const [connection] = await db.query<ConnectionRow>(
    `SELECT i.schema, c.instance_id, c.name, c.status, s.code, s.name AS source_name, c.etl_scopes, c.api_client_id,
            c.api_secret_encrypted
     FROM app.instance_connections c JOIN app.instances i ON i.id = c.instance_id
     JOIN app.source_systems s ON s.id = c.source_system_id WHERE c.id = $1`,
    [job.connectionId],
  );
  if (!connection) {
    messages.push({ severity: -10, text: 'The connection no longer exists.' });
    await finish('error');
    return;
  }
  const connector = connectorFor(connection.code, context.connectors);
  if (!connector) {
    messages.push({ severity: -10, text: `${connection.source_name} has no connector yet.` });
    await finish('error');
    return;
  }
  let secret: string | null = null;
  try {
    secret = connection.api_secret_encrypted
      ? decryptSecret(connection.api_secret_encrypted, context.secretKey)
      : null;
  } catch {
    secret = null;
  }
  if (!connection.api_client_id || !secret) {
    messages.push({
      severity: -10,
      text: `${connection.name} has no ${connector.secretLabel} stored: reconnect it with its ${connector.clientIdLabel} and ${connector.secretLabel}.`,
    });
    await finish('error');
    return;
  }

  const requested = job.scopes.length > 0 ? job.scopes : connection.etl_scopes;
  const resolved = resolveScopes(connector, requested);
  if (resolved.unknown.length > 0 && job.attempts <= 1) {
    messages.push({
      severity: -1,
      text: `${connector.code === 'cin7Omni' ? 'Cin7 Omni' : connection.source_name} has no scope ${resolved.unknown.map((s) => `"${s}"`).join(', ')}; skipped.`,
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

  const abort = new AbortController();
  const signal = AbortSignal.any([context.signal, abort.signal]);
  const retries: RetryNotice[] = [];
  const session = connector.open(
    { clientId: connection.api_client_id, secret },
    { signal, onRetry: (notice) => retries.push(notice) },
  );
  let stop: StopRun | null = null;
  const heartbeat = setInterval(
    () => {
      saveProgress(db, { id: job.id, workerId, leaseMs })
        .then((state) => {
          if (!state.held) stop ??= new StopRun('lost');
          else if (state.cancelRequested) stop ??= new StopRun('cancelled');
          if (stop) abort.abort(stop);
        })
        .catch(() => undefined);
    },
    Math.max(50, Math.floor(leaseMs / 3)),
  );

  const watermarks = await readWatermarks(db, job.connectionId);
  let failed = false;
  let lost = false;
  try {
    for (const progress of entities) {
      if (progress.status === 'success' || progress.status === 'info') continue;
      const entity = connector.entities.find((e) => e.key === progress.entity);
      if (!entity) continue;
      retries.length = 0;
      const outcome = await landEntity(context, job, connection, entity, progress, {
        since: job.mode === 'incremental' ? (watermarks.get(entity.key) ?? null) : null,
        session,
        signal,
        save: async () => {
          const state = await saveProgress(db, { id: job.id, workerId, leaseMs, entities, counts });
          if (!state.held) throw new StopRun('lost');
          if (state.cancelRequested) throw new StopRun('cancelled');
        },
        counts,
      });
      if (retries.length > 0) {
        messages.push({
          severity: 1,
          text: `${entity.name}: ${retries.length} call${retries.length === 1 ? ' was' : 's were'} retried (${describeRetries(retries)}).`,
        });
      }
      if (outcome.newSince) {
        messages.push({ severity: 1, text: `${entity.name}: no earlier import, so it was loaded in full.` });
      }
      if (outcome.error) {
        messages.push({ severity: -10, text: `${entity.name}: ${outcome.error}` });
        failed = true;
        break;
      }
    }
  } catch (error) {
    const reason = stop ?? (error instanceof StopRun ? error : null);
    if (reason?.reason === 'cancelled') {
      for (const progress of entities)
        if (progress.status === 'pending' || progress.status === 'running') progress.status = 'cancelled';
      messages.push({
        severity: -1,
        text: 'Cancelled; tables landed before the cancel keep their new rows.',
      });
      await finish('cancelled');
      return;
    }
    // Lost the job, or the worker is stopping (as if its process died): leave the job to its lease.
    lost = true;
    if (reason?.reason === 'lost' || context.signal.aborted) return;
    throw error;
  } finally {
    clearInterval(heartbeat);
    // Staging of a job this worker lost belongs to whoever holds it now.
    if (!lost && !context.signal.aborted) {
      for (const entity of connector.entities) {
        await dropStaging(db, connection.schema, job.connectionId, entity.tables).catch(() => undefined);
      }
    }
  }
  const landed = entities.reduce((sum, e) => sum + e.rows, 0);
  if (failed) await finish('error');
  else if (messages.some((m) => m.severity === -1 && !m.text.startsWith('The import was interrupted')))
    await finish('warning');
  else if (landed === 0 && job.mode === 'incremental') {
    messages.push({ severity: 1, text: 'Nothing changed at the source since the last import.' });
    await finish('info');
  } else {
    messages.push({
      severity: 1,
      text: `${job.mode === 'full' ? 'Full' : 'Incremental'} import completed: ${landed} records landed.`,
    });
    await finish('success');
  }
}

interface LandOptions {
  since: Date | null;
  session: ReturnType<NonNullable<ReturnType<typeof connectorFor>>['open']>;
  signal: AbortSignal;
  save: () => Promise<void>;
  counts: Record<string, number>;
}

async function landEntity(
  context: RunnerContext,
  job: ClaimedJob,
  connection: ConnectionRow,
  entity: ConnectorEntity,
  progress: EntityProgress,
  options: LandOptions,
): Promise<{ error: string | null; newSince: boolean }> {
  const { db } = context;
  const schema = connection.schema;
  const mode = options.since ? 'incremental' : 'full';
  Object.assign(progress, {
    status: 'running',
    rows: 0,
    pages: 0,
    started: nowIso(),
    finished: null,
    message: null,
  });
  for (const table of entity.tables) options.counts[table.name] = 0;
  await db.transaction(async (tx) => {
    for (const table of entity.tables) await ensureLandedTable(tx, connection.instance_id, schema, table);
  });
  await prepareStaging(db, schema, job.connectionId, entity.tables);
  await options.save();
  let maxModified: number | null = null;
  try {
    for await (const records of options.session.pages(entity.key, options.since)) {
      const staged = await stagePage(db, schema, job.connectionId, entity.tables, records);
      for (const [table, rows] of Object.entries(staged))
        options.counts[table] = (options.counts[table] ?? 0) + rows;
      for (const record of records) {
        const modified = Date.parse(typeof record.modifiedDate === 'string' ? record.modifiedDate : '');
        if (!Number.isNaN(modified) && (maxModified === null || modified > maxModified))
          maxModified = modified;
      }
      progress.rows += records.length;
      progress.pages += 1;
      await options.save();
    }
  } catch (error) {
    if (error instanceof SourceError) {
      const answer =
        error.status === null ? error.message : `Cin7 Omni answered ${error.status}: ${error.message}`;
      Object.assign(progress, { status: 'error', finished: nowIso(), message: answer });
      return { error: answer, newSince: false };
    }
    if (options.signal.aborted && options.signal.reason instanceof StopRun) throw options.signal.reason;
    throw error;
  }
  if (mode === 'incremental' && progress.rows === 0) {
    // Nothing changed: nothing to swap, and the watermark stays.
    await dropStaging(db, schema, job.connectionId, entity.tables);
    Object.assign(progress, {
      status: 'info',
      finished: nowIso(),
      message: `0 changed since ${options.since?.toISOString() ?? ''}`,
    });
    await options.save();
    return { error: null, newSince: false };
  }
  const swapped = await db.transaction(async (tx) => {
    if (!(await assertHeld(tx, job.id, context.workerId))) return false;
    await swapIn(tx, schema, job.connectionId, entity.tables, mode);
    if (maxModified !== null)
      await writeWatermark(tx, job.connectionId, entity.key, new Date(maxModified), job.id);
    return true;
  });
  if (!swapped) throw new StopRun('lost');
  Object.assign(progress, {
    status: progress.rows === 0 && mode === 'incremental' ? 'info' : 'success',
    finished: nowIso(),
    message:
      mode === 'incremental'
        ? `${progress.rows} changed since ${options.since?.toISOString() ?? ''}`
        : `${progress.rows} landed`,
  });
  await options.save();
  return { error: null, newSince: job.mode === 'incremental' && mode === 'full' };
}
