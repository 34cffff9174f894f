/**
 * The current instance's connections (instanceConnections): read from /api/instanceConnection, kept in the
 * client state store, and the changes a user can ask for (terminate, reconnect, plan change; API keys for a
 * connection made without them).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useApiMutation } from '../../api';
import {
  connectionKeysMutation,
  connectionPlanMutation,
  connectionReconnectMutation,
  connectionTerminateMutation,
  instanceConnectionQueryOptions,
} from '../../api/queryOptions/connections';
import { etlStatusQueryOptions } from '../../api/queryOptions/etl';
import { plansQueryOptions } from '../../api/queryOptions/signup';
import type { EtlJob, InstanceConnection } from '@wharf/contract';
import { clientState, selectCurrentInstanceId, useClientState } from '../../store';
import { countsAsActive } from '../../components/connectionStatus';

export function useConnections() {
  const instanceId = useClientState(selectCurrentInstanceId);
  const query = useQuery(instanceConnectionQueryOptions(instanceId));
  const data = query.data;
  useEffect(() => {
    if (data) clientState.setConnections(data.instanceConnections);
  }, [data]);
  const connections: InstanceConnection[] = useMemo(() => data?.instanceConnections ?? [], [data]);
  return {
    connections,
    /** The API's count (deleted ones excluded); computed the same way until it has answered. */
    activeCount: data?.activeConnectionCount ?? connections.filter((c) => countsAsActive(c.status)).length,
    isPending: query.isPending,
    isError: query.isError,
  };
}

const FINISHED_OK = new Set<EtlJob['status']>(['success', 'warning', 'info']);

export interface ConnectionImports {
  /** The newest import of the connection, whatever its outcome. */
  latest: EtlJob | null;
  /** The newest import that landed its data (success, warning or info). */
  lastSuccessful: EtlJob | null;
}

/** The recent imports of the instance, by connection: what "last import" and "freshness" show. */
export function useImportsByConnection() {
  const instanceId = useClientState(selectCurrentInstanceId);
  const query = useQuery(etlStatusQueryOptions(instanceId, { limit: 100 }));
  const byConnection = useMemo(() => {
    const map = new Map<number, ConnectionImports>();
    // Latest first (docs/api.md): the first job seen of each kind is the newest.
    for (const job of query.data?.jobs ?? []) {
      const entry = map.get(job.connectionId) ?? { latest: null, lastSuccessful: null };
      entry.latest ??= job;
      if (FINISHED_OK.has(job.status)) entry.lastSuccessful ??= job;
      map.set(job.connectionId, entry);
    }
    return map;
  }, [query.data]);
  return { byConnection, jobs: query.data?.jobs ?? [], isPending: query.isPending };
}

export function useConnectionChanges() {
  return {
    terminate: useApiMutation(connectionTerminateMutation),
    reconnect: useApiMutation(connectionReconnectMutation),
    changePlan: useApiMutation(connectionPlanMutation),
    enterKeys: useApiMutation(connectionKeysMutation),
  };
}

/** The plans a connection can move to (the Stripe products of /api/signup/plan). */
export function usePlans(enabled: boolean) {
  const instanceId = useClientState(selectCurrentInstanceId);
  const query = useQuery({ ...plansQueryOptions(instanceId), enabled });
  return { plans: query.data?.plans ?? [], isPending: query.isPending && enabled };
}
