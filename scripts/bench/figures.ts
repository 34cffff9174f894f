/**
 * The bench's figures: each a measured value, optionally held to a budget. One printer for all of them,
 * so a new measurement only has to return figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** 'max': the value must not exceed the budget. 'min': the value must not fall below it. */
export type Compare = 'max' | 'min';

/**
 * A hot path's physical floor, measured in the same run beside it: absolute times swing with the
 * machine's load, the ratio to what the same work costs at its simplest much less, so the goal is the ratio.
 */
export interface Floor {
  /** What the floor is, e.g. "the same HTML and CSS as a static page". */
  name: string;
  /** In the figure's unit. */
  value: number;
  /** The ratio value / floor must stay ≤ goal for a 'max' figure (a time), ≥ goal for a 'min' one (a rate). */
  goal: number;
  /**
   * How much two timings of the floor differed in this run (the second fastest / the fastest − 1), when it was timed
   * several times: a path that runs at its floor may seem to beat it by that much before the floor is called wrong
   * (never by less than FLOOR_NOISE, the allowance assumed otherwise).
   */
  noise?: number;
}

export interface Figure {
  name: string;
  value: number;
  /** `share`: one time as a share of another (0.56 is 0.56×), printed with two decimals. */
  unit: 'KB' | 'ms' | 'files' | 'count' | 'share';
  /** Without a budget or a floor the figure is reported for information only. */
  budget?: number;
  compare?: Compare;
  floor?: Floor;
}

/** 'floor wrong': the path beat its floor, so the floor is not the fastest way to the same result. */
export type Verdict = 'within' | 'over' | 'floor wrong' | 'info';

const holds = (value: number, limit: number, compare: Compare): boolean =>
  compare === 'max' ? value <= limit : value >= limit;

/** The absolute budget alone: the second line of defence once a figure has a floor. */
export function budgetVerdictOf(figure: Figure): Verdict {
  if (figure.budget === undefined) return 'info';
  return holds(figure.value, figure.budget, figure.compare ?? 'max') ? 'within' : 'over';
}

export function ratioOf(figure: Figure): number | undefined {
  return figure.floor ? figure.value / figure.floor.value : undefined;
}

/** How far a path may seem to beat its floor before the floor is called wrong: timing noise, not a faster way. */
export const FLOOR_NOISE = 0.03;

export function ratioVerdictOf(figure: Figure): Verdict {
  const ratio = ratioOf(figure);
  if (!figure.floor || ratio === undefined) return 'info';
  // A floor is the fastest known way to the same result on the same engine: a path cannot do better than it, beyond
  // the few per cent two timings of the same work differ by on a shared machine.
  const compare = figure.compare ?? 'max';
  const noise = Math.max(FLOOR_NOISE, figure.floor.noise ?? 0);
  const beaten = compare === 'max' ? ratio < 1 - noise : ratio > 1 + noise;
  if (beaten) return 'floor wrong';
  return holds(ratio, figure.floor.goal, compare) ? 'within' : 'over';
}

/** Over when the ratio or the absolute budget is missed; floor wrong when the path beat its floor. */
export function verdictOf(figure: Figure): Verdict {
  const verdicts = [ratioVerdictOf(figure), budgetVerdictOf(figure)];
  if (verdicts.includes('floor wrong')) return 'floor wrong';
  if (verdicts.includes('over')) return 'over';
  return verdicts.includes('within') ? 'within' : 'info';
}

export function formatValue(value: number, unit: Figure['unit']): string {
  if (unit === 'share') return `${value.toFixed(2)}×`;
  const digits = unit === 'KB' ? 1 : 0;
  return `${value.toFixed(digits)} ${unit}`;
}

const STATUS: Record<Verdict, string> = {
  within: 'ok',
  over: 'OVER BUDGET',
  'floor wrong': 'FLOOR WRONG (the path beat it)',
  info: '-',
};

/** Renders rows as a plain-text table, the first row being the header. Numbers-ish columns align right. */
export function table(rows: string[][], alignRight: readonly number[] = []): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  const line = (row: string[]): string =>
    row
      .map((cell, i) =>
        alignRight.includes(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const [header, ...body] = rows;
  if (!header) return [];
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)];
}

