/**
 * Where the instance stands on the way from "no connection" to its first landed data (/connect), from its real
 * state: its connections, its imports and its warehouse catalogue.
 */
import { useQuery } from '@tanstack/react-query';
import { etlStatusQueryOptions } from '../../api/queryOptions/etl';
import { clientDWSchemaQueryOptions } from '../../api/queryOptions/warehouse';
import { selectCurrentInstanceId, useClientState } from '../../store';
import type { EtlJob } from '@wharf/contract';
import { countsAsActive } from '../../components/connectionStatus';
import { LANDED_TABLES_STALE_MS } from './useFacts';
import { useConnections } from './useConnections';

export type StepState = 'done' | 'current' | 'running' | 'later';

export interface ConnectProgress {
  connect: StepState;
  import: StepState;
  data: StepState;
  runningJob: EtlJob | null;
  /** The first usable connection, for the "start the first import" link. */
  connectionId: number | null;
  tableCount: number;
}

const FOLLOW_MS = 2000;
const LANDED = new Set<EtlJob['status']>(['success', 'warning', 'info']);

/** Pure, so every combination is tested without a server. */
export function connectProgress(
  connections: ReadonlyArray<{ id: number; status: Parameters<typeof countsAsActive>[0] }>,
  jobs: readonly EtlJob[],
  tableCount: number,
): ConnectProgress {
  const live = connections.filter((connection) => countsAsActive(connection.status));
  const hasConnection = live.length > 0;
  const runningJob = jobs.find((job) => job.status === 'pending' || job.status === 'running') ?? null;
  const landed = jobs.some((job) => LANDED.has(job.status));
  const hasData = landed && tableCount > 0;
  let importState: StepState = 'later';
  if (landed) importState = 'done';
  else if (runningJob) importState = 'running';
  else if (hasConnection) importState = 'current';
  return {
    connect: hasConnection ? 'done' : 'current',
    import: importState,
    data: hasData ? 'done' : landed ? 'current' : 'later',
    runningJob,
    connectionId: live[0]?.id ?? null,
    tableCount,
  };
}

export function useConnectProgress() {
  const { connections, isPending } = useConnections();
  const instanceId = useClientState(selectCurrentInstanceId);
  // While an import runs, follow it, so step 3 opens as soon as the data has landed.
  const jobs = useQuery({
    ...etlStatusQueryOptions(instanceId, { limit: 20 }),
    refetchInterval: (query) =>
      query.state.data?.jobs.some((job) => job.status === 'pending' || job.status === 'running')
        ? FOLLOW_MS
        : false,
  });
  const running = jobs.data?.jobs.some((job) => job.status === 'pending' || job.status === 'running');
  const schema = useQuery({
    ...clientDWSchemaQueryOptions(instanceId),
    staleTime: LANDED_TABLES_STALE_MS,
    refetchInterval: running ? FOLLOW_MS : false,
  });
  return {
    isPending: isPending || jobs.isPending,
    progress: connectProgress(connections, jobs.data?.jobs ?? [], schema.data?.tables.length ?? 0),
  };
}
