// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { worksheetNameFor } from './worksheetName';

describe("a new worksheet's name", () => {
  it('is the title when free, numbered as Excel numbers copies when taken (ignoring case)', () => {
    expect(worksheetNameFor('Sales by month', ['Sheet1'])).toBe('Sales by month');
    expect(worksheetNameFor('Sales by month', ['sales BY month', 'Sales by month (2)'])).toBe(
      'Sales by month (3)',
    );
  });

  it("keeps to Excel's 31 characters, shortening the title to make room for the number", () => {
    const title = 'Revenue per customer and region, 2026';
    expect(worksheetNameFor(title, [])).toBe('Revenue per customer and region');
    expect(worksheetNameFor(title, ['Revenue per customer and region'])).toBe(
      'Revenue per customer and re (2)',
    );
    expect(worksheetNameFor(title, []).length).toBeLessThanOrEqual(31);
  });

  it('drops the characters Excel refuses, apostrophes at the ends and the reserved History', () => {
    expect(worksheetNameFor("'Q1/Q2: [draft]?*\\ totals'", [])).toBe('Q1 Q2 draft totals');
    expect(worksheetNameFor('Tab\u0007here', [])).toBe('Tab here');
    expect(worksheetNameFor('History', [])).toBe('History (2)');
    expect(worksheetNameFor(' :: ', ['Table'])).toBe('Table (2)');
  });
});
