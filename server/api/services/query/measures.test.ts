// @vitest-environment node
/**
 * Measures in the query language, without a database: "measure:<key>" answered from the model's declaration on the
 * design's own table, summarizing by the other columns, and a clear 400 for every misuse.
 */
import { describe, expect, it } from 'vitest';
import { tableQuerySchema, type TableQuery } from '@wharf/contract';
import { MEASURES, measureColumns } from '../../../model/measures.ts';
import { BUSINESS_TABLES as WAREHOUSE_TABLES } from '../../../model/businessTables.ts';
import { ApiError } from '../../errors.ts';
import { catalogueFromDefinitions, type Catalogue } from './catalogue.ts';
import { compileQuery } from './compile.ts';
import { availableMeasures, filteredBy } from './measures.ts';

const catalogue = catalogueFromDefinitions(1, 'harbour_traders', WAREHOUSE_TABLES);
/** A warehouse made before the model gave lines and stock their unit cost. */
const withoutCosts = catalogueFromDefinitions(
  1,
  'harbour_traders',
  WAREHOUSE_TABLES.map((table) => ({
    ...table,
    columns: table.columns.filter((column) => column.name !== 'unit_cost'),
  })),
);

const compile = (query: unknown, against: Catalogue = catalogue) =>
  compileQuery(against, tableQuerySchema.parse(query));

function refusal(query: unknown, against: Catalogue = catalogue): string {
  try {
    compileQuery(against, query as TableQuery);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return error.message;
    throw error;
  }
  throw new Error('expected a 400');
}

