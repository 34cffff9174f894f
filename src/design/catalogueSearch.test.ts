// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { columnChoices, columnChoicesById, findColumnById, matchesSearch } from './catalogue';
import { TEST_SCHEMA } from './testCatalogue';

const SCHEMA = {
  instanceId: 1,
  schema: 'harbour',
  tables: [
    {
      id: 10,
      tableName: 'customers',
      friendlyName: 'Customers',
      description: null,
      columns: [
        {
          id: 102,
          columnName: 'city',
          friendlyName: 'City',
          dataType: 'text' as const,
          role: 'dimension' as const,
          ordinal: 1,
          searchable: true,
        },
      ],
      layer: 'business' as const,
      sourceSystem: null,
      rowCount: 1_000,
      measures: [],
      relations: [],
    },
    {
      id: 20,
      tableName: 'sales_orders',
      friendlyName: 'Sales Orders',
      description: null,
      columns: [
        {
          id: 202,
          columnName: 'branch',
          friendlyName: 'Branch',
          dataType: 'text' as const,
          role: 'dimension' as const,
          ordinal: 1,
          searchable: true,
        },
      ],
      layer: 'business' as const,
      sourceSystem: null,
      rowCount: 1_000,
      measures: [],
      relations: [
        {
          name: 'customer',
          friendlyName: 'Customer',
          toTableId: 10,
          toTable: 'customers',
          fromColumn: 'customer_id',
          toColumn: 'customer_id',
        },
      ],
    },
  ],
};

describe('the datasets the full-pane search searches', () => {
  it('lists a table’s columns and those one relation away, as references the designer takes', () => {
    expect(columnChoicesById(SCHEMA, 20).map((column) => [column.ref, column.label])).toEqual([
      ['branch', 'Branch'],
      ['customer.city', 'Customer › City'],
    ]);
    expect(columnChoicesById(SCHEMA, 99)).toEqual([]);
  });

  it('lists them as the designer offers them: in catalogue order, not as stored', () => {
    expect(columnChoicesById(TEST_SCHEMA, 20).map((choice) => choice.ref)).toEqual([
      'order_number',
      'branch',
      'total',
      'order_date',
      'customer.customer_id',
      'customer.city',
    ]);
    expect(columnChoicesById(TEST_SCHEMA, 20)).toEqual(columnChoices(TEST_SCHEMA, 'sales_orders'));
  });

  it('finds a column by its catalogue id, with its table', () => {
    expect(findColumnById(SCHEMA, 102)?.table.tableName).toBe('customers');
    expect(findColumnById(SCHEMA, 5)).toBeUndefined();
  });

  it('matches the search text in the label or the reference, in any case', () => {
    const [branch, city] = columnChoicesById(SCHEMA, 20);
    expect(branch && matchesSearch(branch, 'BRAN')).toBe(true);
    expect(city && matchesSearch(city, 'customer.c')).toBe(true);
    expect(city && matchesSearch(city, 'branch')).toBe(false);
  });
});
