/**
 * Relative periods of the query language (docs/api.md "Relative periods"): a filter `{ op: 'inPeriod', values:
 * ['lastMonth'] }` is stored as the words and resolved to dates at each query, in the instance's time zone, so a
 * saved design moves with the calendar. Weeks start on Monday. "Last N days/weeks/months" are the whole days before
 * today (today is not over yet). Any period can be taken "a year earlier" (['lastMonth', 'yearEarlier']).
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
] as const;
export type RelativePeriod = (typeof RELATIVE_PERIODS)[number];

/** The periods that take a count after them, and the largest count each takes (ten years). */
export const PERIOD_COUNT_LIMITS = { lastNDays: 3_660, lastNWeeks: 520, lastNMonths: 120 } as const;
type CountedPeriod = keyof typeof PERIOD_COUNT_LIMITS;

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
      return { ok: false, message: `"${period}" takes a whole number of ${UNIT[period]} from 1 to ${max}.` };
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
      return [ymd(y, 1, 1), addDays(today, 1)];
    case 'lastNDays':
      return [addDays(today, -n), today];
    case 'lastNWeeks':
      return [addDays(today, -7 * n), today];
    case 'lastNMonths':
      return [addMonths(today, -n), today];
  }
}

/** The dates a period means on a given day (YYYY-MM-DD, the instance's today). */
export function resolvePeriod(spec: PeriodSpec, today: string): PeriodDates {
  const [from, end] = span(spec, today);
  const through = addDays(end, -1);
  if (!spec.yearEarlier) return { from, through };
  // The same days a year earlier: 29 February becomes the 28th.
  return { from: addMonths(from, -12), through: addMonths(through, -12) };
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

/** What follows "is" in a filter's plain words: "in last month", "in the last 30 days", "today". */
export function periodPhrase(spec: PeriodSpec): string {
  const { period, count } = spec;
  const base = isCounted(period)
    ? count === 1
      ? `in the last ${UNIT[period].slice(0, -1)}`
      : `in the last ${count ?? 1} ${UNIT[period]}`
    : PERIOD_PHRASES[period];
  return spec.yearEarlier ? `${base}, a year earlier` : base;
}

/** A period as a heading: "Last month", "The last 30 days", "Today, a year earlier". */
export function periodName(spec: PeriodSpec): string {
  const phrase = periodPhrase(spec).replace(/^in /, '');
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
