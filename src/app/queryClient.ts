/**
 * The app's query client: a failed call shows its notice once, from here, so screens only decide what to
 * render. A 401 is not retried (the auth module renews tokens before calls; a refusal will not change by retrying).
 * A 429 (too many calls) is shown at once and retried only after the wait the server names, never straight away:
 * retrying at once would only spend more of the budget that ran out.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
// The error type and notice only: the client and its contract load with the first screen that calls the API.
import { ApiError } from '../api/apiError';
import { notifyFailure } from '../api/notifyFailure';

const MAX_RETRIES = 2;
/** Tries after a 429: each waits for the server's window to pass, so a few cover a busy minute. */
const RATE_LIMITED_RETRIES = 3;
/** A 429 without a readable Retry-After still waits: the API's shortest window. */
const RATE_LIMITED_FALLBACK_WAIT_MS = 5_000;

const rateLimited = (error: unknown): error is ApiError => error instanceof ApiError && error.rateLimited;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (rateLimited(error)) return failureCount < RATE_LIMITED_RETRIES;
  return (
    failureCount < MAX_RETRIES && !(error instanceof ApiError && error.status !== null && error.status < 500)
  );
}

export function retryDelay(failureCount: number, error: unknown): number {
  if (rateLimited(error)) return error.retryAfterMs ?? RATE_LIMITED_FALLBACK_WAIT_MS;
  // TanStack Query's own default: 1 s, doubling, at most 30 s.
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

export function createQueryClient(): QueryClient {
  const queryCache = new QueryCache({ onError: notifyFailure });
  // A failure that will be retried is otherwise silent; a 429's notice says why nothing happens while it waits.
  queryCache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'failed' && rateLimited(event.action.error)) {
      notifyFailure(event.action.error);
    }
  });
  return new QueryClient({
    queryCache,
    mutationCache: new MutationCache({ onError: notifyFailure }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
