/**
 * Columns a summarized design computes from its totals (docs/api.md "Shares, comparisons and calculated measures"):
 *   share:<total>      the total as a share of its column's total, over the whole result or within groups
 *                      (query.shareWithin), 0–1 with the format 0.0%;
 *   previous:<total>   the total over the comparison period (query.compare), beside the total over the period;
 *   change:<total>     the total less its comparison; changePct:<total> that change ÷ the comparison;
 *   calc:<key>         a calculated measure of query.calculated ([Revenue] ÷ [Orders]).
 * <total> is a measure ("measure:revenue"), a chosen column with a function, or a calculated measure ("calc:…").
 * They are named in columns, sort, having and formats like any total.
 */
import { z } from 'zod';
import {
  formatPeriodDates,
  periodName,
  resolvePeriod,
  type PeriodDates,
  type PeriodSpec,
} from './periods.ts';
import { FORMULA_LIMITS, formulaWords, parseFormula } from './formula.ts';

export const DERIVED_KINDS = ['share', 'previous', 'change', 'changePct', 'calc'] as const;
export type DerivedKind = (typeof DERIVED_KINDS)[number];

/** What a derived column reference names: its kind and the total (or calculated measure key) it is computed from. */
export interface DerivedRef {
  kind: DerivedKind;
  base: string;
}

/** The derived column a reference names, or null for a column or a measure. */
export function derivedOf(ref: string): DerivedRef | null {
  const colon = ref.indexOf(':');
  if (colon < 0) return null;
  const kind = ref.slice(0, colon);
  const base = ref.slice(colon + 1);
  return (DERIVED_KINDS as readonly string[]).includes(kind) && base !== ''
    ? { kind: kind as DerivedKind, base }
    : null;
}
export const derivedRef = (kind: DerivedKind, base: string): string => `${kind}:${base}`;

export const COMPARE_AGAINST = ['previousPeriod', 'yearEarlier'] as const;
export type CompareAgainst = (typeof COMPARE_AGAINST)[number];

/**
 * A comparison: the design's relative-period filter (inPeriod) on `column` sets the period; its totals are taken
 * over that period and previous:/change:/changePct: columns over the comparison period — the period just before
 * it (the month before last month; the 30 days before the last 30 days) or the same period a year earlier.
 */
export const compareSchema = z.object({
  column: z.string().min(1).max(255),
  against: z.enum(COMPARE_AGAINST),
});
export type Compare = z.infer<typeof compareSchema>;

/** A calculated measure: its column's name and its formula over totals ([Revenue] − [Cost of goods sold]). */
export const calculatedSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    formula: z.string().min(1).max(FORMULA_LIMITS.maxLength),
  })
  .superRefine((calc, ctx) => {
    const read = parseFormula(calc.formula);
    if (!read.ok) ctx.addIssue({ code: 'custom', path: ['formula'], message: read.message });
  });
export type Calculated = z.infer<typeof calculatedSchema>;
/** A calculated measure's key: what "calc:<key>" names. */
export const calculatedKeySchema = z.string().regex(/^[a-z][a-z0-9_]{0,62}$/, 'A key is a-z, 0-9 and _.');

