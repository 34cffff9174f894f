/**
 * Relative periods of the query language (docs/api.md "Relative periods"): a filter `{ op: 'inPeriod', values:
 * ['lastMonth'] }` is stored as the words and resolved to dates at each query, in the instance's time zone, so a
 * saved design moves with the calendar. Weeks start on Monday. "Last N days/weeks/months" and "year to date" are
 * whole days before today (today is not over yet); "the last N whole months" are the calendar months before this
 * one. Any period can be taken "a year earlier" (['lastMonth', 'yearEarlier']).
 *
 * "To date": a period still running (this week, month, quarter or year; the year to date) taken to date is its whole
 * days before today, from its first day through yesterday — on its first day, that day alone, as nothing of it is
 * over yet. A comparison takes such a period to date unless asked for whole periods (contract/derived.ts).
 */

export const RELATIVE_PERIODS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'thisQuarter',
  'lastQuarter',
  'thisYear',
  'lastYear',
  'yearToDate',
  'lastNDays',
  'lastNWeeks',
  'lastNMonths',
  'lastNWholeMonths',
] as const;
export type RelativePeriod = (typeof RELATIVE_PERIODS)[number];

/** The periods that take a count after them, and the largest count each takes (ten years). */
export const PERIOD_COUNT_LIMITS = {
  lastNDays: 3_660,
  lastNWeeks: 520,
  lastNMonths: 120,
  lastNWholeMonths: 120,
} as const;
export type CountedPeriod = keyof typeof PERIOD_COUNT_LIMITS;

/** The periods still running today: their last days are not over yet (see "To date" above). */
export const RUNNING_PERIODS = ['thisWeek', 'thisMonth', 'thisQuarter', 'thisYear', 'yearToDate'] as const;
export type RunningPeriod = (typeof RUNNING_PERIODS)[number];
export const isRunningPeriod = (period: RelativePeriod): period is RunningPeriod =>
  (RUNNING_PERIODS as readonly string[]).includes(period);

/** The last value of a period filter that takes the same period a year earlier. */
export const YEAR_EARLIER = 'yearEarlier';

export interface PeriodSpec {
  period: RelativePeriod;
  /** The N of last N days/weeks/months; null for the others. */
  count: number | null;
  yearEarlier: boolean;
}

/** A period's dates: its first and its last day (inclusive), YYYY-MM-DD. */
export interface PeriodDates {
  from: string;
  through: string;
}

const isPeriod = (value: unknown): value is RelativePeriod =>
  typeof value === 'string' && (RELATIVE_PERIODS as readonly string[]).includes(value);
const isCounted = (period: RelativePeriod): period is CountedPeriod => period in PERIOD_COUNT_LIMITS;
const UNIT: Readonly<Record<CountedPeriod, string>> = {
  lastNDays: 'days',
  lastNWeeks: 'weeks',
  lastNMonths: 'months',
  lastNWholeMonths: 'whole months',
};

/** Reads an inPeriod filter's values, or says what is wrong with them (the 400's message). */
export function parsePeriodValues(
  values: readonly (string | number)[],
): { ok: true; spec: PeriodSpec } | { ok: false; message: string } {
  const [period, ...rest] = values;
  if (!isPeriod(period)) {
    return { ok: false, message: `"inPeriod" takes a period first: one of ${RELATIVE_PERIODS.join(', ')}.` };
  }
  let count: number | null = null;
  if (isCounted(period)) {
    const max = PERIOD_COUNT_LIMITS[period];
    const n = rest.shift();
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > max) {
      const unit = UNIT[period].replace('whole ', '');
      return { ok: false, message: `"${period}" takes a whole number of ${unit} from 1 to ${max}.` };
    }
    count = n;
  }
  const yearEarlier = rest[0] === YEAR_EARLIER;
  if (rest.length > (yearEarlier ? 1 : 0)) {
    return {
      ok: false,
      message: `"${period}" takes ${count === null ? 'no' : 'one'} value after it, or "${YEAR_EARLIER}" last.`,
    };
  }
  return { ok: true, spec: { period, count, yearEarlier } };
}

/** The values that store a period: the inverse of parsePeriodValues. */
export function periodValues(spec: PeriodSpec): (string | number)[] {
  return [
    spec.period,
    ...(spec.count === null ? [] : [spec.count]),
    ...(spec.yearEarlier ? [YEAR_EARLIER] : []),
  ];
}

