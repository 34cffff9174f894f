// @vitest-environment node
/**
 * /api/clientQuery's language over real HTTP: joins through relations, aggregation, paging a ~100,000-row table,
 * typed values, 400s naming the field, instance isolation, and every seeded library item running as a query.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import type { ClientQueryResponse } from '@wharf/contract';
import { DEMO_ORDER_DAYS } from '../db/demoVocabulary.ts';
import { DEMO_USER_SUBJECT } from '../db/demoWorld.ts';
import { LARGE_WAREHOUSE, seedExtraInstance } from '../db/seedWarehouse.ts';
import { testBackend } from '../testing/testBackends.ts';
import { type ApiAnswer } from '../testing/testStack.ts';
import { startSignedInDemo, type SignedInDemo } from '../testing/signedInDemo.ts';

let demo: SignedInDemo;
let large: number;
/** An instance the demo user is not a member of. */
let stranger: number;

async function query(payload: unknown, instanceId: number = demo.harbour): Promise<ApiAnswer> {
  return demo.api.post(API_PATHS.clientQuery, { query: payload }, { token: demo.idToken, instanceId });
}

async function ok(payload: unknown, instanceId: number = demo.harbour): Promise<ClientQueryResponse> {
  const answer = await query(payload, instanceId);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as unknown as ClientQueryResponse;
}

async function sql<R>(text: string, params: unknown[] = []): Promise<R[]> {
  return demo.stack.db.query<R>(text, params);
}

