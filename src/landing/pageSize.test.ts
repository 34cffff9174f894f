// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { QUERY_LIMITS } from '@wharf/contract';
import { landingPageSize, PAGE_CELLS } from './pageSize';

describe('the rows a landing asks for a page', () => {
  it("are the server's most for a narrow design, and fewer as the design widens, by its cells", () => {
    expect(landingPageSize(1)).toBe(QUERY_LIMITS.maxPageSize);
    expect(landingPageSize(6)).toBe(QUERY_LIMITS.maxPageSize);
    expect(landingPageSize(7)).toBe(21_428);
    expect(landingPageSize(12)).toBe(12_500);
    expect(landingPageSize(12) * 12).toBeLessThanOrEqual(PAGE_CELLS);
    expect(landingPageSize(1_000_000)).toBe(1);
    expect(landingPageSize(0)).toBe(QUERY_LIMITS.maxPageSize);
  });
});
