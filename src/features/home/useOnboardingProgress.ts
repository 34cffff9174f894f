/**
 * Home's onboarding checklist from real state, so it ticks itself: a connection that is not deleted and has its API
 * keys stored (client state — one made with "Enter the API keys later" does not count yet), an import that
 * landed data (/api/etlStatus), a table landed in Excel (a library design with a recorded refresh, /api/userLibrary,
 * or — in Excel, where designs live in the workbook — a landed-table record in this workbook, src/host/records.ts).
 * All three done: the checklist is finished and Home stops showing it.
 */
import { useQuery } from '@tanstack/react-query';
import type { EtlJob, LibraryItem } from '@wharf/contract';
import { etlStatusQueryOptions } from '../../api/queryOptions/etl';
import { userLibraryQueryOptions } from '../../api/queryOptions/library';
import { countsAsActive } from '../../components/connectionStatus';
import { useHostStore } from '../../host';
import { readLandedTableRecords } from '../../host/records';
import { selectCurrentInstanceId, useClientState } from '../../store';

/** How many of the latest jobs Home reads (the checklist looks among them for one that landed data)… */
export const JOBS_READ = 20;
/** …and how many the recent-imports block shows. */
export const RECENT_JOBS = 5;
/** While an import runs, Home asks again this often, so its blocks and checklist follow it. */
export const RUNNING_JOB_POLL_MS = 5_000;

const running = (job: EtlJob): boolean => job.status === 'pending' || job.status === 'running';

/** Jobs that landed data: a success, or a finish with warnings or notes. */
export const landedData = (job: EtlJob): boolean =>
  job.status === 'success' || job.status === 'warning' || job.status === 'info';

/** A library design the table designer has landed: it keeps the last refresh in its stored presentation. */
export function wasLanded(item: LibraryItem): boolean {
  const presentation = item.definition.wharfDesign;
  if (typeof presentation !== 'object' || presentation === null || Array.isArray(presentation)) return false;
  const refresh = presentation.lastRefresh;
  return typeof refresh === 'object' && refresh !== null;
}

export interface OnboardingStep {
  key: 'connect' | 'import' | 'table';
  done: boolean;
}

export function useRecentJobs() {
  const instanceId = useClientState(selectCurrentInstanceId);
  const jobs = useQuery({
    ...etlStatusQueryOptions(instanceId, { limit: JOBS_READ }),
    enabled: instanceId !== null,
    refetchInterval: (query) => (query.state.data?.jobs.some(running) ? RUNNING_JOB_POLL_MS : false),
  });
  return { jobs: jobs.data?.jobs ?? [], isPending: jobs.isPending, isError: jobs.isError };
}

export function useOnboardingProgress() {
  const instanceId = useClientState(selectCurrentInstanceId);
  const connections = useClientState((state) => state.instanceConnections);
  const recent = useRecentJobs();
  const library = useQuery({ ...userLibraryQueryOptions(instanceId), enabled: instanceId !== null });
  const live = connections.filter((connection) => countsAsActive(connection.status));
  // Read once the workbook's settings are there; the host store changing re-renders Home.
  const inWorkbook = useHostStore((state) => state.status === 'ready' && state.mode === 'excel');
  const landedInWorkbook = inWorkbook && readLandedTableRecords().length > 0;
  const steps: OnboardingStep[] = [
    { key: 'connect', done: live.some((connection) => connection.APIKey.clientId !== null) },
    { key: 'import', done: recent.jobs.some(landedData) },
    { key: 'table', done: landedInWorkbook || (library.data?.items ?? []).some(wasLanded) },
  ];
  return {
    steps,
    /** A connection is waiting for its API keys: the connect step points at its card rather than a new one. */
    awaitingKeys: live.some((connection) => connection.APIKey.clientId === null),
    known: !recent.isPending && !library.isPending,
    finished: steps.every((step) => step.done),
  };
}
