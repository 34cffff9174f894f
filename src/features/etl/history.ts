/** The /history list: past imports filtered by status and connection, ordered by date. Pure, for tests. */
import type { EtlJob } from '@wharf/contract';
import type { JobStatus } from './jobStatus';

export interface HistoryFilter {
  status: JobStatus | 'all';
  connectionId: number | 'all';
  order: 'newest' | 'oldest';
}

export const ALL_HISTORY: HistoryFilter = { status: 'all', connectionId: 'all', order: 'newest' };

const when = (job: EtlJob): number => Date.parse(job.started ?? job.created);

export function filterHistory(jobs: readonly EtlJob[], filter: HistoryFilter): EtlJob[] {
  return jobs
    .filter((job) => filter.status === 'all' || job.status === filter.status)
    .filter((job) => filter.connectionId === 'all' || job.connectionId === filter.connectionId)
    .sort((a, b) => (filter.order === 'newest' ? when(b) - when(a) : when(a) - when(b)));
}

/** The connections that appear in the history, for the connection filter. */
export function historyConnections(jobs: readonly EtlJob[]): Array<{ id: number; name: string }> {
  const seen = new Map<number, string>();
  for (const job of jobs) if (!seen.has(job.connectionId)) seen.set(job.connectionId, job.connectionName);
  return [...seen].map(([id, name]) => ({ id, name }));
}
