// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sourceAccount, waitForRoom } from './rateBudget.ts';

const LIMITS = { perSecond: 3, perMinute: 60, perDay: 5000 };

describe('the shared call budget’s windows', () => {
  it('lets a call through while both windows have room', () => {
    expect(waitForRoom([], 10_000, LIMITS)).toBe(0);
    expect(waitForRoom([9_000, 9_500], 10_000, LIMITS)).toBe(0);
  });

  it('waits until the oldest of the last three calls leaves the widened second', () => {
    // Calls at 9.5 s, 9.6 s and 9.7 s: the fourth may go at 9.5 + 1.15 = 10.65 s.
    expect(waitForRoom([9_500, 9_600, 9_700], 10_000, LIMITS)).toBe(650);
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
});
