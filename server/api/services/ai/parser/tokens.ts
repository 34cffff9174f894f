/**
 * Splits a question into lower-case word tokens, keeping numbers whole ("$5,000" → 5000, marked as money) so the
 * parser's phrase matching works on words, not characters.
 */
export interface Token {
  /** Lower-case word, or the number's digits. */
  text: string;
  /** The word as typed (for members: "Auckland"). */
  raw: string;
  number: number | null;
  money: boolean;
  /** Where the token starts in the question. */
  start: number;
  /** Said as a possessive: "reps'", "Kiri Davies's". */
  possessive?: boolean;
  /** "30%", "30 percent": a share of a hundred. */
  percent?: boolean;
  /** Read already as the known word beside a misspelling: never corrected again, so reading moves on. */
  corrected?: boolean;
}

const TOKEN = /\$?\d[\d,]*(?:\.\d+)?(?:k|m|bn)?%?(?![\p{L}])|[\p{L}\p{N}]+(?:['’&-][\p{L}\p{N}]+)*/giu;

/** "5k", "1.2m", "2bn": a number with its suffix. */
const SUFFIX: Readonly<Record<string, number>> = { k: 1_000, m: 1_000_000, bn: 1_000_000_000 };
/** "2 million", "a thousand": a word that multiplies the number before it (or "a"). */
const SCALE: Readonly<Record<string, number>> = {
  hundred: 100,
  thousand: 1_000,
  million: 1_000_000,
  billion: 1_000_000_000,
  // "20 grand": twenty thousand dollars.
  grand: 1_000,
};
/** Numbers in words, as people write small counts and rankings ("top ten", "five customers"). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  fifty: 50,
  hundred: 100,
};

/** Currency said in words after an amount ("a thousand dollars", "20k bucks"): the amount is money. */
const MONEY_WORDS = new Set(['dollar', 'dollars', 'bucks', 'nzd', 'aud', 'usd']);

/** "Kiri Davies's", "yesterday's", "customers'": the word without its possessive ending. */
const withoutPossessive = (raw: string) => raw.replace(/['’]s$/i, '');

export function tokenize(question: string): Token[] {
  const tokens: Token[] = [];
  for (const match of question.matchAll(TOKEN)) {
    const raw = withoutPossessive(match[0]);
    const possessive = raw !== match[0] || /^['’]/.test(question.slice(match.index + match[0].length));
    const lower = raw.toLowerCase();
    const last = tokens.at(-1);
    if ((lower === 'percent' || lower === 'pct') && last && last.number !== null) {
      tokens[tokens.length - 1] = { ...last, percent: true };
      continue;
    }
    if (MONEY_WORDS.has(lower) && last && last.number !== null) {
      tokens[tokens.length - 1] = { ...last, money: true };
      continue;
    }
    const scale = SCALE[lower];
    if (scale && last && (last.number !== null || last.text === 'a')) {
      // "2 million" is one number, "a thousand" too.
      const value = (last.number ?? 1) * scale;
      tokens[tokens.length - 1] = { ...last, text: String(value), raw: `${last.raw} ${raw}`, number: value };
      continue;
    }
    if (/^\$?\d/.test(raw)) {
      const suffix = /(k|m|bn)%?$/i.exec(raw)?.[1]?.toLowerCase();
      const digits = raw.replace(/[$,%]|k$|m$|bn$/gi, '');
      const value = Number(digits) * (suffix ? (SUFFIX[suffix] ?? 1) : 1);
      tokens.push({
        text: String(value),
        raw,
        number: value,
        money: raw.startsWith('$'),
        start: match.index,
        ...(raw.endsWith('%') ? { percent: true } : {}),
      });
    } else if (NUMBER_WORDS[lower] !== undefined) {
      const value = NUMBER_WORDS[lower] ?? 0;
      tokens.push({ text: String(value), raw, number: value, money: false, start: match.index });
    } else {
      tokens.push({
        text: raw.toLowerCase().replace(/’/g, "'"),
        raw,
        number: null,
        money: false,
        start: match.index,
        ...(possessive ? { possessive } : {}),
      });
    }
  }
  return tokens;
}

/** "categories" → "category", "branches" → "branch", "orders" → "order"; leaves short words and "-ss" alone. */
export function singular(word: string): string {
  // "status", "bonus" end in -us; "skus" is the plural of a three-letter word.
  if (word.length <= 3 || word.endsWith('ss') || (word.endsWith('us') && word.length > 4)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  // "branches", "boxes", "addresses", "statuses"; "warehouses", "purchases" lose their s alone.
  if (/(ch|sh|x|ss|[^o]us)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

export const phraseKey = (words: readonly string[]) => words.map(singular).join(' ');
