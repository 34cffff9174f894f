// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rowLimitProblem } from './landingRules';

describe('the row limit a design or the global setting may take', () => {
  it('goes from 1 to a full Excel sheet under its header, 1,048,575 rows', () => {
    expect(rowLimitProblem(1)).toBeUndefined();
    expect(rowLimitProblem(100_000)).toBeUndefined();
    expect(rowLimitProblem(1_048_575)).toBeUndefined();
    expect(rowLimitProblem(1_048_576)).toBe('A whole number from 1 to 1,048,575.');
    expect(rowLimitProblem(0)).toBe('A whole number from 1 to 1,048,575.');
    expect(rowLimitProblem(2.5)).toBe('A whole number from 1 to 1,048,575.');
  });
});
