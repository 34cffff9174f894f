// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toCell } from './run.ts';

describe('result cells', () => {
  it('keep numbers numbers, whatever the driver handed back (numeric and bigint as text, bigint)', () => {
    expect(toCell(12.5, 'numeric')).toBe(12.5);
    expect(toCell('1234.50', 'numeric')).toBe(1234.5);
    expect(toCell('9007199254740991', 'integer')).toBe(9_007_199_254_740_991);
    expect(toCell(42n, 'integer')).toBe(42);
    expect(toCell('NaN', 'numeric')).toBe('NaN');
  });

  it('answer dates as YYYY-MM-DD and timestamps as ISO 8601, nulls as null', () => {
    expect(toCell('2025-06-30', 'date')).toBe('2025-06-30');
    expect(toCell(new Date(2025, 5, 30), 'date')).toBe('2025-06-30');
    expect(toCell(new Date('2025-06-30T18:00:00Z'), 'timestamptz')).toBe('2025-06-30T18:00:00.000Z');
    expect(toCell('2025-06-30 18:00:00+00', 'timestamptz')).toBe('2025-06-30T18:00:00.000Z');
    expect(toCell(null, 'text')).toBeNull();
    expect(toCell(undefined, 'numeric')).toBeNull();
    expect(toCell({ a: 1 }, 'text')).toBe('{"a":1}');
  });
});
