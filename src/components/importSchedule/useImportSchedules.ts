/** The instance's import schedules (/api/etl/schedules), by connection: one request however many screens ask. */
import { useQuery } from '@tanstack/react-query';
import type { ConnectionSchedule } from '@wharf/contract';
import { etlSchedulesQueryOptions } from '../../api/queryOptions/schedules';
import { selectCurrentInstanceId, useClientState } from '../../store';

/** Next runs move on as time passes: read again every minute while a screen shows them. */
const SCHEDULES_REFRESH_MS = 60_000;

export function useImportSchedules() {
  const instanceId = useClientState(selectCurrentInstanceId);
  const query = useQuery({ ...etlSchedulesQueryOptions(instanceId), refetchInterval: SCHEDULES_REFRESH_MS });
  const schedules: ConnectionSchedule[] = query.data?.schedules ?? [];
  return {
    schedules,
    byConnection: new Map(schedules.map((view) => [view.connectionId, view])),
    timeZone: query.data?.timeZone ?? 'UTC',
    isPending: query.isPending,
    isError: query.isError,
  };
}
