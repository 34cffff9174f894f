// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calculatedCellReader } from './evaluate';

const COLUMNS = [
  { name: 'Quantity' },
  { name: 'Unit Price', format: '#,##0.00' },
  { name: 'Line', formula: '=[@Quantity]*[@[Unit Price]]' },
  { name: 'Tax', formula: '=ROUND([@Line]*0.15,2)' },
  { name: 'Size', formula: '=IF([@Quantity]>2,"big","small")' },
];

describe('calculatedCellReader', () => {
  it('evaluates each calculated column from the row’s own values, through other calculated columns', () => {
    const read = calculatedCellReader(COLUMNS);
    if (!read) throw new Error('expected a reader');
    const row = [3, 4.5, null, null, null];
    expect([0, 1, 2, 3, 4].map((column) => read(row, column))).toEqual([3, 4.5, 13.5, 2.03, 'big']);
    expect(read([1, 2, null, null, null], 4)).toBe('small');
  });

  it('shows Excel’s error texts for what Excel cannot compute', () => {
    const read = calculatedCellReader([
      { name: 'A' },
      { name: 'Ratio', formula: '=1/[@A]' },
      { name: 'Bad', formula: '=[@Nope]+1' },
      { name: 'Loop', formula: '=[@Loop]+1' },
    ]);
    expect(read?.([0, null, null, null], 1)).toBe('#DIV/0!');
    expect(read?.([1, null, null, null], 2)).toMatch(/^#/);
    expect(read?.([1, null, null, null], 3)).toMatch(/^#/);
  });

  it('is not needed when no column is calculated', () => {
    expect(calculatedCellReader([{ name: 'A' }])).toBeNull();
  });
});
