// @vitest-environment node
/** Shares of a total, comparisons of periods and calculated measures: the SQL they compile to and their 400s. */
import { describe, expect, it } from 'vitest';
import { tableQuerySchema, type TableQuery } from '@wharf/contract';
import { BUSINESS_TABLES } from '../../../model/businessTables.ts';
import { ApiError } from '../../errors.ts';
import { catalogueFromDefinitions } from './catalogue.ts';
import { compileQuery } from './compile.ts';
import { REVENUE_BY_BRANCH_AGAINST_MONTH_BEFORE } from '../../../testing/comparisonDesign.ts';

const catalogue = catalogueFromDefinitions(1, 'harbour_traders', BUSINESS_TABLES);
const NOW = new Date('2026-11-27T03:00:00Z');
const compile = (query: unknown) => compileQuery(catalogue, tableQuerySchema.parse(query), { now: NOW });

function refusal(query: unknown): string {
  try {
    compileQuery(catalogue, query as TableQuery, { now: NOW });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return error.message;
    throw error;
  }
  throw new Error('expected a 400');
}

const SOLD = `t0."status" NOT IN ('Draft', 'Voided')`;
const REVENUE = `(coalesce(sum(t0."subtotal") FILTER (WHERE ${SOLD}), 0))`;
const ORDERS = `(count(*) FILTER (WHERE ${SOLD}))`;
const FROM = `FROM "harbour_traders"."sales_orders" AS t0`;

