// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatPeriodDates,
  parsePeriodValues,
  periodName,
  periodPhrase,
  resolvePeriod,
  resolveToDate,
  todayIn,
  type PeriodSpec,
  type RelativePeriod,
} from './periods.ts';
import { tableQuerySchema } from './warehouse.ts';

const spec = (period: RelativePeriod, count: number | null = null, yearEarlier = false): PeriodSpec => ({
  period,
  count,
  yearEarlier,
});

describe('relative periods', () => {
  // Thursday 26 November 2026.
  const today = '2026-11-26';

  it('resolves each period to its first and last day, weeks from Monday, last N ending yesterday', () => {
    const cases: Array<[PeriodSpec, string, string]> = [
      [spec('today'), '2026-11-26', '2026-11-26'],
      [spec('yesterday'), '2026-11-25', '2026-11-25'],
      [spec('thisWeek'), '2026-11-23', '2026-11-29'],
      [spec('lastWeek'), '2026-11-16', '2026-11-22'],
      [spec('thisMonth'), '2026-11-01', '2026-11-30'],
      [spec('lastMonth'), '2026-10-01', '2026-10-31'],
      [spec('thisQuarter'), '2026-10-01', '2026-12-31'],
      [spec('lastQuarter'), '2026-07-01', '2026-09-30'],
      [spec('thisYear'), '2026-01-01', '2026-12-31'],
      [spec('lastYear'), '2025-01-01', '2025-12-31'],
      [spec('yearToDate'), '2026-01-01', '2026-11-25'],
      [spec('lastNDays', 30), '2026-10-27', '2026-11-25'],
      [spec('lastNWeeks', 2), '2026-11-12', '2026-11-25'],
      [spec('lastNMonths', 12), '2025-11-26', '2026-11-25'],
      [spec('lastMonth', null, true), '2025-10-01', '2025-10-31'],
      [spec('yearToDate', null, true), '2025-01-01', '2025-11-25'],
      [spec('lastNWholeMonths', 3), '2026-08-01', '2026-10-31'],
      [spec('lastNWholeMonths', 1), '2026-10-01', '2026-10-31'],
      [spec('lastNWholeMonths', 12, true), '2024-11-01', '2025-10-31'],
      [spec('lastNDays', 30, true), '2025-10-27', '2025-11-25'],
    ];
    for (const [period, from, through] of cases)
      expect(resolvePeriod(period, today), JSON.stringify(period)).toEqual({ from, through });
  });

  it('crosses year boundaries and keeps 29 February a real day a year earlier', () => {
    expect(resolvePeriod(spec('lastMonth'), '2026-01-15')).toEqual({
      from: '2025-12-01',
      through: '2025-12-31',
    });
    expect(resolvePeriod(spec('lastQuarter'), '2026-02-10')).toEqual({
      from: '2025-10-01',
      through: '2025-12-31',
    });
    // Monday is its own week's first day; Sunday the last.
    expect(resolvePeriod(spec('thisWeek'), '2026-11-23').from).toBe('2026-11-23');
    expect(resolvePeriod(spec('thisWeek'), '2026-11-29').from).toBe('2026-11-23');
    expect(resolvePeriod(spec('today', null, true), '2028-02-29')).toEqual({
      from: '2027-02-28',
      through: '2027-02-28',
    });
    expect(resolvePeriod(spec('lastNMonths', 3), '2026-05-31').from).toBe('2026-02-28');
    expect(resolvePeriod(spec('lastNWholeMonths', 3), '2026-01-15')).toEqual({
      from: '2025-10-01',
      through: '2025-12-31',
    });
  });

  it('takes a running period to date: its whole days before today, or on its first day that day alone', () => {
    expect(resolveToDate(spec('thisYear'), '2026-11-26')).toEqual({
      from: '2026-01-01',
      through: '2026-11-25',
    });
    expect(resolveToDate(spec('thisMonth'), '2026-11-26')).toEqual({
      from: '2026-11-01',
      through: '2026-11-25',
    });
    expect(resolveToDate(spec('thisWeek'), '2026-11-26')).toEqual({
      from: '2026-11-23',
      through: '2026-11-25',
    });
    expect(resolveToDate(spec('thisMonth'), '2026-12-01')).toEqual({
      from: '2026-12-01',
      through: '2026-12-01',
    });
    expect(resolvePeriod(spec('yearToDate'), '2027-01-01')).toEqual({
      from: '2027-01-01',
      through: '2027-01-01',
    });
    expect(resolveToDate(spec('thisYear', null, true), '2026-11-26')).toEqual({
      from: '2025-01-01',
      through: '2025-11-25',
    });
    // A period over already is the same taken to date.
    expect(resolveToDate(spec('lastMonth'), '2026-11-26')).toEqual(
      resolvePeriod(spec('lastMonth'), '2026-11-26'),
    );
    expect(periodName(spec('thisYear'), true)).toBe('This year to date');
    expect(periodName(spec('yearToDate'), true)).toBe('The year to date');
  });

  it("takes today in the instance's time zone", () => {
    const noonUtc = new Date('2026-11-26T12:00:00Z');
    expect(todayIn('UTC', noonUtc)).toBe('2026-11-26');
    expect(todayIn('Pacific/Auckland', noonUtc)).toBe('2026-11-27');
    expect(todayIn('America/Los_Angeles', new Date('2026-12-01T05:00:00Z'))).toBe('2026-11-30');
  });

  it("moves to the next day at the zone's midnight, asked within one minute and the next", () => {
    expect(todayIn('UTC', new Date('2026-11-26T23:59:00Z'))).toBe('2026-11-26');
    expect(todayIn('UTC', new Date('2026-11-26T23:59:59.999Z'))).toBe('2026-11-26');
    expect(todayIn('UTC', new Date('2026-11-27T00:00:00Z'))).toBe('2026-11-27');
    // Auckland's midnight is 11:00 UTC in November (NZDT, +13).
    expect(todayIn('Pacific/Auckland', new Date('2026-11-26T10:59:30Z'))).toBe('2026-11-26');
    expect(todayIn('Pacific/Auckland', new Date('2026-11-26T11:00:00Z'))).toBe('2026-11-27');
    // Back in an earlier minute: the day of that minute, not the last one asked.
    expect(todayIn('Pacific/Auckland', new Date('2026-11-26T10:59:59Z'))).toBe('2026-11-26');
  });

  it('reads stored values and says what is wrong with a malformed one', () => {
    expect(parsePeriodValues(['lastMonth'])).toEqual({ ok: true, spec: spec('lastMonth') });
    expect(parsePeriodValues(['lastNDays', 30, 'yearEarlier'])).toEqual({
      ok: true,
      spec: spec('lastNDays', 30, true),
    });
    const bad: Array<[(string | number)[], string]> = [
      [['lastFortnight'], '"inPeriod" takes a period first'],
      [['lastNDays'], '"lastNDays" takes a whole number of days from 1 to 3660.'],
      [['lastNDays', 0], 'from 1 to 3660'],
      [['lastNMonths', 121], '"lastNMonths" takes a whole number of months from 1 to 120.'],
      [['lastNWholeMonths'], '"lastNWholeMonths" takes a whole number of months from 1 to 120.'],
      [['lastNWeeks', 2.5], 'whole number of weeks'],
      [['lastMonth', 3], '"lastMonth" takes no value after it'],
      [['lastMonth', 'yearEarlier', 'yearEarlier'], 'takes no value after it'],
    ];
    for (const [values, message] of bad) {
      const read = parsePeriodValues(values);
      expect(read.ok, JSON.stringify(values)).toBe(false);
      if (!read.ok) expect(read.message).toContain(message);
    }
  });

  it('is refused by the contract with a message naming the values field', () => {
    const parsed = tableQuerySchema.safeParse({
      table: 'sales_orders',
      columns: ['order_number'],
      filters: [{ column: 'order_date', op: 'inPeriod', values: ['lastNDays', 99_999] }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['filters', 0, 'values']);
  });

  it('reads in plain words and shows its dates through Intl, never as ISO dates', () => {
    expect(periodPhrase(spec('lastMonth'))).toBe('in last month');
    expect(periodPhrase(spec('lastNDays', 30))).toBe('in the last 30 days');
    expect(periodPhrase(spec('lastNDays', 1))).toBe('in the last day');
    expect(periodPhrase(spec('today'))).toBe('today');
    expect(periodPhrase(spec('lastMonth', null, true))).toBe('in last month, a year earlier');
    expect(periodName(spec('lastMonth'))).toBe('Last month');
    expect(periodName(spec('lastNDays', 30))).toBe('The last 30 days');
    expect(periodPhrase(spec('lastNMonths', 3))).toBe('in the last 3 months to today');
    expect(periodPhrase(spec('lastNWholeMonths', 3))).toBe('in the last 3 whole months');
    expect(periodPhrase(spec('lastNWholeMonths', 1))).toBe('in the last whole month');
    // ICU versions differ in the spaces around the dash.
    const dates = (from: string, through: string, locale: string) =>
      formatPeriodDates({ from, through }, locale).replace(/\s/g, ' ');
    expect(dates('2026-10-01', '2026-10-31', 'en-GB')).toMatch(/^1 ?– ?31 Oct 2026$/);
    expect(dates('2026-10-27', '2026-11-25', 'en-GB')).toBe('27 Oct – 25 Nov 2026');
    expect(dates('2026-11-26', '2026-11-26', 'en-GB')).toBe('26 Nov 2026');
    expect(dates('2026-10-01', '2026-10-31', 'en-US')).toMatch(/^Oct 1 ?– ?31, 2026$/);
  });
});
