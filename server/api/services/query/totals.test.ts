// @vitest-environment node
/** Filters on totals, any-of groups and the top N within each group: the SQL they compile to and their 400s. */
import { describe, expect, it } from 'vitest';
import { tableQuerySchema, type TableQuery } from '@wharf/contract';
import { BUSINESS_TABLES } from '../../../model/businessTables.ts';
import { ApiError } from '../../errors.ts';
import { catalogueFromDefinitions } from './catalogue.ts';
import { compileQuery } from './compile.ts';

const catalogue = catalogueFromDefinitions(1, 'harbour_traders', BUSINESS_TABLES);
const compile = (query: unknown) => compileQuery(catalogue, tableQuerySchema.parse(query));

function refusal(query: unknown): string {
  try {
    compileQuery(catalogue, query as TableQuery);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return error.message;
    throw error;
  }
  throw new Error('expected a 400');
}

const SOLD = `t0."status" NOT IN ('Draft', 'Voided')`;
const ORDERS = `(count(*) FILTER (WHERE ${SOLD}))`;

describe('filters on totals', () => {
  it('compile to HAVING on the total, its number bound, in the rows and the count alike', () => {
    const compiled = compile({
      table: 'sales_orders',
      columns: ['customer.name', 'measure:orders'],
      having: [{ column: 'measure:orders', op: 'gt', values: [10] }],
    });
    expect(compiled.sql).toBe(
      `SELECT q.* FROM (SELECT t1."name" AS c0, ${ORDERS} AS c1 FROM "harbour_traders"."sales_orders" AS t0 LEFT JOIN "harbour_traders"."customers" AS t1 ON t1."customer_id" = t0."customer_id" GROUP BY t1."name" HAVING ${ORDERS} > $1::numeric) AS q ORDER BY c0 ASC LIMIT $2 OFFSET $3`,
    );
    expect(compiled.params).toEqual([10, 25_001, 0]);
    expect(compiled.countSql).toBe(
      `SELECT count(*) AS n FROM (SELECT 1 FROM "harbour_traders"."sales_orders" AS t0 LEFT JOIN "harbour_traders"."customers" AS t1 ON t1."customer_id" = t0."customer_id" GROUP BY t1."name" HAVING ${ORDERS} > $1::numeric LIMIT $2) AS q`,
    );
    expect(compiled.countParams).toEqual([10, 100_001]);
  });

  it('takes an aggregated column, between two numbers, after the row filters', () => {
    const compiled = compile({
      table: 'sales_orders',
      columns: ['branch', 'total'],
      aggregate: { total: 'avg' },
      filters: [{ column: 'status', op: 'eq', values: ['Invoiced'] }],
      having: [{ column: 'total', op: 'between', values: [1000, 5000] }],
    });
    expect(compiled.sql).toContain(
      'WHERE t0."status" = $1::text GROUP BY t0."branch" HAVING avg(t0."total") BETWEEN $2::numeric AND $3::numeric',
    );
    expect(compiled.params.slice(0, 3)).toEqual(['Invoiced', 1000, 5000]);
  });

  it('refuse with 400 naming the field: not grouped, not a total, not chosen, malformed', () => {
    expect(
      refusal({
        table: 'sales_orders',
        columns: ['measure:revenue'],
        having: [{ column: 'measure:revenue', op: 'gt', values: [5] }],
      }),
    ).toMatch(/^query\.having: A filter on totals needs a design grouped by at least one column/);
    expect(
      refusal({
        table: 'sales_orders',
        columns: ['order_id', 'total'],
        having: [{ column: 'total', op: 'gt', values: [5] }],
      }),
    ).toMatch(/^query\.having: /);
    expect(
      refusal({
        table: 'sales_orders',
        columns: ['branch', 'measure:revenue'],
        having: [{ column: 'branch', op: 'gt', values: [5] }],
      }),
    ).toBe(
      'query.having.0.column: "branch" is not a total: name a measure or a column with a function in query.aggregate.',
    );
    expect(
      refusal({
        table: 'sales_orders',
        columns: ['branch', 'measure:revenue'],
        having: [{ column: 'measure:orders', op: 'gt', values: [5] }],
      }),
    ).toBe('query.having.0.column: Names one of query.columns; "measure:orders" is not.');
    expect(
      refusal({
        table: 'sales_orders',
        columns: ['branch', 'measure:revenue'],
        having: [{ column: 'measure:revenue', op: 'between', values: [5] }],
      }),
    ).toMatch(/^query\.having\.0\.values: "between" takes exactly 2 numbers/);
    const parsed = tableQuerySchema.safeParse({
      table: 'sales_orders',
      columns: ['branch', 'measure:revenue'],
      having: [{ column: 'measure:revenue', op: 'contains', values: ['1'] }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain('having.0.op');
  });
});

describe('any-of groups of filters', () => {
  it('compile each group to one OR condition beside the other filters, every value bound', () => {
    const compiled = compile({
      table: 'sales_orders',
      columns: ['order_number', 'total'],
      filters: [{ column: 'total', op: 'gt', values: [5000] }],
      anyOf: [
        [
          { column: 'branch', op: 'eq', values: ['Auckland'] },
          { column: 'customer.city', op: 'eq', values: ['Wellington'] },
        ],
      ],
    });
    expect(compiled.sql).toContain(
      'WHERE t0."total" > $1::numeric AND (t0."branch" = $2::text OR t1."city" = $3::text)',
    );
    expect(compiled.params.slice(0, 3)).toEqual([5000, 'Auckland', 'Wellington']);
    expect(compiled.countSql).toContain('LEFT JOIN "harbour_traders"."customers" AS t1');
  });

  it('refuse a group of one, too many groups, and a bad condition naming its place', () => {
    const one = tableQuerySchema.safeParse({
      table: 'sales_orders',
      columns: ['order_id'],
      anyOf: [[{ column: 'branch', op: 'eq', values: ['Auckland'] }]],
    });
    expect(one.success).toBe(false);
    const many = tableQuerySchema.safeParse({
      table: 'sales_orders',
      columns: ['order_id'],
      anyOf: Array.from({ length: 11 }, () => [
        { column: 'branch', op: 'eq', values: ['Auckland'] },
        { column: 'branch', op: 'eq', values: ['Nelson'] },
      ]),
    });
    expect(many.success).toBe(false);
    expect(
      refusal({
        table: 'sales_orders',
        columns: ['order_id'],
        anyOf: [
          [
            { column: 'branch', op: 'eq', values: ['Auckland'] },
            { column: 'nope', op: 'eq', values: ['x'] },
          ],
        ],
      }),
    ).toBe('query.anyOf.0.1.column: Unknown column "nope" in table "sales_orders".');
    expect(
      refusal({
        table: 'sales_orders',
        columns: ['order_id'],
        anyOf: [
          [
            { column: 'branch', op: 'eq', values: ['Auckland'] },
            { column: 'total', op: 'gt', values: ['lots'] },
          ],
        ],
      }),
    ).toBe('query.anyOf.0.1.values: Expected numeric values for "total".');
  });
});

describe('the top N within each group', () => {
  const TOP3 = {
    table: 'sales_order_lines',
    columns: ['product.category', 'product.name', 'measure:units_sold'],
    topPerGroup: { n: 3, by: 'measure:units_sold', within: ['product.category'] },
    sort: [{ column: 'product.category' }, { column: 'measure:units_sold', desc: true }],
  };

  it('ranks with row_number over the group by the total, ties to the other groups A–Z, N bound', () => {
    const compiled = compile(TOP3);
    const units = `(coalesce(sum(t0."qty") FILTER (WHERE t2."status" NOT IN ('Draft', 'Voided')), 0))`;
    const core = `SELECT t1."category" AS c0, t1."name" AS c1, ${units} AS c2, row_number() OVER (PARTITION BY t1."category" ORDER BY ${units} DESC NULLS LAST, t1."name" ASC) AS "_rank" FROM "harbour_traders"."sales_order_lines" AS t0 LEFT JOIN "harbour_traders"."products" AS t1 ON t1."product_id" = t0."product_id" LEFT JOIN "harbour_traders"."sales_orders" AS t2 ON t2."order_id" = t0."order_id" GROUP BY t1."category", t1."name"`;
    expect(compiled.sql).toBe(
      `SELECT c0, c1, c2 FROM (${core}) AS r WHERE r."_rank" <= $1 ORDER BY c0 ASC, c2 DESC, c0 ASC, c1 ASC LIMIT $2 OFFSET $3`,
    );
    expect(compiled.params).toEqual([3, 25_001, 0]);
    expect(compiled.countSql).toBe(
      `SELECT count(*) AS n FROM (SELECT 1 FROM (${core}) AS r WHERE r."_rank" <= $1 LIMIT $2) AS q`,
    );
  });

  it('refuses N outside 1–1,000 and a design it cannot rank within, naming the field', () => {
    expect(tableQuerySchema.safeParse({ ...TOP3, topPerGroup: { ...TOP3.topPerGroup, n: 0 } }).success).toBe(
      false,
    );
    expect(
      tableQuerySchema.safeParse({ ...TOP3, topPerGroup: { ...TOP3.topPerGroup, n: 1001 } }).success,
    ).toBe(false);
    expect(refusal({ ...TOP3, topPerGroup: { ...TOP3.topPerGroup, by: 'product.name' } })).toBe(
      'query.topPerGroup.by: "product.name" is not a total: name a measure or a column with a function in query.aggregate.',
    );
    expect(refusal({ ...TOP3, topPerGroup: { ...TOP3.topPerGroup, within: ['product.brand'] } })).toBe(
      'query.topPerGroup.within.0: Names one of query.columns; "product.brand" is not.',
    );
    expect(
      refusal({
        ...TOP3,
        topPerGroup: { ...TOP3.topPerGroup, within: ['product.category', 'product.name'] },
      }),
    ).toMatch(/^query\.topPerGroup\.within: Leaves no column to rank/);
    expect(
      refusal({
        table: 'sales_orders',
        columns: ['branch', 'total'],
        topPerGroup: { n: 3, by: 'total', within: ['branch'] },
      }),
    ).toMatch(/^query\.topPerGroup: The top N within each group needs a summarized design/);
  });
});