describe.each([testBackend()])('on $name', (backend) => {
  beforeAll(async () => {
    demo = await startSignedInDemo({ backend });
    const [demoUser] = await sql<{ id: string }>('SELECT id FROM app.users WHERE idp_subject = $1', [
      DEMO_USER_SUBJECT,
    ]);
    large = await seedExtraInstance(demo.stack.db, LARGE_WAREHOUSE, demoUser ? [demoUser.id] : []);
    stranger = await seedExtraInstance(demo.stack.db, {
      ...LARGE_WAREHOUSE,
      name: 'Stranger Co',
      schema: 'stranger_co',
      size: { products: 10, customers: 10, orders: 10 },
    });
  }, 120_000);

  afterAll(async () => {
    await demo.stack.close();
  });

  describe('/api/clientDWSchema relations', () => {
    it("answers each table's relations, so the designer can offer related columns", async () => {
      const answer = await demo.api.post(API_PATHS.clientDWSchema, undefined, {
        token: demo.idToken,
        instanceId: demo.harbour,
      });
      expect(answer.status).toBe(200);
      const tables = answer.body.tables as Array<{ id: number; tableName: string; relations: unknown[] }>;
      const byName = (name: string) => tables.find((t) => t.tableName === name);
      expect(byName('sales_order_lines')?.relations).toEqual([
        {
          name: 'order',
          friendlyName: 'Order',
          toTableId: byName('sales_orders')?.id,
          toTable: 'sales_orders',
          fromColumn: 'order_id',
          toColumn: 'order_id',
        },
        expect.objectContaining({ name: 'product', toTable: 'products', toTableId: byName('products')?.id }),
      ]);
      expect(byName('sales_orders')?.relations).toEqual([
        expect.objectContaining({ name: 'customer' }),
        expect.objectContaining({
          name: 'sales_person',
          toTable: 'sales_people',
          toTableId: byName('sales_people')?.id,
        }),
      ]);
      expect(byName('products')?.relations).toEqual([]);
    });
  });

  describe('/api/clientQuery joins and aggregation', () => {
    it('answers columns of related tables through the relations', async () => {
      const answer = await ok({
        table: 'sales_order_lines',
        columns: [
          'line_id',
          'sku',
          'product.sku',
          'product.category',
          'order.order_date',
          'order.customer.city',
        ],
        filters: [{ column: 'product.category', op: 'eq', values: ['Garden'] }],
        sort: [{ column: 'line_id' }],
        limit: 20,
      });
      expect(answer.columns.map((c) => [c.ref, c.friendlyName])).toEqual([
        ['line_id', 'Line ID'],
        ['sku', 'SKU'],
        ['product.sku', 'Product SKU'],
        ['product.category', 'Product Category'],
        ['order.order_date', 'Order Date'],
        ['order.customer.city', 'Customer City'],
      ]);
      expect(answer.rows).toHaveLength(20);
      const expected = await sql<{ line_id: number; city: string; order_date: string }>(
        `SELECT l.line_id, c.city, o.order_date FROM harbour_traders.sales_order_lines l
       JOIN harbour_traders.products p ON p.product_id = l.product_id
       JOIN harbour_traders.sales_orders o ON o.order_id = l.order_id
       JOIN harbour_traders.customers c ON c.customer_id = o.customer_id
       WHERE p.category = 'Garden' ORDER BY l.line_id LIMIT 20`,
      );
      expect(answer.rows.map((r) => [r[0], r[5], r[4]])).toEqual(
        expected.map((e) => [e.line_id, e.city, e.order_date]),
      );
      for (const row of answer.rows) {
        expect(row[1]).toBe(row[2]); // the line's SKU is its product's
        expect(row[3]).toBe('Garden');
      }
    });

    it('aggregates by the chosen dimensions: sums equal SQL sums, counts are numbers', async () => {
      const answer = await ok({
        table: 'sales_order_lines',
        columns: ['product.category', 'line_total', 'qty', 'order_id', 'unit_price'],
        aggregate: { line_total: 'sum', qty: 'sum', order_id: 'countDistinct', unit_price: 'avg' },
        formats: { line_total: '#,##0.00' },
        sort: [{ column: 'line_total', desc: true }],
      });
      expect(answer.columns.map((c) => [c.friendlyName, c.dataType, c.role, c.format])).toEqual([
        ['Product Category', 'text', 'dimension', null],
        ['Sum of Line Total', 'numeric', 'measure', '#,##0.00'],
        ['Sum of Quantity', 'integer', 'measure', null],
        ['Distinct Count of Order ID', 'integer', 'measure', null],
        ['Average of Unit Price', 'numeric', 'measure', null],
      ]);
      const expected = await sql<{ category: string; total: number; qty: number; orders: number }>(
        `SELECT p.category, sum(l.line_total) AS total, sum(l.qty) AS qty, count(DISTINCT l.order_id) AS orders
       FROM harbour_traders.sales_order_lines l JOIN harbour_traders.products p USING (product_id)
       GROUP BY p.category ORDER BY total DESC, p.category`,
      );
      expect(answer.rows.map((r) => r.slice(0, 4))).toEqual(
        expected.map((e) => [e.category, e.total, e.qty, e.orders]),
      );
      expect(answer).toMatchObject({
        totalRows: expected.length,
        truncated: false,
        nextOffset: null,
        offset: 0,
      });
      for (const row of answer.rows) for (const cell of row.slice(1)) expect(typeof cell).toBe('number');
    });

    it('groups by month: each period is its first day, and its sum is the SQL sum of that month', async () => {
      const answer = await ok({
        table: 'sales_orders',
        columns: ['order_date', 'total'],
        aggregate: { total: 'sum' },
        grain: { order_date: 'month' },
      });
      expect(answer.columns[0]).toMatchObject({
        friendlyName: 'Order Date (month)',
        dataType: 'date',
        grain: 'month',
      });
      const expected = await sql<{ month: string; total: number }>(
        `SELECT to_char(date_trunc('month', order_date), 'YYYY-MM-DD') AS month, sum(total) AS total
         FROM harbour_traders.sales_orders GROUP BY 1 ORDER BY 1`,
      );
      expect(expected.length).toBeGreaterThan(1);
      expect(answer.rows).toEqual(expected.map((e) => [e.month, e.total]));
    });

    it('answers one row for aggregates without dimensions', async () => {
      const answer = await ok({
        table: 'sales_orders',
        columns: ['total', 'order_id', 'order_date', 'order_date'],
        aggregate: { total: 'sum', order_id: 'count', order_date: 'max' },
      });
      const [expected] = await sql<{ total: number; n: number; last: string }>(
        'SELECT sum(total) AS total, count(*) AS n, max(order_date) AS last FROM harbour_traders.sales_orders',
      );
      expect(answer.rows).toEqual([[expected?.total, 15_000, expected?.last, expected?.last]]);
      expect(answer.columns[2]).toMatchObject({ dataType: 'date', friendlyName: 'Max of Order Date' });
    });
  });

  describe('/api/clientQuery values', () => {
    it('answers numbers as numbers, dates as YYYY-MM-DD, timestamps as ISO, and nulls as null', async () => {
      const answer = await ok({
        table: 'sales_orders',
        columns: ['order_id', 'total', 'order_date', 'landed_at', 'customer.company'],
        filters: [{ column: 'order_id', op: 'between', values: [1, 3] }],
      });
      expect(answer.rows).toHaveLength(3);
      for (const [id, total, date, landed, company] of answer.rows) {
        expect(typeof id).toBe('number');
        expect(typeof total).toBe('number');
        expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        // When the demo's first start's import landed it.
        expect(landed).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        expect(typeof company).toBe('string');
      }
      expect(answer.rows[0]?.[2]).toBe('2022-12-01');
      const nulls = await ok({
        table: 'sales_order_lines',
        columns: ['line_id', 'product.category'],
        filters: [{ column: 'product.category', op: 'isNull' }],
      });
      expect(nulls.rows).toEqual([]);
    });

    it('filters with every kind of operator as the same SQL would', async () => {
      const count = async (filter: Record<string, unknown>) =>
        (await ok({ table: 'customers', columns: ['customer_id'], filters: [filter], pageSize: 1 }))
          .totalRows;
      const [cities] = await sql<Record<string, number>>(
        `SELECT count(*) FILTER (WHERE city = 'Auckland') AS eq, count(*) FILTER (WHERE city <> 'Auckland') AS neq,
              count(*) FILTER (WHERE city IN ('Auckland', 'Sydney')) AS "in",
              count(*) FILTER (WHERE city NOT IN ('Auckland', 'Sydney')) AS "notIn",
              count(*) FILTER (WHERE lower(city) LIKE '%land%') AS contains,
              count(*) FILTER (WHERE lower(city) LIKE 'w%') AS "startsWith",
              count(*) FILTER (WHERE customer_id BETWEEN 10 AND 20) AS between,
              count(*) FILTER (WHERE customer_id > 2990) AS gt, count(*) FILTER (WHERE customer_id >= 2990) AS gte,
              count(*) FILTER (WHERE created_at < '2023-01-01') AS lt,
              count(*) FILTER (WHERE created_at <= '2023-01-01') AS lte,
              count(*) FILTER (WHERE email IS NULL) AS "isNull", count(*) FILTER (WHERE email IS NOT NULL) AS "notNull"
       FROM harbour_traders.customers`,
      );
      expect({
        eq: await count({ column: 'city', op: 'eq', values: ['Auckland'] }),
        neq: await count({ column: 'city', op: 'neq', values: ['Auckland'] }),
        in: await count({ column: 'city', op: 'in', values: ['Auckland', 'Sydney'] }),
        notIn: await count({ column: 'city', op: 'notIn', values: ['Auckland', 'Sydney'] }),
        contains: await count({ column: 'city', op: 'contains', values: ['LAND'] }),
        startsWith: await count({ column: 'city', op: 'startsWith', values: ['W'] }),
        between: await count({ column: 'customer_id', op: 'between', values: [10, 20] }),
        gt: await count({ column: 'customer_id', op: 'gt', values: [2990] }),
        gte: await count({ column: 'customer_id', op: 'gte', values: [2990] }),
        lt: await count({ column: 'created_at', op: 'lt', values: ['2023-01-01'] }),
        lte: await count({ column: 'created_at', op: 'lte', values: ['2023-01-01'] }),
        isNull: await count({ column: 'email', op: 'isNull' }),
        notNull: await count({ column: 'email', op: 'notNull' }),
      }).toEqual(cities);
      expect(cities?.between).toBe(11);
    });

    it('treats injection attempts in values as plain values', async () => {
      const answer = await ok({
        table: 'customers',
        columns: ['name'],
        filters: [
          { column: 'name', op: 'in', values: ["x' OR '1'='1", "'); DROP TABLE app.users; --"] },
          { column: 'city', op: 'contains', values: ['%'] },
        ],
      });
      expect(answer.rows).toEqual([]);
      const [users] = await sql<{ n: number }>('SELECT count(*) AS n FROM app.users');
      expect(users?.n).toBeGreaterThan(0);
    });
  });

  describe('/api/clientQuery paging', () => {
    it('pages through a ~100,000-row table: every row once, in order, sums of pages equal the total', async () => {
      const [truth] = await sql<{ n: number; total: number; ids: number }>(
        'SELECT count(*) AS n, sum(line_total) AS total, sum(line_id) AS ids FROM large_warehouse.sales_order_lines',
      );
      expect(truth?.n).toBeGreaterThan(95_000);
      const design = { table: 'sales_order_lines', columns: ['line_id', 'line_total', 'product.category'] };
      let offset: number | null = 0;
      let rows = 0;
      let total = 0;
      let ids = 0;
      let previous = 0;
      let pages = 0;
      let firstTotal: number | null = null;
      while (offset !== null) {
        const page = await ok({ ...design, pageSize: 10_000, offset }, large);
        if (pages === 0) firstTotal = page.totalRows;
        expect(page.offset).toBe(offset);
        for (const [id, lineTotal, category] of page.rows) {
          expect(id).toBe(previous + 1);
          previous = id as number;
          total += lineTotal as number;
          ids += id as number;
          expect(typeof category).toBe('string');
        }
        rows += page.rows.length;
        pages += 1;
        expect(page.truncated).toBe(false);
        offset = page.nextOffset;
      }
      expect(firstTotal).toBe(truth?.n);
      expect(rows).toBe(truth?.n);
      expect(ids).toBe(truth?.ids);
      expect(total).toBeCloseTo(truth?.total ?? 0, 2);
      expect(pages).toBe(Math.ceil((truth?.n ?? 0) / 10_000));
    }, 60_000);

    it('stops at the limit and says it was cut, on the first page and on the last', async () => {
      const design = { table: 'sales_order_lines', columns: ['line_id'], limit: 25_000, pageSize: 10_000 };
      const first = await ok(design, large);
      expect(first).toMatchObject({ offset: 0, nextOffset: 10_000, totalRows: 25_000, truncated: true });
      const last = await ok({ ...design, offset: 20_000 }, large);
      expect(last.rows).toHaveLength(5_000);
      expect(last).toMatchObject({ nextOffset: null, totalRows: 25_000, truncated: true });
      expect(last.rows[4_999]).toEqual([25_000]);
      const beyond = await ok({ ...design, offset: 30_000 }, large);
      expect(beyond).toMatchObject({ rows: [], nextOffset: null, totalRows: 25_000, truncated: true });
      const small = await ok({ table: 'products', columns: ['sku'], limit: 5 }, demo.northwind);
      expect(small).toMatchObject({ nextOffset: null, totalRows: 5, truncated: true });
      const all = await ok({ table: 'products', columns: ['sku'] }, demo.northwind);
      expect(all).toMatchObject({ nextOffset: null, totalRows: 800, truncated: false });
      expect(all.rows).toHaveLength(800);
    });

    it('pages an aggregation in a stable order', async () => {
      const design = {
        table: 'sales_order_lines',
        columns: ['order.order_date', 'line_total'],
        aggregate: { line_total: 'sum' },
      };
      const whole = await ok(design, large);
      const parts: unknown[] = [];
      let offset: number | null = 0;
      while (offset !== null) {
        const page = await ok({ ...design, pageSize: 300, offset }, large);
        parts.push(...page.rows);
        offset = page.nextOffset;
      }
      expect(parts).toEqual(whole.rows);
      // One group a day: 25,000 orders fill each of the demo's three years' days.
      expect(whole.totalRows).toBe(DEMO_ORDER_DAYS);
    });
  });

  describe('/api/clientQuery refusals and isolation', () => {
    it('answers 400 naming the field', async () => {
      const cases: Array<[unknown, string]> = [
        [
          { table: 'sales_orders', columns: ['order_number', 'total', 'x'] },
          'query.columns.2: Unknown column "x" in table "sales_orders".',
        ],
        [
          { table: 'sales_order_lines', columns: ['prodct.name'] },
          'query.columns.0: Unknown relation "prodct" from table "sales_order_lines".',
        ],
        [
          { table: 'sales_orders', columns: ['branch', 'total'], aggregate: {} },
          'query.columns.1: "total" is a measure: give it a function in query.aggregate or leave it out.',
        ],
        [
          {
            table: 'sales_orders',
            columns: ['total'],
            filters: [{ column: 'total', op: 'between', values: [1] }],
          },
          'query.filters.0.values: "between" takes exactly 2 values, not 1.',
        ],
        [
          {
            table: 'sales_orders',
            columns: ['total'],
            filters: [{ column: 'order_date', op: 'eq', values: [20250101] }],
          },
          'query.filters.0.values: Expected date values for "order_date".',
        ],
        [
          { table: 'products', columns: ['sku'], formats: { sku: 'x'.repeat(256) } },
          'query.formats.sku: Too big: expected string to have <=255 characters',
        ],
      ];
      for (const [design, message] of cases) {
        const answer = await query(design);
        expect(answer.status, message).toBe(400);
        expect(answer.body.message).toBe(message);
      }
      const pageSize = await query({ table: 'products', columns: ['sku'], pageSize: 25_001 });
      expect(pageSize.body.message).toMatch(/^query\.pageSize: /);
    });

    it("never reaches another instance's schema", async () => {
      // The design names only tables; schema-qualified or foreign names are unknown.
      for (const table of ['stranger_co.products', 'harbour_traders.products', 'app.users']) {
        const answer = await query({ table, columns: ['sku'] }, demo.northwind);
        expect(answer.body).toEqual({ message: `query.table: Unknown table "${table}".` });
      }
      // The instance comes from the header the user is a member of; a foreign instance is 403 before any query.
      expect((await query({ table: 'products', columns: ['sku'] }, stranger)).status).toBe(403);
      // The same design answers each instance's own rows.
      const mine = await ok({ table: 'products', columns: ['sku'], limit: 1 }, demo.northwind);
      expect(mine.rows[0]?.[0]).toMatch(/^NW-/);
      const theirs = await ok({ table: 'products', columns: ['sku'], limit: 1 }, demo.harbour);
      expect(theirs.rows[0]?.[0]).toMatch(/^HT-/);
    });
  });

  describe('seeded library items', () => {
    it('each definition runs as a clientQuery (200)', async () => {
      const items = await sql<{ title: string; definition: Record<string, unknown> }>(
        'SELECT title, definition FROM app.library_items ORDER BY id',
      );
      expect(items.length).toBeGreaterThanOrEqual(3);
      for (const item of items) {
        const answer = await query(item.definition);
        expect(answer.status, `${item.title}: ${answer.text}`).toBe(200);
        expect((answer.body.rows as unknown[]).length, item.title).toBeGreaterThan(0);
      }
    });
  });

  describe('/api/searchMemberList relevance', () => {
    it('answers exact matches first, then prefixes, then the rest; the most frequent first', async () => {
      const [ids] = await sql<{ dwTableId: number; dwColumnId: number }>(
        `SELECT t.id AS "dwTableId", c.id AS "dwColumnId" FROM app.dw_tables t JOIN app.dw_columns c ON c.table_id = t.id
         WHERE t.instance_id = $1 AND t.table_name = 'customers' AND c.column_name = 'company'`,
        [demo.harbour],
      );
      const all = await sql<{ member: string; n: number }>(
        'SELECT company AS member, count(*) AS n FROM harbour_traders.customers GROUP BY company',
      );
      const counts = new Map(all.map((m) => [m.member, m.n]));
      /** Sort key of a member: tier (exact, prefix, contains), then frequency; ties may come in either collation. */
      const key = (needle: string, member: string) => {
        const lower = member.toLowerCase();
        const tier = lower === needle ? 0 : lower.startsWith(needle) ? 1 : 2;
        return tier * 1e9 - (counts.get(member) ?? 0);
      };
      const search = (text: string, limit?: number) =>
        demo.api.post(
          API_PATHS.searchMemberList,
          { ...ids, search: text, limit },
          { token: demo.idToken, instanceId: demo.harbour },
        );
      for (const text of ['AN', 'chen ltd', 'e', 'Ltd']) {
        const needle = text.toLowerCase();
        const answer = await search(text, 500);
        expect(answer.status).toBe(200);
        const members = answer.body.members as string[];
        const matching = all.filter((m) => m.member.toLowerCase().includes(needle)).map((m) => m.member);
        expect([...members].sort(), text).toEqual(matching.sort());
        const keys = members.map((m) => key(needle, m));
        expect(keys, text).toEqual([...keys].sort((x, y) => x - y));
      }
      expect((await search('chen ltd')).body.members).toEqual(['Chen Ltd']);
      const e = (await search('e', 500)).body.members as string[];
      expect(new Set(e.map((m) => m.toLowerCase().startsWith('e')))).toEqual(new Set([true, false]));
    });
  });
});
