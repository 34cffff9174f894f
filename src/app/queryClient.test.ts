// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/apiError';
import { Severity } from '../notices/severity';
import { createQueryClient, retryDelay, shouldRetry } from './queryClient';

const { notify } = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('../notices/notices', () => ({ notify }));

const TOO_MANY = 'Too many requests: wait 7 seconds and try again.';

function tooManyRequests(retryAfterMs: number | null): ApiError {
  return new ApiError({
    kind: 'response',
    status: 429,
    body: JSON.stringify({ message: TOO_MANY }),
    retryAfterMs,
  });
}

const answer = (status: number) => new ApiError({ kind: 'response', status, body: '' });

describe('the query client on a 429', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    notify.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the notice at once and asks again only when Retry-After has passed', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn<() => Promise<string>>();
    queryFn.mockRejectedValueOnce(tooManyRequests(7_000)).mockResolvedValueOnce('rows');
    const result = client.fetchQuery({ queryKey: ['/api/clientQuery', 1], queryFn });

    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ text: `Warning: ${TOO_MANY}`, severity: Severity.Warning });

    await vi.advanceTimersByTimeAsync(6_999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toBe('rows');
  });

  it('gives up after a few waits and leaves the notice showing why', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn<() => Promise<string>>().mockRejectedValue(tooManyRequests(2_000));
    const result = client.fetchQuery({ queryKey: ['/api/searchMemberList', 1], queryFn });
    const settled = result.catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(3 * 2_000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    expect(await settled).toBeInstanceOf(ApiError);
    expect(notify).toHaveBeenLastCalledWith({ text: `Warning: ${TOO_MANY}`, severity: Severity.Warning });
  });

  it('waits even when the server names no wait', () => {
    expect(retryDelay(1, tooManyRequests(null))).toBe(5_000);
    expect(retryDelay(1, tooManyRequests(12_000))).toBe(12_000);
  });

  it('keeps the other rules: a server failure retried twice with backoff, a refusal not at all', () => {
    expect(shouldRetry(1, answer(500))).toBe(true);
    expect(shouldRetry(2, answer(500))).toBe(false);
    expect(retryDelay(1, answer(500))).toBe(2_000);
    expect(shouldRetry(0, answer(401))).toBe(false);
    expect(shouldRetry(0, answer(400))).toBe(false);
    expect(shouldRetry(2, tooManyRequests(1_000))).toBe(true);
    expect(shouldRetry(3, tooManyRequests(1_000))).toBe(false);
  });
});
