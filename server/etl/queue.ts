/**
 * The import queue on app.etl_jobs (migration 0005, docs/etl.md): a PostgreSQL table any number of API processes
 * share. Enqueueing relies on a partial unique index (one pending or running job per connection), so two starts at
 * once give one run. Workers claim with FOR UPDATE SKIP LOCKED and hold a lease they extend while running; a job
 * whose lease ran out (its worker died) is claimed again and resumed, or marked error after too many attempts.
 */
import {
  IMPORT_TRANSITIONS,
  LANDED_JOB_STATUSES,
  OPEN_JOB_STATUSES,
  Severity,
  type FinishedJobStatus,
  type JobStatus,
  type MessageKind,
} from '@wharf/contract';
import type { Queryable } from '../db/database.ts';
import { sqlWordList } from '../db/sqlWords.ts';

export type { JobStatus, Severity } from '@wharf/contract';
export type JobMode = 'full' | 'incremental';

export interface EntityProgress {
  entity: string;
  status: JobStatus;
  rows: number;
  pages: number;
  started: string | null;
  finished: string | null;
  message: string | null;
  /** When this run last made sure the entity holds nothing the source deleted (a delete sweep or a full load). */
  swept?: string | null;
  /** Records that sweep or full load removed because the source no longer lists them. */
  removed?: number;
}

export interface JobMessage {
  severity: Severity;
  text: string;
  kind?: MessageKind;
  retried?: { entity: string; calls: number; rateLimited: boolean };
}

export interface ClaimedJob {
  id: number;
  instanceId: number;
  connectionId: number;
  mode: JobMode;
  scopes: string[];
  entities: EntityProgress[];
  counts: Record<string, number>;
  messages: JobMessage[];
  attempts: number;
  cancelRequested: boolean;
}

interface ClaimedRow {
  id: number;
  instance_id: number;
  connection_id: number;
  mode: JobMode;
  scopes: string[];
  entities: EntityProgress[];
  counts: Record<string, number>;
  messages: JobMessage[];
  attempts: number;
  cancel_requested: boolean;
}

/**
 * A literal, not a parameter: ON CONFLICT infers the partial unique index from this predicate, which must match
 * the index's own (migration 0005).
 */
const OPEN = `status IN (${sqlWordList(OPEN_JOB_STATUSES)})`;

export interface EnqueueResult {
  jobId: number;
  alreadyRunning: boolean;
}

/** A new pending job, or the connection's open one: the unique index decides, whoever asks at the same moment. */
export async function enqueueJob(
  db: Queryable,
  job: {
    instanceId: number;
    connectionId: number;
    mode: JobMode;
    scopes: string[];
    requestedBy: string | null;
  },
): Promise<EnqueueResult> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [created] = await db.query<{ id: number }>(
      `INSERT INTO app.etl_jobs (instance_id, connection_id, mode, scopes, requested_by, status)
       VALUES ($1, $2, $3, $4, $5, 'pending')
       ON CONFLICT (connection_id) WHERE ${OPEN} DO NOTHING RETURNING id`,
      [job.instanceId, job.connectionId, job.mode, job.scopes, job.requestedBy],
    );
    if (created) return { jobId: created.id, alreadyRunning: false };
    const [open] = await db.query<{ id: number }>(
      `SELECT id FROM app.etl_jobs WHERE connection_id = $1 AND ${OPEN} ORDER BY id DESC LIMIT 1`,
      [job.connectionId],
    );
    // The open job may have finished between the two statements: then try again.
    if (open) return { jobId: open.id, alreadyRunning: true };
  }
  throw new Error(`could not enqueue an import for connection ${job.connectionId}`);
}

function toClaimed(row: ClaimedRow): ClaimedJob {
  return {
    id: row.id,
    instanceId: row.instance_id,
    connectionId: row.connection_id,
    mode: row.mode,
    scopes: row.scopes,
    entities: row.entities,
    counts: row.counts,
    messages: row.messages,
    attempts: row.attempts,
    cancelRequested: row.cancel_requested,
  };
}

/**
 * Claims the oldest job that is pending, or running with an expired lease (its worker died), for `workerId` — only
 * the job `onlyJobId` when given. A resumed job whose attempts are used up is marked error instead and the next one
 * is looked for.
 */
