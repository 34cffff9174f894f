/** The import screens' data: connections that can import, starting and cancelling, and the polled job status. */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { API_PATHS, apiQueryOptions, useApiMutation, useApiQuery } from '../../api';
import type { ConnectionStatus } from '../../api/contract';
import { selectCurrentInstanceId, useClientState } from '../../store';
import { isActive } from './jobStatus';

/** How often /importStatus asks while a job is waiting or running. */
export const POLL_MS = 1000;

/** Deleted and archived connections do not import. */
export const canImport = (status: ConnectionStatus): boolean => status !== 'DELETED' && status !== 'ARCHIVE';

export function useImportSetup() {
  const connections = useApiQuery(API_PATHS.instanceConnection, {});
  const sources = useApiQuery(API_PATHS.sourceSystems, {}, { staleTime: 5 * 60_000 });
  const importable = useMemo(
    () => (connections.data?.instanceConnections ?? []).filter((connection) => canImport(connection.status)),
    [connections.data],
  );
  return {
    connections: importable,
    sourceSystems: sources.data?.sourceSystems ?? [],
    isPending: connections.isPending || sources.isPending,
  };
}

export function useStartImport() {
  return useApiMutation(API_PATHS.etlStart, { invalidates: [API_PATHS.etlStatus] });
}

export function useCancelImport() {
  return useApiMutation(API_PATHS.etlCancel, { invalidates: [API_PATHS.etlStatus] });
}

/**
 * One job (or the newest one), asked for every POLL_MS while it is pending or running and no more once it has
 * finished.
 */
export function useImportJob(jobId: number | null) {
  const instanceId = useClientState(selectCurrentInstanceId);
  const payload = jobId === null ? { limit: 1 } : { jobId };
  const query = useQuery({
    ...apiQueryOptions(API_PATHS.etlStatus, instanceId, payload),
    refetchInterval: (current) => {
      const job = current.state.data?.jobs[0];
      return job && isActive(job.status) ? POLL_MS : false;
    },
  });
  return { job: query.data?.jobs[0] ?? null, isPending: query.isPending, isFetching: query.isFetching };
}

/** The clock, ticking each second while `running` (elapsed times of a running import). */
export function useNow(running: boolean, clock: () => number = Date.now): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(clock()), 1000);
    return () => clearInterval(timer);
  }, [running, clock]);
  return now;
}

export function useImportHistory() {
  const query = useApiQuery(API_PATHS.etlStatus, { limit: 100 });
  return { jobs: query.data?.jobs ?? [], isPending: query.isPending };
}
