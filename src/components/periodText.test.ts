// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { periodMeantText } from './periodText';

describe('the days a period meant', () => {
  it('names the period and its days in the locale, never as stored', () => {
    const text = periodMeantText(
      { column: 'order_date', values: ['lastMonth'], from: '2026-10-01', through: '2026-10-31' },
      'en-GB',
    );
    expect(text.replace(/\s/g, ' ')).toMatch(/^Last month: 1 ?– ?31 Oct 2026$/);
    const thirty = periodMeantText(
      { column: 'order_date', values: ['lastNDays', 30], from: '2026-10-27', through: '2026-11-25' },
      'en-US',
    );
    expect(thirty.replace(/\s/g, ' ')).toBe('The last 30 days: Oct 27 – Nov 25, 2026');
    expect(thirty).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('names the two periods of a comparison apart, never both "This year"', () => {
    const values = ['thisYear'];
    const texts = [
      { column: 'order_date', values, from: '2026-01-01', through: '2026-11-28', span: 'toDate' as const },
      {
        column: 'order_date',
        values,
        from: '2025-01-01',
        through: '2025-11-28',
        span: 'toDate' as const,
        comparison: 'previousPeriod' as const,
      },
    ].map((period) => periodMeantText(period, 'en-GB').replace(/\s/g, ' '));
    expect(texts).toEqual([
      'This year to date: 1 Jan – 28 Nov 2026',
      'The same days of the year before: 1 Jan – 28 Nov 2025',
    ]);
    const whole = periodMeantText(
      {
        column: 'order_date',
        values,
        from: '2025-01-01',
        through: '2025-12-31',
        span: 'whole',
        comparison: 'previousPeriod',
      },
      'en-GB',
    );
    expect(whole.replace(/\s/g, ' ')).toMatch(/^The whole of the year before: 1 Jan ?– ?31 Dec 2025$/);
  });
});
