// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newDesign, type TableDesign } from '../design/tableDesign';
import { TEST_SCHEMA } from '../design/testCatalogue';
import { describeLanding } from './landingAbout';

const design: TableDesign = {
  ...newDesign(),
  name: 'Orders by city',
  table: 'sales_orders',
  columns: [
    { id: 1, kind: 'source', ref: 'customer.city', name: 'City' },
    { id: 2, kind: 'source', ref: 'total', name: 'Total' },
  ],
  filters: [{ id: 3, column: 'branch', op: 'eq', values: ['Auckland'] }],
  nextId: 4,
};

describe('what a landed table is, for its download', () => {
  it('names the design, says its filters in words and its warehouse tables by their friendly names', () => {
    expect(describeLanding(design, TEST_SCHEMA)).toEqual({
      designName: 'Orders by city',
      filters: ['Branch is Auckland'],
      sources: ['Sales Orders', 'Customers'],
    });
  });

  it('falls back to its warehouse table’s friendly name for a design without a name, and says no filter for none', () => {
    const unnamed = { ...design, name: ' ', filters: [] };
    expect(describeLanding(unnamed, TEST_SCHEMA)).toMatchObject({ designName: 'Sales Orders', filters: [] });
  });
});
