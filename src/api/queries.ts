/**
 * TanStack Query on top of the one client. Keys start with the call's path and the current instance, so switching
 * instance never shows another instance's data. Each contract area's module in queryOptions/ builds its queries and
 * changes from these, so a key is written once, beside its request.
 */
import {
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { selectCurrentInstanceId, useClientState } from '../store';
import { apiRequest } from './client';
import type { ApiPath, ApiPayload, ApiResponse } from '@wharf/contract';
import type { ApiError } from './apiError';

export function apiQueryKey<P extends ApiPath>(
  path: P,
  instanceId: number | null,
  payload?: ApiPayload<P>,
): QueryKey {
  return payload === undefined ? [path, instanceId] : [path, instanceId, payload];
}

export function apiQueryOptions<P extends ApiPath>(
  path: P,
  instanceId: number | null,
  payload: ApiPayload<P>,
) {
  return queryOptions<ApiResponse<P>, ApiError>({
    queryKey: apiQueryKey(path, instanceId, payload),
    queryFn: ({ signal }) => apiRequest(path, payload, { signal }),
  });
}

/** Every query of one call for an instance, whatever its payload: what a change invalidates when it touches all. */
export function apiQueryFamily<P extends ApiPath>(
  path: P,
  instanceId: number | null,
): { queryKey: QueryKey } {
  return { queryKey: apiQueryKey(path, instanceId) };
}

/** The queries a change makes stale, named for the instance the change was made in. */
export type InvalidatedQueries = (instanceId: number | null) => { queryKey: QueryKey };

/** A changing call and the queries it makes stale, declared beside the queries it changes. */
export interface ApiMutation<P extends ApiPath> {
  readonly path: P;
  readonly invalidates: readonly InvalidatedQueries[];
}

export function apiMutation<P extends ApiPath>(
  path: P,
  { invalidates = [] }: { invalidates?: readonly InvalidatedQueries[] } = {},
): ApiMutation<P> {
  return { path, invalidates };
}

/**
 * A changing call. On success it invalidates its queries of the current instance; on failure the app-wide
 * mutation cache shows the notice, and the screen keeps the user's input (nothing is reset here).
 */
export function useApiMutation<P extends ApiPath>(
  { path, invalidates }: ApiMutation<P>,
  options: Omit<UseMutationOptions<ApiResponse<P>, ApiError, ApiPayload<P>>, 'mutationFn'> = {},
) {
  const queryClient = useQueryClient();
  const instanceId = useClientState(selectCurrentInstanceId);
  const { onSuccess, ...rest } = options;
  return useMutation<ApiResponse<P>, ApiError, ApiPayload<P>>({
    ...rest,
    mutationFn: (payload) => apiRequest(path, payload),
    onSuccess: async (...args) => {
      await Promise.all(
        invalidates.map((invalidated) =>
          queryClient.invalidateQueries({ queryKey: invalidated(instanceId).queryKey }),
        ),
      );
      await onSuccess?.(...args);
    },
  });
}
