/** Cin7 Omni's published call limits per API user: per second, per minute (a sliding window) and per day. */
import { MINUTE } from './random.ts';

export interface SimulatorLimits {
  perSecond: number;
  perMinute: number;
  perDay: number;
}

export const PUBLISHED_LIMITS: SimulatorLimits = { perSecond: 3, perMinute: 60, perDay: 5000 };

const DAY = 24 * 60 * MINUTE;

/**
 * Counts calls against the limits `current()` answers (null: none). The answer is the Retry-After seconds when
 * one more call from this user would pass a limit, else null (and the call is counted). The day's count starts
 * again at midnight UTC; `clock` is the time (a test's injected clock, else the real one).
 */
export function createRateLimiter(
  current: () => SimulatorLimits | null,
  clock: () => number = Date.now,
): (user: string) => number | null {
  const windows = new Map<string, number[]>();
  const daily = new Map<string, { day: number; calls: number }>();
  return (user) => {
    const limits = current();
    if (!limits) return null;
    const now = clock();
    const times = (windows.get(user) ?? []).filter((time) => time > now - MINUTE);
    windows.set(user, times);
    const today = Math.floor(now / DAY);
    const counted = daily.get(user);
    const day = counted?.day === today ? counted.calls : 0;
    if (day >= limits.perDay) return 3600;
    if (times.filter((time) => time > now - 1000).length >= limits.perSecond) return 1;
    if (times.length >= limits.perMinute) return Math.ceil(((times[0] ?? now) + MINUTE - now) / 1000);
    times.push(now);
    daily.set(user, { day: today, calls: day + 1 });
    return null;
  };
}
