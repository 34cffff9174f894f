// @vitest-environment node
/**
 * The roll-ups' declarations and how aggregate calls are read and replaced (pure: no database). The rows they answer
 * are compared with the tables' in server/api/rollups.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { rewriteTotals } from '../api/services/query/rollup.ts';
import { RollupMiss } from '../api/services/query/resolver.ts';
import { aggregateCalls } from './aggregateCalls.ts';
import { findMeasure, measuresOfTable } from './measures.ts';
import { ROLLUPS, storedTotals } from './rollups.ts';

const lines = ROLLUPS.find((rollup) => rollup.name === 'lines_by_category_month');
const totals = new Map(lines ? storedTotals(lines).map((total) => [total.key, total]) : []);

describe('aggregate calls', () => {
  it('reads each call with its argument and FILTER clause, quotes and nested calls included', () => {
    const measure = findMeasure('sales_order_lines', 'gross_margin');
    const calls = aggregateCalls(measure?.sql ?? '');
    expect(calls?.map((call) => [call.fn, call.arg])).toEqual([
      ['sum', '{line_total} - coalesce({qty} * {unit_cost}, 0)'],
      ['sum', '{line_total}'],
    ]);
    expect(calls?.[0]?.filter).toBe(" FILTER (WHERE {order.status} NOT IN ('Draft', 'Voided'))");
  });

  it('answers null for unbalanced text', () => {
    expect(aggregateCalls('sum({qty}')).toBeNull();
  });
});

describe('roll-ups', () => {
  it('store every sum and count the measures of their table are made of, and no distinct count', () => {
    for (const rollup of ROLLUPS) {
      const stored = new Set(storedTotals(rollup).map((total) => total.key));
      for (const measure of measuresOfTable(rollup.table)) {
        for (const call of aggregateCalls(measure.sql) ?? []) {
          // A distinct count does not add up over groups (New customers): answered from the tables.
          if (/^DISTINCT\b/i.test(call.arg.trim()))
            expect(stored, measure.key).not.toContain(`${call.fn}(${call.arg})`);
          else if (call.fn === 'sum' || call.fn === 'count')
            expect(stored, measure.key).toContain(`${call.fn}(${call.arg})`);
        }
      }
    }
  });

  it('add counts up as sums that are 0 over no rows, and keep the FILTER', () => {
    const rewritten = rewriteTotals(
      `count(*) FILTER (WHERE t0."order__status" = 'Draft') + max({qty})`,
      totals,
    );
    expect(rewritten).toMatch(
      /^coalesce\(sum\(t0\."t0"\) FILTER \(WHERE t0\."order__status" = 'Draft'\), 0\) \+ max\(t0\."t\d+"\)$/,
    );
  });

  it('refuse an average, a distinct count and a total of a dimension', () => {
    expect(() => rewriteTotals('avg({qty})', totals)).toThrow(RollupMiss);
    expect(() => rewriteTotals('count(DISTINCT {sku})', totals)).toThrow(RollupMiss);
    expect(() => rewriteTotals('count(t0."order__branch")', totals)).toThrow(RollupMiss);
    expect(() => rewriteTotals('sum({line_id})', totals)).toThrow(RollupMiss);
  });
});
