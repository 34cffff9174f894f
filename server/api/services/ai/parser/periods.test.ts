// @vitest-environment node
/** The months a question counts back: whole calendar months when it groups by month, else to today. */
import { describe, expect, it } from 'vitest';
import { periodValues } from '@wharf/contract';
import { findPeriod } from './periods.ts';

const NOW = new Date('2025-11-30T12:00:00Z');
const TODAY = '2025-11-30';

describe('the last N months of a question', () => {
  it.each<[string, unknown[]]>([
    ['revenue by month over the last 3 months', ['lastNWholeMonths', 3]],
    ['monthly revenue for the past 6 months', ['lastNWholeMonths', 6]],
    ['revenue over the last 2 years by month', ['lastNWholeMonths', 24]],
    ['revenue per month in the last 12 months', ['lastNWholeMonths', 12]],
    ['revenue in the last 3 months', ['lastNMonths', 3]],
    ['revenue by branch over the last 3 months', ['lastNMonths', 3]],
    ['revenue by week over the last 3 months', ['lastNMonths', 3]],
    // A count in words, and quarters as three months each.
    ['sales over the last two weeks', ['lastNWeeks', 2]],
    ['orders in the past three months', ['lastNMonths', 3]],
    ['revenue for the last six months by month', ['lastNWholeMonths', 6]],
    ['revenue over the last 2 quarters', ['lastNMonths', 6]],
  ])('reads "%s" as %j', (question, values) => {
    const period = findPeriod(question, NOW, TODAY);
    expect(period?.relative && periodValues(period.relative)).toEqual(values);
  });

  it('says so in its words, and means August to October on 30 November', () => {
    const period = findPeriod('revenue by month over the last 3 months', NOW, TODAY);
    expect(period?.text).toBe('over the last 3 months (whole months)');
    expect([period?.from, period?.to]).toEqual(['2025-08-01', '2025-11-01']);
  });
});

describe('"since"', () => {
  it('takes "since" as a word of the period, so no word is left unread', () => {
    const question = 'revenue since August';
    const period = findPeriod(question, NOW, TODAY);
    expect(question.slice(period?.start, period?.end)).toBe('since August');
    expect([period?.from, period?.to]).toEqual(['2025-08-01', '2025-12-01']);
  });
});
