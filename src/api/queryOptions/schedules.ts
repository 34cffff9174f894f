/**
 * Query options and the change for scheduled imports (contract/schedules.ts): /settings/connection and /history read
 * the same /api/etl/schedules query, and setting a schedule makes it stale.
 */
import { API_PATHS } from '@wharf/contract/paths.ts';
import { apiMutation, apiQueryFamily, apiQueryOptions } from '../queries';

/** Every connection's schedule, next and last run, and its source account's calls today. */
export function etlSchedulesQueryOptions(instanceId: number | null) {
  return apiQueryOptions(API_PATHS.etlSchedules, instanceId, {});
}

export const scheduleSetMutation = apiMutation(API_PATHS.etlScheduleSet, {
  invalidates: [(instanceId) => apiQueryFamily(API_PATHS.etlSchedules, instanceId)],
});

/** The instance's time zone travels with the schedules (their `timeZone`), so setting it makes them stale. */
export const instanceTimeZoneSetMutation = apiMutation(API_PATHS.instanceTimeZoneSet, {
  invalidates: [(instanceId) => apiQueryFamily(API_PATHS.etlSchedules, instanceId)],
});
