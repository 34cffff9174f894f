// @vitest-environment node
/**
 * Filters on totals, any-of groups and the top N within each group over real HTTP, on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL: each answer equals the same question written here by hand in SQL, and a malformed
 * design is a 400 naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { clientQueryResponseSchema, type QueryCell } from '@wharf/contract';
import { testBackend } from '../testing/testBackends.ts';
import { TestStack, demoInstanceIds, signInForIdToken, type TestApi } from '../testing/testStack.ts';

const SOLD = "status NOT IN ('Draft', 'Voided')";
const cell = (value: unknown) => (typeof value === 'number' ? value.toFixed(2) : String(value));
const rowsText = (rows: readonly (readonly unknown[])[]) => rows.map((row) => row.map(cell).join('|'));

describe.each([testBackend()])('totals, any-of and top N per group on $name', (backend) => {
  let stack: TestStack;
  let api: TestApi;
  let token: string;
  let harbour: number;

  const post = (query: unknown) => api.post(API_PATHS.clientQuery, { query }, { token, instanceId: harbour });
  const answered = async (query: unknown): Promise<string[]> => {
    const reply = await post(query);
    expect(reply.status, reply.text).toBe(200);
    const parsed = clientQueryResponseSchema.parse(reply.body);
    expect(parsed.nextOffset).toBeNull();
    expect(parsed.totalRows).toBe(parsed.rows.length);
    return rowsText(parsed.rows);
  };
  const byHand = async (sql: string, params: unknown[] = []): Promise<string[]> => {
    const rows = await stack.db.query<Record<string, QueryCell | string>>(sql, params);
    return rowsText(
      rows.map((row) =>
        Object.values(row).map((v) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v)),
      ),
    );
  };

  beforeAll(async () => {
    stack = await TestStack.start({ backend });
    api = await stack.api();
    token = await signInForIdToken(stack.idp.issuer);
    ({ harbour } = await demoInstanceIds(stack.db));
  }, 300_000);

  afterAll(async () => {
    await stack.close();
  });

  it('keeps the customers with more than 10 orders, as HAVING written by hand does', async () => {
    const got = await answered({
      table: 'sales_orders',
      columns: ['customer_id', 'measure:orders'],
      having: [{ column: 'measure:orders', op: 'gt', values: [10] }],
      sort: [{ column: 'customer_id' }],
    });
    const want = await byHand(
      `SELECT customer_id, count(*) FILTER (WHERE ${SOLD}) AS n FROM harbour_traders.sales_orders
       GROUP BY customer_id HAVING count(*) FILTER (WHERE ${SOLD}) > 10 ORDER BY customer_id`,
    );
    expect(want.length).toBeGreaterThan(0);
    expect(got).toEqual(want);
  });

  it('keeps the branches whose average order total is between two figures', async () => {
    const got = await answered({
      table: 'sales_orders',
      columns: ['branch', 'total'],
      aggregate: { total: 'avg' },
      having: [{ column: 'total', op: 'between', values: [0, 1_000_000] }],
      sort: [{ column: 'branch' }],
    });
    const want = await byHand(
      `SELECT branch, avg(total) FROM harbour_traders.sales_orders GROUP BY branch
       HAVING avg(total) BETWEEN 0 AND 1000000 ORDER BY branch`,
    );
    expect(want.length).toBeGreaterThan(1);
    expect(got).toEqual(want);
  });

  it('answers Auckland or Wellington orders over 5,000 as OR written by hand does', async () => {
    const got = await answered({
      table: 'sales_orders',
      columns: ['order_id', 'branch', 'total'],
      filters: [{ column: 'total', op: 'gt', values: [5000] }],
      anyOf: [
        [
          { column: 'branch', op: 'eq', values: ['Auckland'] },
          { column: 'branch', op: 'eq', values: ['Wellington'] },
        ],
      ],
      limit: 10_000,
    });
    const want = await byHand(
      `SELECT order_id, branch, total FROM harbour_traders.sales_orders
       WHERE total > 5000 AND (branch = 'Auckland' OR branch = 'Wellington') ORDER BY order_id`,
    );
    expect(want.length).toBeGreaterThan(0);
    expect(got).toEqual(want);
  });

  it('keeps the top 3 products in each category by units sold, ties to the name A–Z', async () => {
    const got = await answered({
      table: 'sales_order_lines',
      columns: ['product.category', 'product.name', 'measure:units_sold'],
      topPerGroup: { n: 3, by: 'measure:units_sold', within: ['product.category'] },
      sort: [{ column: 'product.category' }, { column: 'measure:units_sold', desc: true }],
    });
    const want = await byHand(
      `SELECT category, name, units FROM (
         SELECT p.category, p.name, coalesce(sum(l.qty) FILTER (WHERE o.${SOLD}), 0) AS units,
                row_number() OVER (PARTITION BY p.category
                                   ORDER BY coalesce(sum(l.qty) FILTER (WHERE o.${SOLD}), 0) DESC, p.name) AS rank
         FROM harbour_traders.sales_order_lines l
         JOIN harbour_traders.products p ON p.product_id = l.product_id
         JOIN harbour_traders.sales_orders o ON o.order_id = l.order_id
         GROUP BY p.category, p.name) ranked
       WHERE rank <= 3 ORDER BY category, units DESC, name`,
    );
    const categories = await byHand('SELECT DISTINCT category FROM harbour_traders.products');
    expect(want.length).toBeLessThanOrEqual(3 * categories.length);
    expect(want.length).toBeGreaterThan(categories.length);
    expect(got).toEqual(want);
  });

  it('answers 400 naming the field for a filter on totals of an ungrouped design and a bad top N', async () => {
    const notGrouped = await post({
      table: 'sales_orders',
      columns: ['measure:revenue'],
      having: [{ column: 'measure:revenue', op: 'gt', values: [50_000] }],
    });
    expect(notGrouped.status).toBe(400);
    expect(String(notGrouped.body.message)).toContain(
      'query.having: A filter on totals needs a design grouped',
    );
    const tooMany = await post({
      table: 'sales_order_lines',
      columns: ['product.category', 'product.name', 'measure:units_sold'],
      topPerGroup: { n: 5000, by: 'measure:units_sold', within: ['product.category'] },
    });
    expect(tooMany.status).toBe(400);
    expect(String(tooMany.body.message)).toContain('topPerGroup.n');
  });
});
