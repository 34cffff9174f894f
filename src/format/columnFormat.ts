/**
 * The one answer to "in which Excel number format does this column read": the design's or the model's own format
 * when it has one, otherwise the default for the column's kind from the person's settings (/settings/addin). The
 * designer's preview, the AI view, the browser grid, the landed Excel table and the .xlsx all take a column's
 * format from here and render it with formatCell (cellText.ts), so a figure reads alike on each (docs/tables.md,
 * "Formats").
 */
import type { DateGrain, QueryResultColumn } from '@wharf/contract';

export type ColumnKind = 'money' | 'quantity' | 'percent' | 'date' | 'datetime' | 'identifier' | 'text';

/** The person's defaults, as /settings/addin keeps them. */
export interface FormatSettings {
  /** Amounts: "#,##0.00" unless the person chose another. */
  defaultNumberFormat: string;
  /** Dates: "yyyy-mm-dd" unless the person chose another; a timestamp adds its time to it. */
  defaultDateFormat: string;
}

/** Whole units and counts: separated thousands, no decimals ("53,855", never "53,855.00"). */
export const QUANTITY_FORMAT = '#,##0';
export const PERCENT_FORMAT = '0.0%';
export const TIME_SUFFIX = ' hh:mm';

/** Column names that count things rather than amounts of money (units on hand, quantity shipped). */
const COUNTED = /(^|_)(qty|quantity|units?|on_hand|allocated|available|count|number_of)(_|$)/i;

/**
 * A grouped date reads as its period, never as the period's first day: "Jan 2025" for a month, "2025" for a year,
 * whatever day format the design or the person's settings give the date. Excel has no quarter code, so a quarter
 * shows its first month ("Apr 2025"); a week shows its Monday and a day the day itself, without a time of day.
 */
export const MONTH_FORMAT = 'mmm yyyy';
export const YEAR_FORMAT = 'yyyy';

type ColumnFacts = Pick<QueryResultColumn, 'dataType' | 'role' | 'aggregate' | 'format' | 'name'> &
  Partial<Pick<QueryResultColumn, 'grain'>>;

/** The codes a date format writes, without its quoted and bracketed text: "d mmm yyyy" → "d mmm yyyy". */
const bareCodes = (format: string) =>
  format
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[[^\]]*\]/g, '');

/** Whether a design's own format writes the year and `needed`, and nothing finer than the period (`finer`). */
function writesPeriod(format: string | null, needed: RegExp, finer: RegExp): format is string {
  if (format === null) return false;
  const codes = bareCodes(format);
  return /y/i.test(codes) && needed.test(codes) && !finer.test(codes);
}

/** The format a date grouped by `grain` reads in: the design's own when it writes that period, else the period's. */
export function periodFormat(grain: DateGrain, own: string | null, dayFormat: string): string {
  switch (grain) {
    case 'year':
      return writesPeriod(own, /y/i, /[dmhs]/i) ? own : YEAR_FORMAT;
    case 'month':
    case 'quarter':
      return writesPeriod(own, /m/i, /[dhs]/i) ? own : MONTH_FORMAT;
    default:
      return own ?? dayFormat;
  }
}

export function columnKind(column: ColumnFacts): ColumnKind {
  if (column.dataType === 'date') return 'date';
  if (column.dataType === 'timestamptz') return 'datetime';
  if (column.dataType === 'text') return 'text';
  if (column.format?.includes('%')) return 'percent';
  // A dimension's numbers are ids, codes and years: thousands separators would garble them.
  if (column.role !== 'measure') return 'identifier';
  if (column.aggregate === 'count' || column.aggregate === 'countDistinct') return 'quantity';
  // An average of whole units is rarely whole: it keeps the decimals an amount has.
  if (column.aggregate === 'avg') return 'money';
  if (column.dataType === 'integer' || COUNTED.test(column.name)) return 'quantity';
  return 'money';
}

/** The Excel format code the column is shown and landed in; undefined for Excel's General (ids, text). */
export function columnFormat(column: ColumnFacts, settings: FormatSettings): string | undefined {
  const kind = columnKind(column);
  if ((kind === 'date' || kind === 'datetime') && column.grain)
    return periodFormat(column.grain, column.format, settings.defaultDateFormat);
  if (column.format) return column.format;
  switch (kind) {
    case 'date':
      return settings.defaultDateFormat;
    case 'datetime':
      return `${settings.defaultDateFormat}${TIME_SUFFIX}`;
    case 'percent':
      return PERCENT_FORMAT;
    case 'quantity':
      return QUANTITY_FORMAT;
    case 'money':
      return settings.defaultNumberFormat;
    default:
      return undefined;
  }
}
