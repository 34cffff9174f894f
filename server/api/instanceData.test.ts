// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { nextBillingPeriod } from './services/invoicePreview.ts';
import { type ApiAnswer } from '../testing/testStack.ts';
import { startSignedInDemo, type SignedInDemo } from '../testing/signedInDemo.ts';
import { testBackend } from '../testing/testBackends.ts';
import { DEMO_WAREHOUSE_TABLES } from '../testing/demoWarehouseTables.ts';

let demo: SignedInDemo;

function call(path: string, payload: unknown, instanceId: number | null = demo.harbour): Promise<ApiAnswer> {
  return demo.api.post(path, payload, { token: demo.idToken, instanceId });
}

function query(payload: unknown, instanceId: number | null = demo.harbour): Promise<ApiAnswer> {
  return demo.api.post(API_PATHS.clientQuery, { query: payload }, { token: demo.idToken, instanceId });
}

describe.each([testBackend()])('on $name', (backend) => {
  beforeAll(async () => {
    demo = await startSignedInDemo({ backend });
  }, 60_000);

  afterAll(async () => {
    await demo.stack.close();
  });

  describe('/api/clientDWSchema', () => {
    it("answers the current instance's warehouse tables and columns with friendly names", async () => {
      const answer = await call(API_PATHS.clientDWSchema, undefined);
      expect(answer.status).toBe(200);
      expect(answer.body.schema).toBe('harbour_traders');
      const tables = answer.body.tables as Array<{
        tableName: string;
        columns: Array<Record<string, unknown>>;
      }>;
      // The business tables and the Cin7 Omni tables the demo's first import landed them from.
      expect(tables.map((t) => t.tableName).sort()).toEqual(DEMO_WAREHOUSE_TABLES);
      const products = tables.find((t) => t.tableName === 'products');
      expect(products?.columns.find((c) => c.columnName === 'unit_price')).toMatchObject({
        dataType: 'numeric',
        role: 'measure',
      });
      const other = await call(API_PATHS.clientDWSchema, undefined, demo.northwind);
      expect(other.body.schema).toBe('northwind_wholesale');
    });

    it('needs a current instance', async () => {
      expect((await call(API_PATHS.clientDWSchema, undefined, null)).status).toBe(400);
    });
  });

  interface Catalogue {
    tables: Array<{ id: number; tableName: string; columns: Array<{ id: number; columnName: string }> }>;
  }

  async function columnIds(instanceId: number, table: string, column: string) {
    const catalogue = (await call(API_PATHS.clientDWSchema, undefined, instanceId))
      .body as unknown as Catalogue;
    const found = catalogue.tables.find((t) => t.tableName === table);
    const col = found?.columns.find((c) => c.columnName === column);
    if (!found || !col) throw new Error(`no ${table}.${column}`);
    return { dwTableId: found.id, dwColumnId: col.id };
  }

  describe('/api/searchMemberList', () => {
    it('answers distinct values containing the search text in any case, and says when it cut the list', async () => {
      const ids = await columnIds(demo.harbour, 'customers', 'city');
      const answer = await call(API_PATHS.searchMemberList, { ...ids, search: 'LAND' });
      expect(answer.status).toBe(200);
      const members = answer.body.members as string[];
      expect(members.length).toBeGreaterThan(0);
      for (const member of members) expect(member.toLowerCase()).toContain('land');
      expect(new Set(members).size).toBe(members.length);
      const cut = await call(API_PATHS.searchMemberList, { ...ids, search: '', limit: 2 });
      expect(cut.body).toMatchObject({ truncated: true });
      expect(cut.body.members).toHaveLength(2);
    });

    it('treats LIKE wildcards in the search text as plain characters', async () => {
      const ids = await columnIds(demo.harbour, 'customers', 'city');
      const answer = await call(API_PATHS.searchMemberList, { ...ids, search: '%' });
      expect(answer.body.members).toEqual([]);
    });

    it("refuses a measure column (400), another instance's column (404) and a missing search (400)", async () => {
      const measure = await columnIds(demo.harbour, 'products', 'unit_price');
      const refused = await call(API_PATHS.searchMemberList, { ...measure, search: '1' });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('dwColumnId: This column cannot be searched.');
      const foreign = await columnIds(demo.northwind, 'customers', 'city');
      expect((await call(API_PATHS.searchMemberList, { ...foreign, search: 'a' })).status).toBe(404);
      const noSearch = await call(API_PATHS.searchMemberList, measure);
      expect(noSearch.body.message).toMatch(/^search: /);
    });
  });

  describe('/api/etlStatus', () => {
    it("answers the instance's import jobs, latest first, with counts and message severities", async () => {
      const answer = await call(API_PATHS.etlStatus, {});
      expect(answer.status).toBe(200);
      const jobs = answer.body.jobs as Array<Record<string, unknown>>;
      // The demo's history is its first start's import, as a company's first import is its own.
      expect(jobs.map((j) => [j.status, j.mode])).toEqual([['success', 'full']]);
      const [landed] = await demo.stack.db.query<{ n: number | string }>(
        'SELECT count(*) AS n FROM harbour_traders.cin7_sales_orders',
      );
      expect(jobs[0]).toMatchObject({
        connectionName: 'Harbour Traders Omni',
        counts: { cin7_sales_orders: Number(landed?.n) },
      });
      expect(Number(landed?.n)).toBeGreaterThan(0);
    });

    it('answers one job by id, 404 for a job of another instance, 400 for a bad limit', async () => {
      const all = (await call(API_PATHS.etlStatus, {})).body.jobs as Array<{ id: number }>;
      const first = all[0]?.id ?? 0;
      const one = await call(API_PATHS.etlStatus, { jobId: first });
      expect((one.body.jobs as unknown[]).length).toBe(1);
      expect((await call(API_PATHS.etlStatus, { jobId: first }, demo.northwind)).status).toBe(404);
      const bad = await call(API_PATHS.etlStatus, { limit: 1000 });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^limit: /);
    });
  });

  describe('/api/stripe/invoice/list', () => {
    it("answers the owner the instance's invoices, newest first", async () => {
      const answer = await call(API_PATHS.stripeInvoiceList, undefined);
      expect(answer.status).toBe(200);
      const invoices = answer.body.invoices as Array<Record<string, unknown>>;
      expect(invoices.map((i) => i.number)).toEqual(['WHF-HT-0002', 'WHF-HT-0001']);
      expect(invoices[0]).toMatchObject({
        total: 108,
        currency: 'usd',
        status: 'paid',
        periodStart: '2025-05-01',
      });
    });

    it('answers 403 to a plain member (the demo user in Northwind)', async () => {
      const answer = await call(API_PATHS.stripeInvoiceList, undefined, demo.northwind);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        message: 'Only owners and admins of Northwind Wholesale can see billing.',
      });
    });
  });

  describe('/api/stripe/invoice/preview', () => {
    it('previews next month: one line per billable connection at its plan price', async () => {
      const answer = await call(API_PATHS.stripeInvoicePreview, undefined);
      expect(answer.status).toBe(200);
      // Only the ACTIVE Omni connection bills: PENDING_INIT, TERMINATING and DELETED ones do not.
      expect(answer.body).toMatchObject({
        instanceId: demo.harbour,
        currency: 'usd',
        lines: [{ description: 'Growth — Harbour Traders Omni', quantity: 1, unitAmount: 79, amount: 79 }],
        total: 79,
        ...nextBillingPeriod(new Date()),
      });
      expect((await call(API_PATHS.stripeInvoicePreview, undefined, demo.northwind)).status).toBe(403);
    });

    it('bills the calendar month after today, across a year end', () => {
      expect(nextBillingPeriod(new Date('2026-12-31T23:00:00Z'))).toEqual({
        periodStart: '2027-01-01',
        periodEnd: '2027-01-31',
      });
      expect(nextBillingPeriod(new Date('2028-01-10T00:00:00Z'))).toEqual({
        periodStart: '2028-02-01',
        periodEnd: '2028-02-29',
      });
    });
  });

  describe('/api/clientQuery', () => {
    it('answers the chosen columns of a table, filtered, sorted and limited, and says more rows follow', async () => {
      const answer = await query({
        table: 'products',
        columns: ['sku', 'name', 'unit_price'],
        filters: [{ column: 'unit_price', op: 'gte', values: [100] }],
        sort: [{ column: 'unit_price', desc: true }],
        limit: 5,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.columns).toEqual([
        {
          ref: 'sku',
          name: 'sku',
          friendlyName: 'SKU',
          dataType: 'text',
          role: 'dimension',
          aggregate: null,
          grain: null,
          format: null,
          // A column of the table, not one of the model's measures.
          measure: null,
          definition: null,
        },
        expect.objectContaining({ name: 'name', dataType: 'text' }),
        expect.objectContaining({ name: 'unit_price', dataType: 'numeric' }),
      ]);
      const rows = answer.body.rows as Array<[string, string, number]>;
      expect(rows).toHaveLength(5);
      const prices = rows.map((row) => row[2]);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      for (const price of prices) expect(price).toBeGreaterThanOrEqual(100);
      const [top] = await demo.stack.db.query<{ max: number }>(
        'SELECT max(unit_price) AS max FROM harbour_traders.products',
      );
      expect(prices[0]).toBe(top?.max);
      expect(answer.body).toMatchObject({ truncated: true, nextOffset: null, totalRows: 5, offset: 0 });
    });

    it('filters with in, dates and contains (wildcards literal), and reads the current instance only', async () => {
      const branches = await query({
        table: 'sales_orders',
        columns: ['order_number', 'branch', 'order_date'],
        filters: [
          { column: 'branch', op: 'in', values: ['Auckland', 'Wellington'] },
          { column: 'order_date', op: 'gte', values: ['2025-06-01'] },
        ],
        limit: 10_000,
      });
      expect(branches.status).toBe(200);
      const rows = branches.body.rows as Array<[string, string, string]>;
      expect(rows.length).toBeGreaterThan(0);
      for (const [, branch, date] of rows) {
        expect(['Auckland', 'Wellington']).toContain(branch);
        expect(date >= '2025-06-01').toBe(true);
      }
      const literal = await query({
        table: 'customers',
        columns: ['name'],
        filters: [{ column: 'name', op: 'contains', values: ['%'] }],
      });
      expect(literal.body.rows).toEqual([]);
      const northwindProducts = await query(
        { table: 'products', columns: ['sku'], limit: 10_000 },
        demo.northwind,
      );
      expect(northwindProducts.body).toMatchObject({ truncated: false });
      expect(northwindProducts.body.rows).toHaveLength(800);
    });

    it('answers 400 naming the field for unknown tables and columns, injection attempts and bad values', async () => {
      const table = await query({ table: 'pg_user', columns: ['usename'] });
      expect(table.body).toEqual({ message: 'query.table: Unknown table "pg_user".' });
      const column = await query({ table: 'sales_order_lines', columns: ['sku', 'category'] });
      expect(column.body).toEqual({
        message: 'query.columns.1: Unknown column "category" in table "sales_order_lines".',
      });
      const injection = await query({ table: 'products', columns: ['sku", (SELECT 1) AS "x'] });
      expect(injection.status).toBe(400);
      const date = await query({
        table: 'sales_orders',
        columns: ['order_number'],
        filters: [{ column: 'order_date', op: 'gte', values: ['yesterday'] }],
      });
      expect(date.body).toEqual({
        message: 'query.filters.0.values: Expected date values for "order_date".',
      });
      const limit = await query({ table: 'products', columns: ['sku'], limit: 1_048_576 });
      expect(limit.body.message).toMatch(/^query\.limit: /);
      expect((await query({ table: 'products', columns: ['sku'] }, null)).status).toBe(400);
    });
  });
});
