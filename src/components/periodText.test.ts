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
});
