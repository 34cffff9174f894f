// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tableQuerySchema } from '@wharf/contract';
import { BUSINESS_TABLES } from '../../../model/businessTables.ts';
import { ApiError } from '../../errors.ts';
import { catalogueFromDefinitions } from './catalogue.ts';
import { compileQuery } from './compile.ts';
import { inPageOrder, runCompiledQuery } from './run.ts';
import type { Backend, Database, Queryable } from '../../../db/database.ts';
import { joinedPagesFor } from '../tableQuery.ts';
import { afterCondition, decodeCursor, encodeCursor, type KeysetKey } from './keyset.ts';
import { Params } from './params.ts';

const catalogue = catalogueFromDefinitions(1, 'harbour_traders', BUSINESS_TABLES);
const compile = (query: unknown) =>
  compileQuery(catalogue, tableQuerySchema.parse(query), { rollups: false });

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return error.message;
    throw error;
  }
  throw new Error('expected a 400');
}

const key = (expr: string, direction: 'ASC' | 'DESC', nullable = true): KeysetKey => ({
  expr,
  direction,
  type: 'text',
  nullable,
});

describe('the condition after a cursor row', () => {
  it('is one bound comparison on a key column, which an index serves', () => {
    const params = new Params();
    expect(afterCondition([key('t0."id"', 'ASC', false)], ['41'], params)).toBe('(t0."id" > $1)');
    expect(params.values).toEqual(['41']);
  });

  it('keeps NULLs last ascending and first descending, as PostgreSQL orders them', () => {
    const params = new Params();
    const keys = [key('a', 'ASC'), key('t0."id"', 'ASC', false)];
    // Past a value: greater values, every NULL, or the same value with a greater key.
    expect(afterCondition(keys, ['x', '7'], params)).toBe(
      '(((a > $1 OR a IS NULL) OR a = $1 AND t0."id" > $2))',
    );
    // Past a NULL ascending: only the same NULL with a greater key.
    expect(afterCondition(keys, [null, '7'], new Params())).toBe('(a IS NULL AND t0."id" > $1)');
    const desc = [key('b', 'DESC'), key('t0."id"', 'ASC', false)];
    expect(afterCondition(desc, [null, '7'], new Params())).toBe(
      '((b IS NOT NULL OR b IS NULL AND t0."id" > $1))',
    );
    // Descending past a value: smaller values (NULLs came first), bounded for an index by the first key.
    expect(afterCondition(desc, ['5', '7'], new Params())).toBe(
      '(b <= $1 AND (b < $1 OR b = $1 AND t0."id" > $2))',
    );
  });

  it('is false after the last row of the whole order', () => {
    expect(afterCondition([key('a', 'ASC')], [null], new Params())).toBe('false');
  });
});