describe('the declarations', () => {
  it('declare every measure the issue names, each key once per table, on tables that hold its columns', () => {
    const keys = MEASURES.map((m) => `${m.table}.${m.key}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of [
      'sales_orders.revenue',
      'sales_orders.orders',
      'sales_orders.average_order_value',
      'sales_orders.open_orders_value',
      'sales_order_lines.revenue',
      'sales_order_lines.units_sold',
      'sales_order_lines.cost_of_goods_sold',
      'sales_order_lines.gross_profit',
      'sales_order_lines.gross_margin',
      'stock_on_hand.stock_on_hand',
      'stock_on_hand.available',
      'stock_on_hand.stock_value',
    ])
      expect(keys).toContain(key);
    for (const measure of MEASURES) {
      const table = catalogue.tables.find((t) => t.name === measure.table);
      expect(table && availableMeasures(catalogue, table), measure.key).toContainEqual(measure);
      // The relations it declares are exactly those its SQL reads through.
      const through = measureColumns(measure).flatMap((ref) =>
        ref.includes('.') ? [ref.split('.')[0]] : [],
      );
      expect([...new Set(through)], measure.key).toEqual([...measure.relations]);
      expect(measure.definition.length, measure.key).toBeGreaterThan(30);
    }
  });

  it('offers a measure only where the warehouse holds every column it reads', () => {
    const lines = withoutCosts.tables.find((t) => t.name === 'sales_order_lines');
    const offered = lines ? availableMeasures(withoutCosts, lines).map((m) => m.key) : [];
    expect(offered).toEqual(['revenue', 'units_sold']);
    expect(refusal({ table: 'sales_order_lines', columns: ['measure:gross_profit'] }, withoutCosts)).toBe(
      'query.columns.0: The measure "gross_profit" reads "unit_cost", which table "sales_order_lines" of this warehouse does not hold.',
    );
  });
});

describe('a design with a measure', () => {
  it('summarizes by its other columns, and answers the measure by its name, definition and format', () => {
    const compiled = compile({
      table: 'sales_orders',
      columns: ['customer.company', 'measure:revenue'],
      sort: [{ column: 'measure:revenue', desc: true }],
      limit: 10,
    });
    expect(compiled.sql).toBe(
      'SELECT q.*, (c1)::text AS "_k0" FROM (' +
        'SELECT t1."company" AS c0, (coalesce(sum(t0."subtotal") FILTER (WHERE t0."status" NOT IN (\'Draft\', \'Voided\')), 0)) AS c1 ' +
        'FROM "harbour_traders"."sales_orders" AS t0 LEFT JOIN "harbour_traders"."customers" AS t1 ON t1."customer_id" = t0."customer_id" ' +
        'GROUP BY t1."company") AS q ORDER BY c1 DESC, c0 ASC LIMIT $1 OFFSET $2',
    );
    expect(compiled.columns[1]?.definition).toMatch(/subtotals, tax excluded.*Draft and Voided/);
    expect(compiled.columns[1]).toEqual({
      ref: 'measure:revenue',
      name: 'revenue',
      friendlyName: 'Revenue',
      dataType: 'numeric',
      role: 'measure',
      aggregate: null,
      grain: null,
      format: '#,##0.00',
      measure: 'revenue',
      definition: compiled.columns[1]?.definition,
    });
    expect(compiled.columns[0]).toMatchObject({ role: 'dimension', measure: null, definition: null });
  });

  it("joins the relations a measure reads through, and takes the design's format over its own", () => {
    const compiled = compile({
      table: 'sales_order_lines',
      columns: ['product.category', 'measure:gross_margin', 'measure:units_sold'],
      formats: { 'measure:gross_margin': '0.00%' },
    });
    expect(compiled.sql).toContain(
      'LEFT JOIN "harbour_traders"."sales_orders" AS t2 ON t2."order_id" = t0."order_id"',
    );
    expect(compiled.sql).toContain('t2."status" NOT IN');
    expect(compiled.sql).toContain('GROUP BY t1."category"');
    expect(compiled.columns.map((c) => [c.friendlyName, c.format, c.dataType])).toEqual([
      ['Product Category', null, 'text'],
      ['Gross margin %', '0.00%', 'numeric'],
      ['Units sold', '#,##0', 'integer'],
    ]);
  });

  it('mixes with functions and grains: the plain columns group, the dates by their period', () => {
    const compiled = compile({
      table: 'sales_orders',
      columns: ['order_date', 'branch', 'measure:orders', 'tax'],
      grain: { order_date: 'month' },
      aggregate: { tax: 'sum' },
    });
    expect(compiled.sql).toContain(
      'GROUP BY (date_trunc(\'month\', t0."order_date"))::date, t0."branch") AS q ORDER BY c0 ASC, c1 ASC',
    );
    // One row for everything: no group-by at all.
    expect(compile({ table: 'stock_on_hand', columns: ['measure:stock_value'] }).sql).toBe(
      'SELECT (coalesce(sum(t0."on_hand" * t0."unit_cost"), 0)) AS c0 FROM "harbour_traders"."stock_on_hand" AS t0 LIMIT $1 OFFSET $2',
    );
  });

  it('keeps the rule that a measure column needs a function once the design summarizes', () => {
    expect(refusal({ table: 'sales_orders', columns: ['branch', 'total', 'measure:revenue'] })).toBe(
      'query.columns.1: "total" is a measure: give it a function in query.aggregate or leave it out.',
    );
  });
});

describe('misused measures answer 400 saying why', () => {
  it.each([
    [
      'an unknown measure',
      { table: 'sales_orders', columns: ['measure:profitability'] },
      'query.columns.0: Unknown measure "profitability" on table "sales_orders".',
    ],
    [
      'a measure of another table',
      { table: 'sales_orders', columns: ['branch', 'measure:units_sold'] },
      'query.columns.1: "measure:units_sold" is a measure of "sales_order_lines", not of "sales_orders"; a measure is used on its own table only.',
    ],
    [
      'a measure through a relation',
      { table: 'sales_order_lines', columns: ['order.measure:orders'] },
      'query.columns.0: "order.measure:orders" reaches a measure through a relation; a measure is used on its own table only (design over its table instead).',
    ],
    [
      'a measure in aggregate',
      { table: 'sales_orders', columns: ['measure:revenue'], aggregate: { 'measure:revenue': 'sum' } },
      'query.aggregate["measure:revenue"]: "measure:revenue" is a measure; a measure carries its own calculation: leave it out of query.aggregate.',
    ],
    [
      'a measure in grain',
      { table: 'sales_orders', columns: ['measure:revenue'], grain: { 'measure:revenue': 'month' } },
      'query.grain["measure:revenue"]: "measure:revenue" is a measure; a grain applies to a date column, and a measure is a number.',
    ],
    [
      'a measure in a filter',
      {
        table: 'sales_orders',
        columns: ['branch', 'measure:revenue'],
        filters: [{ column: 'measure:revenue', op: 'gt', values: [100] }],
      },
      'query.filters.0.column: "measure:revenue" is a measure; a measure is a total over rows, so it cannot choose rows: filter on a column instead.',
    ],
    [
      'a sort on a measure not chosen',
      { table: 'sales_orders', columns: ['branch'], sort: [{ column: 'measure:revenue' }] },
      'query.sort.0.column: A sort on a measure names one of query.columns; "measure:revenue" is not.',
    ],
    [
      'a format of a measure not chosen',
      { table: 'sales_orders', columns: ['branch'], formats: { 'measure:revenue': '0' } },
      'query.formats["measure:revenue"]: Not one of query.columns.',
    ],
  ])('%s', (_, query, message) => {
    expect(refusal(query)).toBe(message);
  });
});

describe("a comparison's period in a measure's aggregates", () => {
  it('joins every FILTER clause, kept whole with its own parentheses', () => {
    expect(filteredBy("sum(x) FILTER (WHERE a = 1 OR (b IN ('x', 'y')))", 'p')).toBe(
      "sum(x) FILTER (WHERE (p) AND (a = 1 OR (b IN ('x', 'y'))))",
    );
    expect(filteredBy('round(sum(x) FILTER (WHERE s) / nullif(count(*) FILTER (WHERE s), 0), 2)', 'p')).toBe(
      'round(sum(x) FILTER (WHERE (p) AND (s)) / nullif(count(*) FILTER (WHERE (p) AND (s)), 0), 2)',
    );
  });

  it('answers null when an aggregate has no FILTER to join (its columns are read through the period instead)', () => {
    expect(filteredBy('coalesce(sum(x), 0)', 'p')).toBeNull();
    expect(filteredBy('sum(x) FILTER (WHERE s) - sum(y)', 'p')).toBeNull();
  });
});
