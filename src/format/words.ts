/**
 * Numbers, dates and times in the app's own sentences (progress, history, invites, the .xlsx About sheet): one way
 * each, in the person's locale. A day reads "Nov 29, 2026", a moment "Nov 29, 2026, 1:40 AM", a count "1,357,939";
 * a count of things says "1 row", "2 rows". Cells of a table go through cellText.ts instead.
 */
const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const DAY_UTC = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const MOMENT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const COUNT = new Intl.NumberFormat();

type When = Date | number | string;
const asDate = (when: When): Date => (when instanceof Date ? when : new Date(when));

/** A calendar day in the person's time zone: "Nov 29, 2026". */
export const dayText = (when: When): string => DAY.format(asDate(when));

/** A calendar day that has no time zone (a billing period, a YYYY-MM-DD filter value): read as written. */
export const utcDayText = (when: When): string => DAY_UTC.format(asDate(when));

/** A moment in the person's time zone: "Nov 29, 2026, 1:40 AM". */
export const momentText = (when: When): string => MOMENT.format(asDate(when));

/** A count with its thousands separated: "1,357,939". */
export const countText = (count: number): string => COUNT.format(count);

/** The locale's thousands separator, as countText writes it ("," in English, "." in German). */
const GROUP = COUNT.formatToParts(1000).find((part) => part.type === 'group')?.value ?? ',';

/**
 * A count a person typed, with or without the separators countText writes ("10,000" or "10000"): a number field
 * shows its count grouped, as every other count reads. Anything else (a decimal point, a letter) stays NaN or a
 * fraction, for the field's own check to refuse.
 */
export function countFromText(text: string): number {
  const bare = text.replace(/\s/g, '').split(GROUP).join('');
  return bare === '' ? Number.NaN : Number(bare);
}

/** A count of things with the word's plural when it is not one: "1 row", "2 rows", "1,000 entities". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${countText(count)} ${count === 1 ? singular : plural}`;
}

/**
 * A time zone as a person names it: its city and its offset now, "Abidjan (GMT)", "Auckland (GMT+13:00)"; never
 * the stored IANA key ("Africa/Abidjan").
 */
export function zoneText(zone: string): string {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC';
  const city = (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
  try {
    const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    return offset ? `${city} (${offset === 'GMT+00:00' ? 'GMT' : offset})` : city;
  } catch {
    return city;
  }
}
