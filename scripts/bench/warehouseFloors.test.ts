// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tableQuerySchema } from '@wharf/contract';
import { BUSINESS_TABLES } from '../../server/model/businessTables.ts';
import { catalogueFromDefinitions } from '../../server/api/services/query/catalogue.ts';
import { compileQuery } from '../../server/api/services/query/compile.ts';
import { sortedByTheDatabase } from './warehouseFloors.ts';

const catalogue = catalogueFromDefinitions(1, 'harbour_traders', BUSINESS_TABLES);
const compile = (query: unknown) =>
  compileQuery(catalogue, tableQuerySchema.parse(query), { rollups: false, joinedPages: 'numbered' });

describe("the clientQuery floor's statement sorted by the database", () => {
  it('is the numbered statement without its numbers, the joined rows sorted as the page was', () => {
    const compiled = compile({
      table: 'sales_order_lines',
      columns: ['line_id', 'product.name', 'order.order_date'],
      sort: [{ column: 'product.category', desc: true }],
    });
    expect(sortedByTheDatabase(compiled)).toBe(
      'SELECT t0."line_id" AS c0, t1."name" AS c1, t2."order_date" AS c2, (t0."_s0")::text AS "_k0" ' +
        'FROM (SELECT t0.*, t1."category" AS "_s0" FROM "harbour_traders"."sales_order_lines" AS t0 ' +
        'LEFT JOIN "harbour_traders"."products" AS t1 ON t1."product_id" = t0."product_id" ' +
        'ORDER BY t1."category" DESC, t0."line_id" ASC LIMIT $1 OFFSET $2) AS t0 ' +
        'LEFT JOIN "harbour_traders"."products" AS t1 ON t1."product_id" = t0."product_id" ' +
        'LEFT JOIN "harbour_traders"."sales_orders" AS t2 ON t2."order_id" = t0."order_id" ' +
        'ORDER BY t0."_s0" DESC, t0."line_id" ASC',
    );
  });

  it('is none where the statement sorts its rows itself', () => {
    expect(
      sortedByTheDatabase(compile({ table: 'sales_order_lines', columns: ['line_id', 'sku'] })),
    ).toBeNull();
  });
});
