// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tableQuerySchema } from '@wharf/contract';
import { BUSINESS_TABLES } from '../../../model/businessTables.ts';
import { catalogueFromDefinitions } from './catalogue.ts';
import { compileQuery } from './compile.ts';

const catalogue = catalogueFromDefinitions(1, 'harbour_traders', BUSINESS_TABLES);
const rowKey = (query: unknown) =>
  compileQuery(catalogue, tableQuerySchema.parse(query), { rollups: false }).rowKey;

describe("the columns that identify a design's row", () => {
  it("are the model's key of the table where the design chooses it", () => {
    expect(rowKey({ table: 'sales_orders', columns: ['order_number', 'order_id', 'total'] })).toEqual([1]);
    expect(rowKey({ table: 'stock_on_hand', columns: ['branch', 'sku', 'product_id'] })).toEqual([2, 0]);
  });

  it('are none where a part of the key is not chosen', () => {
    expect(rowKey({ table: 'stock_on_hand', columns: ['sku', 'product_id'] })).toBeNull();
    expect(rowKey({ table: 'sales_orders', columns: ['order_number', 'total'] })).toBeNull();
  });

  it("are a summary's group-by columns", () => {
    const query = {
      table: 'stock_on_hand',
      columns: ['branch', 'sku', 'product_id'],
      aggregate: { product_id: 'count' },
    };
    expect(rowKey(query)).toEqual([0, 1]);
  });
});
