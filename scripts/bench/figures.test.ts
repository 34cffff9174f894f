// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  budgetVerdictOf,
  formatValue,
  medianNoise,
  ratioOf,
  ratioVerdictOf,
  verdictOf,
  type Figure,
} from './figures.ts';

const time = (value: number, floor: number, budget = 1000): Figure => ({
  name: 'time',
  value,
  unit: 'ms',
  budget,
  floor: { name: 'static', value: floor, goal: 1.3 },
});

describe('a figure beside its floor', () => {
  it('is held to its ratio for a time (at most the goal) and for a rate (at least the goal)', () => {
    expect(ratioOf(time(130, 100))).toBeCloseTo(1.3);
    expect(ratioVerdictOf(time(130, 100))).toBe('within');
    expect(ratioVerdictOf(time(131, 100))).toBe('over');
    const rate: Figure = {
      name: 'rows/s',
      value: 400,
      unit: 'count',
      compare: 'min',
      floor: { name: 'COPY', value: 1000, goal: 0.5 },
    };
    expect(ratioVerdictOf(rate)).toBe('over');
    expect(ratioVerdictOf({ ...rate, value: 500 })).toBe('within');
  });

  it('names the floor wrong when the path beats it, for a time and for a rate', () => {
    expect(ratioVerdictOf(time(96, 100))).toBe('floor wrong');
    expect(verdictOf(time(96, 100))).toBe('floor wrong');
    // Within the timing noise of the same work measured twice.
    expect(ratioVerdictOf(time(98, 100))).toBe('within');
    expect(ratioVerdictOf(time(100, 100))).toBe('within');
    const rate: Figure = {
      name: 'rows/s',
      value: 1130,
      unit: 'count',
      compare: 'min',
      floor: { name: 'COPY', value: 1000, goal: 0.5 },
    };
    expect(ratioVerdictOf(rate)).toBe('floor wrong');
  });

  it("allows a path at its floor to seem faster by as much as the floor's own timings differed in the run", () => {
    const noisy = (value: number, noise: number): Figure => {
      const figure = time(value, 100);
      return { ...figure, floor: { ...(figure.floor as NonNullable<Figure['floor']>), noise } };
    };
    expect(ratioVerdictOf(noisy(92, 0.1))).toBe('within');
    expect(ratioVerdictOf(noisy(89, 0.1))).toBe('floor wrong');
    // Never less than the usual allowance.
    expect(ratioVerdictOf(noisy(98, 0.01))).toBe('within');
    expect(ratioVerdictOf(noisy(96, 0.01))).toBe('floor wrong');
  });

  it('keeps the absolute budget as a second line: missing either is over', () => {
    expect(budgetVerdictOf(time(1200, 1000))).toBe('over');
    expect(verdictOf(time(1200, 1000))).toBe('over');
    expect(verdictOf(time(500, 100))).toBe('over');
    expect(verdictOf(time(120, 100))).toBe('within');
    expect(verdictOf({ name: 'info', value: 1, unit: 'files' })).toBe('info');
  });
});

describe('a figure as printed', () => {
  it('shows a share of another time with two decimals, beside its budget, not rounded to a whole count', () => {
    expect(formatValue(0.56, 'share')).toBe('0.56×');
    expect(formatValue(0.75, 'share')).toBe('0.75×');
    expect(formatValue(1234.4, 'ms')).toBe('1234 ms');
    expect(formatValue(87.25, 'KB')).toBe('87.3 KB');
  });
});

describe("a median's noise", () => {
  it('grows with the spread of the timings and shrinks with their number', () => {
    const steady = [100, 101, 99, 100, 102, 98, 100, 101, 99, 100, 100];
    const spread = [64, 292, 140, 112, 248, 80, 176, 148, 108, 164, 140];
    expect(medianNoise(steady)).toBeLessThan(0.02);
    expect(medianNoise(spread)).toBeGreaterThan(0.15);
    expect(medianNoise([...spread, ...spread, ...spread, ...spread])).toBeLessThan(medianNoise(spread) / 1.5);
    expect(medianNoise([100, 200])).toBe(0);
  });

  it("counts the path's spread as well as the floor's", () => {
    const floor = [120, 112, 116, 92, 160, 116, 124, 88, 100, 112, 132];
    const path = [136, 168, 96, 84, 116, 148, 88, 120, 92, 108, 88];
    expect(medianNoise(floor, path)).toBeGreaterThan(medianNoise(floor));
    // A first paint of 108 against 116 ms is within the two medians' noise, not a faster way.
    const staticFloor = { name: 'static', value: 116, goal: 1.3, noise: medianNoise(floor, path) };
    const figure: Figure = {
      name: 'first paint',
      value: 108,
      unit: 'ms',
      compare: 'max',
      floor: staticFloor,
    };
    expect(ratioVerdictOf(figure)).toBe('within');
    // A path far below a steady floor is still caught.
    const steady = [100, 101, 99, 100, 102, 98, 100, 101, 99, 100, 100];
    const faster = steady.map((value) => value * 0.8);
    const beaten: Figure = {
      ...figure,
      value: 80,
      floor: { ...staticFloor, value: 100, noise: medianNoise(steady, faster) },
    };
    expect(ratioVerdictOf(beaten)).toBe('floor wrong');
  });
});
