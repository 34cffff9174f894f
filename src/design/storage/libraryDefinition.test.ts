// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tableQuerySchema } from '@wharf/contract';
import { newDesign, type TableDesign } from '../tableDesign';
import { buildQuery } from '../buildQuery';
import { DESIGN_KEY, fromLibraryItem, toDefinition } from './libraryDefinition';

const design: TableDesign = {
  ...newDesign(),
  id: 4,
  name: 'Orders',
  table: 'sales_orders',
  columns: [
    { id: 1, kind: 'source', ref: 'branch', name: 'Branch' },
    { id: 2, kind: 'calculated', name: 'Double', formula: '=[@Total]*2', formulaHistory: [] },
  ],
  nextId: 3,
};

describe('a design as a library item', () => {
  it('holds the query at the top level (as every library item does) and the presentation beside it', () => {
    const definition = toDefinition(design);
    expect(tableQuerySchema.parse(definition)).toMatchObject({ table: 'sales_orders', columns: ['branch'] });
    expect(definition[DESIGN_KEY]).toMatchObject({ name: 'Orders', nextId: 3 });
  });

  it('reads back the same design, with the item’s id and title', () => {
    const definition = toDefinition(design);
    expect(fromLibraryItem({ id: 9, title: 'Renamed', definition })).toEqual({
      ...design,
      id: 9,
      name: 'Renamed',
    });
  });

  it('opens a library item that holds only a query', () => {
    const opened = fromLibraryItem({
      id: 3,
      title: 'Top customers',
      definition: {
        table: 'sales_orders',
        columns: ['customer.company', 'total'],
        formats: { total: '#,##0.00' },
      },
    });
    expect(opened?.columns).toEqual([
      { id: 1, kind: 'source', ref: 'customer.company', name: 'Company' },
      { id: 2, kind: 'source', ref: 'total', name: 'Total', format: '#,##0.00' },
    ]);
    expect(fromLibraryItem({ id: 5, title: 'Junk', definition: { foo: 1 } })).toBeNull();
  });

  it('opens a summarized, sorted query (a managed template) as a design that builds the same query again', () => {
    const template = {
      table: 'sales_orders',
      columns: ['order_date', 'branch', 'total'],
      grain: { order_date: 'month' as const },
      aggregate: { total: 'sum' as const },
      filters: [{ column: 'status', op: 'notIn' as const, values: ['Draft', 'Voided'] }],
      formats: { order_date: 'mmm yyyy', total: '#,##0.00' },
      sort: [
        { column: 'order_date', desc: true },
        { column: 'branch', desc: false },
      ],
      limit: 10_000,
    };
    const opened = fromLibraryItem({ id: 7, title: 'Sales by branch and month', definition: template });
    expect(opened).not.toBeNull();
    expect(opened && buildQuery(opened)).toEqual(template);
  });

  it('opens a template naming a measure with the measure as a header, and builds the same query again', () => {
    const template = {
      table: 'sales_orders',
      columns: ['customer.company', 'measure:gross_profit'],
      sort: [{ column: 'measure:gross_profit', desc: true }],
      limit: 10,
    };
    const opened = fromLibraryItem({ id: 8, title: 'Top customers by gross profit', definition: template });
    expect(opened?.columns.map((column) => column.name)).toEqual(['Company', 'Gross profit']);
    expect(opened && buildQuery(opened)).toEqual(template);
  });
});
