/**
 * The days a design's relative periods meant in an answer, in the user's words and locale: "Last month: 1–31 Oct
 * 2026". The server answers them as days (clientQuery's `periods`); people never see the stored form. The two
 * periods of a comparison are named apart: "This year to date: 1 Jan – 28 Nov 2026 · The same days of the year
 * before: 1 Jan – 28 Nov 2025".
 */
import {
  comparesToDate,
  comparisonName,
  formatPeriodDates,
  parsePeriodValues,
  periodName,
  type AnsweredPeriod,
} from '@wharf/contract';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function periodMeantText(period: AnsweredPeriod, locale?: string): string {
  const read = parsePeriodValues(period.values);
  const dates = formatPeriodDates(period, locale);
  if (!read.ok) return dates;
  const span = period.span ?? 'whole';
  const name = period.comparison
    ? capitalized(comparisonName(read.spec, period.comparison, span))
    : periodName(read.spec, period.span !== undefined && comparesToDate(read.spec, span));
  return `${name}: ${dates}`;
}
