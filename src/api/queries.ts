/**
 * TanStack Query on top of the one client. Keys start with the call's path and the current instance, so switching
 * instance never shows another instance's data; features build their key factories from apiQueryKey.
 */
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { selectCurrentInstanceId, useClientState } from '../store';
import { apiRequest } from './client';
import type { ApiPath, ApiPayload, ApiResponse } from './contract';
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

/** A read call for the current instance; `enabled: false` until the caller has what the payload needs. */
export function useApiQuery<P extends ApiPath>(
  path: P,
  payload: ApiPayload<P>,
  options: { enabled?: boolean; refetchInterval?: number | false; staleTime?: number } = {},
) {
  const instanceId = useClientState(selectCurrentInstanceId);
  return useQuery({ ...apiQueryOptions(path, instanceId, payload), ...options });
}

/**
 * A changing call. On success it invalidates the listed paths of the current instance; on failure the app-wide
 * mutation cache shows the SPEC §8 notice, and the screen keeps the user's input (nothing is reset here).
 */
export function useApiMutation<P extends ApiPath>(
  path: P,
  options: { invalidates?: ApiPath[] } & Omit<
    UseMutationOptions<ApiResponse<P>, ApiError, ApiPayload<P>>,
    'mutationFn'
  > = {},
) {
  const queryClient = useQueryClient();
  const instanceId = useClientState(selectCurrentInstanceId);
  const { invalidates = [], onSuccess, ...rest } = options;
  return useMutation<ApiResponse<P>, ApiError, ApiPayload<P>>({
    ...rest,
    mutationFn: (payload) => apiRequest(path, payload),
    onSuccess: async (...args) => {
      await Promise.all(
        invalidates.map((invalidated) =>
          queryClient.invalidateQueries({ queryKey: apiQueryKey(invalidated, instanceId) }),
        ),
      );
      await onSuccess?.(...args);
    },
  });
}
