/**
 * How many source calls a schedule will make a day, from the connection's last imports — the budget planner. Each
 * entity costs its pages plus one (the short or empty page that ends a listing). A scheduled run is incremental, so
 * its size is the largest of the last incremental runs; an entity with no incremental run yet costs one call a run
 * (nothing new). Once a day each entity's ids are swept for deletes: its rows ÷ 250 calls, plus one. An entity
 * without a watermark is loaded in full the first time: its rows ÷ 250 calls, plus one, once.
 */
import type { Queryable } from '../../db/database.ts';
import type { EntityProgress, JobMode } from '../queue.ts';
import { RUNS_PER_DAY, type ScheduleFrequency } from './scheduleTimes.ts';

export interface CallEstimate {
  perRun: number;
  runsPerDay: number;
  /** perRun × runsPerDay: the calls of an ordinary day's runs. */
  steadyPerDay: number;
  /** The daily delete sweeps of every entity. */
  sweepsPerDay: number;
  /** Calls the first run makes beyond an ordinary one (entities it must load in full). */
  firstRunExtra: number;
  /** The first day's calls: steady state, sweeps and the first full loads. */
  perDay: number;
}

/** Incremental runs looked at: recent enough to reflect how much changes between runs. */
const RECENT_RUNS = 5;
const ROWS_PER_CALL = 250;

/** The calls that list `rows` records: a call per 250, and the short page that ends the listing. */
export const listingCalls = (rows: number): number => Math.floor(rows / ROWS_PER_CALL) + 1;

interface JobRow {
  mode: JobMode;
  entities: EntityProgress[];
}

function largest(
  jobs: readonly JobRow[],
  mode: JobMode,
  entity: string,
  of: 'pages' | 'rows',
): number | null {
  let found: number | null = null;
  for (const job of jobs) {
    if (job.mode !== mode) continue;
    const progress = job.entities.find((e) => e.entity === entity && e.status !== 'error');
    if (progress) found = Math.max(found ?? 0, progress[of]);
  }
  return found;
}

export async function estimateScheduleCalls(
  db: Queryable,
  connectionId: number,
  entityKeys: readonly string[],
  frequency: ScheduleFrequency,
): Promise<CallEstimate> {
  const jobs = await db.query<JobRow>(
    `(SELECT mode, entities FROM app.etl_jobs
      WHERE connection_id = $1 AND mode = 'incremental' AND status IN ('success', 'warning', 'info')
      ORDER BY id DESC LIMIT $2)
     UNION ALL
     (SELECT mode, entities FROM app.etl_jobs
      WHERE connection_id = $1 AND mode = 'full' AND status IN ('success', 'warning', 'info')
      ORDER BY id DESC LIMIT $2)`,
    [connectionId, RECENT_RUNS],
  );
  const watermarked = new Set(
    (
      await db.query<{ entity: string }>('SELECT entity FROM app.etl_watermarks WHERE connection_id = $1', [
        connectionId,
      ])
    ).map((row) => row.entity),
  );
  let perRun = 0;
  let firstRunExtra = 0;
  let sweepsPerDay = 0;
  for (const entity of entityKeys) {
    perRun += (largest(jobs, 'incremental', entity, 'pages') ?? 0) + 1;
    const fullRows = largest(jobs, 'full', entity, 'rows') ?? 0;
    sweepsPerDay += listingCalls(fullRows);
    if (!watermarked.has(entity)) firstRunExtra += listingCalls(fullRows) - 1;
  }
  const runsPerDay = RUNS_PER_DAY[frequency];
  const steadyPerDay = perRun * runsPerDay;
  return {
    perRun,
    runsPerDay,
    steadyPerDay,
    sweepsPerDay,
    firstRunExtra,
    perDay: steadyPerDay + sweepsPerDay + firstRunExtra,
  };
}