export async function claimJob(
  db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  workerId: string,
  leaseMs: number,
  maxAttempts: number,
  onlyJobId: number | null = null,
): Promise<ClaimedJob | null> {
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      const [candidate] = await tx.query<{
        id: number;
        status: JobStatus;
        attempts: number;
        locked_by: string | null;
      }>(
        `SELECT id, status, attempts, locked_by FROM app.etl_jobs
         WHERE (status = 'pending' OR (status = 'running' AND lease_until < now()))
           AND ($1::int IS NULL OR id = $1)
         ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [onlyJobId],
      );
      if (!candidate) return { kind: 'none' as const };
      if (candidate.status === 'running' && candidate.attempts >= maxAttempts) {
        await tx.query(
          `UPDATE app.etl_jobs SET status = 'error', finished_at = now(), locked_by = NULL, lease_until = NULL,
             messages = messages || $2::jsonb WHERE id = $1`,
          [
            candidate.id,
            JSON.stringify([
              {
                severity: Severity.Error,
                text: `The import stopped ${candidate.attempts} times without finishing (its worker stopped answering) and was given up.`,
              },
            ]),
          ],
        );
        return { kind: 'gaveUp' as const };
      }
      const resumed = candidate.status === 'running';
      // A new connection is being set up from its first import on (docs/api.md transitions).
      await tx.query(
        `UPDATE app.instance_connections c SET status = $2, changed = now(), changed_by = 'Wharf import'
         FROM app.etl_jobs j WHERE j.id = $1 AND c.id = j.connection_id AND c.status = ANY($3::text[])`,
        [candidate.id, IMPORT_TRANSITIONS.started.to, [...IMPORT_TRANSITIONS.started.from]],
      );
      const [row] = await tx.query<ClaimedRow>(
        `UPDATE app.etl_jobs SET status = 'running', locked_by = $2, lease_until = now() + $3 * interval '1 millisecond',
           attempts = attempts + 1, started_at = COALESCE(started_at, now()),
           messages = CASE WHEN $4 THEN messages || $5::jsonb ELSE messages END
         WHERE id = $1
         RETURNING id, instance_id, connection_id, mode, scopes, entities, counts, messages, attempts, cancel_requested`,
        [
          candidate.id,
          workerId,
          leaseMs,
          resumed,
          JSON.stringify([
            {
              severity: Severity.Warning,
              kind: 'resumed',
              text: 'The import was interrupted (its worker stopped answering) and resumed.',
            },
          ]),
        ],
      );
      return row ? { kind: 'claimed' as const, job: toClaimed(row) } : { kind: 'none' as const };
    });
    if (outcome.kind === 'claimed') return outcome.job;
    if (outcome.kind === 'none') return null;
  }
}

/**
 * Saves progress and extends the lease. Answers whether the worker still holds the job and whether a cancel was
 * asked for; a worker that lost its job (the lease ran out and another worker took it) must stop without landing.
 */
export async function saveProgress(
  db: Queryable,
  job: {
    id: number;
    workerId: string;
    leaseMs: number;
    entities?: EntityProgress[];
    counts?: Record<string, number>;
    messages?: JobMessage[];
  },
): Promise<{ held: boolean; cancelRequested: boolean }> {
  const [row] = await db.query<{ cancel_requested: boolean }>(
    `UPDATE app.etl_jobs SET lease_until = now() + $3 * interval '1 millisecond',
       entities = COALESCE($4::jsonb, entities), counts = COALESCE($5::jsonb, counts),
       messages = COALESCE($6::jsonb, messages)
     WHERE id = $1 AND locked_by = $2 AND status = 'running' RETURNING cancel_requested`,
    [
      job.id,
      job.workerId,
      job.leaseMs,
      job.entities ? JSON.stringify(job.entities) : null,
      job.counts ? JSON.stringify(job.counts) : null,
      job.messages ? JSON.stringify(job.messages) : null,
    ],
  );
  return { held: !!row, cancelRequested: row?.cancel_requested ?? false };
}

/** Locks the job row inside a swap transaction: the swap only happens while this worker still holds the job. */
export async function assertHeld(tx: Queryable, jobId: number, workerId: string): Promise<boolean> {
  const [row] = await tx.query(
    "SELECT 1 FROM app.etl_jobs WHERE id = $1 AND locked_by = $2 AND status = 'running' FOR UPDATE",
    [jobId, workerId],
  );
  return !!row;
}

export async function finishJob(
  db: Queryable,
  job: {
    id: number;
    workerId: string;
    status: FinishedJobStatus;
    entities: EntityProgress[];
    counts: Record<string, number>;
    messages: JobMessage[];
  },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE app.etl_jobs SET status = $3, finished_at = now(), locked_by = NULL, lease_until = NULL,
       entities = $4::jsonb, counts = $5::jsonb, messages = $6::jsonb
     WHERE id = $1 AND locked_by = $2 AND status = 'running' RETURNING id`,
    [
      job.id,
      job.workerId,
      job.status,
      JSON.stringify(job.entities),
      JSON.stringify(job.counts),
      JSON.stringify(job.messages),
    ],
  );
  if (rows.length > 0 && LANDED.has(job.status)) await activateAfterLanding(db, job.id);
  return rows.length > 0;
}

