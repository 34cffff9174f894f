// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { processCallBudget, SECOND_WINDOW_MS, sourceAccount, waitForRoom } from './rateBudget.ts';

const LIMITS = { perSecond: 3, perMinute: 60, perDay: 5000 };

describe('the shared call budget’s windows', () => {
  it('lets a call through while both windows have room', () => {
    expect(waitForRoom([], 10_000, LIMITS)).toBe(0);
    expect(waitForRoom([9_000, 9_500], 10_000, LIMITS)).toBe(0);
  });

  it('waits until the oldest of the last three calls leaves the widened second', () => {
    // Calls at 9.5 s, 9.6 s and 9.7 s: the fourth may go at 9.5 + 1.15 = 10.65 s.
    expect(waitForRoom([9_500, 9_600, 9_700], 10_000, LIMITS)).toBe(9_500 + SECOND_WINDOW_MS - 10_000);
  });

  it('waits until the oldest of the last sixty calls leaves the widened minute', () => {
    // Sixty calls half a second apart from 1 s on: the last at 30.5 s.
    const calls = Array.from({ length: 60 }, (_, index) => 1_000 + index * 500);
    const now = 32_500;
    expect(waitForRoom(calls, now, LIMITS)).toBe(1_000 + 61_000 - now);
  });

  it('keys an account by source, URL and user without holding the username', () => {
    const one = sourceAccount('cin7Omni', 'https://api.cin7.com/api/', 'shop-user');
    expect(one).toBe(sourceAccount('cin7Omni', 'https://api.cin7.com/api', 'shop-user'));
    expect(one).not.toContain('shop-user');
    expect(one).not.toBe(sourceAccount('cin7Omni', 'https://api.cin7.com/api', 'other-user'));
  });

  it('keeps the same windows in one process, and refuses a call past the day’s limit', async () => {
    let now = 10_000;
    const waits: number[] = [];
    const sleep = (ms: number) => {
      waits.push(ms);
      now += ms;
      return Promise.resolve();
    };
    const budget = processCallBudget(
      { perSecond: 3, perMinute: 60, perDay: 5 },
      'Cin7 Omni',
      sleep,
      () => now,
    );
    for (let call = 0; call < 5; call += 1) await budget.take();
    // The fourth call waited for the first to leave the widened second.
    expect(waits).toEqual([SECOND_WINDOW_MS]);
    await expect(budget.take()).rejects.toThrow(
      'The daily limit of 5 Cin7 Omni API calls is used up; the import continues tomorrow.',
    );
  });
});