// Calendar steps, in UTC so no clock change moves a day.
const day = (text: string) => new Date(`${text}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (text: string, days: number) => iso(new Date(day(text).getTime() + days * 86_400_000));
function addMonths(text: string, months: number): string {
  const date = day(text);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return iso(
    new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(date.getUTCDate(), last))),
  );
}

/** How long a period is, to step back by it: days or months. */
function stepOf(spec: PeriodSpec): { days: number } | { months: number } | null {
  const n = spec.count ?? 1;
  switch (spec.period) {
    case 'today':
    case 'yesterday':
      return { days: 1 };
    case 'thisWeek':
    case 'lastWeek':
      return { days: 7 };
    case 'lastNDays':
      return { days: n };
    case 'lastNWeeks':
      return { days: 7 * n };
    case 'thisMonth':
    case 'lastMonth':
      return { months: 1 };
    case 'thisQuarter':
    case 'lastQuarter':
      return { months: 3 };
    case 'thisYear':
    case 'lastYear':
      return { months: 12 };
    case 'lastNMonths':
      return { months: n };
    case 'yearToDate':
      // The year so far has no "period before" of its own: it is compared with the same days a year earlier.
      return null;
  }
}

/** The dates a comparison period means, given the period's own dates. */
export function comparisonDates(spec: PeriodSpec, dates: PeriodDates, against: CompareAgainst): PeriodDates {
  const step = against === 'previousPeriod' ? stepOf(spec) : null;
  if (step === null) return { from: addMonths(dates.from, -12), through: addMonths(dates.through, -12) };
  // The period just before: it ends the day before this one starts.
  const through = addDays(dates.from, -1);
  const from = 'days' in step ? addDays(dates.from, -step.days) : addMonths(dates.from, -step.months);
  return { from, through };
}

/** Both periods of a comparison on a given day (the instance's today, YYYY-MM-DD). */
export function comparedPeriods(
  spec: PeriodSpec,
  today: string,
  against: CompareAgainst,
): { period: PeriodDates; comparison: PeriodDates } {
  const period = resolvePeriod(spec, today);
  return { period, comparison: comparisonDates(spec, period, against) };
}

const UNIT_WORDS: Readonly<Record<string, string>> = {
  today: 'the day before',
  yesterday: 'the day before',
  thisWeek: 'the week before',
  lastWeek: 'the week before',
  thisMonth: 'the month before',
  lastMonth: 'the month before',
  thisQuarter: 'the quarter before',
  lastQuarter: 'the quarter before',
  thisYear: 'the year before',
  lastYear: 'the year before',
};

/** The comparison period in words: "the month before", "the 30 days before", "the same period a year earlier". */
export function comparisonName(spec: PeriodSpec, against: CompareAgainst): string {
  if (against === 'yearEarlier' || spec.period === 'yearToDate') return 'the same period a year earlier';
  const fixed = UNIT_WORDS[spec.period];
  if (fixed) return fixed;
  const units: Readonly<Record<string, string>> = {
    lastNDays: 'days',
    lastNWeeks: 'weeks',
    lastNMonths: 'months',
  };
  const unit = units[spec.period] ?? 'days';
  const n = spec.count ?? 1;
  return n === 1 ? `the ${unit.slice(0, -1)} before` : `the ${n} ${unit} before`;
}

/**
 * "Revenue, last month vs the month before (1–31 Oct 2026 vs 1–30 Sep 2026)": the totals compared, both periods,
 * and their dates when known (a stored design's words leave them out; an answer has them).
 */
export function comparisonWords(
  totalNames: readonly string[],
  spec: PeriodSpec,
  against: CompareAgainst,
  today?: string,
  locale?: string,
): string {
  const names = totalNames.length > 0 ? `${totalNames.join(', ')}, ` : '';
  const head = `${names}${periodName(spec).toLowerCase()} vs ${comparisonName(spec, against)}`;
  if (today === undefined) return head;
  const { period, comparison } = comparedPeriods(spec, today, against);
  return `${head} (${formatPeriodDates(period, locale)} vs ${formatPeriodDates(comparison, locale)})`;
}

/**
 * A derived column's name from its total's name: "Share of Revenue", "Share of Revenue within Region", "Revenue,
 * the month before" (comparisonName), "Revenue change", "Revenue change %"; a calculated measure by its own name.
 */
export function derivedColumnName(
  derived: DerivedRef,
  baseName: string,
  options: { within?: readonly string[]; comparison?: string; calculatedName?: string } = {},
): string {
  switch (derived.kind) {
    case 'share':
      return options.within && options.within.length > 0
        ? `Share of ${baseName} within ${options.within.join(', ')}`
        : `Share of ${baseName}`;
    case 'previous':
      return `${baseName}, ${options.comparison ?? 'comparison period'}`;
    case 'change':
      return `${baseName} change`;
    case 'changePct':
      return `${baseName} change %`;
    case 'calc':
      return options.calculatedName ?? derived.base;
  }
}

/** "Revenue per order = Revenue ÷ Orders": a calculated measure in plain words, each name as a person reads it. */
export function calculatedWords(calc: Calculated, nameOf: (name: string) => string, locale?: string): string {
  const read = parseFormula(calc.formula);
  return read.ok ? `${calc.name} = ${formulaWords(read.node, nameOf, locale)}` : calc.name;
}
