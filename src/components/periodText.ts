/**
 * The days a design's relative periods meant in an answer, in the user's words and locale: "Last month: 1–31 Oct
 * 2026". The server answers them as days (clientQuery's `periods`); people never see the stored form.
 */
import { formatPeriodDates, parsePeriodValues, periodName, type AnsweredPeriod } from '@wharf/contract';

export function periodMeantText(period: AnsweredPeriod, locale?: string): string {
  const read = parsePeriodValues(period.values);
  const dates = formatPeriodDates(period, locale);
  return read.ok ? `${periodName(read.spec)}: ${dates}` : dates;
}
