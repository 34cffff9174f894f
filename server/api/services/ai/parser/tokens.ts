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
}

const TOKEN = /\$?\d[\d,]*(?:\.\d+)?%?|[\p{L}\p{N}]+(?:['’&-][\p{L}\p{N}]+)*/gu;

export function tokenize(question: string): Token[] {
  const tokens: Token[] = [];
  for (const match of question.matchAll(TOKEN)) {
    const raw = match[0];
    if (/^\$?\d/.test(raw)) {
      const digits = raw.replace(/[$,%]/g, '');
      tokens.push({
        text: digits,
        raw,
        number: Number(digits),
        money: raw.startsWith('$'),
        start: match.index,
      });
    } else {
      tokens.push({
        text: raw.toLowerCase().replace(/’/g, "'"),
        raw,
        number: null,
        money: false,
        start: match.index,
      });
    }
  }
  return tokens;
}

/** "categories" → "category", "branches" → "branch", "orders" → "order"; leaves short words and "-ss" alone. */
export function singular(word: string): string {
  if (word.length <= 3 || word.endsWith('ss') || word.endsWith('us')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|s)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

export const phraseKey = (words: readonly string[]) => words.map(singular).join(' ');
