/**
 * Query options for the library calls (contract/library.ts): the key lives with its request, so readers and
 * invalidations name the same query.
 */
import { API_PATHS } from '../paths';
import { apiQueryOptions } from '../queries';

/** The user's library in the instance (/api/userLibrary). */
export function userLibraryQueryOptions(instanceId: number | null) {
  return apiQueryOptions(API_PATHS.userLibrary, instanceId, {});
}
