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
  readCheckHead,
} from './rowCheck';

const compared = [0, 1, 2];
const key = [0];
const row: CellValue[] = ['SO-1', 'Open', 10];

describe("a row's check", () => {
  it('reads back the key and the row hash from the row check, each cell as landed from the cell check', () => {
    const hashes = hashRow(row, key, compared, emptyRowHashes(3));
    const text = checkText(hashes);
    // 17 characters whatever the row's width: what a refresh reads for every row.
    expect(text).toMatch(/^k[A-Za-z0-9_-]{16}$/);
    const head = { h1: 0, h2: 0, row: 0 };
    expect(readCheckHead(text, head)).toBe(true);
    expect(head).toEqual({ h1: hashes.h1, h2: hashes.h2, row: hashes.row });
    const cells = cellCheckText(hashes);
    expect(cells).toMatch(/^c[A-Za-z0-9_-]+$/);
    expect(readCellCheck(cells, 3)).toEqual(Uint16Array.from(row.map((cell) => cellHash(cell) & 0xffff)));
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
    const head = { h1: 0, h2: 0, row: 0 };
    const hashes = hashRow(row, key, compared, emptyRowHashes(3));
    expect(readCheckHead('', head)).toBe(false);
    expect(readCheckHead('call back', head)).toBe(false);
    expect(readCheckHead(cellCheckText(hashes), head)).toBe(false);
    expect(readCellCheck(cellCheckText(hashes), 4)).toBeNull();
    expect(readCellCheck(checkText(hashes), 3)).toBeNull();
    expect(readCellCheck(12, 3)).toBeNull();
  });
});
