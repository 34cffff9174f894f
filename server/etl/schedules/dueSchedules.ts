/**
 * Turns due schedules into import jobs on the shared queue (app.etl_schedules, migration 0017). Every worker poll
 * calls it, in whichever process: each due schedule is taken under a row lock (FOR UPDATE SKIP LOCKED, so two
 * processes never both take one), queues one incremental import unless the connection already has an open job (the
 * queue's one-open-job index decides), and gets its next slot counted from `now`, so a schedule that missed
 * several slots while every process was down runs once, not once per missed slot.
 */
import { canImport } from '@wharf/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { enqueueJob } from '../queue.ts';
import { nextRunAfter, type ScheduleFrequency } from './scheduleTimes.ts';

export type ScheduleOutcome = 'queued' | 'alreadyRunning' | 'closed';

export interface ScheduledRun {
  connectionId: number;
  outcome: ScheduleOutcome;
  /** The queued job, or the open one that made this run unnecessary. */
  jobId: number | null;
}

export const ALREADY_RUNNING_OUTCOME = 'Skipped: an import of this connection was already running.';
export const CLOSED_OUTCOME = 'Skipped: the connection is closed.';

interface DueRow {
  connection_id: number;
  instance_id: number;
  frequency: ScheduleFrequency;
  daily_time: string | null;
  status: string;
  time_zone: string;
}

async function runDue(tx: Queryable, due: DueRow, now: Date): Promise<ScheduledRun> {
  let run: ScheduledRun;
  if (!canImport(due.status)) {
    run = { connectionId: due.connection_id, outcome: 'closed', jobId: null };
  } else {
    const queued = await enqueueJob(tx, {
      instanceId: due.instance_id,
      connectionId: due.connection_id,
      mode: 'incremental',
      scopes: [],
      requestedBy: null,
    });
    run = {
      connectionId: due.connection_id,
      outcome: queued.alreadyRunning ? 'alreadyRunning' : 'queued',
      jobId: queued.jobId,
    };
  }
  const next = nextRunAfter({ frequency: due.frequency, dailyTime: due.daily_time }, now, due.time_zone);
  const outcomeText =
    run.outcome === 'queued' ? null : run.outcome === 'closed' ? CLOSED_OUTCOME : ALREADY_RUNNING_OUTCOME;
  await tx.query(
    `UPDATE app.etl_schedules SET next_run_at = $2, last_run_at = $3,
       last_job_id = CASE WHEN $4::bigint IS NULL THEN last_job_id ELSE $4::bigint END, last_outcome = $5
     WHERE connection_id = $1`,
    [due.connection_id, next, now, run.outcome === 'queued' ? run.jobId : null, outcomeText],
  );
  return run;
}

/** Queues every schedule due at `now` (the injected clock of tests; the worker passes the time). */
export async function enqueueDueSchedules(db: Database, now: Date): Promise<ScheduledRun[]> {
  const runs: ScheduledRun[] = [];
  for (;;) {
    const run = await db.transaction(async (tx) => {
      const [due] = await tx.query<DueRow>(
        `SELECT s.connection_id, c.instance_id, s.frequency, s.daily_time, c.status, i.time_zone
         FROM app.etl_schedules s
         JOIN app.instance_connections c ON c.id = s.connection_id
         JOIN app.instances i ON i.id = c.instance_id
         WHERE s.enabled AND s.next_run_at <= $1
         ORDER BY s.next_run_at, s.connection_id LIMIT 1 FOR UPDATE OF s SKIP LOCKED`,
        [now],
      );
      return due ? runDue(tx, due, now) : null;
    });
    if (!run) return runs;
    runs.push(run);
  }
}