/** A finished import that landed its data (or found nothing new) counts as landing. */
const LANDED: ReadonlySet<JobStatus> = new Set(LANDED_JOB_STATUSES);

/**
 * docs/api.md connection transitions: the first import that lands data makes a new (PENDING_INIT / INIT) or
 * reconnected (RECONNECT) connection ACTIVE. Other statuses are left to their own calls.
 */
async function activateAfterLanding(db: Queryable, jobId: number): Promise<void> {
  await db.query(
    `UPDATE app.instance_connections c SET status = $2, changed = now(), changed_by = 'Wharf import'
     FROM app.etl_jobs j
     WHERE j.id = $1 AND c.id = j.connection_id AND c.status = ANY($3::text[])`,
    [jobId, IMPORT_TRANSITIONS.landed.to, [...IMPORT_TRANSITIONS.landed.from]],
  );
}

/**
 * Cancels a job of the instance: a pending one at once, a running one at its next page (its worker sees
 * cancel_requested). Answers false when there is no such job; a finished job is left as it is.
 */
export async function requestCancel(db: Queryable, instanceId: number, jobId: number): Promise<boolean> {
  const [job] = await db.query<{ status: JobStatus }>(
    'SELECT status FROM app.etl_jobs WHERE id = $1 AND instance_id = $2',
    [jobId, instanceId],
  );
  if (!job) return false;
  await db.query(
    `UPDATE app.etl_jobs SET status = 'cancelled', finished_at = now(), cancel_requested = true,
       messages = messages || $2::jsonb
     WHERE id = $1 AND status = 'pending'`,
    [jobId, JSON.stringify([{ severity: Severity.Warning, text: 'Cancelled before it started.' }])],
  );
  await db.query("UPDATE app.etl_jobs SET cancel_requested = true WHERE id = $1 AND status = 'running'", [
    jobId,
  ]);
  return true;
}

export async function readWatermarks(db: Queryable, connectionId: number): Promise<Map<string, Date>> {
  const rows = await db.query<{ entity: string; watermark: Date }>(
    'SELECT entity, watermark FROM app.etl_watermarks WHERE connection_id = $1',
    [connectionId],
  );
  return new Map(rows.map((row) => [row.entity, row.watermark]));
}

export async function writeWatermark(
  db: Queryable,
  connectionId: number,
  entity: string,
  watermark: Date,
  jobId: number,
): Promise<void> {
  await db.query(
    `INSERT INTO app.etl_watermarks (connection_id, entity, watermark, job_id, updated_at) VALUES ($1, $2, $3, $4, now())
     ON CONFLICT (connection_id, entity) DO UPDATE SET watermark = GREATEST(app.etl_watermarks.watermark, EXCLUDED.watermark),
       job_id = EXCLUDED.job_id, updated_at = now()`,
    [connectionId, entity, watermark, jobId],
  );
}

/**
 * The entity's delete sweep (or full load) done at `at` (the run's clock), kept beside its watermark for the next
 * runs (sweep.ts lastSwept). An entity without a watermark has nothing to keep: its next run loads it in full.
 */
export async function noteSwept(
  db: Queryable,
  connectionId: number,
  entity: string,
  at: Date,
): Promise<void> {
  await db.query('UPDATE app.etl_watermarks SET swept_at = $3 WHERE connection_id = $1 AND entity = $2', [
    connectionId,
    entity,
    at,
  ]);
}
