/**
 * The app's query client: a failed call shows its SPEC §8 notice once, from here, so screens only decide what to
 * render. A 401 is not retried (the auth module renews tokens before calls; a refusal will not change by retrying).
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
// The error type and notice only: the client and its contract load with the first screen that calls the API.
import { ApiError } from '../api/apiError';
import { notifyFailure } from '../api/notifyFailure';

const MAX_RETRIES = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: notifyFailure }),
    mutationCache: new MutationCache({ onError: notifyFailure }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          failureCount < MAX_RETRIES &&
          !(error instanceof ApiError && error.status !== null && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
