/**
 * Excel's date and time codes (`yyyy-mm-dd`, `d mmm yyyy`, `dd/mm/yyyy hh:mm`, `h:mm AM/PM`) applied to a date in
 * UTC, as the .xlsx stores it (a serial day number in the column's format), so the browser grid reads as Excel does.
 * `m`/`mm` after an hour or before seconds is minutes, elsewhere the month, as Excel reads it.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

// The API answers dates as YYYY-MM-DD and timestamps as ISO 8601 (docs/api.md, /api/clientQuery).
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** The date an API cell holds, or null for any other text. */
export function parseIsoCell(value: string): Date | null {
  const isDate = ISO_DATE.test(value);
  if (!isDate && !ISO_TIMESTAMP.test(value)) return null;
  const date = new Date(isDate ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whether a format code writes a date or time (a y, d, h or s outside quotes and brackets). */
export function isDateCode(format: string): boolean {
  const bare = format
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[[^\]]*\]/g, '');
  return /[ydhs]/i.test(bare);
}

type Token = { kind: 'code'; text: string } | { kind: 'literal'; text: string };

const CODE = /^(yyyy|yy|mmmmm|mmmm|mmm|mm|m|dddd|ddd|dd|d|hh|h|ss|s|am\/pm|a\/p)/i;

function tokenize(format: string): Token[] {
  const tokens: Token[] = [];
  let rest = format.split(';')[0] ?? '';
  while (rest.length > 0) {
    const quoted = /^"([^"]*)"/.exec(rest);
    const code = CODE.exec(rest);
    if (quoted) {
      tokens.push({ kind: 'literal', text: quoted[1] ?? '' });
      rest = rest.slice(quoted[0].length);
    } else if (rest.startsWith('\\')) {
      tokens.push({ kind: 'literal', text: rest.charAt(1) });
      rest = rest.slice(2);
    } else if (rest.startsWith('[')) {
      rest = rest.slice(rest.indexOf(']') + 1 || rest.length);
    } else if (code) {
      tokens.push({ kind: 'code', text: code[0].toLowerCase() });
      rest = rest.slice(code[0].length);
    } else {
      tokens.push({ kind: 'literal', text: rest.charAt(0) });
      rest = rest.slice(1);
    }
  }
  return tokens;
}

const two = (value: number) => String(value).padStart(2, '0');

export function formatDateCode(date: Date, format: string): string {
  const tokens = tokenize(format);
  const codes = tokens.filter((token) => token.kind === 'code').map((token) => token.text);
  const twelveHour = codes.some((code) => code === 'am/pm' || code === 'a/p');
  const hours = date.getUTCHours();
  const shownHours = twelveHour ? hours % 12 || 12 : hours;
  let previousCode = '';
  return tokens
    .map((token, index) => {
      if (token.kind === 'literal') return token.text;
      const code = token.text;
      const nextCode = tokens.slice(index + 1).find((other) => other.kind === 'code')?.text ?? '';
      const minutes =
        (code === 'm' || code === 'mm') && (previousCode.startsWith('h') || nextCode.startsWith('s'));
      previousCode = code;
      switch (code) {
        case 'yyyy':
          return String(date.getUTCFullYear());
        case 'yy':
          return two(date.getUTCFullYear() % 100);
        case 'mmmmm':
          return (MONTHS[date.getUTCMonth()] ?? '').charAt(0);
        case 'mmmm':
          return MONTHS[date.getUTCMonth()] ?? '';
        case 'mmm':
          return (MONTHS[date.getUTCMonth()] ?? '').slice(0, 3);
        case 'mm':
          return minutes ? two(date.getUTCMinutes()) : two(date.getUTCMonth() + 1);
        case 'm':
          return minutes ? String(date.getUTCMinutes()) : String(date.getUTCMonth() + 1);
        case 'dddd':
          return DAYS[date.getUTCDay()] ?? '';
        case 'ddd':
          return (DAYS[date.getUTCDay()] ?? '').slice(0, 3);
        case 'dd':
          return two(date.getUTCDate());
        case 'd':
          return String(date.getUTCDate());
        case 'hh':
          return two(shownHours);
        case 'h':
          return String(shownHours);
        case 'ss':
          return two(date.getUTCSeconds());
        case 's':
          return String(date.getUTCSeconds());
        case 'am/pm':
          return hours < 12 ? 'AM' : 'PM';
        default:
          return hours < 12 ? 'A' : 'P';
      }
    })
    .join('');
}
