import { describe, expect, it } from 'vitest';
import type { CellValue } from '../types';
import { cellHash } from './cellHash';
import { checkText, emptyRowHashes, hashKeyAndRow, hashRow, readCheck, readCheckHead } from './rowCheck';

const compared = [0, 1, 2];
const key = [0];
const row: CellValue[] = ['SO-1', 'Open', 10];

describe("a row's check", () => {
  it('reads back the key, the row hash and each cell as landed', () => {
    const hashes = hashRow(row, key, compared, emptyRowHashes(3));
    const text = checkText(hashes);
    expect(text).toMatch(/^k[A-Za-z0-9_-]+$/);
    expect(readCheck(text, 3)).toEqual({
      h1: hashes.h1,
      h2: hashes.h2,
      row: hashes.row,
      cells: Uint16Array.from(row.map((cell) => cellHash(cell) & 0xffff)),
    });
    const head = { h1: 0, h2: 0, row: 0, cells: new Uint16Array(0) };
    expect(readCheckHead(text, 3, head)).toBe(true);
    expect(head.row).toBe(hashes.row);
  });

  it('tells a changed row by its row hash alone, and the same row again by the same hash', () => {
    const first = hashKeyAndRow(row, key, compared, emptyRowHashes(3));
    const { h1, h2, row: same } = first;
    expect(hashKeyAndRow([...row], key, compared, emptyRowHashes(3))).toMatchObject({ h1, h2, row: same });
    const changed = hashKeyAndRow(['SO-1', 'Open', 11], key, compared, emptyRowHashes(3));
    expect(changed).toMatchObject({ h1, h2 });
    expect(changed.row).not.toBe(same);
    // A value moved to the next cell is a change too.
    const moved = hashKeyAndRow(['SO-1', 'Ope', 'n10'], key, compared, emptyRowHashes(3));
    expect(moved.row).not.toBe(same);
  });

  it('is no check when the cell holds something else', () => {
    const head = { h1: 0, h2: 0, row: 0, cells: new Uint16Array(0) };
    expect(readCheckHead('', 3, head)).toBe(false);
    expect(readCheckHead('call back', 3, head)).toBe(false);
    expect(readCheck(checkText(hashRow(row, key, compared, emptyRowHashes(3))), 4)).toBeNull();
    expect(readCheck(12, 3)).toBeNull();
  });
});
