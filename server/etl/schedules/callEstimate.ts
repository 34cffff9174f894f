/**
 * How many source calls a schedule will make a day, from the connection's last imports: each entity costs its
 * pages plus one (the short or empty page that ends a listing). A scheduled run is incremental, so its size is the
 * largest of the last incremental runs; an entity with no incremental run yet costs one call a run (nothing new)
 * and, once, the pages of its last full load (an entity without a watermark is loaded in full the first time).
 */
import type { Queryable } from '../../db/database.ts';
import type { EntityProgress, JobMode } from '../queue.ts';
import { RUNS_PER_DAY, type ScheduleFrequency } from './scheduleTimes.ts';

export interface CallEstimate {
  perRun: number;
  /** Calls the first run makes beyond an ordinary one (entities it must load in full). */
  firstRunExtra: number;
  perDay: number;
}

/** Incremental runs looked at: recent enough to reflect how much changes between runs. */
const RECENT_RUNS = 5;

interface JobRow {
  mode: JobMode;
  entities: EntityProgress[];
}

function largestPages(jobs: readonly JobRow[], mode: JobMode, entity: string): number | null {
  let largest: number | null = null;
  for (const job of jobs) {
    if (job.mode !== mode) continue;
    const progress = job.entities.find((e) => e.entity === entity && e.status !== 'error');
    if (progress) largest = Math.max(largest ?? 0, progress.pages);
  }
  return largest;
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
  for (const entity of entityKeys) {
    perRun += (largestPages(jobs, 'incremental', entity) ?? 0) + 1;
    if (!watermarked.has(entity)) firstRunExtra += largestPages(jobs, 'full', entity) ?? 0;
  }
  return { perRun, firstRunExtra, perDay: perRun * RUNS_PER_DAY[frequency] + firstRunExtra };
}
