/**
 * How a cell reads on screen under its Excel number format: the one rendering the designer's preview, the AI view's
 * answer, the browser grid and the library item share, so each shows what Excel and the .xlsx show for the same
 * format (docs/tables.md, "Formats"). Numbers take the common codes (`0`, `0.00`, `#,##0`, `#,##0.00`, `0%`, `0.0%`,
 * with a literal prefix or suffix such as `$` or `" kg"`); dates and times the date codes (`yyyy-mm-dd`,
 * `d mmm yyyy`, `hh:mm`…), read from the API's YYYY-MM-DD and ISO 8601 answers in UTC, as the .xlsx stores them.
 * Other codes (sections for negatives, colours) show the number as it is; Excel and the .xlsx apply them in full.
 */
import type { CellValue } from '../host';
import { formatDateCode, isDateCode, parseIsoCell } from './dateCode';

const cache = new Map<string, (value: number) => string>();

function literal(text: string): string {
  return text
    .replace(/"([^"]*)"/g, '$1')
    .replace(/\\(.)/g, '$1')
    .replace(/[_*]./g, '');
}

function compile(format: string): (value: number) => string {
  const section = format.split(';')[0] ?? '';
  const match = /[#0][#0,]*(?:\.[0#]+)?%?/.exec(section.replace(/\[[^\]]*\]/g, ''));
  if (!match) return (value) => String(value);
  const code = match[0];
  const clean = section.replace(/\[[^\]]*\]/g, '');
  const prefix = literal(clean.slice(0, match.index));
  const suffix = literal(clean.slice(match.index + code.length));
  const percent = code.endsWith('%');
  const decimals = (code.split('.')[1] ?? '').replace('%', '').length;
  const number = new Intl.NumberFormat(undefined, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: code.includes(','),
  });
  return (value) => `${prefix}${number.format(percent ? value * 100 : value)}${percent ? '%' : ''}${suffix}`;
}

/** Excel's General in a person's words: every digit kept, thousands separated. */
const general = new Intl.NumberFormat(undefined, { maximumFractionDigits: 10 });

/**
 * `grouped`: a total with no format of its own is shown with its thousands separated ("67,743,167.02"), as a
 * person reads it; without it a General number shows as Excel's General would (ids, years).
 */
export function formatCell(value: CellValue, format?: string, grouped = false): string {
  if (value === null) return '';
  if (typeof value === 'string') {
    if (!format || !isDateCode(format)) return value;
    const date = parseIsoCell(value);
    return date ? formatDateCode(date, format) : value;
  }
  if (!format || format === 'General' || format === '@')
    return grouped && format !== '@' ? general.format(value) : String(value);
  let formatter = cache.get(format);
  if (!formatter) {
    formatter = compile(format);
    cache.set(format, formatter);
  }
  return formatter(value);
}
