// @vitest-environment node
/** The hand-edit fingerprint: cells counted one by one, a large table by rows, shapes that changed. */
import { describe, expect, it } from 'vitest';
import {
  changedCellCount,
  fingerprintOf,
  formOf,
  MAX_ROW_HASHES,
  rowsPerCheck,
  type ReadCell,
} from './tableFingerprint';

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

  it('keeps a full sheet inside the settings by hashing its rows in groups, a changed group counting all its cells', () => {
    const rows = grid(1_048_575, 2);
    const landed = fingerprintOf(rows, 2);
    expect(rowsPerCheck(landed)).toBe(8);
    expect(landed.rowHashes?.length).toBeLessThan(700_000);
    expect(JSON.stringify(landed).length).toBeLessThan(700_000);
    const edited = rows.map((row) => [...row]);
    const target = edited[1_048_574];
    if (target) target[0] = 'changed';
    // The last group holds the sheet's last 7 rows (1,048,575 = 8 × 131,071 + 7).
    expect(changedCellCount(landed, fingerprintOf(edited, 2, formOf(landed), 8))).toBe(7 * 2);
    expect(changedCellCount(landed, fingerprintOf(rows, 2, formOf(landed), 8))).toBe(0);
  }, 60_000);

  it('keeps the landed grouping when the table is read again at another size', () => {
    const landed = fingerprintOf(grid(MAX_ROW_HASHES * 2, 2), 2);
    expect(rowsPerCheck(landed)).toBe(2);
    const shorter = grid(MAX_ROW_HASHES, 2);
    // Half the rows gone: every cell of them counts, and the rows still there are compared group by group.
    expect(changedCellCount(landed, fingerprintOf(shorter, 2, formOf(landed), 2))).toBe(MAX_ROW_HASHES * 2);
  });

  it('tells a per-cell fingerprint (exact) from one by rows', () => {
    expect(rowsPerCheck(fingerprintOf(grid(3, 3), 3))).toBeNull();
    expect(rowsPerCheck(fingerprintOf(grid(130_000, 2), 2))).toBe(1);
  });
});
