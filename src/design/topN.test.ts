// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { topNOf } from './topN';

describe('a top-N design', () => {
  it('is one that sorts and keeps fewer rows than the default limit', () => {
    expect(topNOf({ sort: [{ column: 'measure:revenue' }], limit: 100 })).toBe(100);
    expect(topNOf({ sort: [{ column: 'measure:revenue' }], limit: 1 })).toBe(1);
  });

  it('is not one whose limit only caps an unsorted or default-sized result', () => {
    expect(topNOf({ limit: 100 })).toBeNull();
    expect(topNOf({ sort: [{ column: 'order_date' }], limit: 10_000 })).toBeNull();
  });
});
