// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_SIZES } from './dataset.ts';
import { generateDataset } from './generate.ts';

const DAY = 24 * 60 * 60 * 1000;
const end = Date.parse('2026-11-25T12:00:00Z');
const data = generateDataset({ ...DEMO_SIZES, salesOrders: 730 }, { start: end - 365 * DAY, end });
const times = (records: Record<string, unknown>[]) => records.map((r) => Date.parse(String(r.createdDate)));

describe('the stand-in account over time', () => {
  it('has sales orders of every month of the year up to its newest day, oldest first', () => {
    const created = times(data.SalesOrders);
    expect(created[0]).toBe(end - 365 * DAY);
    expect(created.at(-1)).toBe(end);
    expect(created).toEqual([...created].sort((a, b) => a - b));
    const months = new Set(created.map((time) => new Date(time).toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
    // A company's first import answers "the last 30 days": about a twelfth of a year's orders.
    const recent = created.filter((time) => time > end - 30 * DAY).length;
    expect(recent).toBeGreaterThan(50);
  });

  it('gives each resource its own timeline over the same span, modified when created', () => {
    for (const records of [data.Products, data.Contacts, data.PurchaseOrders]) {
      const created = times(records);
      expect(created[0]).toBe(end - 365 * DAY);
      expect(created.at(-1)).toBe(end);
    }
    for (const order of data.SalesOrders) expect(order.modifiedDate).toBe(order.createdDate);
  });
});
