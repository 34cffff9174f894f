/** How SPEC §3 job statuses and message severities are shown, and the arithmetic of an import's progress. */
import type { BadgeProps } from '@fluentui/react-components';
import { isOpenJobStatus, type EtlJob, type JobStatus } from '@wharf/contract';
import { Severity } from '../../notices';

export { JOB_STATUSES, type JobStatus } from '@wharf/contract';

/** Seven statuses, seven colours, each with its words (never colour alone). */
export const JOB_STATUS_LOOK: Readonly<
  Record<JobStatus, { label: string; color: NonNullable<BadgeProps['color']> }>
> = {
  pending: { label: 'Waiting', color: 'subtle' },
  running: { label: 'Running', color: 'brand' },
  cancelled: { label: 'Cancelled', color: 'important' },
  success: { label: 'Succeeded', color: 'success' },
  warning: { label: 'Warnings', color: 'warning' },
  info: { label: 'Finished with notes', color: 'informative' },
  error: { label: 'Failed', color: 'danger' },
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

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string | null): string => {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : DATE_TIME.format(date);
};
