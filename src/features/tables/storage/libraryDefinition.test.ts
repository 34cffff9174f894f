import { describe, expect, it } from 'vitest';
import { tableQuerySchema } from '../../../api/contract';
import { newDesign, type TableDesign } from '../design/model';
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
      { id: 1, kind: 'source', ref: 'customer.company', name: 'company' },
      { id: 2, kind: 'source', ref: 'total', name: 'total', format: '#,##0.00' },
    ]);
    expect(fromLibraryItem({ id: 5, title: 'Junk', definition: { foo: 1 } })).toBeNull();
  });
});
