/**
 * The landed tables of the instance (/api/clientDWSchema) and, for one of them, its row count and feeding
 * connections (a /api/clientQuery grouped by connection_id, which every landed table carries, counting rows and
 * taking the newest landed_at), with freshness from the feeding connection's last successful import.
 */
import { useQuery } from '@tanstack/react-query';
import { clientDWSchemaQueryOptions, clientQueryOptions } from '../../api/queryOptions/warehouse';
import { selectCurrentInstanceId, useClientState } from '../../store';
import type { ClientQueryResponse, TableQuery } from '../../api/contract';
import { useConnections, useImportsByConnection } from './useConnections';

export const CONNECTION_COLUMN = 'connection_id';
export const LANDED_AT_COLUMN = 'landed_at';

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

type DwTable = ReturnType<typeof useFactTables>['tables'][number];

/** The query that counts a table's rows per connection, or null when the table is not a landed one. */
export function statsQuery(table: DwTable): TableQuery | null {
  const names = table.columns.map((column) => column.columnName);
  const counted = table.columns.find(
    (column) => column.columnName !== CONNECTION_COLUMN && column.columnName !== LANDED_AT_COLUMN,
  );
  if (!names.includes(CONNECTION_COLUMN) || !names.includes(LANDED_AT_COLUMN) || !counted) return null;
  return {
    table: table.tableName,
    columns: [CONNECTION_COLUMN, counted.columnName, LANDED_AT_COLUMN],
    aggregate: { [counted.columnName]: 'count', [LANDED_AT_COLUMN]: 'max' },
    limit: 1000,
  };
}

export interface FeedStats {
  connectionId: number;
  rows: number;
  lastLanded: string | null;
}

export function readStats(answer: ClientQueryResponse): FeedStats[] {
  return answer.rows.flatMap(([connectionId, rows, lastLanded]) =>
    typeof connectionId === 'number'
      ? [
          {
            connectionId,
            rows: Number(rows ?? 0),
            lastLanded: typeof lastLanded === 'string' ? lastLanded : null,
          },
        ]
      : [],
  );
}

export function useFact(id: string) {
  const { tables, isPending } = useFactTables();
  const table = tables.find((candidate) => String(candidate.id) === id) ?? null;
  const query = table ? statsQuery(table) : null;
  const instanceId = useClientState(selectCurrentInstanceId);
  const stats = useQuery({
    ...clientQueryOptions(instanceId, { query: query ?? { table: '', columns: ['-'] } }),
    enabled: query !== null,
  });
  const { connections } = useConnections();
  const { byConnection } = useImportsByConnection();
  const feeds = (stats.data ? readStats(stats.data) : []).map((feed) => ({
    ...feed,
    connection: connections.find((connection) => connection.id === feed.connectionId) ?? null,
    lastSuccessful: byConnection.get(feed.connectionId)?.lastSuccessful ?? null,
  }));
  return {
    table,
    isPending,
    statsPending: query !== null && stats.isPending,
    /** Null when the count is not known (not a landed table, or the count failed). */
    rowCount: stats.data ? feeds.reduce((sum, feed) => sum + feed.rows, 0) : null,
    feeds,
  };
}
