/**
 * The bench's figures: each a measured value, optionally held to a budget. One printer for all of them,
 * so a new measurement only has to return figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** 'max': the value must not exceed the budget. 'min': the value must not fall below it. */
export type Compare = 'max' | 'min';

export interface Figure {
  name: string;
  value: number;
  unit: 'KB' | 'ms' | 'files' | 'count';
  /** Without a budget the figure is reported for information only. */
  budget?: number;
  compare?: Compare;
}

export type Verdict = 'within' | 'over' | 'info';

export function verdictOf(figure: Figure): Verdict {
  if (figure.budget === undefined) return 'info';
  const ok =
    (figure.compare ?? 'max') === 'max' ? figure.value <= figure.budget : figure.value >= figure.budget;
  return ok ? 'within' : 'over';
}

export function formatValue(value: number, unit: Figure['unit']): string {
  const digits = unit === 'KB' ? 1 : 0;
  return `${value.toFixed(digits)} ${unit}`;
}

const STATUS: Record<Verdict, string> = { within: 'ok', over: 'OVER BUDGET', info: '-' };

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
  over: number;
}

export function printFigures(figures: readonly Figure[]): Summary {
  const rows = figures.map((figure) => {
    const budget =
      figure.budget === undefined
        ? ''
        : `${(figure.compare ?? 'max') === 'max' ? '<=' : '>='} ${formatValue(figure.budget, figure.unit)}`;
    return [figure.name, formatValue(figure.value, figure.unit), budget, STATUS[verdictOf(figure)]];
  });
  for (const line of table([['Figure', 'Value', 'Budget', 'Status'], ...rows], [1, 2])) console.log(line);
  const verdicts = figures.map(verdictOf);
  return {
    within: verdicts.filter((v) => v === 'within').length,
    over: verdicts.filter((v) => v === 'over').length,
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
    figures: figures.map((figure) => ({ ...figure, verdict: verdictOf(figure) })),
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

export const KB = 1024;
