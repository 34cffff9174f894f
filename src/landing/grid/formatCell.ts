/**
 * How a landed cell reads in the browser grid: the FORMAT step's Excel number format applied to numbers, for the
 * common codes (`0`, `0.00`, `#,##0`, `#,##0.00`, `0%`, `0.0%`, with a literal prefix or suffix such as `$` or
 * `" kg"`). Other codes (dates, sections for negatives, colours) show the number as it is; Excel and the .xlsx
 * download apply them in full.
 */
import type { CellValue } from '../../host';

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
  if (typeof value === 'string') return value;
  if (!format || format === 'General' || format === '@')
    return grouped && format !== '@' ? general.format(value) : String(value);
  let formatter = cache.get(format);
  if (!formatter) {
    formatter = compile(format);
    cache.set(format, formatter);
  }
  return formatter(value);
}
