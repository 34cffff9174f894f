// @vitest-environment node
/**
 * /api/clientQuery's keyset paging over real HTTP, on both engines: walking a result by nextCursor gives the same
 * rows in the same order as walking it by offset and as one page, for each kind of order (the key alone, a text
 * column with NULLs either way, a numeric descending, several columns, summaries, related columns, the top N per
 * group); a cursor that is malformed, edited or of another design is a 400 naming query.after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import type { ClientQueryResponse, QueryCell } from '@wharf/contract';
import { testBackend } from '../testing/testBackends.ts';
import { type ApiAnswer } from '../testing/testStack.ts';
import { startSignedInDemo, type SignedInDemo } from '../testing/signedInDemo.ts';

let demo: SignedInDemo;

async function query(payload: unknown): Promise<ApiAnswer> {
  return demo.api.post(
    API_PATHS.clientQuery,
    { query: payload },
    { token: demo.idToken, instanceId: demo.harbour },
  );
}

async function ok(payload: unknown): Promise<ClientQueryResponse> {
  const answer = await query(payload);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as unknown as ClientQueryResponse;
}

/** Every row of a design, page after page, by cursor or by offset; each page starts where the last one ended. */
async function walk(design: object, pageSize: number, by: 'cursor' | 'offset'): Promise<QueryCell[][]> {
  const rows: QueryCell[][] = [];
  let next: { offset: number } | { after: string } | null = { offset: 0 };
  let cursors = 0;
  while (next !== null) {
    const page = await ok({ ...design, pageSize, ...next });
    expect(page.offset).toBe(rows.length);
    rows.push(...page.rows);
    if (page.nextOffset === null) {
      expect(page.nextCursor).toBeNull();
      next = null;
    } else if (by === 'cursor') {
      expect(typeof page.nextCursor).toBe('string');
      cursors += 1;
      next = { after: page.nextCursor ?? '' };
    } else {
      next = { offset: page.nextOffset };
    }
  }
  if (by === 'cursor') expect(cursors).toBe(Math.ceil(rows.length / pageSize) - 1);
  return rows;
}

const DESIGNS: Record<string, { design: object; pageSize: number }> = {
  'the key alone': { design: { table: 'products', columns: ['sku', 'name'] }, pageSize: 37 },
  'a text column with NULLs, ascending': {
    design: { table: 'products', columns: ['sku', 'category'], sort: [{ column: 'category' }] },
    pageSize: 23,
  },
  'a text column with NULLs, descending': {
    design: { table: 'products', columns: ['category', 'sku'], sort: [{ column: 'category', desc: true }] },
    pageSize: 23,
  },
  'a numeric column descending': {
    design: {
      table: 'products',
      columns: ['sku', 'unit_price'],
      sort: [{ column: 'unit_price', desc: true }],
    },
    pageSize: 29,
  },
  'several columns, mixed directions, a nullable timestamp': {
    design: {
      table: 'products',
      columns: ['brand', 'cost', 'created_at', 'sku'],
      sort: [{ column: 'brand' }, { column: 'cost', desc: true }, { column: 'created_at' }],
    },
    pageSize: 31,
  },
  'a summary by a dimension with NULLs, sorted by its total': {
    design: {
      table: 'sales_order_lines',
      columns: ['product.category', 'qty', 'unit_price'],
      aggregate: { qty: 'sum', unit_price: 'avg' },
      sort: [{ column: 'unit_price', desc: true }],
    },
    pageSize: 2,
  },
  'a summary by month and a nullable branch': {
    design: {
      table: 'sales_orders',
      columns: ['order_date', 'branch', 'total'],
      grain: { order_date: 'month' },
      aggregate: { total: 'sum' },
      sort: [{ column: 'branch', desc: true }],
    },
    pageSize: 17,
  },
  'related columns, sorted by a related column with NULLs': {
    design: {
      table: 'sales_order_lines',
      columns: ['line_id', 'product.category', 'order.branch', 'order.customer.city'],
      sort: [{ column: 'order.branch', desc: true }, { column: 'product.category' }],
      limit: 2_500,
    },
    pageSize: 301,
  },
  'the top 3 per group': {
    design: {
      table: 'sales_order_lines',
      columns: ['product.category', 'product.name', 'measure:units_sold'],
      topPerGroup: { n: 3, by: 'measure:units_sold', within: ['product.category'] },
      sort: [{ column: 'product.category' }, { column: 'measure:units_sold', desc: true }],
    },
    pageSize: 4,
  },
};

