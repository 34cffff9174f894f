/**
 * A name Excel accepts for a new worksheet: 1–31 characters, none of `: \ / ? * [ ]`, not starting or ending with
 * an apostrophe, not "History" (reserved), and unlike every other sheet's name ignoring case. A taken name gets
 * " (2)", " (3)", … as Excel numbers copies, the title shortened to make room.
 */
const MAX_SHEET_NAME = 31;
const RESERVED = 'history';
const FALLBACK = 'Table';

function cleanTitle(title: string): string {
  return title
    .replace(/[:\\/?*[\]\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '')
    .trim();
}

/** Cuts to `length` UTF-16 units without leaving half a surrogate pair, an end apostrophe or an end space. */
function cut(text: string, length: number): string {
  return text
    .slice(0, length)
    .replace(/[\uD800-\uDBFF]$/, '')
    .replace(/['\s]+$/, '');
}

export function worksheetNameFor(title: string, taken: readonly string[]): string {
  const base = cleanTitle(title) || FALLBACK;
  const used = new Set([RESERVED, ...taken.map((name) => name.toLowerCase())]);
  for (let copy = 1; ; copy += 1) {
    const suffix = copy === 1 ? '' : ` (${copy})`;
    const name = (cut(base, MAX_SHEET_NAME - suffix.length) || FALLBACK) + suffix;
    if (!used.has(name.toLowerCase())) return name;
  }
}
