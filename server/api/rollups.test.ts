// @vitest-environment node
/**
 * Roll-ups the compiler chooses (server/model/rollups.ts, server/api/services/query/rollup.ts), on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL over the demo world as its landing built it: every design the tests know — the
 * Cin7 Omni templates, the demo's library designs, the AI evaluation's expected designs and the designs below —
 * answers the same rows from a roll-up as from the business tables, and the designs a roll-up holds are answered
 * from one. A write to a table a roll-up reads stops its use until the next rebuild.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureRef, QUERY_LIMITS, type QueryCell, type TableQuery } from '@wharf/contract';
import type { Database } from '../db/database.ts';
import { CIN7_OMNI_TEMPLATES } from './services/libraryTemplates/cin7Omni.ts';
import { compileQuery, loadCatalogue, runCompiledQuery } from './services/query/index.ts';
import { ROLLUPS } from '../model/rollups.ts';
import { refreshRollups } from '../model/rollupTables.ts';
import { openDemoWorld } from '../testing/seededDemo.ts';
import { testBackend, type TestDatabase } from '../testing/testBackends.ts';
import { demoInstanceIds } from '../testing/testStack.ts';
import { EVAL_NOW, EVAL_QUESTIONS } from '../../tests/eval/questions.ts';
import { TOTALS_QUESTIONS } from '../../tests/eval/totalsQuestions.ts';
import { SHARE_COMPARE_QUESTIONS } from '../../tests/eval/shareCompareQuestions.ts';
import { HELD_OUT_QUESTIONS } from '../../tests/eval/heldOutQuestions.ts';

const SCHEMA = 'harbour_traders';

/** Designs a roll-up holds (the roll-up named) or must not answer (null), and why. */
const DESIGNS: readonly { name: string; query: TableQuery; rollup: string | null }[] = [
  {
    name: 'every line measure by category',
    query: {
      table: 'sales_order_lines',
      columns: [
        'product.category',
        measureRef('revenue'),
        measureRef('units_sold'),
        measureRef('cost_of_goods_sold'),
        measureRef('gross_profit'),
        measureRef('gross_margin'),
      ],
    },
    rollup: 'lines_by_category_month',
  },
  {
    name: 'line totals by branch and quarter, sum, count, min and max',
    query: {
      table: 'sales_order_lines',
      columns: ['order.branch', 'order.order_date', 'line_total', 'qty', 'unit_price', 'line_id'],
      grain: { 'order.order_date': 'quarter' },
      aggregate: { line_total: 'sum', qty: 'max', unit_price: 'min', line_id: 'count' },
      sort: [{ column: 'line_total', desc: true }],
    },
    rollup: 'lines_by_category_month',
  },
  {
    name: 'revenue by category and week (weeks cross months: the daily roll-up)',
    query: {
      table: 'sales_order_lines',
      columns: ['product.category', 'order.order_date', measureRef('revenue')],
      grain: { 'order.order_date': 'week' },
    },
    rollup: 'lines_by_category_day',
  },
  {
    name: 'revenue by day of the last 30 days (a period of days: the daily roll-up)',
    query: {
      table: 'sales_order_lines',
      columns: ['order.order_date', measureRef('revenue')],
      grain: { 'order.order_date': 'day' },
      filters: [{ column: 'order.order_date', op: 'inPeriod', values: ['lastNDays', 30] }],
    },
    rollup: 'lines_by_category_day',
  },
  {
    name: 'revenue by category last month (whole months: the monthly roll-up)',
    query: {
      table: 'sales_order_lines',
      columns: ['product.category', measureRef('revenue')],
      filters: [{ column: 'order.order_date', op: 'inPeriod', values: ['lastMonth'] }],
    },
    rollup: 'lines_by_category_month',
  },
  {
    name: 'units by category of two branches, categories containing "a", top 2 per branch',
    query: {
      table: 'sales_order_lines',
      columns: ['order.branch', 'product.category', measureRef('units_sold')],
      filters: [
        { column: 'product.category', op: 'contains', values: ['a'] },
        { column: 'order.status', op: 'notIn', values: ['Draft'] },
      ],
      topPerGroup: { n: 2, by: measureRef('units_sold'), within: ['order.branch'] },
    },
    rollup: 'lines_by_category_month',
  },
  {
    name: 'revenue and orders by branch and month with a total filter',
    query: {
      table: 'sales_orders',
      columns: [
        'order_date',
        'branch',
        measureRef('revenue'),
        measureRef('orders'),
        measureRef('average_order_value'),
      ],
      grain: { order_date: 'month' },
      having: [{ column: measureRef('orders'), op: 'gt', values: [5] }],
    },
    rollup: 'orders_by_branch_month',
  },
  {
    name: 'net revenue, open orders value by year (an order-table measure)',
    query: {
      table: 'sales_orders',
      columns: ['order_date', measureRef('net_revenue'), measureRef('open_orders_value')],
      grain: { order_date: 'year' },
    },
    rollup: 'orders_by_branch_month',
  },
  {
    name: "customers' companies and cities through the customer key, tax and total",
    query: {
      table: 'sales_orders',
      columns: ['customer.company', 'customer.city', 'tax', 'total'],
      aggregate: { tax: 'sum', total: 'sum' },
      filters: [{ column: 'customer.country', op: 'notNull', values: [] }],
      sort: [{ column: 'total', desc: true }],
      limit: 50,
    },
    rollup: 'orders_by_customer',
  },
  {
    name: 'a grand total without groups',
    query: {
      table: 'sales_orders',
      columns: [measureRef('revenue'), 'order_id'],
      aggregate: { order_id: 'count' },
    },
    rollup: 'orders_by_customer',
  },
  {
    name: 'no rows matched: the grand total of nothing',
    query: {
      table: 'sales_order_lines',
      columns: [measureRef('units_sold'), 'line_total'],
      aggregate: { line_total: 'sum' },
      filters: [{ column: 'product.category', op: 'eq', values: ['No such category'] }],
    },
    rollup: 'lines_by_category_month',
  },
  {
    name: 'an average does not add up',
    query: { table: 'sales_orders', columns: ['branch', 'total'], aggregate: { total: 'avg' } },
    rollup: null,
  },
  {
    name: 'a distinct count does not add up',
    query: {
      table: 'sales_order_lines',
      columns: ['product.category', 'sku'],
      aggregate: { sku: 'countDistinct' },
    },
    rollup: null,
  },
  {
    name: 'a filter on a column of a row',
    query: {
      table: 'sales_order_lines',
      columns: ['product.category', measureRef('revenue')],
      filters: [{ column: 'qty', op: 'gt', values: [3] }],
    },
    rollup: null,
  },
  {
    name: 'a dimension no roll-up keeps (product name)',
    query: { table: 'sales_order_lines', columns: ['product.name', measureRef('revenue')] },
    rollup: null,
  },
  {
    name: 'exact order dates over lines by month: the daily roll-up',
    query: { table: 'sales_order_lines', columns: ['order.order_date', measureRef('revenue')] },
    rollup: 'lines_by_category_day',
  },
  {
    name: 'a date range that is not whole months, on the orders by branch',
    query: {
      table: 'sales_orders',
      columns: ['branch', measureRef('revenue')],
      filters: [{ column: 'order_date', op: 'between', values: ['2024-03-10', '2024-05-20'] }],
    },
    rollup: 'orders_by_branch_day',
  },
  {
    name: 'rows, not totals',
    query: { table: 'sales_orders', columns: ['order_number', 'total'], limit: 20 },
    rollup: null,
  },
];

