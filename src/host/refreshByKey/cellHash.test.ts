// @vitest-environment node
/**
 * A row's key hashes (docs/host.md, "Refresh by key"): whole-number keys such as product ids, whose doubles share
 * their low word, still spread over the key index's slots and the record's buckets.
 */
import { describe, expect, it } from 'vitest';
import { cellHash, keyHashes } from './cellHash';
import { KeyIndex } from './keyIndex';

describe('key hashes', () => {
  it('spread whole-number keys over the low bits that choose a slot or a bucket', () => {
    const lowBits = new Set<number>();
    for (let id = 1; id <= 1_000; id += 1) lowBits.add((keyHashes([id], [0])[0] ?? 0) & 0xfff);
    // 1,000 keys in 4,096 places: about 890 distinct when spread, 1 when not.
    expect(lowBits.size).toBeGreaterThan(850);
  });

  it('index 100,000 whole-number keys, each found again at its row', () => {
    const index = new KeyIndex(100_000);
    let refused = 0;
    for (let id = 1; id <= 100_000; id += 1) {
      const [h1, h2] = keyHashes([id], [0]);
      if (!index.add(h1, h2, id - 1)) refused += 1;
    }
    expect(refused).toBe(0);
    const [h1, h2] = keyHashes([42_000], [0]);
    expect(index.rowOf(h1, h2)).toBe(41_999);
  });

  it('hash a key and a value as Excel keeps them: digits as a number, a date as its serial', () => {
    expect(keyHashes(['1042'], [0])).toEqual(keyHashes([1042], [0]));
    expect(cellHash('2026-01-05')).toBe(cellHash(46_027));
    expect(keyHashes(['ab', 'c'], [0, 1])).not.toEqual(keyHashes(['a', 'bc'], [0, 1]));
  });
});
