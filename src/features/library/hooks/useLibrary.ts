/** The library of the current instance, and starring an item in place (optimistic, rolled back on failure). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useApiMutation } from '../../../api';
import type { ApiResponse } from '@wharf/contract';
import type { API_PATHS } from '@wharf/contract/paths.ts';
import { libraryFavoriteMutation, userLibraryQueryOptions } from '../../../api/queryOptions/library';
import { selectCurrentInstanceId, useClientState } from '../../../store';

type Library = ApiResponse<typeof API_PATHS.userLibrary>;

export function useLibrary() {
  const instanceId = useClientState(selectCurrentInstanceId);
  return useQuery({ ...userLibraryQueryOptions(instanceId), enabled: instanceId !== null });
}

/** One item of the library, by id; `missing` once the library is known and does not hold it. */
export function useLibraryItem(itemId: number) {
  const library = useLibrary();
  const item = library.data?.items.find((candidate) => candidate.id === itemId);
  return { library, item, missing: library.isSuccess && !item };
}

/**
 * Stars or unstars an item: the star changes at once; a refusal puts it back, and the app-wide handler shows the
 * API's notice.
 */
export function useFavoriteToggle() {
  const queryClient = useQueryClient();
  const instanceId = useClientState(selectCurrentInstanceId);
  const userId = useClientState((state) => state.userId);
  const { queryKey } = userLibraryQueryOptions(instanceId);
  // The library as it was before each pending change, by item: what a refusal puts back.
  const before = useRef(new Map<number, Library>());
  const mutation = useApiMutation(libraryFavoriteMutation, {
    onMutate: async ({ itemId, favorite }) => {
      await queryClient.cancelQueries({ queryKey });
      const snapshot = queryClient.getQueryData<Library>(queryKey);
      if (snapshot && !before.current.has(itemId)) before.current.set(itemId, snapshot);
      queryClient.setQueryData<Library>(queryKey, (library) =>
        library
          ? {
              ...library,
              items: library.items.map((item) => (item.id === itemId ? { ...item, favorite } : item)),
            }
          : library,
      );
    },
    onError: (_error, { itemId }) => {
      const snapshot = before.current.get(itemId);
      if (snapshot) queryClient.setQueryData(queryKey, snapshot);
    },
    onSettled: (_answer, _error, { itemId }) => {
      before.current.delete(itemId);
    },
  });
  const toggle = (itemId: number, favorite: boolean) => {
    if (userId) mutation.mutate({ userId, itemId, favorite });
  };
  return { toggle, pending: mutation.isPending };
}
