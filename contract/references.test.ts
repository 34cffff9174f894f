// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  referenceHeading,
  referenceLabel,
  referencedColumn,
  splitReference,
  walkReference,
} from './references.ts';

interface Table {
  name: string;
  relations: { name: string; friendly: string; to: string }[];
  columns: { name: string; friendly: string }[];
}
const TABLES: Table[] = [
  {
    name: 'lines',
    relations: [{ name: 'order', friendly: 'Order', to: 'orders' }],
    columns: [{ name: 'qty', friendly: 'Quantity' }],
  },
  {
    name: 'orders',
    relations: [{ name: 'customer', friendly: 'Customer', to: 'customers' }],
    columns: [{ name: 'total', friendly: 'Total' }],
  },
  {
    name: 'customers',
    relations: [],
    columns: [
      { name: 'city', friendly: 'City' },
      { name: 'name', friendly: 'Customer Name' },
    ],
  },
];
const graph = {
  relationOf: (table: Table, name: string) => table.relations.find((r) => r.name === name),
  targetOf: (relation: Table['relations'][number]) => TABLES.find((t) => t.name === relation.to),
  columnOf: (table: Table, name: string) => table.columns.find((c) => c.name === name),
  relationFriendlyName: (relation: Table['relations'][number]) => relation.friendly,
  columnFriendlyName: (column: Table['columns'][number]) => column.friendly,
};
const lines = TABLES[0] as Table;

describe('column references', () => {
  it('splits a reference into the relations it follows and its column', () => {
    expect(splitReference('order.customer.city')).toEqual({
      relations: ['order', 'customer'],
      column: 'city',
    });
    expect(splitReference('qty')).toEqual({ relations: [], column: 'qty' });
  });

  it('walks relations to the column, naming each path prefix once', () => {
    const walk = walkReference(graph, lines, 'order.customer.city');
    expect(walk.ok && walk.column.name).toBe('city');
    expect(walk.ok && walk.hops.map((hop) => hop.path)).toEqual(['order', 'order.customer']);
  });

  it('says what it could not find, and where', () => {
    expect(walkReference(graph, lines, 'order.supplier.city')).toMatchObject({
      ok: false,
      missing: 'relation',
      name: 'supplier',
      table: { name: 'orders' },
    });
    expect(walkReference(graph, lines, 'order.colour')).toMatchObject({
      ok: false,
      missing: 'column',
      name: 'colour',
    });
  });

  it('labels a picker entry through every relation, and a heading through the last one without repeating it', () => {
    expect(referenceLabel(graph, lines, 'order.customer.city')).toBe('Order › Customer › City');
    expect(referenceLabel(graph, lines, 'order.nowhere.city')).toBe('Order › nowhere › city');
    expect(referenceHeading('Customer', 'City')).toBe('Customer City');
    expect(referenceHeading('Customer', 'Customer Name')).toBe('Customer Name');
    expect(referenceHeading(null, 'Quantity')).toBe('Quantity');
    expect(referenceHeading('Sales Person', 'Sales Person')).toBe('Sales Person');
  });

  it('finds the column a reference ends at, or nothing', () => {
    expect(referencedColumn(graph, lines, 'order.total')?.friendly).toBe('Total');
    expect(referencedColumn(graph, undefined, 'order.total')).toBeUndefined();
  });
});
