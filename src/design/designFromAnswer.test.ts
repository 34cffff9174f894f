// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { designFromAnswer } from './designFromAnswer';
import { TEST_SCHEMA } from './testCatalogue';

describe('a design made from an answer', () => {
  it('is named after the question, its headers as the preview shows them, never two alike', () => {
    const design = designFromAnswer(
      `  ${'x'.repeat(250)}  `,
      {
        table: 'sales_orders',
        columns: ['order_date', 'branch', 'customer.city', 'total'],
        aggregate: { total: 'sum' },
        grain: { order_date: 'month' },
      },
      TEST_SCHEMA,
    );
    expect(design.id).toBeNull();
    expect(design.name).toBe('x'.repeat(200));
    expect(design.columns.map((column) => column.name)).toEqual([
      'Order Date (month)',
      'Branch',
      'City',
      'Sum of Total',
    ]);
  });

  it('tells apart two columns of the same name by their relation, then by a number', () => {
    const design = designFromAnswer(
      'totals',
      {
        table: 'customers',
        columns: ['city', 'customer_id', 'unknown_column'],
      },
      {
        ...TEST_SCHEMA,
        tables: TEST_SCHEMA.tables.map((table) =>
          table.tableName === 'customers'
            ? {
                ...table,
                columns: table.columns.map((column) => ({ ...column, friendlyName: 'City' })),
              }
            : table,
        ),
      },
    );
    expect(design.columns.map((column) => column.name)).toEqual(['City', 'City (2)', 'Unknown column']);
  });
});
