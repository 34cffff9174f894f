// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CellValue } from '../types';
import { cellHash } from './cellHash';
import {
  cellCheckText,
  checkText,
  emptyRowHashes,
  hashKeyAndRow,
  hashRow,
  readCellCheck,
  readRowCheck,
} from './rowCheck';

const compared = [0, 1, 2];
const key = [0];
const row: CellValue[] = ['SO-1', 'Open', 10];

describe("a row's check", () => {
  it('reads back the row check, and the key and each cell as landed from the cell check', () => {
    const hashes = hashRow(row, key, compared, emptyRowHashes(3));
    const text = checkText(hashes);
    // 11 characters, a letter first, whatever the row's width: what a refresh reads for every row.
    expect(text).toMatch(/^[A-Za-f][A-Za-z0-9_-]{10}$/);
    const check = { r1: 0, r2: 0 };
    expect(readRowCheck(text, check)).toBe(true);
    expect(check).toEqual({ r1: hashes.r1, r2: hashes.r2 });
    const cells = cellCheckText(hashes);
    expect(cells).toMatch(/^c[A-Za-z0-9_-]+$/);
    expect(readCellCheck(cells, 3)).toEqual({
      h1: hashes.h1,
      h2: hashes.h2,
      cells: Uint16Array.from(row.map((cell) => cellHash(cell) & 0xffff)),
    });
  });

  it('reads back every bit of the row check', () => {
    const check = { r1: 0, r2: 0 };
    for (const [r1, r2] of [
      [0, 0],
      [0xffffffff, 0xffffffff],
      [0x80000001, 0x7ffffffe],
      [0x12345678, 0x9abcdef0],
    ] as const) {
      expect(readRowCheck(checkText({ ...emptyRowHashes(0), r1, r2 }), check)).toBe(true);
      expect(check).toEqual({ r1, r2 });
    }
  });

  it('tells a changed row by its row check, keeping its key, and the same row again by the same check', () => {
    const first = hashKeyAndRow(row, key, compared, emptyRowHashes(3));
    const { h1, h2, r1, r2 } = first;
    expect(hashKeyAndRow([...row], key, compared, emptyRowHashes(3))).toMatchObject({ h1, h2, r1, r2 });
    const changed = hashKeyAndRow(['SO-1', 'Open', 11], key, compared, emptyRowHashes(3));
    expect(changed).toMatchObject({ h1, h2 });
    expect(checkText(changed)).not.toBe(checkText(first));
    // A value moved to the next cell is a change too.
    const moved = hashKeyAndRow(['SO-1', 'Ope', 'n10'], key, compared, emptyRowHashes(3));
    expect(checkText(moved)).not.toBe(checkText(first));
    // Another key with the same cells is another check.
    const other = hashKeyAndRow(['SO-2', 'Open', 10], [0], [1, 2], emptyRowHashes(2));
    const same = hashKeyAndRow(['SO-1', 'Open', 10], [0], [1, 2], emptyRowHashes(2));
    expect(checkText(other)).not.toBe(checkText(same));
  });

  it('is no check when the cell holds something else', () => {
    const check = { r1: 0, r2: 0 };
    const hashes = hashRow(row, key, compared, emptyRowHashes(3));
    expect(readRowCheck('', check)).toBe(false);
    expect(readRowCheck('call back', check)).toBe(false);
    expect(readRowCheck('call back!!', check)).toBe(false);
    // A digit first, or a last character with its last bit set, is no row check this writer makes.
    expect(readRowCheck(`0${checkText(hashes).slice(1)}`, check)).toBe(false);
    expect(readRowCheck(`${checkText(hashes).slice(0, 10)}B`, check)).toBe(false);
    expect(readRowCheck(cellCheckText(hashes), check)).toBe(false);
    expect(readCellCheck(cellCheckText(hashes), 4)).toBeNull();
    expect(readCellCheck(checkText(hashes), 3)).toBeNull();
    expect(readCellCheck(12, 3)).toBeNull();
  });
});
