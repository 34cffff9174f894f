/**
 * The landed tables of the instance (/api/clientDWSchema) and their row counts and feeding connections
 * (/api/warehouseTableFeeds: counted by the server, the same answer the designer shows), with freshness from each
 * feeding connection's last successful import.
 */
import { useQuery } from '@tanstack/react-query';
import {
  clientDWSchemaQueryOptions,
  warehouseTableFeedsQueryOptions,
} from '../../api/queryOptions/warehouse';
import { selectCurrentInstanceId, useClientState } from '../../store';
import type { WarehouseTableFeeds } from '@wharf/contract';
import { useConnections, useImportsByConnection } from './useConnections';

/**
 * The landed tables follow imports: these screens read the catalogue again after the app's usual 30 s, not after the
 * designer's five minutes.
 */
export const LANDED_TABLES_STALE_MS = 30_000;

export function useFactTables() {
  const instanceId = useClientState(selectCurrentInstanceId);
  const schema = useQuery({ ...clientDWSchemaQueryOptions(instanceId), staleTime: LANDED_TABLES_STALE_MS });
  return { tables: schema.data?.tables ?? [], isPending: schema.isPending, isError: schema.isError };
}

export type TableFeedsEntry = WarehouseTableFeeds['tables'][number];

/** Row counts and feeds of every table, by catalogue id; empty while asked or when the call failed. */
export function useTableFeeds() {
  const instanceId = useClientState(selectCurrentInstanceId);
  const feeds = useQuery({
    ...warehouseTableFeedsQueryOptions(instanceId),
    staleTime: LANDED_TABLES_STALE_MS,
  });
  const byTableId = new Map<number, TableFeedsEntry>(
    (feeds.data?.tables ?? []).map((table) => [table.dwTableId, table]),
  );
  return { byTableId, isPending: feeds.isPending, isError: feeds.isError };
}

export function useFact(id: string) {
  const { tables, isPending } = useFactTables();
  const table = tables.find((candidate) => String(candidate.id) === id) ?? null;
  const answer = useTableFeeds();
  const counted = table ? (answer.byTableId.get(table.id) ?? null) : null;
  const { connections } = useConnections();
  const { byConnection } = useImportsByConnection();
  const feeds = (counted?.feeds ?? []).map((feed) => ({
    ...feed,
    connection: connections.find((connection) => connection.id === feed.connectionId) ?? null,
    lastSuccessful: byConnection.get(feed.connectionId)?.lastSuccessful ?? null,
  }));
  return {
    table,
    isPending,
    statsPending: answer.isPending && !answer.isError,
    /** Null when the count is not known (the call failed or the table is not in its answer). */
    rowCount: counted?.rows ?? null,
    feeds,
  };
}
