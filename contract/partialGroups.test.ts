// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { partialGroupsOf, partialGroupText } from './partialGroups.ts';
import { comparedPeriods, comparisonName, comparisonWords } from './derived.ts';
import type { PeriodSpec, RelativePeriod } from './periods.ts';

const spec = (period: RelativePeriod, count: number | null = null): PeriodSpec => ({
  period,
  count,
  yearEarlier: false,
});
// Sunday 29 November 2026.
const TODAY = '2026-11-29';

describe('partial groups', () => {
  it('marks the first and last month the last 3 months to today hold part of', () => {
    const groups = partialGroupsOf(
      'order_date',
      'month',
      { from: '2026-08-29', through: '2026-11-28' },
      TODAY,
    );
    expect(groups).toEqual([
      { column: 'order_date', value: '2026-08-01', from: '2026-08-29', through: '2026-08-31' },
      { column: 'order_date', value: '2026-11-01', from: '2026-11-01', through: '2026-11-28' },
    ]);
    expect(groups.map((g) => partialGroupText(g, 'month', 'en-GB'))).toEqual([
      'Aug 2026 (29–31 only)',
      'Nov 2026 (1–28 only)',
    ]);
  });

  it('marks nothing over whole months, and the running month of a period that runs on', () => {
    expect(partialGroupsOf('d', 'month', { from: '2026-08-01', through: '2026-10-31' }, TODAY)).toEqual([]);
    // This year runs to 31 December: November holds today.
    expect(partialGroupsOf('d', 'month', { from: '2026-01-01', through: '2026-12-31' }, TODAY)).toEqual([
      { column: 'd', value: '2026-11-01', from: '2026-11-01', through: '2026-11-29' },
    ]);
    // Without a period filter, only the group holding today.
    const today = partialGroupsOf('d', 'day', null, TODAY);
    expect(today.map((g) => partialGroupText(g, 'day', 'en-GB'))).toEqual(['29 Nov 2026 (so far)']);
  });

  it('names a partial quarter and week by their days', () => {
    const [quarter] = partialGroupsOf('d', 'quarter', { from: '2026-10-15', through: '2026-11-28' }, TODAY);
    expect(quarter && partialGroupText(quarter, 'quarter', 'en-GB').replace(/\s/g, ' ')).toBe(
      'Q4 2026 (15 Oct – 28 Nov 2026 only)',
    );
    const [week] = partialGroupsOf('d', 'week', { from: '2026-11-25', through: '2026-11-28' }, TODAY);
    expect(week?.value).toBe('2026-11-23');
  });
});

describe('comparisons of a running period', () => {
  it('compare to date by default, and whole periods when asked', () => {
    expect(comparedPeriods(spec('thisYear'), TODAY, 'previousPeriod')).toEqual({
      period: { from: '2026-01-01', through: '2026-11-28' },
      comparison: { from: '2025-01-01', through: '2025-11-28' },
    });
    expect(comparedPeriods(spec('thisYear'), TODAY, 'previousPeriod', 'whole')).toEqual({
      period: { from: '2026-01-01', through: '2026-12-31' },
      comparison: { from: '2025-01-01', through: '2025-12-31' },
    });
    // 31 March: this month to date is 1–30 March; February has no 30th, so its same days end on the 28th.
    expect(comparedPeriods(spec('thisMonth'), '2026-03-31', 'previousPeriod').comparison).toEqual({
      from: '2026-02-01',
      through: '2026-02-28',
    });
  });

  it('names the earlier period so the two never read alike', () => {
    expect(comparisonName(spec('thisYear'), 'previousPeriod')).toBe('the same days of the year before');
    expect(comparisonName(spec('thisMonth'), 'yearEarlier')).toBe('the same days a year earlier');
    expect(comparisonName(spec('thisYear'), 'previousPeriod', 'whole')).toBe('the whole of the year before');
    expect(comparisonName(spec('thisMonth'), 'yearEarlier', 'whole')).toBe(
      'the whole of the same month a year earlier',
    );
    expect(comparisonName(spec('lastMonth'), 'previousPeriod')).toBe('the month before');
    expect(comparisonName(spec('lastNWholeMonths', 3), 'previousPeriod')).toBe('the 3 whole months before');
    const words = comparisonWords(['Revenue'], spec('thisYear'), 'previousPeriod', TODAY, 'en-GB');
    expect(words.replace(/\s/g, ' ')).toBe(
      'Revenue, this year to date vs the same days of the year before (1 Jan – 28 Nov 2026 vs 1 Jan – 28 Nov 2025)',
    );
  });
});
