// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isTimeZone, nextRunAfter, zoneOffsetMs } from './scheduleTimes.ts';

const at = (iso: string) => new Date(iso);

describe('next run of a schedule', () => {
  it('runs every 15 minutes on the quarter hours, strictly after the given time', () => {
    const rule = { frequency: 'every15Minutes', dailyTime: null } as const;
    expect(nextRunAfter(rule, at('2026-03-01T10:07:12Z'), 'UTC').toISOString()).toBe(
      '2026-03-01T10:15:00.000Z',
    );
    expect(nextRunAfter(rule, at('2026-03-01T10:15:00Z'), 'UTC').toISOString()).toBe(
      '2026-03-01T10:30:00.000Z',
    );
  });

  it('runs hourly on the full hours of the instance’s wall clock (India is 5:30 ahead)', () => {
    const rule = { frequency: 'hourly', dailyTime: null } as const;
    expect(nextRunAfter(rule, at('2026-03-01T10:07:00Z'), 'UTC').toISOString()).toBe(
      '2026-03-01T11:00:00.000Z',
    );
    expect(nextRunAfter(rule, at('2026-03-01T10:07:00Z'), 'Asia/Kolkata').toISOString()).toBe(
      '2026-03-01T10:30:00.000Z',
    );
  });

  it('runs daily at a time in the instance’s time zone, across a daylight-saving change', () => {
    const rule = { frequency: 'daily', dailyTime: '06:00' } as const;
    // Auckland is UTC+13 in summer (NZDT) and UTC+12 after 5 April 2026.
    expect(nextRunAfter(rule, at('2026-03-01T12:00:00Z'), 'Pacific/Auckland').toISOString()).toBe(
      '2026-03-01T17:00:00.000Z',
    );
    expect(nextRunAfter(rule, at('2026-04-10T12:00:00Z'), 'Pacific/Auckland').toISOString()).toBe(
      '2026-04-10T18:00:00.000Z',
    );
    // Later the same day once 06:00 has passed there: tomorrow.
    expect(nextRunAfter(rule, at('2026-03-01T17:00:00Z'), 'Pacific/Auckland').toISOString()).toBe(
      '2026-03-02T17:00:00.000Z',
    );
  });

  it('knows time zones and their offsets', () => {
    expect(isTimeZone('Pacific/Auckland')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(zoneOffsetMs(Date.parse('2026-01-15T00:00:00Z'), 'Pacific/Auckland')).toBe(13 * 3_600_000);
  });
});
