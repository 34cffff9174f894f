// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { constructFloorMs, CONSTRUCTS, everyOrder, firstDifference, rowsText } from './constructs.ts';

describe('a construct checked against its hand-written SQL', () => {
  it("reads PostgreSQL's numeric and bigint text as the numbers the API answers", () => {
    expect(rowsText([['Auckland', '1234.5', '7']])).toEqual(rowsText([['Auckland', 1234.5, 7]]));
    expect(rowsText([[null, 0.123456]])).toEqual(['null|0.1235']);
  });

  it('names the first row that differs, or a missing row, and nothing when the rows are the same', () => {
    expect(firstDifference(['a|1', 'b|2'], ['a|1', 'b|2'])).toBeNull();
    expect(firstDifference(['a|1', 'b|2'], ['a|1', 'b|3'])).toBe(
      'row 2: compiled b|2, by hand b|3 (2 and 2 rows)',
    );
    expect(firstDifference(['a|1'], ['a|1', 'b|2'])).toBe(
      'row 2: compiled (none), by hand b|2 (1 and 2 rows)',
    );
  });

  it('times every construct the query language gained', () => {
    const designs = JSON.stringify(CONSTRUCTS.map((construct) => construct.design));
    for (const construct of [
      'inPeriod',
      '"having"',
      '"anyOf"',
      '"topPerGroup"',
      'share:',
      '"shareWithin"',
      'previous:',
      'change:',
      'changePct:',
      'calc:',
    ]) {
      expect(designs).toContain(construct);
    }
  });

  it('takes as its floor the faster of the hand-written SQL and the compiled SQL sent alone', () => {
    expect(constructFloorMs({ byHandMs: 2, compiledSqlMs: 1.5 })).toBe(1.5);
    expect(constructFloorMs({ byHandMs: 1, compiledSqlMs: 1.5 })).toBe(1);
  });

  it('takes its turns in every order of the works, so each follows each other as often', () => {
    const orders = everyOrder(3);
    expect(new Set(orders.map((order) => order.join(''))).size).toBe(6);
    // Across the turns run back to back, how often work b comes right after work a.
    const sequence = [...orders, ...orders].flat();
    const follows = new Map<string, number>();
    for (let k = 1; k < sequence.length; k += 1) {
      const pair = `${sequence[k - 1]}>${sequence[k]}`;
      follows.set(pair, (follows.get(pair) ?? 0) + 1);
    }
    const afterOther = [...follows].filter(([pair]) => pair[0] !== pair[2]).map(([, count]) => count);
    expect(afterOther).toHaveLength(6);
    expect(Math.max(...afterOther) - Math.min(...afterOther)).toBeLessThanOrEqual(1);
  });
});
