// @vitest-environment node
/**
 * The model's measures on the demo warehouse (on the run's one engine, the real compiler): "revenue" is one number whether it is
 * asked of the AI view, read from a library template, or totalled over sales orders or over their lines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureRef, type TableQuery } from '@wharf/contract';
import type { Database } from '../../db/database.ts';
import { openDemoWorld } from '../../testing/seededDemo.ts';
import { testBackend, type TestDatabase } from '../../testing/testBackends.ts';
import { answerQuestion } from './ai/answerQuestion.ts';
import { MemberDictionaries } from './ai/parser/members.ts';
import { CIN7_OMNI_TEMPLATES } from './libraryTemplates/cin7Omni.ts';
import { compileQuery, loadCatalogue, runCompiledQuery, type Catalogue } from './query/index.ts';
import { warehouseCatalogue } from './warehouseCatalogue.ts';

let world: TestDatabase;
let db: Database;
let harbour: number;
let catalogue: Catalogue;

const rows = async (query: TableQuery) =>
  (await runCompiledQuery(db, compileQuery(catalogue, { ...query, pageSize: 10_000 }))).rows;

beforeAll(async () => {
  world = await openDemoWorld(testBackend());
  db = world.db;
  const [instance] = await db.query<{ id: number }>(
    "SELECT id FROM app.instances WHERE schema = 'harbour_traders'",
  );
  if (!instance) throw new Error('no demo instance');
  harbour = instance.id;
  catalogue = await loadCatalogue(db, harbour);
}, 180_000);

afterAll(async () => {
  await world?.dispose();
});

describe('revenue, one number', () => {
  it('answers "top 10 customers by revenue" with the customers and figures of the template of that name', async () => {
    const answer = await answerQuestion(
      db,
      harbour,
      { question: 'top 10 customers by revenue' },
      { dictionaries: new MemberDictionaries(), model: null, now: () => Date.parse('2025-11-30T12:00:00Z') },
    );
    if (!answer.query) throw new Error(answer.explanation.missing.join('; '));
    expect(answer.query.columns).toContain(measureRef('revenue'));
    expect(answer.explanation.assumptions.join(' ')).toMatch(
      /^Revenue = the sum of sales order subtotals, tax excluded/,
    );
    const template = CIN7_OMNI_TEMPLATES.find((t) => t.key === 'cin7Omni.topCustomersByRevenue');
    if (!template) throw new Error('no template');
    // Each row as (customer id, revenue): the AI shows the contact name, the template the company too.
    const byCustomer = (answered: (string | number | null)[][], query: TableQuery) => {
      const id = query.columns.findIndex((c) => c === 'customer_id' || c === 'customer.customer_id');
      const revenue = query.columns.indexOf(measureRef('revenue'));
      return answered.map((row) => [row[id], row[revenue]]);
    };
    const asked = byCustomer(await rows(answer.query), answer.query);
    const listed = byCustomer((await rows(template.query)).slice(0, 10), template.query);
    expect(asked).toHaveLength(10);
    expect(asked).toEqual(listed);
    // Tax excluded, drafts and voided orders left out: the sum of subtotals of the orders that count as sales.
    const [first] = asked;
    const [check] = await db.query<{ revenue: string }>(
      `SELECT sum(subtotal) AS revenue FROM harbour_traders.sales_orders
       WHERE customer_id = $1 AND status NOT IN ('Draft', 'Voided')`,
      [first?.[0]],
    );
    expect(first?.[1]).toBeCloseTo(Number(check?.revenue), 2);
    // The file's first reads of the copied demo world: over 15 s while other test files shared the two cores.
  }, 60_000);

  it('is the same over sales orders and over their lines, per branch and month', async () => {
    const onOrders = await rows({
      table: 'sales_orders',
      columns: ['branch', 'order_date', measureRef('revenue')],
      grain: { order_date: 'month' },
    });
    const onLines = await rows({
      table: 'sales_order_lines',
      columns: ['order.branch', 'order.order_date', measureRef('revenue')],
      grain: { 'order.order_date': 'month' },
    });
    expect(onOrders.length).toBeGreaterThan(30);
    expect(onLines).toEqual(onOrders);
  });
});

describe('measures that read costs', () => {
  const hasCosts = () =>
    catalogue.tables.some(
      (t) => t.name === 'sales_order_lines' && t.columns.some((c) => c.name === 'unit_cost'),
    );

  it('gross profit is revenue less the cost of goods sold, and the margin a ratio of their sums', async () => {
    if (!hasCosts()) throw new Error('the business tables lack unit_cost (the model adds it)');
    const [row] = await rows({
      table: 'sales_order_lines',
      columns: [
        'measure:revenue',
        'measure:cost_of_goods_sold',
        'measure:gross_profit',
        'measure:gross_margin',
      ],
      filters: [{ column: 'product.category', op: 'eq', values: ['Marine'] }],
    });
    const [revenue, cogs, profit, margin] = (row ?? []).map(Number);
    expect(revenue).toBeGreaterThan(0);
    expect(cogs).toBeGreaterThan(0);
    expect(profit).toBeCloseTo((revenue ?? 0) - (cogs ?? 0), 2);
    expect(margin).toBeCloseTo((profit ?? 0) / (revenue ?? 1), 10);
  });
});

describe('the catalogue', () => {
  it("lists each business table's measures with their definitions, and none on a table without one", async () => {
    const { tables } = await warehouseCatalogue(db, harbour);
    const orders = tables.find((t) => t.tableName === 'sales_orders');
    expect(orders?.measures?.map((m) => m.ref)).toEqual([
      'measure:revenue',
      'measure:orders',
      'measure:average_order_value',
      'measure:open_orders_value',
      'measure:net_revenue',
      'measure:outstanding_balance',
      'measure:new_customers',
      'measure:returning_customers',
    ]);
    expect(orders?.measures?.[0]).toMatchObject({
      key: 'revenue',
      friendlyName: 'Revenue',
      dataType: 'numeric',
      format: '#,##0.00',
    });
    expect(orders?.measures?.[0]?.definition).toMatch(/tax excluded/);
    expect(tables.find((t) => t.tableName === 'customers')?.measures).toEqual([]);
  });
});
