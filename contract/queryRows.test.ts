// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientQueryResponseSchema, queryRowsSchema } from './warehouse.ts';

const page = (rows: unknown) => ({
  columns: [],
  rows,
  offset: 0,
  nextOffset: null,
  totalRows: 1,
  truncated: false,
});

describe('a page of rows in an answer', () => {
  it('is handed back as it came, not copied row by row', () => {
    const rows = [
      ['Widget', 12.5, null],
      ['Gadget', -3, ''],
    ];
    const parsed = clientQueryResponseSchema.parse(page(rows));
    expect(parsed.rows).toBe(rows);
    expect(parsed.rows[1]).toBe(rows[1]);
  });

  it('takes no rows', () => {
    expect(queryRowsSchema.safeParse([]).success).toBe(true);
  });

  it.each([
    ['a row that is not a list', [['a'], 'b']],
    ['a cell that is an object', [['a', { value: 1 }]]],
    ['a cell that is true', [[true]]],
    ['a number that is not finite', [[Number.POSITIVE_INFINITY]]],
    ['rows that are not a list', { 0: ['a'] }],
  ])('refuses %s with words a person reads', (_name, rows) => {
    const result = clientQueryResponseSchema.safeParse(page(rows));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Each row must be a list of cells, each text, a number or empty.',
    );
    expect(result.error?.issues[0]?.path).toEqual(['rows']);
  });
});
