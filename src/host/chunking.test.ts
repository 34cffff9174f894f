// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BlockSizer, nextBlock, toExcelCell, toExcelCellsInPlace } from './chunking';
import { numberJsonBytes, textJsonBytes } from './jsonBytes';

/** The oracle: what a request carries for a value, serialized and encoded whole. */
const serializedBytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).length;

/** A block's values made afresh from plain rows, as the host would be sent them. */
const plainRows = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i): (string | number | null)[] => [`row ${from + i}`, from + i, null]);

const rows = Array.from({ length: 1000 }, (_, i) => [`row ${i}`, i, null]);

describe('row blocks sized by serialized bytes', () => {
  it('counts a text as its JSON in UTF-8: escapes, control characters, surrogates, characters past ASCII', () => {
    const texts = [
      '',
      'plain text',
      'quote " and backslash \\',
      'tab\tnew line\n\u0001 control \u001f \b\f\r',
      'é € 😀',
      'lone \ud800 surrogate',
      'lone low \udc00 surrogate and one at the end \ud83d',
      '\u007f delete, \u0080 and \u07ff and \u0800',
    ];
    for (const text of texts) expect(textJsonBytes(text), JSON.stringify(text)).toBe(serializedBytes(text));
  });

  it('counts a number as JSON writes it: the shortest form, an exponent past its range, null when not finite', () => {
    const numbers = [
      0,
      -0,
      1,
      -1,
      12.25,
      1.1,
      0.1 + 0.2,
      1 / 3,
      -1234567.891,
      0.000001,
      0.0000012345,
      5e-7,
      999999999999999,
      1e15,
      2 ** 53,
      1e21,
      Number.MAX_VALUE,
      Number.MIN_VALUE,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ];
    for (const value of numbers) expect(numberJsonBytes(value), String(value)).toBe(serializedBytes(value));
    // Prices, quantities, ratios and big amounts, from a fixed seed so a failure can be run again.
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 20_000; i += 1) {
      const value = [
        Math.round(random() * 1e6) / 100,
        (random() - 0.5) * 10 ** Math.floor(random() * 30 - 10),
        Math.round((random() - 0.5) * 1e9) / 1000,
        Math.floor(random() * 1e12),
      ][i % 4] as number;
      expect(numberJsonBytes(value), String(value)).toBe(serializedBytes(value));
    }
  });

  it('sizes a block exactly as its JSON in UTF-8, the header row included', () => {
    const mixed = [
      ['a"b', 1.5, 'é', null],
      ['x', -2, '\n', '😀'],
      ['=1+1', 0.1 + 0.2, '', 7],
    ];
    const block = nextBlock(mixed, 0, 1_000, 10, 4);
    expect(block.bytes).toBe(serializedBytes(block.values));
    const withHeader = nextBlock(plainRows(3), 0, 1_000, 10, 3, ['Name', '=Total', 'Note']);
    expect(withHeader.values).toHaveLength(4);
    expect(withHeader.rows).toBe(3);
    expect(withHeader.values[0]).toEqual(['Name', `'=Total`, 'Note']);
    expect(withHeader.bytes).toBe(serializedBytes(withHeader.values));
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

  it('fills a block to the last row that fits the budget, by the exact bytes', () => {
    const source = plainRows(50);
    const budget = serializedBytes(plainRows(20).map((row) => toExcelCellsInPlace(row, 3)));
    const block = nextBlock(source, 0, budget, 1_000, 3);
    expect(block.rows).toBe(20);
    expect(block.bytes).toBe(budget);
    expect(nextBlock(plainRows(50), 0, budget - 1, 1_000, 3).rows).toBe(19);
  });

  it('blanks nulls and guards "=" text on both sides of a block boundary, each row once', () => {
    const source: (string | number | null)[][] = [
      ['a', null, '=SUM(A1:A2)'],
      ['=1', 2, null],
      [null, '=HYPERLINK("x")', 3],
      ['b', null, '=A1'],
    ];
    const budget = serializedBytes([
      ['a', '', `'=SUM(A1:A2)`],
      [`'=1`, 2, ''],
    ]);
    const first = nextBlock(source, 0, budget, 100, 3);
    expect(first.rows).toBe(2);
    // The third row was made cells to be counted, then left for the next block: made cells again, it is the same.
    const second = nextBlock(source, first.rows, 1_000, 100, 3);
    expect(second.rows).toBe(2);
    expect([...first.values, ...second.values]).toEqual([
      ['a', '', `'=SUM(A1:A2)`],
      [`'=1`, 2, ''],
      ['', `'=HYPERLINK("x")`, 3],
      ['b', '', `'=A1`],
    ]);
    expect(second.bytes).toBe(serializedBytes(second.values));
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
