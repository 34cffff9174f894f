import { describe, expect, it } from 'vitest';
import { datasetColumns, findColumn, matchesSearch } from './datasetCatalogue';

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
    expect(datasetColumns(SCHEMA, 20).map((column) => [column.ref, column.label])).toEqual([
      ['branch', 'Branch'],
      ['customer.city', 'Customer › City'],
    ]);
    expect(datasetColumns(SCHEMA, 99)).toEqual([]);
  });

  it('finds a column by its catalogue id, with its table', () => {
    expect(findColumn(SCHEMA, 102)?.table.tableName).toBe('customers');
    expect(findColumn(SCHEMA, 5)).toBeUndefined();
  });

  it('matches the search text in the label or the reference, in any case', () => {
    const [branch, city] = datasetColumns(SCHEMA, 20);
    expect(branch && matchesSearch(branch, 'BRAN')).toBe(true);
    expect(city && matchesSearch(city, 'customer.c')).toBe(true);
    expect(city && matchesSearch(city, 'branch')).toBe(false);
  });
});
