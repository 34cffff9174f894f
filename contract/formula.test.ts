// @vitest-environment node
/** Calculated measures' formulas: read into a tree, refused with a reason, and written back in words. */
import { describe, expect, it } from 'vitest';
import { formulaNames, formulaWords, parseFormula } from './formula.ts';
import { calculatedWords, comparisonWords, derivedOf } from './derived.ts';
import { restrictionWords } from './designWords.ts';
import type { TableQuery } from './warehouse.ts';

const read = (text: string) => {
  const result = parseFormula(text);
  if (!result.ok) throw new Error(result.message);
  return result.node;
};

describe('formulas', () => {
  it('read + − × ÷ with the usual precedence, parentheses, unary minus and constants', () => {
    const node = read('([Revenue] − [Cost of goods sold]) ÷ [Units sold] * -2.5');
    expect(formulaNames(node)).toEqual(['Revenue', 'Cost of goods sold', 'Units sold']);
    expect(formulaWords(node, (name) => name, 'en-GB')).toBe(
      '(Revenue − Cost of goods sold) ÷ Units sold × −2.5',
    );
    expect(formulaWords(read('[a] - ([b] - [c])'), (n) => n)).toBe('a − (b − c)');
    expect(formulaWords(read('[a] * [b] + [c]'), (n) => n)).toBe('a × b + c');
  });

  it('refuse anything but names, numbers, operators and parentheses, and formulas past their limits', () => {
    const refused = (text: string) => {
      const result = parseFormula(text);
      return result.ok ? 'read' : result.message;
    };
    expect(refused('[Revenue]; DROP TABLE x')).toMatch(/^Unexpected ";"/);
    expect(refused("[Revenue] || 'x'")).toMatch(/^Unexpected "\|"/);
    expect(refused('[Revenue] +')).toMatch(/ends too early/);
    expect(refused('([Revenue]')).toMatch(/not closed/);
    expect(refused('[Revenue')).toMatch(/not closed with "\]"/);
    expect(refused('')).toMatch(/empty/);
    expect(refused('((((((((([Revenue])))))))))')).toMatch(/Nested more than 8/);
    expect(refused(Array.from({ length: 13 }, () => '[a]').join(' + '))).toMatch(/At most 12/);
    expect(refused('x'.repeat(301))).toMatch(/At most 300 characters/);
  });
});

describe('plain words of shares, comparisons and calculated measures', () => {
  it('name the comparison with both periods and their dates, and the formula with its names', () => {
    const spec = { period: 'lastMonth' as const, count: null, yearEarlier: false };
    // Intl puts thin spaces around the range's dash.
    expect(comparisonWords(['Revenue'], spec, 'previousPeriod', '2026-11-27', 'en-GB')).toMatch(
      /^Revenue, last month vs the month before \(1\s?–\s?31 Oct 2026 vs 1\s?–\s?30 Sept? 2026\)$/,
    );
    expect(
      comparisonWords(['Units sold'], { period: 'lastNDays', count: 30, yearEarlier: false }, 'yearEarlier'),
    ).toBe('Units sold, the last 30 days vs the same period a year earlier');
    expect(calculatedWords({ name: 'Revenue per order', formula: '[Revenue]/[Orders]' }, (n) => n)).toBe(
      'Revenue per order = Revenue ÷ Orders',
    );
  });

  it('list the comparison and each calculated measure among what a design keeps', () => {
    const query: TableQuery = {
      table: 'sales_orders',
      columns: ['branch', 'calc:aov', 'previous:calc:aov', 'share:measure:revenue'],
      filters: [{ column: 'order_date', op: 'inPeriod', values: ['thisYear'] }],
      calculated: { aov: { name: 'Revenue per order', formula: '[Revenue] ÷ [Orders]' } },
      compare: { column: 'order_date', against: 'yearEarlier' },
    };
    expect(derivedOf('previous:calc:aov')).toEqual({ kind: 'previous', base: 'calc:aov' });
    expect(derivedOf('product.category')).toBeNull();
    const names: Record<string, string> = { branch: 'Branch', 'calc:aov': 'Revenue per order' };
    expect(
      restrictionWords(query, { columnName: (ref) => names[ref] ?? ref, filterWords: () => '' }),
    ).toEqual([
      'Revenue per order, this year to date vs the same days a year earlier',
      'Revenue per order = Revenue ÷ Orders',
    ]);
  });
});
