import { describe, expect, it } from 'vitest';
import {
  BlockSizer,
  jsonBytes,
  nextBlock,
  serializedBytes,
  toExcelCell,
  toExcelCellsInPlace,
  utf8Length,
} from './chunking';

const rows = Array.from({ length: 1000 }, (_, i) => [`row ${i}`, i, null]);

describe('row blocks sized by serialized bytes', () => {
  it('counts bytes as UTF-8 JSON, as the request carries them', () => {
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('€')).toBe(3);
    expect(utf8Length('😀')).toBe(4);
    expect(serializedBytes([['a', 1]])).toBe(new TextEncoder().encode('[["a",1]]').length);
  });

  it('sizes a block exactly as its JSON in UTF-8, counting characters only past ASCII', () => {
    const cells = [
      '',
      'plain text',
      'quote " and backslash \\',
      'tab\tnew line\n\u0001 control',
      'é € 😀',
      'lone \ud800 surrogate',
      '\u007f delete',
      0,
      -0,
      12.25,
      -1234567.891,
      1e21,
      5e-7,
      Number.MAX_VALUE,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ];
    for (const cell of cells) expect(jsonBytes(cell), String(cell)).toBe(serializedBytes(cell));
    // Longer than the pieces the count encodes at a time, with a surrogate pair across the first piece's end (the
    // JSON's opening quote is its first character).
    const long = `${'a'.repeat(64 * 1024 - 2)}😀${'é'.repeat(64 * 1024)}😀€`;
    expect(jsonBytes(long)).toBe(serializedBytes(long));
    const mixed = [
      ['a"b', 1.5, 'é', ''],
      ['x', -2, '\n', '😀'],
    ];
    expect(nextBlock(mixed, 0, 1_000, 10, 4).bytes).toBe(
      serializedBytes(nextBlock(mixed, 0, 1_000, 10, 4).values),
    );
    expect(nextBlock([['only']], 0, 1_000, 10, 1).bytes).toBe(serializedBytes([['only']]));
  });

  it('sends empty cells as "" (null would leave the old value) and keeps text that looks like a formula as text', () => {
    expect(toExcelCell(null)).toBe('');
    expect(toExcelCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(toExcelCell(12.5)).toBe(12.5);
  });

  it('makes a row its cells in place, and a row made cells again stays as it is', () => {
    const row = [null, '=SUM(A1)', 'text', 3];
    const cells = toExcelCellsInPlace(row, 5);
    expect(cells).toBe(row);
    expect(cells).toEqual(['', `'=SUM(A1)`, 'text', 3, '']);
    expect(toExcelCellsInPlace(cells, 5)).toEqual(['', `'=SUM(A1)`, 'text', 3, '']);
    expect(toExcelCellsInPlace([1, 2, 3], 2)).toEqual([1, 2]);
  });

  it('fills a block up to the row cap when the bytes allow', () => {
    const block = nextBlock(rows, 0, 1_000_000, 100, 3);
    expect(block.values).toHaveLength(100);
    expect(block.bytes).toBe(serializedBytes(block.values));
  });

  it('stops before the byte budget, whatever the row cap', () => {
    const block = nextBlock(rows, 10, 500, 10_000, 3);
    expect(block.bytes).toBeLessThanOrEqual(500);
    expect(serializedBytes(nextBlock(rows, 10, 500 + 100, 10_000, 3).values)).toBeGreaterThan(500);
    expect(block.start).toBe(10);
    expect(block.values[0]).toEqual(['row 10', 10, '']);
  });

  it('gives every row exactly one cell per column', () => {
    expect(nextBlock([[1], [1, 2, 3, 4]], 0, 1000, 10, 3).values).toEqual([
      [1, '', ''],
      [1, 2, 3],
    ]);
  });

  it('always takes at least one row, and ends at the last row', () => {
    expect(nextBlock(rows, 0, 1, 10, 3).values).toHaveLength(1);
    expect(nextBlock(rows, 995, 1_000_000, 100, 3).values).toHaveLength(5);
  });

  it('halves the cap and the budget on a payload error, and gives up on a single row', () => {
    const sizer = new BlockSizer(4_000_000, 20_000);
    expect(sizer.halve(20_000)).toBe(true);
    expect(sizer.maxRows).toBe(10_000);
    expect(sizer.budgetBytes).toBe(2_000_000);
    expect(sizer.halve(1)).toBe(false);
  });
});
