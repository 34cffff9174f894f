/**
 * When a schedule runs next: every 15 minutes and hourly on the quarter and full hours of the instance's wall clock,
 * daily at a wall-clock time in the instance's time zone (so a daily 06:00 stays at 06:00 across daylight saving).
 */

export type ScheduleFrequency = 'every15Minutes' | 'hourly' | 'daily';

export interface ScheduleRule {
  frequency: ScheduleFrequency;
  /** 'HH:MM' in the instance's time zone; daily only. */
  dailyTime: string | null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Runs a day at most, for the call budget. */
export const RUNS_PER_DAY: Record<ScheduleFrequency, number> = { every15Minutes: 96, hourly: 24, daily: 1 };

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at this instant, in milliseconds (positive east of Greenwich). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time (as if UTC) shows in the zone; a time skipped by daylight saving moves forward. */
function wallToInstant(wall: number, timeZone: string): number {
  const guess = wall - zoneOffsetMs(wall, timeZone);
  return wall - zoneOffsetMs(guess, timeZone);
}

/** The first slot strictly after `after` of a period (15 minutes, an hour) of the zone's wall clock. */
function nextWallSlot(after: number, periodMs: number, timeZone: string): number {
  const wall = after + zoneOffsetMs(after, timeZone);
  const slot = Math.floor(wall / periodMs) * periodMs + periodMs;
  const instant = wallToInstant(slot, timeZone);
  return instant > after ? instant : instant + periodMs;
}

function nextDaily(after: number, dailyTime: string, timeZone: string): number {
  const [hours, minutes] = dailyTime.split(':').map(Number);
  const wall = after + zoneOffsetMs(after, timeZone);
  const midnight = Math.floor(wall / DAY) * DAY;
  for (let day = 0; day < 3; day += 1) {
    const instant = wallToInstant(
      midnight + day * DAY + (hours ?? 0) * HOUR + (minutes ?? 0) * MINUTE,
      timeZone,
    );
    if (instant > after) return instant;
  }
  throw new Error(`no daily run after ${new Date(after).toISOString()}`);
}

/** The schedule's next run strictly after `after`. */
export function nextRunAfter(rule: ScheduleRule, after: Date, timeZone: string): Date {
  const at = after.getTime();
  switch (rule.frequency) {
    case 'every15Minutes':
      return new Date(nextWallSlot(at, 15 * MINUTE, timeZone));
    case 'hourly':
      return new Date(nextWallSlot(at, HOUR, timeZone));
    case 'daily':
      return new Date(nextDaily(at, rule.dailyTime ?? '00:00', timeZone));
  }
}
