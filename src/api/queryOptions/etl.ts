/**
 * Query options and changes for the import calls (contract/etl.ts): each call's key lives with its request, so the
 * screens that follow imports and the changes that start or cancel one name the same queries.
 */
import type { ApiPayload } from '@wharf/contract';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { apiMutation, apiQueryFamily, apiQueryOptions } from '../queries';

export type EtlStatusPayload = ApiPayload<typeof API_PATHS.etlStatus>;

/** The instance's import jobs (/api/etlStatus): one job, or the latest `limit` of them. */
export function etlStatusQueryOptions(instanceId: number | null, payload: EtlStatusPayload) {
  return apiQueryOptions(API_PATHS.etlStatus, instanceId, payload);
}

/** Every /api/etlStatus query of the instance, whatever job or count it asks for. */
export function etlStatusQueries(instanceId: number | null) {
  return apiQueryFamily(API_PATHS.etlStatus, instanceId);
}

/** Starting or cancelling an import changes every job list of the instance. */
const changesJobs = { invalidates: [etlStatusQueries] };

export const importStartMutation = apiMutation(API_PATHS.etlStart, changesJobs);
export const importCancelMutation = apiMutation(API_PATHS.etlCancel, changesJobs);
