// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { constructFloorMs, CONSTRUCTS, firstDifference, rowsText } from './constructs.ts';

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
});
