// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildPreviewQuery, buildQuery, landingColumns, landingRows } from './buildQuery';
import { designFromQuery } from './storage/libraryDefinition';
import {
  effectiveLanding,
  isValidExcelTableName,
  newDesign,
  tableNameFor,
  type TableDesign,
} from './tableDesign';

const design: TableDesign = {
  ...newDesign(),
  name: 'Open orders 2025',
  table: 'sales_orders',
  limit: 5000,
  columns: [
    { id: 1, kind: 'source', ref: 'order_number', name: 'Order' },
    {
      id: 2,
      kind: 'calculated',
      name: 'Tax',
      formula: '=[@Total]*0.15',
      format: '#,##0.00',
      formulaHistory: [],
    },
    { id: 3, kind: 'source', ref: 'total', name: 'Total', format: '#,##0.00' },
    { id: 4, kind: 'source', ref: 'customer.city', name: 'City' },
  ],
  filters: [{ id: 5, column: 'branch', op: 'in', values: ['Auckland', 'Wellington'] }],
  nextId: 6,
};

describe('the query built from a design', () => {
  it('asks for the source columns in design order, with filters, formats and the row limit', () => {
    expect(buildQuery(design)).toEqual({
      table: 'sales_orders',
      columns: ['order_number', 'total', 'customer.city'],
      filters: [{ column: 'branch', op: 'in', values: ['Auckland', 'Wellington'] }],
      formats: { total: '#,##0.00' },
      limit: 5000,
    });
  });

  it('summarizes: a column with a function makes the design group by the others, dates by their period', () => {
    const summarized: TableDesign = {
      ...design,
      columns: [
        { id: 1, kind: 'source', ref: 'order_date', name: 'Month', grain: 'month' },
        { id: 2, kind: 'source', ref: 'branch', name: 'Branch' },
        { id: 3, kind: 'source', ref: 'total', name: 'Sales', aggregate: 'sum', format: '#,##0.00' },
      ],
      filters: [],
    };
    expect(buildQuery(summarized)).toEqual({
      table: 'sales_orders',
      columns: ['order_date', 'branch', 'total'],
      aggregate: { total: 'sum' },
      grain: { order_date: 'month' },
      formats: { total: '#,##0.00' },
      limit: 5000,
    });
  });

  it('keeps the any-of groups, filters on totals and top N per group of a query it was made from', () => {
    const asked = {
      table: 'sales_order_lines',
      columns: ['product.category', 'product.name', 'measure:units_sold'],
      anyOf: [
        [
          { column: 'product.brand', op: 'eq' as const, values: ['Acme'] },
          { column: 'product.brand', op: 'eq' as const, values: ['Bolt'] },
        ],
      ],
      having: [{ column: 'measure:units_sold', op: 'gte' as const, values: [5] }],
      topPerGroup: { n: 3, by: 'measure:units_sold', within: ['product.category'] },
      limit: 500,
    };
    expect(buildQuery(designFromQuery(null, 'Top 3', asked))).toEqual(asked);
    // Like a sort, a filter on a total or a ranking whose columns are no longer chosen is dropped.
    const fewer = designFromQuery(null, 'Top 3', { ...asked, columns: ['product.category', 'product.name'] });
    const rebuilt = buildQuery(fewer);
    expect(rebuilt?.having).toBeUndefined();
    expect(rebuilt?.topPerGroup).toBeUndefined();
  });

  it('asks nothing until a table and a source column are chosen', () => {
    expect(buildQuery(newDesign())).toBeNull();
    expect(
      buildQuery({ ...design, columns: [design.columns[1] as TableDesign['columns'][number]] }),
    ).toBeNull();
  });

  it('previews the first 20 rows in one page, counting all the design would land', () => {
    expect(buildPreviewQuery(design)).toMatchObject({ limit: 5000, pageSize: 20 });
    expect(buildPreviewQuery({ ...design, limit: 5 })).toMatchObject({ limit: 5, pageSize: 5 });
  });

  it('lays the answer out in design order, calculated columns empty with their formula in the header', () => {
    expect(landingColumns(design)).toEqual([
      { name: 'Order' },
      { name: 'Tax', format: '#,##0.00', formula: '=[@Total]*0.15' },
      { name: 'Total', format: '#,##0.00' },
      { name: 'City' },
    ]);
    expect(landingRows(design, [['SO-1', 100, 'Auckland']])).toEqual([['SO-1', null, 100, 'Auckland']]);
  });

  it('names the landed table after the design unless told otherwise', () => {
    expect(effectiveLanding(design)).toEqual({ sheet: '', tableName: 'Open_orders_2025' });
    expect(effectiveLanding({ ...design, landing: { sheet: 'Data', tableName: 'Orders' } })).toEqual({
      sheet: 'Data',
      tableName: 'Orders',
    });
    expect(tableNameFor('2025 sales')).toBe('T_2025_sales');
    expect(isValidExcelTableName('A1')).toBe(false);
    // A name of spaces or punctuation only is no name: the table is named after its source.
    expect(effectiveLanding({ ...design, name: '   ' }).tableName).toBe(tableNameFor(design.table));
    expect(tableNameFor(design.table)).not.toBe('T_');
    expect(tableNameFor('  —  ')).toBe('WharfTable');
    expect(isValidExcelTableName('Sales Orders')).toBe(false);
    expect(isValidExcelTableName('Sales_Orders')).toBe(true);
  });
});
