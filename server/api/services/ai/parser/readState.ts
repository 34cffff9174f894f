/**
 * What reading a question word by word keeps between words (intent.ts): the intent so far and what a word leaves
 * pending for the words after it ("top" waits for its number, "by" for what is grouped), with the small readings of
 * the words around a position that the steps share.
 */
import type { AggregateFunction } from '@wharf/contract';
import type { Intent, IntentComparison, MeasureTerm, ReadOptions } from './intent.ts';
import type { Lexicon, Term } from './lexicon.ts';
import type { MemberHit, MemberIndex } from './members.ts';
import { singular, type Token } from './tokens.ts';
import { REFINE_ADD, REFINE_REMOVE } from './words.ts';

type DimensionTerm = Extract<Term, { kind: 'dimension' }>;

/** Group words that mean "within each" rather than "by". */
export const EACH_WORDS = new Set(['each', 'per', 'every']);
export const REFINE_ADD_SET = new Set(REFINE_ADD);
export const REFINE_REMOVE_SET = new Set(REFINE_REMOVE);

export interface ReadState {
  intent: Intent;
  tokens: Token[];
  lexicon: Lexicon;
  members: MemberIndex;
  options: ReadOptions;
  pendingAggregate: AggregateFunction | null;
  pendingGroup: boolean;
  pendingNegate: boolean;
  pendingTop: { desc: boolean; n: number | null } | null;
  pendingSuperlative: boolean | null;
  pendingCompare: IntentComparison | null;
  /** "between stores": the rows word next names the two ends of what is measured, not a comparison. */
  pendingBetween: boolean;
  previousTerm: Term | null;
  verbAsked: { word: string; term: MeasureTerm | null } | null;
  lastEntity: { table: string; at: number } | null;
  lastDimension: { term: DimensionTerm; at: number; grouped: boolean } | null;
  /** Where the last value ended, so "Marine or Kauri" joins them. */
  lastMemberEnd: number;
  /** The token after the last thing grouped by, so "by category and branch" groups by both. */
  groupedEnd: number;
}

export function newReadState(
  intent: Intent,
  tokens: Token[],
  lexicon: Lexicon,
  members: MemberIndex,
  options: ReadOptions,
): ReadState {
  return {
    intent,
    tokens,
    lexicon,
    members,
    options,
    pendingAggregate: null,
    pendingGroup: false,
    pendingNegate: false,
    pendingTop: null,
    pendingSuperlative: null,
    pendingCompare: null,
    pendingBetween: false,
    previousTerm: null,
    verbAsked: null,
    lastEntity: null,
    lastDimension: null,
    lastMemberEnd: -2,
    groupedEnd: -2,
  };
}

/** The values a word names as said, or without its plural ending ("warehouses" → Warehouse). */
export const wordForms = (word: string): string[] => [
  ...new Set([word, singular(word), word.replace(/s$/, '')]),
];

const valueOfWord = (members: MemberIndex, word: string): MemberHit[] | undefined =>
  wordForms(word)
    .map((form) => members.get(form))
    .find(Boolean);

/**
 * "which branches are warehouses": a table's word said again after its rows were named is one of their values.
 */
export const namesRowsAgain = (s: ReadState, terms: readonly Term[]): boolean =>
  terms.some(
    (t) =>
      t.kind === 'entity' &&
      (s.intent.entities.some((e) => e.table === t.table) || s.intent.count?.table === t.table),
  );

/** "by category and branch": the word at `at` continues the grouping before it. */
export const continuesGrouping = (s: ReadState, at: number) =>
  at === s.groupedEnd + 1 && s.tokens[s.groupedEnd]?.text === 'and';

/** Whether the group word just before `at` was "each", "per" or "every" (not "by"). */
export const eachBefore = (s: ReadState, at: number) =>
  s.pendingGroup && EACH_WORDS.has(s.tokens[at - 1]?.text ?? '');

