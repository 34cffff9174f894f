/**
 * The landed tables whose warehouse data is newer than the sheet: the host's records of
 * what each table came from, against /api/warehouseFreshness. Both are queries, so a landing or an import makes
 * them stale by key (invalidateFreshness).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiQueryFamily } from '../../api/queries';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { warehouseFreshnessQueryOptions } from '../../api/queryOptions/warehouse';
import { useHostStore } from '../../host';
import { readLandedTableRecords, type LandedTableRecord } from '../../host/records';
import { selectCurrentInstanceId, useClientState } from '../../store';
import { outOfDateRecords } from './outOfDate';

export const landedTableRecordsKey = (mode: string) => ['landedTableRecords', mode] as const;

/** The records of the tables landed here, once host detection has said where they live. */
export function useLandedTableRecords() {
  const mode = useHostStore((state) => state.mode);
  const ready = useHostStore((state) => state.status === 'ready');
  return useQuery({
    queryKey: landedTableRecordsKey(mode),
    queryFn: (): LandedTableRecord[] => readLandedTableRecords(),
    enabled: ready,
  });
}

export function useWarehouseFreshness() {
  const instanceId = useClientState(selectCurrentInstanceId);
  return useQuery(warehouseFreshnessQueryOptions(instanceId));
}

export interface OutOfDateTables {
  /** Null until both the records and the warehouse's landings are known. */
  tables: LandedTableRecord[] | null;
  /** The warehouse could not say (a failed call): nothing is called out of date. */
  failed: boolean;
}

export function useOutOfDateTables(): OutOfDateTables {
  const records = useLandedTableRecords();
  const freshness = useWarehouseFreshness();
  if (freshness.isError || records.isError) return { tables: null, failed: true };
  if (!records.data || !freshness.data) return { tables: null, failed: false };
  return { tables: outOfDateRecords(records.data, freshness.data.tables), failed: false };
}

/** After a landing or an import: the records and the warehouse's landings are read again. */
export function useInvalidateFreshness() {
  const queryClient = useQueryClient();
  const instanceId = useClientState(selectCurrentInstanceId);
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['landedTableRecords'] }),
        queryClient.invalidateQueries(apiQueryFamily(API_PATHS.warehouseFreshness, instanceId)),
      ]),
    [queryClient, instanceId],
  );
}