/** Every row of the design's answer, page after page. */
async function answer(
  db: Database,
  instanceId: number,
  query: TableQuery,
  rollups: boolean,
): Promise<{ rollup: string | null; rows: QueryCell[][] }> {
  const catalogue = await loadCatalogue(db, instanceId);
  const rows: QueryCell[][] = [];
  let offset: number | null = 0;
  let rollup: string | null = null;
  while (offset !== null) {
    const compiled = compileQuery(
      catalogue,
      { ...query, offset, pageSize: QUERY_LIMITS.maxPageSize },
      { now: EVAL_NOW, rollups },
    );
    rollup = compiled.rollup;
    const page = await runCompiledQuery(db, compiled);
    rows.push(...page.rows);
    offset = page.nextOffset;
  }
  return { rollup, rows };
}

function knownDesigns(libraryDesigns: readonly TableQuery[]): { name: string; query: TableQuery }[] {
  const evalDesigns = [
    ...EVAL_QUESTIONS,
    ...TOTALS_QUESTIONS,
    ...SHARE_COMPARE_QUESTIONS,
    ...HELD_OUT_QUESTIONS,
  ]
    .map((item) => ({ name: item.question, expected: item.expected }))
    .flatMap(({ name, expected }) => (expected && !('sql' in expected) ? [{ name, query: expected }] : []));
  return [
    ...CIN7_OMNI_TEMPLATES.map((template) => ({ name: template.title, query: template.query })),
    ...libraryDesigns.map((query, index) => ({ name: `library design ${index}`, query })),
    ...evalDesigns,
    ...DESIGNS,
  ];
}

