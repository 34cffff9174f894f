/**
 * Retrying a source's calls, for every connector: a call that failed with a retryable SourceError (429, 5xx, no
 * answer) is tried again after an exponential backoff with jitter, or after the source's own Retry-After; any other
 * failure is final.
 */
import type { Sleep } from './sleep.ts';
import { SourceError } from './sourceError.ts';

export interface RetryPolicy {
  /** Tries per call, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 6, baseDelayMs: 1000, maxDelayMs: 60_000 };

export interface RetryNotice {
  status: number | null;
  attempt: number;
  waitMs: number;
  resource: string;
}

/** A Retry-After header (seconds or an HTTP date) in milliseconds, or null without a usable one. */
export function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/** Full jitter on the exponential step, never below a quarter of it. */
export function backoffMs(policy: RetryPolicy, attempt: number): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(step * (0.25 + 0.75 * Math.random()));
}

export interface RetryOptions {
  policy: RetryPolicy;
  sleep: Sleep;
  signal?: AbortSignal;
  /** What is being called, for the notices. */
  resource: string;
  onRetry?: (notice: RetryNotice) => void;
}

/**
 * Tries `call` until it answers, fails for good, or has used the policy's attempts. `call` throws a SourceError for
 * a failed call (its retryAfterMs, when the source gave one, wins over the backoff); anything else is not retried.
 */
export async function withRetries<T>(call: () => Promise<T>, options: RetryOptions): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof SourceError) || !error.retryable || attempt >= options.policy.attempts)
        throw error;
      const waitMs = error.retryAfterMs ?? backoffMs(options.policy, attempt);
      options.onRetry?.({ status: error.status, attempt, waitMs, resource: options.resource });
      await options.sleep(waitMs, options.signal);
    }
  }
}