describe('cursors in the compiled statement', () => {
  const design = { table: 'products', columns: ['sku'], sort: [{ column: 'unit_price', desc: true }] };

  it('continues from the cursor row with a WHERE instead of an OFFSET, from the offset it carries', () => {
    const first = compile({ ...design, pageSize: 10 });
    expect(first.sql).toContain('(t0."unit_price")::text AS "_k0", (t0."product_id")::text AS "_k1"');
    expect(first.sql).toContain('LIMIT $1 OFFSET $2');
    const fingerprint = first.keyset?.fingerprint ?? '';
    const after = encodeCursor(fingerprint, { offset: 10, values: ['19.50', '1234'] });
    const next = compile({ ...design, pageSize: 10, after });
    expect(next.sql).toContain(
      'WHERE (t0."unit_price" <= $1 AND (t0."unit_price" < $1 OR t0."unit_price" = $1 AND t0."product_id" > $2)) ORDER BY',
    );
    expect(next.sql).not.toContain('OFFSET');
    expect(next.params).toEqual(['19.50', '1234', 11]);
    expect(next.page).toEqual({ offset: 10, rows: 10, limit: 100_000 });
  });

  it('refuses a value that is not of its key type, even with its checksum made again', () => {
    const fingerprint = compile(design).keyset?.fingerprint ?? '';
    for (const values of [['1; DROP', '1'], ['1.5', '1.5'], ['1', '99999999999999999999'], ['1']]) {
      const after = encodeCursor(fingerprint, { offset: 10, values });
      expect(refusal(() => compile({ ...design, after }))).toMatch(/^query\.after: /);
    }
    const byDate = { table: 'sales_orders', columns: ['order_number'], sort: [{ column: 'order_date' }] };
    const dated = compile(byDate).keyset?.fingerprint ?? '';
    expect(
      decodeCursor(
        encodeCursor(dated, { offset: 3, values: ['2026-02-28', '5'] }),
        dated,
        ['date', 'integer'],
        10,
      ),
    ).toEqual({ offset: 3, values: ['2026-02-28', '5'] });
    for (const day of ['2026-02-30', '2026-13-01', '26-01-01', 'yesterday']) {
      const after = encodeCursor(dated, { offset: 3, values: [day, '5'] });
      expect(refusal(() => compile({ ...byDate, after }))).toMatch(/^query\.after: /);
    }
  });

  it('refuses a cursor past the limit, and both a cursor and an offset', () => {
    const fingerprint = compile(design).keyset?.fingerprint ?? '';
    const after = encodeCursor(fingerprint, { offset: 50, values: ['1', '1'] });
    expect(refusal(() => compile({ ...design, limit: 40, after }))).toMatch(/^query\.after: /);
    expect(refusal(() => compile({ ...design, offset: 50, after }))).toContain('not both');
  });

  it('pages by offset where the order has no key to continue from: one summary row of the whole table', () => {
    const whole = compile({ table: 'sales_orders', columns: ['total'], aggregate: { total: 'sum' } });
    expect(whole.keyset).toBeNull();
    expect(whole.sql).not.toContain('_k0');
    const after = encodeCursor('[]', { offset: 1, values: [] });
    expect(
      refusal(() =>
        compile({ table: 'sales_orders', columns: ['total'], aggregate: { total: 'sum' }, after }),
      ),
    ).toContain('pages by offset');
  });

  it('reads keys the driver hands back exactly from the chosen columns, and only the others as "_k" text', () => {
    const bySku = compile({ table: 'products', columns: ['sku', 'product_id'], sort: [{ column: 'sku' }] });
    expect(bySku.sql).not.toContain('_k');
    expect(bySku.keyset?.sources).toEqual([
      { alias: 'c0', chosen: true, type: 'text' },
      { alias: 'c1', chosen: true, type: 'integer' },
    ]);
    // A numeric (money) would round in JavaScript: its key travels as PostgreSQL's text.
    const byPrice = compile({ ...design, columns: ['sku', 'unit_price', 'product_id'], pageSize: 2 });
    expect(byPrice.sql).toContain('(t0."unit_price")::text AS "_k0"');
    expect(byPrice.sql).not.toContain('"_k1"');
  });
});

