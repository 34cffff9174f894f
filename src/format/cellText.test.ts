// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCell } from './cellText';

describe('a landed cell as the grid shows it', () => {
  it("writes the API's dates and times in the column's date code, in UTC as the .xlsx stores them", () => {
    expect(formatCell('2026-11-29', 'd mmm yyyy')).toBe('29 Nov 2026');
    expect(formatCell('2026-11-29', 'dd/mm/yyyy')).toBe('29/11/2026');
    expect(formatCell('2026-12-13T01:43:33Z', 'yyyy-mm-dd hh:mm')).toBe('2026-12-13 01:43');
    expect(formatCell('2026-12-13T13:05:00Z', 'mmmm d, yyyy h:mm AM/PM')).toBe('December 13, 2026 1:05 PM');
    expect(formatCell('Not a date', 'yyyy-mm-dd')).toBe('Not a date');
  });

  it('applies the common number formats of the FORMAT step', () => {
    expect(formatCell(1234.567, '#,##0.00')).toBe('1,234.57');
    expect(formatCell(1234.567, '0')).toBe('1235');
    expect(formatCell(0.256, '0.0%')).toBe('25.6%');
    expect(formatCell(12, '"$"#,##0.00')).toBe('$12.00');
    expect(formatCell(3, '0" kg"')).toBe('3 kg');
  });

  it('shows text and empty cells as they are, and numbers as they are without a format it knows', () => {
    expect(formatCell('Customer 1', '0.00')).toBe('Customer 1');
    expect(formatCell(null, '0.00')).toBe('');
    expect(formatCell(45000, 'yyyy-mm-dd')).toBe('45000');
    expect(formatCell(1.5)).toBe('1.5');
  });

  it("separates a total's thousands when it has no format of its own, and leaves an id as Excel's General", () => {
    expect(formatCell(67743167.02, undefined, true)).toBe('67,743,167.02');
    expect(formatCell(1544, 'General', true)).toBe('1,544');
    expect(formatCell(10017)).toBe('10017');
    expect(formatCell(0.123456789012, undefined, true)).toBe('0.123456789');
  });
});