describe.each([testBackend()])('roll-ups the compiler chooses, on $name', (backend) => {
  let database: TestDatabase;
  let harbour: number;
  let library: TableQuery[];

  beforeAll(async () => {
    database = await openDemoWorld(backend);
    ({ harbour } = await demoInstanceIds(database.db));
    library = (
      await database.db.query<{ definition: TableQuery }>(
        'SELECT definition FROM app.library_items WHERE instance_id = $1 ORDER BY id',
        [harbour],
      )
    ).map((row) => row.definition);
  }, 300_000);

  afterAll(async () => {
    await database.dispose();
  });

  it("lists every declared roll-up as current after the demo's landing", async () => {
    const catalogue = await loadCatalogue(database.db, harbour);
    expect(catalogue.rollups?.map((r) => r.name).sort()).toEqual(ROLLUPS.map((r) => r.name).sort());
  });

  it('answers every known design with the same rows from a roll-up as from the tables', async () => {
    const designs = knownDesigns(library);
    const fromRollups: string[] = [];
    for (const { name, query } of designs) {
      const withRollups = await answer(database.db, harbour, query, true);
      const without = await answer(database.db, harbour, query, false);
      expect(without.rollup, name).toBeNull();
      expect(withRollups.rows, name).toEqual(without.rows);
      if (withRollups.rollup) fromRollups.push(name);
    }
    // The templates and demo designs that total sales are among those answered from roll-ups.
    expect(fromRollups).toEqual(
      expect.arrayContaining([
        'Sales by branch and month',
        'Top customers by revenue',
        'Sales by product category',
        'library design 0',
        'library design 1',
      ]),
    );
    expect(fromRollups.length).toBeGreaterThan(designs.length / 4);
  }, 600_000);

  it.each(DESIGNS)('chooses $rollup for $name', async ({ query, rollup }) => {
    const withRollups = await answer(database.db, harbour, query, true);
    expect(withRollups.rollup).toBe(rollup);
    expect(withRollups.rows.length).toBeGreaterThan(0);
  });

  it('answers from the tables once a table a roll-up reads is written, and from roll-ups after the rebuild', async () => {
    const design: TableQuery = {
      table: 'sales_order_lines',
      columns: ['product.category', measureRef('units_sold')],
    };
    const before = await answer(database.db, harbour, design, true);
    expect(before.rollup).not.toBeNull();
    await database.db.query(`UPDATE ${SCHEMA}.sales_order_lines SET qty = qty + 1000 WHERE line_id IN
      (SELECT min(l.line_id) FROM ${SCHEMA}.sales_order_lines l JOIN ${SCHEMA}.sales_orders o USING (order_id)
       WHERE o.status = 'Invoiced')`);
    const stale = await answer(database.db, harbour, design, true);
    expect(stale.rollup).toBeNull();
    const grandTotal = (rows: QueryCell[][]) => rows.reduce((sum, row) => sum + Number(row[1]), 0);
    expect(grandTotal(stale.rows)).toBe(grandTotal(before.rows) + 1000);
    await refreshRollups(database.db, SCHEMA);
    const rebuilt = await answer(database.db, harbour, design, true);
    expect(rebuilt.rollup).not.toBeNull();
    expect(rebuilt.rows).toEqual(stale.rows);
  }, 120_000);
});
