/**
 * Aggregate calls in SQL text written with "{column}" placeholders (a measure's SQL, or a design's column as the
 * compiler writes it over a roll-up): where each sum/count/min/max/avg call starts and ends, its argument and its
 * FILTER clause. Roll-ups store such calls (server/model/rollups.ts) and the compiler replaces them by the stored
 * totals (server/api/services/query/rollup.ts), so both read the text the same way.
 */

export type AggregateName = 'sum' | 'count' | 'min' | 'max' | 'avg';

export interface AggregateCall {
  fn: AggregateName;
  /** The argument as written: "{qty} * {unit_cost}", "*", "DISTINCT {sku}". */
  arg: string;
  /** " FILTER (WHERE …)" as written after the call, or ''. */
  filter: string;
  start: number;
  /** Just past the call and its FILTER clause. */
  end: number;
}

const CALL = /\b(sum|count|min|max|avg)\(/g;
const FILTER = /^\s*FILTER\s*\(/;

/** The index of the ")" closing the "(" at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    const char = text[index];
    if (char === '(') depth += 1;
    else if (char === ')') {
      depth -= 1;
      if (depth === 0) return index;
    } else if (char === "'") {
      // A string literal (the model's fixed status words) may hold no parenthesis that counts.
      const end = text.indexOf("'", index + 1);
      if (end < 0) return -1;
      index = end;
    }
  }
  return -1;
}

/** The outermost aggregate calls of the text, in order; null when the text cannot be read (unbalanced). */
export function aggregateCalls(text: string): AggregateCall[] | null {
  const calls: AggregateCall[] = [];
  let from = 0;
  for (const match of text.matchAll(CALL)) {
    if (match.index < from) continue;
    const open = match.index + match[0].length - 1;
    const close = closing(text, open);
    if (close < 0) return null;
    let end = close + 1;
    let filter = '';
    const after = FILTER.exec(text.slice(end));
    if (after) {
      const filterClose = closing(text, end + after[0].length - 1);
      if (filterClose < 0) return null;
      filter = text.slice(end, filterClose + 1);
      end = filterClose + 1;
    }
    calls.push({
      fn: match[1] as AggregateName,
      arg: text.slice(open + 1, close),
      filter,
      start: match.index,
      end,
    });
    from = end;
  }
  return calls;
}

/** The key a stored total is found by: "sum({qty} * {unit_cost})". */
export const aggregateKey = (fn: AggregateName, arg: string): string => `${fn}(${arg.trim()})`;
