/** How job statuses and message severities are shown, and the arithmetic of an import's progress. */
import type { BadgeProps } from '@fluentui/react-components';
import { isOpenJobStatus, LANDED_JOB_STATUSES, type EtlJob, type JobStatus } from '@wharf/contract';
import { Severity } from '../../notices';
import { countOf, countText, momentText } from '../../format/words';
import { JOB_STATUS_WORDS } from '../../components/jobStatusWords';

export { JOB_STATUSES, type JobStatus } from '@wharf/contract';

/** Seven statuses, seven colours, each with its words (never colour alone). */
export const JOB_STATUS_LOOK: Readonly<
  Record<JobStatus, { label: string; color: NonNullable<BadgeProps['color']> }>
> = {
  pending: { label: JOB_STATUS_WORDS.pending, color: 'subtle' },
  running: { label: JOB_STATUS_WORDS.running, color: 'brand' },
  cancelled: { label: JOB_STATUS_WORDS.cancelled, color: 'important' },
  success: { label: JOB_STATUS_WORDS.success, color: 'success' },
  warning: { label: JOB_STATUS_WORDS.warning, color: 'warning' },
  info: { label: JOB_STATUS_WORDS.info, color: 'informative' },
  error: { label: JOB_STATUS_WORDS.error, color: 'danger' },
};

/** Still moving: polled, and it can be cancelled. */
export const isActive = (status: JobStatus): boolean => isOpenJobStatus(status);

export const SEVERITY_LABEL: Readonly<Record<number, string>> = {
  [Severity.Valid]: 'OK',
  [Severity.Warning]: 'Warning',
  [Severity.Error]: 'Error',
};

/** Milliseconds from start to finish, or to now while it runs; null before it started. */
export function elapsedMs(started: string | null, finished: string | null, now: number): number | null {
  if (!started) return null;
  const from = Date.parse(started);
  const to = finished ? Date.parse(finished) : now;
  if (Number.isNaN(from) || Number.isNaN(to)) return null;
  return Math.max(0, to - from);
}

/** "0:07", "12:34", "1:02:03". */
export function formatElapsed(ms: number | null): string {
  if (ms === null) return '—';
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** Rows landed by a job: its entities' rows while it has them, else its per-entity counts. */
export function jobRows(job: EtlJob): number {
  if (job.entities.length > 0) return job.entities.reduce((sum, entity) => sum + entity.rows, 0);
  return Object.values(job.counts).reduce((sum, count) => sum + count, 0);
}

export const formatDateTime = (iso: string | null): string => {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : momentText(date);
};

const KEPT_STATUSES = new Set<JobStatus>(LANDED_JOB_STATUSES);
const PERCENT = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });

/**
 * What a job kept and what it threw away: an entity lands only when it finishes (its rows wait in staging until
 * then), so the rows a cancelled or failed entity had read were discarded, not landed.
 */
export function rowsKeptAndDiscarded(job: Pick<EtlJob, 'entities' | 'counts'>): {
  kept: number;
  discarded: number;
  discardedFrom: string[];
} {
  if (job.entities.length === 0) {
    return {
      kept: Object.values(job.counts).reduce((sum, count) => sum + count, 0),
      discarded: 0,
      discardedFrom: [],
    };
  }
  let kept = 0;
  let discarded = 0;
  const discardedFrom: string[] = [];
  for (const entity of job.entities) {
    if (KEPT_STATUSES.has(entity.status)) kept += entity.rows;
    else if (entity.rows > 0) {
      discarded += entity.rows;
      discardedFrom.push(entity.entity);
    }
  }
  return { kept, discarded, discardedFrom };
}

/** "1 row", "12,345 rows". */
export const rowsText = (count: number): string => countOf(count, 'row');

/**
 * Rows read so far out of what the last full import read, when that is known: "12,345 of about 60,000 rows (21 %)";
 * past it, or without it, the rows alone.
 */
export function progressText(rows: number, expected: number | null | undefined): string {
  if (!expected || rows > expected) return rowsText(rows);
  // Never 100 % before it has finished: the last page may still be on its way.
  const share = Math.min(rows / expected, 0.99);
  return `${countText(rows)} of about ${rowsText(expected)} (${PERCENT.format(Math.floor(share * 100) / 100)})`;
}

/** The job's expected total: known only when every entity has one (a full run after a landed full run). */
export function expectedRows(job: Pick<EtlJob, 'entities'>): number | null {
  if (job.entities.length === 0) return null;
  let total = 0;
  for (const entity of job.entities) {
    if (entity.lastFullRows === null || entity.lastFullRows === undefined) return null;
    total += entity.lastFullRows;
  }
  return total;
}
