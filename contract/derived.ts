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
  isRunningPeriod,
  periodName,
  resolvePeriod,
  resolveToDate,
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
 * How much of a running period (this week, month, quarter or year; the year to date) a comparison takes:
 *   toDate  (the default) like for like: the period's whole days before today against the same days of the earlier
 *           period ("this year to date vs the same days of the year before");
 *   whole   the period as the filter reads it against the whole earlier period ("this year vs the whole of the
 *           year before").
 * A period that is over already (last month, the last 30 days…) is whole either way.
 */
export const COMPARE_SPANS = ['toDate', 'whole'] as const;
export type CompareSpan = (typeof COMPARE_SPANS)[number];

/**
 * A comparison: the design's relative-period filter (inPeriod) on `column` sets the period; its totals are taken
 * over that period and previous:/change:/changePct: columns over the comparison period — the period just before
 * it (the month before last month; the 30 days before the last 30 days) or the same period a year earlier; a
 * running period to date unless `span` is "whole" (COMPARE_SPANS). A design saved without `span` compares to date.
 */
export const compareSchema = z.object({
  column: z.string().min(1).max(255),
  against: z.enum(COMPARE_AGAINST),
  span: z.enum(COMPARE_SPANS).optional(),
});
export type Compare = z.infer<typeof compareSchema>;

/** The span a comparison takes: "toDate" unless it says "whole". */
export const spanOf = (compare: { span?: CompareSpan | undefined }): CompareSpan => compare.span ?? 'toDate';

/** Whether a comparison of this period takes it to date: a running period under the "toDate" span. */
export const comparesToDate = (spec: PeriodSpec, span: CompareSpan): boolean =>
  span === 'toDate' && isRunningPeriod(spec.period);

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
    case 'lastNWholeMonths':
      return { months: n };
    case 'yearToDate':
      // The year so far has no "period before" of its own: it is compared with the same days a year earlier.
      return null;
  }
}

/** The step a comparison goes back by: the period's own length, or a year (yearToDate has no period of its own). */
const stepBack = (spec: PeriodSpec, against: CompareAgainst) =>
  (against === 'previousPeriod' ? stepOf(spec) : null) ?? { months: 12 };
const back = (text: string, step: { days: number } | { months: number }) =>
  'days' in step ? addDays(text, -step.days) : addMonths(text, -step.months);

/**
 * The dates a comparison period means, given the period's own whole dates: the period just before (it ends the day
 * before this one starts) or the same days a year earlier.
 */
export function comparisonDates(spec: PeriodSpec, dates: PeriodDates, against: CompareAgainst): PeriodDates {
  const step = against === 'previousPeriod' ? stepOf(spec) : null;
  if (step === null) return { from: addMonths(dates.from, -12), through: addMonths(dates.through, -12) };
  return { from: back(dates.from, step), through: addDays(dates.from, -1) };
}

/**
 * The whole earlier period a running period is compared with under the "whole" span: the year before for the year
 * to date (it has no period of its own), else the period before or the same period a year earlier.
 */
function wholeEarlier(spec: PeriodSpec, today: string, against: CompareAgainst): PeriodDates {
  if (spec.period !== 'yearToDate') return comparisonDates(spec, resolvePeriod(spec, today), against);
  const year = resolvePeriod({ ...spec, period: 'thisYear' }, today);
  return { from: addMonths(year.from, -12), through: addMonths(year.through, -12) };
}

/**
 * Both periods of a comparison on a given day (the instance's today, YYYY-MM-DD). Under the "toDate" span (the
 * default) a running period is taken to date and compared with the same days of the earlier period: this month's
 * 1st–28th with the 1st–28th of the month before (a day the earlier month lacks ends it on its last day).
 */
export function comparedPeriods(
  spec: PeriodSpec,
  today: string,
  against: CompareAgainst,
  span: CompareSpan = 'toDate',
): { period: PeriodDates; comparison: PeriodDates } {
  if (!isRunningPeriod(spec.period)) {
    const period = resolvePeriod(spec, today);
    return { period, comparison: comparisonDates(spec, period, against) };
  }
  if (span === 'whole') {
    return { period: resolvePeriod(spec, today), comparison: wholeEarlier(spec, today, against) };
  }
  const period = resolveToDate(spec, today);
  const step = stepBack(spec, against);
  return { period, comparison: { from: back(period.from, step), through: back(period.through, step) } };
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

/** A running period's unit: "year" for this year and the year to date. */
const RUNNING_UNIT: Readonly<Record<string, string>> = {
  thisWeek: 'week',
  thisMonth: 'month',
  thisQuarter: 'quarter',
  thisYear: 'year',
  yearToDate: 'year',
};

/**
 * The comparison period in words: "the month before", "the 30 days before", "the same period a year earlier"; a
 * running period to date "the same days of the year before", "the same days a year earlier"; under the "whole"
 * span "the whole of the year before", "the whole of the same month a year earlier".
 */
export function comparisonName(
  spec: PeriodSpec,
  against: CompareAgainst,
  span: CompareSpan = 'toDate',
): string {
  const running = RUNNING_UNIT[spec.period];
  if (running !== undefined) {
    const yearly = against === 'yearEarlier' || spec.period === 'yearToDate';
    if (span === 'toDate')
      return yearly ? 'the same days a year earlier' : `the same days of the ${running} before`;
    if (spec.period === 'yearToDate' || (yearly && running === 'year')) return 'the whole of the year before';
    return yearly ? `the whole of the same ${running} a year earlier` : `the whole of the ${running} before`;
  }
  if (against === 'yearEarlier') return 'the same period a year earlier';
  const fixed = UNIT_WORDS[spec.period];
  if (fixed) return fixed;
  const units: Readonly<Record<string, string>> = {
    lastNDays: 'days',
    lastNWeeks: 'weeks',
    lastNMonths: 'months',
    lastNWholeMonths: 'whole months',
  };
  const unit = units[spec.period] ?? 'days';
  const n = spec.count ?? 1;
  return n === 1 ? `the ${unit.slice(0, -1)} before` : `the ${n} ${unit} before`;
}

/**
 * "Revenue, last month vs the month before (1–31 Oct 2026 vs 1–30 Sep 2026)", "Revenue, this year to date vs the
 * same days of the year before (1 Jan – 28 Nov 2026 vs 1 Jan – 28 Nov 2025)": the totals compared, both periods,
 * and their dates when known (a stored design's words leave them out; an answer has them).
 */
export function comparisonWords(
  totalNames: readonly string[],
  spec: PeriodSpec,
  against: CompareAgainst,
  today?: string,
  locale?: string,
  span: CompareSpan = 'toDate',
): string {
  const names = totalNames.length > 0 ? `${totalNames.join(', ')}, ` : '';
  const own = periodName(spec, comparesToDate(spec, span)).toLowerCase();
  const head = `${names}${own} vs ${comparisonName(spec, against, span)}`;
  if (today === undefined) return head;
  const { period, comparison } = comparedPeriods(spec, today, against, span);
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
