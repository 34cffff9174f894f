/**
 * Date periods in a question — "in 2025", "December 2024", "Q3 2025", "last 90 days", "this year", "since March
 * 2025", "between March and May 2025" — as a half-open range of ISO dates [from, to). chrono-node reads the dates;
 * this module decides how long a period each names and where "last …" and "since …" end (now). A period counted
 * from today ("last month", "the last 30 days", "year to date") is also read as the query language's relative
 * period, so the design keeps it relative and a refresh next month moves with the calendar. "The last 3 months" of
 * a question grouped by month ("by month", "monthly") are the last 3 whole calendar months (lastNWholeMonths), so
 * no group is part of a month; otherwise they run from the same day 3 months ago to today (docs/api.md).
 */
import * as chrono from 'chrono-node';
import {
  PERIOD_COUNT_LIMITS,
  resolvePeriod,
  dayAfter,
  type PeriodSpec,
  type RelativePeriod,
} from '@wharf/contract';
import { NUMBER_WORDS } from './tokens.ts';

export interface Period {
  /** First day, YYYY-MM-DD. */
  from: string;
  /** The day after the last, YYYY-MM-DD. */
  to: string;
  /** The words it came from, for the plain-words answer. */
  text: string;
  /** Where in the question, so the parser does not read those words again. */
  start: number;
  end: number;
  /** The period counted from today, when the words name one: the design stores it rather than the dates. */
  relative?: PeriodSpec;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/**
 * The period a chrono component names: a day, a month or a year, by what it knows for certain. A month or day said
 * without its year is the latest one that has begun ("in March", asked in November, is this year's March; asked in
 * February, last year's): chrono takes the nearest, which may lie ahead.
 */
function namedPeriod(component: chrono.ParsedComponents, now: Date): { from: Date; to: Date } {
  const month = component.get('month') ?? 1;
  const guessed = component.get('year') ?? now.getUTCFullYear();
  const ahead =
    !component.isCertain('year') && utc(guessed, month, component.get('day') ?? 1).getTime() > now.getTime();
  const year = ahead ? guessed - 1 : guessed;
  if (component.isCertain('day')) {
    const from = utc(year, month, component.get('day') ?? 1);
    return { from, to: addDays(from, 1) };
  }
  if (component.isCertain('month')) return { from: utc(year, month, 1), to: utc(year, month + 1, 1) };
  return { from: utc(year, 1, 1), to: utc(year + 1, 1, 1) };
}

const QUARTER =
  /\b(?:q([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th) quarter(?: of)?)\s*(?:of\s+)?(\d{4})?\b/i;
const QUARTER_WORDS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  '1st': 1,
  '2nd': 2,
  '3rd': 3,
  '4th': 4,
};
const YEAR = /\b(?:in|during|for|of|year)?\s*((?:19|20)\d{2})\b/i;
const FINANCIAL_YEAR_TO_DATE = /\b(this year|year to date|ytd)\b/i;
/** "last 30 days", "the past two weeks", "previous 2 quarters": a count in digits or in words. */
const RELATIVE_SPAN = new RegExp(
  `\\b(?:last|past|previous)\\s+(\\d+|${Object.keys(NUMBER_WORDS).join('|')})\\s+(day|week|month|quarter|year)s?\\b`,
  'i',
);
/** The count of a RELATIVE_SPAN: digits, or a number in words. */
const spanCount = (said: string | undefined) => Number(NUMBER_WORDS[(said ?? '').toLowerCase()] ?? said);
const SINCE = /\bsince\b/i;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** "since May", "in May": a month after the word that says it is a period, when chrono reads none. */
const MONTH_AFTER =
  /\b(since|in|during|for|from|of)\s+(january|february|march|april|may|june|july|august|september|october|november|december)\b(?!\s+\d)/i;
/** A question grouped by month: "by month", "per month", "each month", "monthly", "month by month". */
const BY_MONTH = /\b(?:(?:by|per|each|every|a)\s+month|monthly|month[\s-]by[\s-]month)\b/i;
/** Calendar periods named from today: "last month", "this quarter", "yesterday", "year to date". */
const NAMED_RELATIVE =
  /\b(?:(today|yesterday)|(?:the\s+)?(this|current|last|previous)\s+(week|month|quarter|year)|(year[\s-]to[\s-]date|ytd|so far this year)|(week|month|quarter)[\s-]to[\s-]date|(wtd|mtd|qtd))\b/i;
/** "… last year", "… a year earlier": the same period a year before. */
const YEAR_EARLIER_AFTER =
  /^\s*(?:,\s*)?(?:in\s+|of\s+)?(?:last year|a year (?:earlier|ago|before)|the (?:year|previous year) before)\b/i;

/** "the same month last year": this month, a year earlier. */
const SAME_LAST_YEAR =
  /\b(?:the\s+)?same\s+(week|month|quarter)\s+(?:last year|a year (?:ago|earlier|before))\b/i;

const NAMED: Readonly<Record<string, RelativePeriod>> = {
  'this week': 'thisWeek',
  'last week': 'lastWeek',
  'this month': 'thisMonth',
  'last month': 'lastMonth',
  'this quarter': 'thisQuarter',
  'last quarter': 'lastQuarter',
  'this year': 'thisYear',
  'last year': 'lastYear',
};

/** The relative period as dates too, so the rest of the parser (and its "understood") reads it like any other. */
function relativePeriod(
  spec: PeriodSpec,
  question: string,
  start: number,
  end: number,
  today: string,
): Period {
  // "over the last 6 months": "over" names the period here, not a comparison ("orders over $5,000").
  const lead = /\b(?:over|during|within|for|in|from)\s+(?:the\s+)?$/i.exec(question.slice(0, start));
  if (lead) start = lead.index;
  const after = YEAR_EARLIER_AFTER.exec(question.slice(end));
  const full = after && spec.period !== 'lastYear' ? { ...spec, yearEarlier: true } : spec;
  const stop = full.yearEarlier && after ? end + after[0].length : end;
  const dates = resolvePeriod(full, today);
  return {
    from: dates.from,
    to: dayAfter(dates.through),
    text: question.slice(start, stop).trim(),
    start,
    end: stop,
    relative: full,
  };
}

/**
 * "last 30 days", "past 3 months", "last 2 years" (as 24 months) as a relative period, within the language's limits;
 * months (and years) as whole calendar months when the question groups by month.
 */
function countedSpec(count: number, unit: string, byMonth: boolean): PeriodSpec | null {
  const months = byMonth ? 'lastNWholeMonths' : 'lastNMonths';
  // A quarter is three months: "the last 2 quarters" are the last 6 months.
  if (unit === 'quarter') return countedSpec(count * 3, 'month', byMonth);
  const [period, n] =
    unit === 'day'
      ? (['lastNDays', count] as const)
      : unit === 'week'
        ? (['lastNWeeks', count] as const)
        : unit === 'month'
          ? ([months, count] as const)
          : ([months, count * 12] as const);
  return n >= 1 && n <= PERIOD_COUNT_LIMITS[period] ? { period, count: n, yearEarlier: false } : null;
}

/** Whether the question, outside the period's own words, groups by month. */
function groupsByMonth(question: string, start: number, end: number): boolean {
  return BY_MONTH.test(`${question.slice(0, start)} ${question.slice(end)}`);
}

function namedSpec(match: RegExpExecArray): PeriodSpec {
  if (match[1])
    return {
      period: match[1].toLowerCase() === 'today' ? 'today' : 'yesterday',
      count: null,
      yearEarlier: false,
    };
  if (match[4]) return { period: 'yearToDate', count: null, yearEarlier: false };
  // "month to date", "MTD": this month, whose days after today hold nothing yet.
  const toDate = (
    match[5] ?? { wtd: 'week', mtd: 'month', qtd: 'quarter' }[(match[6] ?? '').toLowerCase()]
  )?.toLowerCase();
  if (toDate) return { period: NAMED[`this ${toDate}`] ?? 'thisMonth', count: null, yearEarlier: false };
  const which = (match[2] ?? '').toLowerCase();
  const unit = (match[3] ?? '').toLowerCase();
  const key = `${which === 'this' || which === 'current' ? 'this' : 'last'} ${unit}`;
  return { period: NAMED[key] ?? 'lastMonth', count: null, yearEarlier: false };
}

export function findPeriod(question: string, now: Date, today: string = iso(now)): Period | null {
  const counted = RELATIVE_SPAN.exec(question);
  const countedEnd = counted ? counted.index + counted[0].length : 0;
  const spec = counted
    ? countedSpec(
        spanCount(counted[1]),
        (counted[2] ?? 'day').toLowerCase(),
        groupsByMonth(question, counted.index, countedEnd),
      )
    : null;
  if (counted && spec) {
    const period = relativePeriod(spec, question, counted.index, countedEnd, today);
    // Says so: the answer's "understood" reads the period's words.
    return spec.period === 'lastNWholeMonths' ? { ...period, text: `${period.text} (whole months)` } : period;
  }
  const same = SAME_LAST_YEAR.exec(question);
  if (same) {
    const period = NAMED[`this ${(same[1] ?? 'month').toLowerCase()}`] ?? 'thisMonth';
    const dates = resolvePeriod({ period, count: null, yearEarlier: true }, today);
    return {
      from: dates.from,
      to: dayAfter(dates.through),
      text: same[0].trim(),
      start: same.index,
      end: same.index + same[0].length,
      relative: { period, count: null, yearEarlier: true },
    };
  }
  const named = NAMED_RELATIVE.exec(question);
  if (named)
    return relativePeriod(namedSpec(named), question, named.index, named.index + named[0].length, today);
  const relative = RELATIVE_SPAN.exec(question);
  if (relative) {
    const quarters = relative[2]?.toLowerCase() === 'quarter';
    const count = spanCount(relative[1]) * (quarters ? 3 : 1);
    const unit = quarters ? 'month' : (relative[2]?.toLowerCase() ?? 'day');
    const today = utc(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate());
    const days = { day: 1, week: 7, month: 30, year: 365 }[unit] ?? 1;
    const from =
      unit === 'month'
        ? utc(today.getUTCFullYear(), today.getUTCMonth() + 1 - count, today.getUTCDate())
        : unit === 'year'
          ? utc(today.getUTCFullYear() - count, today.getUTCMonth() + 1, today.getUTCDate())
          : addDays(today, -count * days);
    return span(from, addDays(today, 1), relative);
  }
  const quarter = QUARTER.exec(question);
  if (quarter) {
    const number = Number(quarter[1] ?? QUARTER_WORDS[(quarter[2] ?? '').toLowerCase()] ?? 1);
    const year = Number(quarter[3] ?? now.getUTCFullYear());
    return span(utc(year, number * 3 - 2, 1), utc(year, number * 3 + 1, 1), quarter);
  }
  if (FINANCIAL_YEAR_TO_DATE.test(question)) {
    const match = FINANCIAL_YEAR_TO_DATE.exec(question);
    if (match) return span(utc(now.getUTCFullYear(), 1, 1), addDays(now, 1), match);
  }
  const results = chrono.en.GB.parse(question, now, { forwardDate: false });
  const [first, second] = results;
  if (first) {
    const firstPeriod = namedPeriod(first.start, now);
    const before = question.slice(0, first.index);
    if (
      second &&
      /\b(between|from)\s*$/i.test(before) &&
      /^\s*(and|to|until|-)\s*$/i.test(question.slice(first.index + first.text.length, second.index))
    ) {
      // "between March and May 2025": the first takes the second's year when it names none.
      const firstYear = first.start.isCertain('year') ? first.start.get('year') : second.start.get('year');
      const fixed = namedPeriod(first.start, now);
      const from = utc(
        firstYear ?? fixed.from.getUTCFullYear(),
        fixed.from.getUTCMonth() + 1,
        fixed.from.getUTCDate(),
      );
      const to = namedPeriod(second.start, now).to;
      return {
        from: iso(from),
        to: iso(to),
        text: question.slice(before.search(/\b(between|from)\s*$/i), second.index + second.text.length),
        start: before.search(/\b(between|from)\s*$/i),
        end: second.index + second.text.length,
      };
    }
    if (SINCE.test(before.slice(-8))) {
      const since = before.search(/\bsince\s*$/i);
      return {
        from: iso(firstPeriod.from),
        to: iso(addDays(now, 1)),
        text: `since ${first.text}`,
        // "since" is the period's word too: left to the words after it, it would be a word not read.
        start: since === -1 ? first.index : since,
        end: first.index + first.text.length,
      };
    }
    if (
      first.start.isCertain('month') ||
      first.start.isCertain('day') ||
      /last|this|yesterday|today/i.test(first.text)
    ) {
      return {
        from: iso(firstPeriod.from),
        to: iso(firstPeriod.to),
        text: first.text,
        start: first.index,
        end: first.index + first.text.length,
      };
    }
  }
  const month = MONTH_AFTER.exec(question);
  if (month?.[2]) {
    // "since May": a month chrono does not take for one (May is also a verb); the latest begun, as any month.
    const number = MONTHS.indexOf(month[2].toLowerCase().slice(0, 3)) + 1;
    const year = number > now.getUTCMonth() + 1 ? now.getUTCFullYear() - 1 : now.getUTCFullYear();
    const from = utc(year, number, 1);
    const since = month[1]?.toLowerCase() === 'since';
    const start = since ? month.index : month.index + (month[0].length - month[2].length);
    return {
      from: iso(from),
      to: iso(since ? addDays(now, 1) : utc(year, number + 1, 1)),
      text: question.slice(start, month.index + month[0].length),
      start,
      end: month.index + month[0].length,
    };
  }
  const year = YEAR.exec(question);
  if (year?.[1]) {
    const value = Number(year[1]);
    return span(utc(value, 1, 1), utc(value + 1, 1, 1), year);
  }
  return null;
}

function span(from: Date, to: Date, match: RegExpExecArray): Period {
  return {
    from: iso(from),
    to: iso(to),
    text: match[0].trim(),
    start: match.index,
    end: match.index + match[0].length,
  };
}
