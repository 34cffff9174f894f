// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { columnChoices, labelOf, resolveRef } from './catalogue';
import { TEST_SCHEMA } from './testCatalogue';

describe('the catalogue as the designer reads it', () => {
  it('offers the table’s columns in catalogue order, then those one relation away', () => {
    expect(columnChoices(TEST_SCHEMA, 'sales_orders').map((choice) => [choice.ref, choice.label])).toEqual([
      ['order_number', 'Order Number'],
      ['branch', 'Branch'],
      ['total', 'Total'],
      ['order_date', 'Order Date'],
      ['customer.customer_id', 'Customer › Customer ID'],
      ['customer.city', 'Customer › City'],
    ]);
  });

  it('resolves a relation reference to the related table’s column (for member search ids)', () => {
    const choice = resolveRef(TEST_SCHEMA, 'sales_orders', 'customer.city');
    expect(choice?.table.id).toBe(10);
    expect(choice?.column.id).toBe(102);
    expect(resolveRef(TEST_SCHEMA, 'sales_orders', 'supplier.city')).toBeUndefined();
    expect(resolveRef(TEST_SCHEMA, 'sales_orders', 'nope')).toBeUndefined();
  });

  it('labels an unknown reference by itself', () => {
    expect(labelOf(TEST_SCHEMA, 'sales_orders', 'branch')).toBe('Branch');
    expect(labelOf(undefined, 'sales_orders', 'branch')).toBe('branch');
  });
});
