/**
 * Query options for the library calls (contract/library.ts): the key lives with its request, so readers and
 * invalidations name the same query.
 */
import { API_PATHS } from '@wharf/contract/paths.ts';
import { apiMutation, apiQueryOptions } from '../queries';

/** The user's library in the instance (/api/userLibrary). */
export function userLibraryQueryOptions(instanceId: number | null) {
  return apiQueryOptions(API_PATHS.userLibrary, instanceId, {});
}

/** Every library change makes the one library query stale (items, topics and favourites travel together). */
const changesLibrary = { invalidates: [userLibraryQueryOptions] };

export const libraryItemSetMutation = apiMutation(API_PATHS.userLibrarySet, changesLibrary);
export const libraryItemRemoveMutation = apiMutation(API_PATHS.userLibraryRemove, changesLibrary);
export const libraryFavoriteMutation = apiMutation(API_PATHS.userLibraryFavorite, changesLibrary);
export const libraryTopicSetMutation = apiMutation(API_PATHS.userLibraryTopicSet, changesLibrary);
export const libraryTopicRemoveMutation = apiMutation(API_PATHS.userLibraryTopicRemove, changesLibrary);