export interface Summary {
  within: number;
  /** Figures over their goal or budget, and those that beat their floor (the floor, then, is wrong). */
  over: number;
}

const sign = (compare: Compare | undefined): string => ((compare ?? 'max') === 'max' ? '<=' : '>=');

/** The hot paths beside their floors: value, floor, ratio and the ratio's goal. */
function printRatios(figures: readonly Figure[]): void {
  const rows = figures.flatMap((figure) => {
    const ratio = ratioOf(figure);
    if (!figure.floor || ratio === undefined) return [];
    return [
      [
        figure.name,
        formatValue(figure.value, figure.unit),
        figure.floor.name,
        formatValue(figure.floor.value, figure.unit),
        `${ratio.toFixed(2)}x`,
        `${sign(figure.compare)} ${figure.floor.goal}x`,
        STATUS[ratioVerdictOf(figure)],
      ],
    ];
  });
  if (rows.length === 0) return;
  const header = ['Hot path', 'Value', 'Floor (same run)', 'Floor', 'Ratio', 'Goal', 'Status'];
  for (const line of table([header, ...rows], [1, 3, 4])) console.log(line);
  console.log('');
}

export function printFigures(figures: readonly Figure[]): Summary {
  printRatios(figures);
  const rows = figures.map((figure) => {
    const budget =
      figure.budget === undefined ? '' : `${sign(figure.compare)} ${formatValue(figure.budget, figure.unit)}`;
    return [figure.name, formatValue(figure.value, figure.unit), budget, STATUS[budgetVerdictOf(figure)]];
  });
  for (const line of table([['Figure', 'Value', 'Budget', 'Status'], ...rows], [1, 2])) console.log(line);
  const verdicts = figures.map(verdictOf);
  return {
    within: verdicts.filter((v) => v === 'within').length,
    over: verdicts.filter((v) => v === 'over' || v === 'floor wrong').length,
  };
}

export function writeResults(
  file: string,
  figures: readonly Figure[],
  details: Record<string, unknown>,
): void {
  mkdirSync(dirname(file), { recursive: true });
  const json = {
    generatedAt: new Date().toISOString(),
    figures: figures.map((figure) => ({
      ...figure,
      ...(figure.floor ? { ratio: ratioOf(figure), ratioVerdict: ratioVerdictOf(figure) } : {}),
      budgetVerdict: budgetVerdictOf(figure),
      verdict: verdictOf(figure),
    })),
    details,
  };
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** The standard error of a sample's median (1.2533 σ / √n), σ from the interquartile range (robust to a stall). */
function medianStandardError(values: readonly number[]): number {
  if (values.length < 4) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const quartile = (q: number) => sorted[Math.round(q * (sorted.length - 1))] ?? Number.NaN;
  const sigma = (quartile(0.75) - quartile(0.25)) / 1.349;
  return (1.2533 * sigma) / Math.sqrt(values.length);
}

/**
 * How many standard errors apart two medians must be before one is called faster: about 1 in 740 by chance. A whole
 * run compares 48 paths with their floors, and several run at their floors (the constructs' compiled SQL, the Excel
 * writer's pass); at two standard errors (1 in 44 each) a run calls some floor wrong by chance more often than not
 * (the top 3 per group on PostgreSQL measured 0.97×, its path running the very statement of its floor).
 */
const SIGNIFICANT_ERRORS = 3;

/**
 * How far a path's median may fall below its floor's by chance, relative to the floor's median: three standard errors
 * of the difference of the two medians, each sample's own spread counted (first paint: 64–292 ms in one run, the
 * app's spread wider than its static floor's). With one standard error a path running exactly at its floor is
 * called faster than it about one run in six (108 against 116 ms is within either sample's noise).
 * Called with one sample, the path is taken to spread as the floor does.
 */
export function medianNoise(floor: readonly number[], path: readonly number[] = floor): number {
  if (floor.length < 4 || path.length < 4) return 0;
  const difference = Math.hypot(medianStandardError(floor), medianStandardError(path));
  return (SIGNIFICANT_ERRORS * difference) / median(floor);
}

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export const KB = 1024;