describe('shares of a total', () => {
  it('compile to the total over a window sum of it, over the whole result or within the chosen groups', () => {
    const whole = compile({ table: 'sales_orders', columns: ['branch', 'share:measure:revenue'] });
    expect(whole.sql).toBe(
      `SELECT q.* FROM (SELECT t0."branch" AS c0, ((${REVENUE})::numeric / nullif(sum(${REVENUE}) OVER (), 0)) AS c1 ${FROM} GROUP BY t0."branch") AS q ORDER BY c0 ASC LIMIT $1 OFFSET $2`,
    );
    expect(whole.columns[1]).toMatchObject({
      friendlyName: 'Share of Revenue',
      format: '0.0%',
      dataType: 'numeric',
    });
    const within = compile({
      table: 'sales_orders',
      columns: ['status', 'branch', 'share:measure:orders'],
      shareWithin: { 'share:measure:orders': ['status'] },
    });
    expect(within.sql).toContain(
      `((${ORDERS})::numeric / nullif(sum(${ORDERS}) OVER (PARTITION BY t0."status"), 0)) AS c2`,
    );
    expect(within.columns[2]?.friendlyName).toBe('Share of Orders within Status');
  });

  it('refuse a share of a group-by column, within a column not grouped by, and a filter or rank on a share', () => {
    expect(refusal({ table: 'sales_orders', columns: ['branch', 'share:status'] })).toMatch(
      /^query\.columns\.1: "status" is not a total/,
    );
    expect(
      refusal({
        table: 'sales_orders',
        columns: ['branch', 'share:measure:revenue'],
        shareWithin: { 'share:measure:revenue': ['status'] },
      }),
    ).toMatch(
      /^query\.shareWithin\["share:measure:revenue"\]\.0: "status" is not one of the columns the design groups by/,
    );
    expect(
      refusal({
        table: 'sales_orders',
        columns: ['branch', 'measure:revenue'],
        shareWithin: { 'share:measure:revenue': ['branch'] },
      }),
    ).toMatch(/^query\.shareWithin\["share:measure:revenue"\]: Not one of query\.columns' shares/);
    expect(
      refusal({
        table: 'sales_orders',
        columns: ['status', 'branch', 'share:measure:revenue'],
        topPerGroup: { n: 1, by: 'share:measure:revenue', within: ['status'] },
      }),
    ).toMatch(/^query\.topPerGroup\.by: "share:measure:revenue" is a share/);
  });
});

describe('comparisons', () => {
  const design = REVENUE_BY_BRANCH_AGAINST_MONTH_BEFORE;

  it("read each period through its aggregates' FILTER in one pass over the rows of both", () => {
    const compiled = compile(design);
    const now = `(t0."order_date" >= $1::date AND t0."order_date" < $2::date)`;
    const before = `(t0."order_date" >= $3::date AND t0."order_date" < $4::date)`;
    const revenue = (period: string) =>
      `(coalesce(sum(t0."subtotal") FILTER (WHERE (${period}) AND (t0."status" NOT IN ('Draft', 'Voided'))), 0))`;
    expect(compiled.sql).toBe(
      `SELECT q.* FROM (SELECT t0."branch" AS c0, ${revenue(now)} AS c1, ${revenue(before)} AS c2, ((${revenue(now)}) - (${revenue(before)})) AS c3, (((${revenue(now)}) - (${revenue(before)}))::numeric / nullif((${revenue(before)}), 0)) AS c4 ${FROM} WHERE (${now} OR ${before}) GROUP BY t0."branch") AS q ORDER BY c0 ASC LIMIT $5 OFFSET $6`,
    );
    expect(compiled.params).toEqual(['2026-10-01', '2026-11-01', '2026-09-01', '2026-10-01', 25_001, 0]);
    expect(compiled.countParams).toEqual(['2026-10-01', '2026-11-01', '2026-09-01', '2026-10-01', 100_001]);
    expect(compiled.periods.map((p) => [p.from, p.through, p.comparison])).toEqual([
      ['2026-10-01', '2026-10-31', undefined],
      ['2026-09-01', '2026-09-30', 'previousPeriod'],
    ]);
  });

  const dates = (values: unknown[], against: string, span?: string) =>
    compile({
      ...design,
      filters: [{ column: 'order_date', op: 'inPeriod', values }],
      compare: { column: 'order_date', against, ...(span ? { span } : {}) },
    }).periods.map((p) => `${p.from}..${p.through}`);

  it('take the period before as long as the period, or the same days a year earlier', () => {
    expect(dates(['lastNDays', 30], 'previousPeriod')).toEqual([
      '2026-10-28..2026-11-26',
      '2026-09-28..2026-10-27',
    ]);
    expect(dates(['lastQuarter'], 'previousPeriod')).toEqual([
      '2026-07-01..2026-09-30',
      '2026-04-01..2026-06-30',
    ]);
    expect(dates(['yearToDate'], 'previousPeriod')).toEqual([
      '2026-01-01..2026-11-26',
      '2025-01-01..2025-11-26',
    ]);
    expect(dates(['lastWeek'], 'previousPeriod')).toEqual([
      '2026-11-16..2026-11-22',
      '2026-11-09..2026-11-15',
    ]);
  });

  it('compare a running period to date with the same days of the earlier period, unless asked for whole periods', () => {
    // Today is 27 November 2026: the whole days of this year so far are 1 January – 26 November.
    expect(dates(['thisYear'], 'previousPeriod')).toEqual([
      '2026-01-01..2026-11-26',
      '2025-01-01..2025-11-26',
    ]);
    expect(dates(['thisYear'], 'yearEarlier')).toEqual(['2026-01-01..2026-11-26', '2025-01-01..2025-11-26']);
    expect(dates(['thisMonth'], 'previousPeriod')).toEqual([
      '2026-11-01..2026-11-26',
      '2026-10-01..2026-10-26',
    ]);
    expect(dates(['thisQuarter'], 'previousPeriod')).toEqual([
      '2026-10-01..2026-11-26',
      '2026-07-01..2026-08-26',
    ]);
    expect(dates(['thisWeek'], 'previousPeriod')).toEqual([
      '2026-11-23..2026-11-26',
      '2026-11-16..2026-11-19',
    ]);
    expect(dates(['thisYear'], 'previousPeriod', 'toDate')).toEqual(dates(['thisYear'], 'previousPeriod'));
    expect(dates(['thisYear'], 'previousPeriod', 'whole')).toEqual([
      '2026-01-01..2026-12-31',
      '2025-01-01..2025-12-31',
    ]);
    expect(dates(['thisMonth'], 'yearEarlier', 'whole')).toEqual([
      '2026-11-01..2026-11-30',
      '2025-11-01..2025-11-30',
    ]);
    expect(dates(['yearToDate'], 'previousPeriod', 'whole')).toEqual([
      '2026-01-01..2026-11-26',
      '2025-01-01..2025-12-31',
    ]);
    // A period over already is whole either way.
    expect(dates(['lastMonth'], 'previousPeriod', 'toDate')).toEqual(
      dates(['lastMonth'], 'previousPeriod', 'whole'),
    );
  });

  it('names both periods of a running comparison apart, in the answer and the column names', () => {
    const compiled = compile({
      ...design,
      filters: [{ column: 'order_date', op: 'inPeriod', values: ['thisYear'] }],
      compare: { column: 'order_date', against: 'previousPeriod' },
    });
    expect(compiled.periods.map((p) => [p.comparison, p.span])).toEqual([
      [undefined, 'toDate'],
      ['previousPeriod', 'toDate'],
    ]);
    expect(compiled.columns.map((c) => c.friendlyName).slice(2)).toEqual([
      'Revenue, the same days of the year before',
      'Revenue change',
      'Revenue change %',
    ]);
  });

  it('refuse a comparison column without query.compare, and a compare without its period filter or totals', () => {
    expect(refusal({ table: 'sales_orders', columns: ['branch', 'change:measure:revenue'] })).toMatch(
      /^query\.columns\.1: "change:measure:revenue" compares periods: it needs query\.compare/,
    );
    expect(refusal({ ...design, filters: [] })).toMatch(
      /^query\.compare\.column: Names the column of one of query\.filters/,
    );
    expect(refusal({ ...design, columns: ['branch'] })).toMatch(
      /^query\.compare: A comparison compares totals/,
    );
  });
});

describe('calculated measures', () => {
  it('compile the formula tree: totals cast to numeric, constants as their digits, ÷ by zero as null', () => {
    const compiled = compile({
      table: 'sales_orders',
      columns: ['branch', 'calc:aov'],
      calculated: { aov: { name: 'Revenue per order', formula: '([Revenue] - 10) ÷ [orders] * -2' } },
    });
    expect(compiled.sql).toBe(
      `SELECT q.* FROM (SELECT t0."branch" AS c0, ((((${REVENUE})::numeric - 10::numeric) / nullif((${ORDERS})::numeric, 0)) * (-2::numeric)) AS c1 ${FROM} GROUP BY t0."branch") AS q ORDER BY c0 ASC LIMIT $1 OFFSET $2`,
    );
    expect(compiled.columns[1]).toMatchObject({
      friendlyName: 'Revenue per order',
      definition: '(Revenue − 10) ÷ Orders × −2',
    });
  });

  it('may read a chosen column with a function and be filtered on like any total', () => {
    const compiled = compile({
      table: 'sales_orders',
      columns: ['branch', 'customer_id', 'calc:per_customer'],
      aggregate: { customer_id: 'countDistinct' },
      calculated: { per_customer: { name: 'Revenue per customer', formula: '[Revenue] / [customer_id]' } },
      having: [{ column: 'calc:per_customer', op: 'gt', values: [100] }],
    });
    expect(compiled.sql).toContain(
      `HAVING ((${REVENUE})::numeric / nullif((count(DISTINCT t0."customer_id"))::numeric, 0)) > $1::numeric`,
    );
  });

  it('refuse names outside the catalogue, SQL text, and formulas past their limits, naming the field', () => {
    const calc = (formula: string) => ({
      table: 'sales_orders',
      columns: ['branch', 'calc:x'],
      calculated: { x: { name: 'X', formula } },
    });
    expect(refusal(calc('[Units sold] * 2'))).toMatch(
      /^query\.calculated\.x\.formula: "\[Units sold\]" names no measure of Sales Orders \(Revenue, /,
    );
    expect(refusal(calc('[Revenue] * 2; DROP TABLE t'))).toMatch(
      /^query\.calculated\.x\.formula: Unexpected ";"/,
    );
    expect(refusal(calc('((((((((([Revenue])))))))))'))).toMatch(
      /^query\.calculated\.x\.formula: Nested more than/,
    );
    expect(() => tableQuerySchema.parse(calc('[Revenue] +'))).toThrow(/formula/);
    expect(refusal({ table: 'sales_orders', columns: ['branch', 'calc:nope'] })).toMatch(
      /^query\.columns\.1: No calculated measure "nope"/,
    );
  });
});
