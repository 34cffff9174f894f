/** The hand-edit fingerprint: cells counted one by one, a large table by rows, shapes that changed. */
import { describe, expect, it } from 'vitest';
import { changedCellCount, fingerprintOf, formOf, type ReadCell } from './tableFingerprint';

const grid = (rows: number, columns: number): ReadCell[][] =>
  Array.from({ length: rows }, (_, r) => Array.from({ length: columns }, (_, c) => `r${r}c${c}`));

describe('a table fingerprint', () => {
  it('counts exactly the cells that changed, telling 1 from "1" and empty from 0', () => {
    const landed = [
      [1, 'a', 0],
      ['1', '', null],
    ];
    const now = [
      ['1', 'a', ''],
      [1, '', null],
    ];
    expect(changedCellCount(fingerprintOf(landed, 3), fingerprintOf(landed, 3))).toBe(0);
    expect(changedCellCount(fingerprintOf(landed, 3), fingerprintOf(now, 3))).toBe(3);
  });

  it('counts every cell of rows the table lost or gained, and every cell when its width changed', () => {
    const landed = fingerprintOf(grid(4, 3), 3);
    expect(changedCellCount(landed, fingerprintOf(grid(3, 3), 3))).toBe(3);
    expect(changedCellCount(landed, fingerprintOf(grid(6, 3), 3))).toBe(6);
    expect(changedCellCount(landed, fingerprintOf(grid(4, 4), 4))).toBe(16);
  });

  it('keeps a hash per row past the cell limit, counting a changed row as all its cells', () => {
    const rows = grid(130_000, 2);
    const landed = fingerprintOf(rows, 2);
    expect(formOf(landed)).toBe('rows');
    const edited = rows.map((row) => [...row]);
    const target = edited[5];
    if (target) target[1] = 'changed';
    expect(changedCellCount(landed, fingerprintOf(edited, 2, formOf(landed)))).toBe(2);
  });

  it('stays small enough for the workbook settings at the cell limit', () => {
    const fingerprint = fingerprintOf(grid(25_000, 10), 10);
    expect(formOf(fingerprint)).toBe('cells');
    expect(fingerprint.cells?.length).toBeLessThan(700_000);
  });
});