describe.each([testBackend()])('on $name', (backend) => {
  beforeAll(async () => {
    demo = await startSignedInDemo({ backend });
    // NULLs in the sorted and grouped columns: every seventh product has no category, every fifth order no branch.
    await demo.stack.db.query('UPDATE harbour_traders.products SET category = NULL WHERE product_id % 7 = 0');
    await demo.stack.db.query('UPDATE harbour_traders.products SET brand = NULL WHERE product_id % 5 = 0');
    await demo.stack.db.query(
      'UPDATE harbour_traders.products SET created_at = NULL WHERE product_id % 3 = 0',
    );
    await demo.stack.db.query('UPDATE harbour_traders.sales_orders SET branch = NULL WHERE order_id % 5 = 0');
  }, 120_000);

  afterAll(async () => {
    await demo.stack.close();
  });

  describe('walking by cursor gives the rows of walking by offset, in the same order', () => {
    it.each(Object.entries(DESIGNS))(
      '%s',
      async (_, { design, pageSize }) => {
        const whole = await ok({ ...design, pageSize: 10_000 });
        expect(whole.nextOffset).toBeNull();
        expect(whole.rows.length).toBeGreaterThan(pageSize * 2);
        const byCursor = await walk(design, pageSize, 'cursor');
        const byOffset = await walk(design, pageSize, 'offset');
        expect(byCursor).toEqual(byOffset);
        expect(byCursor).toEqual(whole.rows);
        // Three walks of many small pages: generous on a busy shared machine.
      },
      60_000,
    );

    it('counts the result on the first page and stops at the limit by cursor as by offset', async () => {
      const design = { table: 'sales_order_lines', columns: ['line_id'], limit: 250, pageSize: 100 };
      const first = await ok(design);
      expect(first).toMatchObject({ offset: 0, nextOffset: 100, totalRows: 250, truncated: true });
      const second = await ok({ ...design, after: first.nextCursor });
      expect(second).toMatchObject({ offset: 100, nextOffset: 200, totalRows: null });
      const last = await ok({ ...design, after: second.nextCursor });
      expect(last).toMatchObject({ offset: 200, nextOffset: null, nextCursor: null, truncated: true });
      expect(last.rows).toHaveLength(50);
    });
  });

  describe('a cursor is input like any other', () => {
    const design = { table: 'products', columns: ['sku'], sort: [{ column: 'category' }], pageSize: 10 };

    async function refused(payload: unknown): Promise<string> {
      const answer = await query(payload);
      expect(answer.status, answer.text).toBe(400);
      expect(answer.text).toContain('after');
      return answer.text;
    }

    it('refuses a malformed cursor, control characters, and a cursor with an offset', async () => {
      const { nextCursor } = await ok(design);
      expect(nextCursor).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]+$/));
      await refused({ ...design, after: 'bm90IGEgY3Vyc29y' });
      await refused({ ...design, after: 'e30' });
      await refused({ ...design, after: `${nextCursor ?? ''}\u0000` });
      await refused({ ...design, after: 'abc\ndef' });
      await refused({ ...design, after: '' });
      expect(await refused({ ...design, after: nextCursor, offset: 10 })).toContain('not both');
    });

    it('refuses an edited cursor and one of another design', async () => {
      const { nextCursor } = await ok(design);
      const body = JSON.parse(Buffer.from(nextCursor ?? '', 'base64url').toString('utf8')) as {
        o: number;
        k: unknown[];
      };
      const edit = (changed: object) =>
        Buffer.from(JSON.stringify({ ...body, ...changed }), 'utf8').toString('base64url');
      await refused({ ...design, after: edit({ o: 5 }) });
      await refused({ ...design, after: edit({ k: ['Zzz', 1] }) });
      await refused({ ...design, after: edit({ k: ["'; DROP TABLE x; --", 1] }) });
      await refused({ ...design, sort: [{ column: 'sku' }], after: nextCursor });
      await refused({ ...design, sort: [{ column: 'category', desc: true }], after: nextCursor });
    });
  });
});
