/** The import screens' data: connections that can import, starting and cancelling, and the polled job status. */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useApiMutation } from '../../api';
import {
  instanceConnectionQueryOptions,
  sourceSystemsQueryOptions,
} from '../../api/queryOptions/connections';
import { etlStatusQueryOptions, importCancelMutation, importStartMutation } from '../../api/queryOptions/etl';
import { selectCurrentInstanceId, useClientState } from '../../store';
import { importabilityOf, isListed } from './importability';
import { isActive } from './jobStatus';

/** How often /importStatus asks while a job is waiting or running. */
export const POLL_MS = 1000;

export function useImportSetup() {
  const instanceId = useClientState(selectCurrentInstanceId);
  const connections = useQuery(instanceConnectionQueryOptions(instanceId));
  const sources = useQuery(sourceSystemsQueryOptions(instanceId));
  const sourceSystems = useMemo(() => sources.data?.sourceSystems ?? [], [sources.data]);
  const listed = useMemo(
    () =>
      (connections.data?.instanceConnections ?? [])
        .filter(isListed)
        .map((connection) => importabilityOf(connection, sourceSystems)),
    [connections.data, sourceSystems],
  );
  return {
    /** Every connection not deleted, each with what it can import or why it cannot. */
    connections: listed,
    sourceSystems,
    isPending: connections.isPending || sources.isPending,
  };
}

/** Entity key → the name its source system gives it (all the instance's source systems). */
export function useEntityNames(): ReadonlyMap<string, string> {
  const instanceId = useClientState(selectCurrentInstanceId);
  const sources = useQuery(sourceSystemsQueryOptions(instanceId));
  return useMemo(
    () =>
      new Map(
        (sources.data?.sourceSystems ?? []).flatMap((system) =>
          system.scopes.map((scope) => [scope.key, scope.name] as const),
        ),
      ),
    [sources.data],
  );
}

export function useStartImport() {
  return useApiMutation(importStartMutation);
}

export function useCancelImport() {
  return useApiMutation(importCancelMutation);
}

/**
 * One job (or the newest one), asked for every POLL_MS while it is pending or running and no more once it has
 * finished.
 */
export function useImportJob(jobId: number | null) {
  const instanceId = useClientState(selectCurrentInstanceId);
  const payload = jobId === null ? { limit: 1 } : { jobId };
  const query = useQuery({
    ...etlStatusQueryOptions(instanceId, payload),
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
  const instanceId = useClientState(selectCurrentInstanceId);
  const query = useQuery(etlStatusQueryOptions(instanceId, { limit: 100 }));
  return { jobs: query.data?.jobs ?? [], isPending: query.isPending };
}