describe('the cursor an answer carries', () => {
  const design = { table: 'products', columns: ['sku', 'unit_price', 'product_id'], pageSize: 2 };
  const sort = [{ column: 'unit_price', desc: true }];
  /** A database that hands back these rows, as the driver would (int8 as numbers, numerics' keys as text). */
  const answering = (rows: Array<Record<string, unknown>>): Queryable => ({
    query: <R>() => Promise.resolve(rows as R[]),
    exec: () => Promise.resolve(),
    copyFrom: () => Promise.resolve(),
  });
  const decoded = (cursor: string | null | undefined) =>
    cursor == null ? null : (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { k: unknown });

  it("holds the last row's keys, exactly as PostgreSQL writes them, wherever they were read", async () => {
    const compiled = compile({ ...design, sort });
    const rows = [
      { c0: 'A-1', c1: 19.5, c2: 7, _k0: '19.50' },
      { c0: 'A-2', c1: 0.1, c2: 9_007_199_254_740_991, _k0: '0.10000000000000000001' },
      { c0: 'A-3', c1: 0, c2: 3, _k0: '0.00' },
    ];
    const answer = await runCompiledQuery(answering(rows), compiled);
    expect(decoded(answer.nextCursor)?.k).toEqual(['0.10000000000000000001', '9007199254740991']);
    const next = compile({ ...design, sort, after: answer.nextCursor });
    expect(next.params.slice(0, 2)).toEqual(['0.10000000000000000001', '9007199254740991']);
  });

  it('is left out (the client sends nextOffset) when a key is not exact in JavaScript', async () => {
    const compiled = compile({ ...design, sort });
    const rows = [
      { c0: 'A-1', c1: 1, c2: 1, _k0: '1' },
      { c0: 'A-2', c1: 1, c2: 2 ** 60, _k0: '1' },
      { c0: 'A-3', c1: 1, c2: 3, _k0: '1' },
    ];
    const answer = await runCompiledQuery(answering(rows), compiled);
    expect(answer.nextOffset).toBe(2);
    expect(answer.nextCursor).toBeNull();
  });
});

describe('a page joined after it was chosen', () => {
  const design = { table: 'sales_order_lines', columns: ['line_id', 'product.name'], pageSize: 3 };
  const answering = (rows: Array<Record<string, unknown>>): Queryable => ({
    query: <R>() => Promise.resolve(rows as R[]),
    exec: () => Promise.resolve(),
    copyFrom: () => Promise.resolve(),
  });

  const numbered = (query: unknown) =>
    compileQuery(catalogue, tableQuerySchema.parse(query), { rollups: false, joinedPages: 'numbered' });

  it('is answered in its places when the joins handed its rows back in another order', async () => {
    const compiled = numbered(design);
    expect(compiled.position).toBe('_n');
    // As a hash join that hashed the page and read the products table would hand them back.
    const rows = [
      { c0: 12, c1: 'Bolt', _n: 2 },
      { c0: 14, c1: 'Washer', _n: 4 },
      { c0: 11, c1: 'Nut', _n: 1 },
      { c0: 13, c1: 'Anchor', _n: 3 },
    ];
    const answer = await runCompiledQuery(answering(rows), compiled);
    expect(answer.rows).toEqual([
      [11, 'Nut'],
      [12, 'Bolt'],
      [13, 'Anchor'],
    ]);
    // The cursor is the third row's in the page's order, not the third handed back.
    const next = numbered({ ...design, after: answer.nextCursor });
    expect(next.params[0]).toBe('13');
  });

  it('keeps the rows as they came when they came in their places', () => {
    const rows = [1, 2, 3].map((n) => ({ c0: n, c1: `P${n}`, _n: n }));
    expect(inPageOrder(rows, '_n')).toBe(rows);
    const moved = [rows[1], rows[0], rows[2]] as typeof rows;
    expect(inPageOrder(moved, '_n')).toEqual(rows);
    expect(inPageOrder(moved, null)).toBe(moved);
    // Numbers that are not the page's 1, 2, … still order the rows.
    const odd = [7, 3, 5].map((n) => ({ c0: n, _n: n }));
    expect(inPageOrder(odd, '_n').map((row) => row._n)).toEqual([3, 5, 7]);
  });
});

describe('which pages are numbered', () => {
  const queryable: Queryable = {
    query: <R>() => Promise.resolve([] as R[]),
    exec: () => Promise.resolve(),
    copyFrom: () => Promise.resolve(),
  };
  const database = (backend: Backend): Database => ({
    ...queryable,
    backend,
    transaction: (work) => work(queryable),
    close: () => Promise.resolve(),
  });

  it('numbers on a PostgreSQL server and sorts on the embedded engine or in a transaction', () => {
    expect(joinedPagesFor(database('postgres'))).toBe('numbered');
    expect(joinedPagesFor(database('pglite'))).toBe('sorted');
    expect(joinedPagesFor(queryable)).toBe('sorted');
  });
});