// Calendar arithmetic on YYYY-MM-DD days, in UTC so no clock change moves a day.
const day = (text: string) => new Date(`${text}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const ymd = (y: number, m: number, d: number) => iso(new Date(Date.UTC(y, m - 1, d)));
const addDays = (text: string, days: number) => iso(new Date(day(text).getTime() + days * 86_400_000));
/** The same day n months later (or earlier), on the month's last day when it has fewer days. */
function addMonths(text: string, months: number): string {
  const date = day(text);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return ymd(first.getUTCFullYear(), first.getUTCMonth() + 1, Math.min(date.getUTCDate(), last));
}

/** The day a YYYY-MM-DD value (or a timestamp's date part) names, or '' when it names none. */
export function isoDay(value: string): string {
  const text = value.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(day(text).getTime()) ? text : '';
}

/** Making an Intl.DateTimeFormat costs about a millisecond, more than compiling the rest of a design: one per zone. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The day of the last minute asked for, per zone: a zone's offset changes only on a minute's boundary, so the day is
 * the same for every instant of one UTC minute, and formatToParts (some 15 µs) is paid once a minute, not per design.
 */
const lastDays = new Map<string, { minute: number; day: string }>();

/** Today's date in a time zone, YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return last.day;
  const parts = dayFormat(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  lastDays.set(timeZone, { minute, day });
  return day;
}

/** The day after the last of a running period taken to date: today, or on the period's first day the day after. */
const toDateEnd = (from: string, today: string): string => (today > from ? today : addDays(today, 1));

/** [first day, day after the last) of a period, counted from today. */
function span(spec: PeriodSpec, today: string): [string, string] {
  const d = day(today);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  const monday = addDays(today, -((d.getUTCDay() + 6) % 7));
  const quarter = Math.floor((m - 1) / 3) * 3 + 1;
  const n = spec.count ?? 1;
  switch (spec.period) {
    case 'today':
      return [today, addDays(today, 1)];
    case 'yesterday':
      return [addDays(today, -1), today];
    case 'thisWeek':
      return [monday, addDays(monday, 7)];
    case 'lastWeek':
      return [addDays(monday, -7), monday];
    case 'thisMonth':
      return [ymd(y, m, 1), ymd(y, m + 1, 1)];
    case 'lastMonth':
      return [ymd(y, m - 1, 1), ymd(y, m, 1)];
    case 'thisQuarter':
      return [ymd(y, quarter, 1), ymd(y, quarter + 3, 1)];
    case 'lastQuarter':
      return [ymd(y, quarter - 3, 1), ymd(y, quarter, 1)];
    case 'thisYear':
      return [ymd(y, 1, 1), ymd(y + 1, 1, 1)];
    case 'lastYear':
      return [ymd(y - 1, 1, 1), ymd(y, 1, 1)];
    case 'yearToDate':
      return [ymd(y, 1, 1), toDateEnd(ymd(y, 1, 1), today)];
    case 'lastNDays':
      return [addDays(today, -n), today];
    case 'lastNWeeks':
      return [addDays(today, -7 * n), today];
    case 'lastNMonths':
      return [addMonths(today, -n), today];
    case 'lastNWholeMonths':
      return [ymd(y, m - n, 1), ymd(y, m, 1)];
  }
}

/** The same days a year earlier: 29 February becomes the 28th. */
const yearBefore = (dates: PeriodDates): PeriodDates => ({
  from: addMonths(dates.from, -12),
  through: addMonths(dates.through, -12),
});

/** The dates a period means on a given day (YYYY-MM-DD, the instance's today). */
export function resolvePeriod(spec: PeriodSpec, today: string): PeriodDates {
  const [from, end] = span(spec, today);
  const dates = { from, through: addDays(end, -1) };
  return spec.yearEarlier ? yearBefore(dates) : dates;
}

/**
 * A period taken to date (see "To date" above): a running period from its first day through yesterday; any other
 * period as resolvePeriod reads it, being over already. "A year earlier" takes the same days a year before.
 */
export function resolveToDate(spec: PeriodSpec, today: string): PeriodDates {
  if (!isRunningPeriod(spec.period)) return resolvePeriod(spec, today);
  const [from] = span(spec, today);
  const dates = { from, through: addDays(toDateEnd(from, today), -1) };
  return spec.yearEarlier ? yearBefore(dates) : dates;
}

/** The day after a period's last: the exclusive end a query compares with. */
export const dayAfter = (date: string): string => addDays(date, 1);

const PERIOD_PHRASES: Readonly<Record<Exclude<RelativePeriod, CountedPeriod>, string>> = {
  today: 'today',
  yesterday: 'yesterday',
  thisWeek: 'in this week',
  lastWeek: 'in last week',
  thisMonth: 'in this month',
  lastMonth: 'in last month',
  thisQuarter: 'in this quarter',
  lastQuarter: 'in last quarter',
  thisYear: 'in this year',
  lastYear: 'in last year',
  yearToDate: 'in the year to date',
};

/** "to today" after the last N months: they run from the same day N months ago through yesterday. */
const COUNTED_TAIL: Readonly<Partial<Record<CountedPeriod, string>>> = { lastNMonths: ' to today' };

/**
 * What follows "is" in a filter's plain words: "in last month", "in the last 30 days", "in the last 3 months to
 * today", "in the last 3 whole months", "today"; `toDate` words a running period taken to date ("in this year to
 * date").
 */
export function periodPhrase(spec: PeriodSpec, toDate = false): string {
  const { period, count } = spec;
  const base = isCounted(period)
    ? (count === 1
        ? `in the last ${UNIT[period].slice(0, -1)}`
        : `in the last ${count ?? 1} ${UNIT[period]}`) + (COUNTED_TAIL[period] ?? '')
    : PERIOD_PHRASES[period] +
      (toDate && period !== 'yearToDate' && isRunningPeriod(period) ? ' to date' : '');
  return spec.yearEarlier ? `${base}, a year earlier` : base;
}

/** A period as a heading: "Last month", "The last 30 days", "Today, a year earlier", "This year to date". */
export function periodName(spec: PeriodSpec, toDate = false): string {
  const phrase = periodPhrase(spec, toDate).replace(/^in /, '');
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

const DAY_MONTH_YEAR = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;

/** "1–31 Oct 2026", "27 Oct – 25 Nov 2026", "26 Nov 2026" in the given locale (Intl chooses the order). */
export function formatPeriodDates(dates: PeriodDates, locale?: string): string {
  const format = new Intl.DateTimeFormat(locale, DAY_MONTH_YEAR);
  return dates.from === dates.through
    ? format.format(day(dates.from))
    : format.formatRange(day(dates.from), day(dates.through));
}
