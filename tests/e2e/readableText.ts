/**
 * The machine's words that must never reach a person: ISO times and dates, stored keys written snake_case or
 * camelCase, time zones' IANA keys, and counts of four or more digits without the locale's
 * separators. Each defect is answered with the line it was found on, so a failure says where to look.
 */

const ISO_TIMESTAMP = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;
const SNAKE_CASE = /\b[a-z][a-z0-9]*_[a-z0-9_]+\b/;
const CAMEL_CASE = /\b[a-z]+[A-Z][a-zA-Z]*\b/;
// A time zone's stored IANA key ("Africa/Abidjan"): a person reads its city and offset, "Abidjan (GMT)".
const ZONE_KEY =
  /\b(?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[A-Z][\w/+-]*/;
// Four or more digits standing alone: not part of a code (HT-SO-000042, STY-00042-M1), a decimal, a grouped number
// or a word; years and ids are let through below.
const BARE_NUMBER = /(?<![\w.,#:/•-])\d{4,}(?![\w.,/-]|:\d)/g;

/** Words that look like keys but are what people call things. */
const PLAIN_WORDS = new Set(['iPhone', 'iPad', 'eBay', 'macOS', 'iOS']);

const URL_OR_EMAIL = /\b(?:https?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;
// A browser's user agent is shown verbatim on the runtime check, for support to read back.
const USER_AGENT = /Mozilla\/\d.*$/;

/** Ten digits or more is a stamp or an id (a design named "Sales 1795724863685" by a test), never a count. */
const isStamp = (digits: string): boolean => digits.length >= 10;

function isYear(digits: string): boolean {
  const value = Number(digits);
  return digits.length === 4 && value >= 1900 && value <= 2100;
}

/** Ids are named as such right before them ("Order ID 10423", "#10423", "Build 8f3a…"). */
function isNamedId(line: string, index: number): boolean {
  return /(?:\bid|\bID|#|\bnumber|\bNo\.?|\bbuild|\bversion|\bcode)\s*:?\s*$/i.test(line.slice(0, index));
}

export function readableTextDefects(text: string): string[] {
  const defects: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(URL_OR_EMAIL, ' ').replace(USER_AGENT, ' ').trim();
    if (!line) continue;
    if (ISO_TIMESTAMP.test(line)) defects.push(`ISO time: ${line}`);
    else if (ISO_DATE.test(line)) defects.push(`ISO date: ${line}`);
    if (SNAKE_CASE.test(line)) defects.push(`snake_case key: ${line}`);
    const camel = CAMEL_CASE.exec(line);
    if (camel && !PLAIN_WORDS.has(camel[0])) defects.push(`camelCase key: ${line}`);
    if (ZONE_KEY.test(line)) defects.push(`time zone key: ${line}`);
    for (const match of line.matchAll(BARE_NUMBER)) {
      if (!isYear(match[0]) && !isStamp(match[0]) && !isNamedId(line, match.index))
        defects.push(`number without separators: ${line}`);
    }
  }
  return defects;
}
