/**
 * Partial periods of a grouped result (docs/api.md "Partial periods"): a date column grouped by a grain (month,
 * week…) whose first or last group holds only part of its period — the filter's period starts or ends inside it,
 * or it holds today, which is not over yet. clientQuery answers them beside the rows (`partialGroups`) and every
 * place that shows the result marks them: "Aug 2026 (29–31 only)".
 */
import { z } from 'zod';
import { formatPeriodDates, type PeriodDates } from './periods.ts';
import type { DateGrain } from './warehouse.ts';

export const partialGroupSchema = z.object({
  /** The grouped column as the design chose it. */
  column: z.string(),
  /** The group's value as the rows hold it: its period's first day, YYYY-MM-DD. */
  value: z.string(),
  /** The days of the group the result holds, YYYY-MM-DD, the last inclusive. */
  from: z.string(),
  through: z.string(),
});
export type PartialGroup = z.infer<typeof partialGroupSchema>;

// Calendar arithmetic on YYYY-MM-DD days, in UTC so no clock change moves a day.
const day = (text: string) => new Date(`${text}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (text: string, days: number) => iso(new Date(day(text).getTime() + days * 86_400_000));
const ymd = (y: number, m: number, d: number) => iso(new Date(Date.UTC(y, m - 1, d)));

/** The whole period of the group a day falls in: [first day, last day], weeks from Monday. */
export function groupPeriod(date: string, grain: DateGrain): PeriodDates {
  const d = day(date);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  switch (grain) {
    case 'day':
      return { from: date, through: date };
    case 'week': {
      const monday = addDays(date, -((d.getUTCDay() + 6) % 7));
      return { from: monday, through: addDays(monday, 6) };
    }
    case 'month':
      return { from: ymd(y, m, 1), through: ymd(y, m + 1, 0) };
    case 'quarter': {
      const first = Math.floor((m - 1) / 3) * 3 + 1;
      return { from: ymd(y, first, 1), through: ymd(y, first + 3, 0) };
    }
    case 'year':
      return { from: ymd(y, 1, 1), through: ymd(y, 12, 31) };
  }
}

/**
 * The partial groups of a column grouped by `grain`: `dates` are the days its period filter keeps (null without
 * one). The first group is partial when the period starts after the group does; the last group with any days up
 * to today is partial when the period ends before the group does or the group holds today.
 */
export function partialGroupsOf(
  column: string,
  grain: DateGrain,
  dates: PeriodDates | null,
  today: string,
): PartialGroup[] {
  const end = dates && dates.through < today ? dates.through : today;
  const groups: PartialGroup[] = [];
  if (dates) {
    if (dates.from > end) return [];
    const first = groupPeriod(dates.from, grain);
    if (first.from < dates.from) {
      const through = end < first.through ? end : first.through;
      groups.push({ column, value: first.from, from: dates.from, through });
    }
  }
  const last = groupPeriod(end, grain);
  const holdsToday = end === today;
  if (end < last.through || holdsToday) {
    const from = dates && dates.from > last.from ? dates.from : last.from;
    if (!groups.some((group) => group.value === last.from))
      groups.push({ column, value: last.from, from, through: end });
  }
  return groups;
}

const GRAIN_FORMATS: Readonly<Record<DateGrain, Intl.DateTimeFormatOptions>> = {
  day: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  week: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  month: { month: 'short', year: 'numeric', timeZone: 'UTC' },
  quarter: { year: 'numeric', timeZone: 'UTC' },
  year: { year: 'numeric', timeZone: 'UTC' },
};

/** A group's period as a person names it: "29 Nov 2026", "Week of 23 Nov 2026", "Aug 2026", "Q3 2026", "2026". */
export function groupName(value: string, grain: DateGrain, locale?: string): string {
  const text = new Intl.DateTimeFormat(locale, GRAIN_FORMATS[grain]).format(day(value));
  if (grain === 'week') return `Week of ${text}`;
  if (grain === 'quarter') return `Q${Math.floor(day(value).getUTCMonth() / 3) + 1} ${text}`;
  return text;
}

/**
 * "Aug 2026 (29–31 only)", "Nov 2026 (1–28 only)", "Q4 2026 (1 Oct – 28 Nov 2026 only)", "29 Nov 2026 (so far)":
 * a partial group and the days the result holds of it.
 */
export function partialGroupText(group: PartialGroup, grain: DateGrain, locale?: string): string {
  const name = groupName(group.value, grain, locale);
  const whole = groupPeriod(group.value, grain);
  if (group.from === whole.from && group.through === whole.through) return `${name} (so far)`;
  const sameMonth = group.from.slice(0, 7) === group.through.slice(0, 7);
  const days =
    grain === 'month' && sameMonth
      ? group.from === group.through
        ? `${Number(group.from.slice(8))}`
        : `${Number(group.from.slice(8))}–${Number(group.through.slice(8))}`
      : formatPeriodDates(group, locale);
  return `${name} (${days} only)`;
}