export interface Match {
  length: number;
  terms: Term[] | null;
  hits: MemberHit[] | null;
  /** A table's word that is also one of its values ("warehouse": Branches, and a Branch Type). */
  alsoValue?: MemberHit[];
}

export function matchAt(
  tokens: readonly Token[],
  index: number,
  lexicon: Lexicon,
  members: MemberIndex,
): Match {
  let best: Match = { length: 0, terms: null, hits: null };
  for (let length = Math.min(lexicon.longest + 1, 4, tokens.length - index); length >= 1; length -= 1) {
    const slice = tokens.slice(index, index + length);
    if (slice.some((token) => token.number !== null)) continue;
    const words = slice.map((token) => token.text);
    const terms = lexicon.phrases.get(words.map(singular).join(' ')) ?? phraseWithin(words, lexicon);
    const hits = members.get(words.join(' ')) ?? pluralValue(words, members);
    // A value beats a known word of the same length only when it is more than one word ("Key Account").
    if (hits && (length > 1 || !terms)) return { length, terms: null, hits };
    if (terms) {
      const value =
        length === 1 && terms.some((t) => t.kind === 'entity')
          ? valueOfWord(members, words[0] ?? '')
          : undefined;
      best = { length, terms, hits: null, ...(value ? { alsoValue: value } : {}) };
      break;
    }
  }
  return best;
}

/** "Key Accounts": a value of more than one word said as a plural. */
function pluralValue(words: readonly string[], members: MemberIndex): MemberHit[] | null {
  const last = words.at(-1) ?? '';
  if (words.length < 2 || singular(last) === last) return null;
  return members.get([...words.slice(0, -1), singular(last)].join(' ')) ?? null;
}

/**
 * Words that may stand inside a phrase without changing it: "value of our stock", "number of the customers", "units
 * are allocated".
 */
const INNER_DETERMINERS = new Set(['our', 'the', 'my', 'your', 'all', 'are', 'is']);

/** The phrase with its inner determiners left out, when what is left is a phrase of the model. */
function phraseWithin(words: readonly string[], lexicon: Lexicon): Term[] | null {
  const inner = words.filter(
    (word, at) => at === 0 || at === words.length - 1 || !INNER_DETERMINERS.has(word),
  );
  if (inner.length === words.length || inner.length < 2) return null;
  return lexicon.phrases.get(inner.map(singular).join(' ')) ?? null;
}

/** "from", "out of" or "left" a place, "to" or "into" it: the direction said just before the value at `index`. */
export function directionBefore(tokens: readonly Token[], index: number): { direction?: 'from' | 'to' } {
  const before = tokens[index - 1]?.text;
  // "transfers that left Auckland": the place left is where they came from.
  if (before === 'from' || before === 'left' || (before === 'of' && tokens[index - 2]?.text === 'out'))
    return { direction: 'from' };
  return before === 'to' || before === 'into' ? { direction: 'to' } : {};
}

/** "reps", "branches"; "salespeople", "salesmen" too. */
export const isPlural = (token: Token | undefined) =>
  token !== undefined && (singular(token.text) !== token.text || /(people|men)$/.test(token.text));

/** "did we", "have we", "do we": the question asks what happened, with a verb that could read as a write. */
export function asksAboutThePast(tokens: readonly Token[]): boolean {
  const words = new Set(tokens.map((t) => t.text));
  return ['did', 'have', 'has', 'do', 'does', 'were', 'was'].some((w) => words.has(w));
}

/** A ranking's number so far ("top 5" may come as "5 top"). */
export const numberOf = (top: { n: number | null } | null): number | null => top?.n ?? null;

export function lastMember(tokens: readonly Token[], index: number, members: MemberIndex): boolean {
  for (let back = 1; back <= 4 && index - back >= 0; back += 1) {
    const words = tokens.slice(index - back, index).map((t) => t.text);
    if (members.has(words.join(' '))) return true;
  }
  return false;
}
