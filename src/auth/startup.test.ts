// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runStartup, type AuthCheckResult, type StartupUpdate } from './startup';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function harness(answers: AuthCheckResult[], token: string | null = 'a.b.c') {
  const updates: StartupUpdate[] = [];
  const checkAuth = vi.fn(() => Promise.resolve(answers.shift() ?? 'ok'));
  const run = runStartup({
    silentSignIn: () => Promise.resolve(token),
    checkAuth,
    sleep,
    update: (update) => updates.push(update),
  });
  return { updates, checkAuth, run };
}

const messages = (updates: StartupUpdate[]) =>
  updates.flatMap((update) =>
    'statusMessage' in update && update.statusMessage ? [update.statusMessage] : [],
  );

describe('start-up and cold-start loop', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the sign-in button when no cached account signs in silently', async () => {
    const { updates, checkAuth, run } = harness([], null);
    await expect(run).resolves.toBe('signed-out');
    expect(updates).toEqual([{ phase: 'signed-out' }]);
    expect(checkAuth).not.toHaveBeenCalled();
  });

  it('is ready at once when the API answers', async () => {
    const { updates, run } = harness(['ok']);
    await expect(run).resolves.toBe('ready');
    expect(updates.at(-1)).toEqual({ phase: 'ready' });
  });

  it('waits 20000 ms after the first 503 and 5000 ms after the next, with the message of each attempt', async () => {
    const { updates, checkAuth, run } = harness(['unavailable', 'unavailable', 'unavailable', 'ok']);
    await vi.advanceTimersByTimeAsync(0);
    expect(checkAuth).toHaveBeenCalledTimes(1);
    expect(messages(updates)).toEqual(['Hang tight while we get the database ready.']);

    await vi.advanceTimersByTimeAsync(19_999);
    expect(checkAuth).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(checkAuth).toHaveBeenCalledTimes(2);
    expect(messages(updates).at(-1)).toBe("We're still going, thanks for waiting!");

    await vi.advanceTimersByTimeAsync(4_999);
    expect(checkAuth).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(checkAuth).toHaveBeenCalledTimes(3);
    // Attempt 3 has no text of its own: the first one is shown again.
    expect(messages(updates).at(-1)).toBe('Hang tight while we get the database ready.');

    await vi.advanceTimersByTimeAsync(5_000);
    await expect(run).resolves.toBe('ready');
    expect(checkAuth).toHaveBeenCalledTimes(4);
  });

  it('marks the load failed at the fifth 503 and shows the sign-in button with the last message', async () => {
    const { updates, checkAuth, run } = harness(Array<AuthCheckResult>(10).fill('unavailable'));
    await vi.advanceTimersByTimeAsync(20_000 + 3 * 5_000);
    await expect(run).resolves.toBe('failed');
    expect(checkAuth).toHaveBeenCalledTimes(5);
    expect(messages(updates)).toEqual([
      'Hang tight while we get the database ready.',
      "We're still going, thanks for waiting!",
      'Hang tight while we get the database ready.',
      'Hang tight while we get the database ready.',
      'The server is not responding, one more try...',
    ]);
    expect(updates.at(-1)).toEqual({
      phase: 'failed',
      coldStartAttempt: 5,
      statusMessage: 'The server is not responding, one more try...',
    });
    // Nothing more is tried after the failure.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(checkAuth).toHaveBeenCalledTimes(5);
  });

  it('signs out when the API refuses the token', async () => {
    const { updates, run } = harness(['refused']);
    await expect(run).resolves.toBe('signed-out');
    expect(updates.at(-1)).toEqual({ phase: 'signed-out' });
  });
});
