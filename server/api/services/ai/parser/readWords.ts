/**
 * The steps of reading a question's words other than its known phrases (intent.ts): a number, a value of the
 * warehouse, and a word no phrase matched — a verb of a measure, "new", a word read past, a misspelt known word, or
 * a word the parser did not read, kept as unknown so the answer declines naming it.
 */
import { closest, distance } from 'fastest-levenshtein';
import { UNDEFINED_WORDS } from '../../../../model/measures.ts';
import type { IntentMember } from './intent.ts';
import type { Lexicon } from './lexicon.ts';
import type { MemberHit } from './members.ts';
import { singular, type Token } from './tokens.ts';
import { FILLER, NEW_WORDS, WRITE_WORDS } from './words.ts';
import { directionBefore, matchAt, REFINE_ADD_SET, wordForms, type ReadState } from './readState.ts';

/** A number: a comparison's value, a ranking's count ("top 5", "the 5 largest"), else a number not read. */
export function readNumber(s: ReadState, token: Token, value: number, index: number): number {
  if (s.tokens[index + 1]?.text === 'times') {
    // "ordered more than 5 times": a number of occurrences, not an amount; read as one it would filter amounts.
    s.intent.unsure.push(
      `what "${token.raw} times" counts: name the rows ("customers with more than ${token.raw} orders")`,
    );
    return index + 2;
  }
  if (s.pendingCompare && s.pendingCompare.values.length < (s.pendingCompare.op === 'between' ? 2 : 1)) {
    s.pendingCompare.values.push(value);
    s.pendingCompare.money ||= token.money;
    if (token.percent) s.pendingCompare.percent = true;
    if (s.pendingCompare.values.length === (s.pendingCompare.op === 'between' ? 2 : 1)) {
      s.intent.comparisons.push(s.pendingCompare);
      s.pendingCompare = null;
    }
  } else if (s.pendingTop && s.pendingTop.n === null) {
    s.pendingTop.n = value;
  } else if (Number.isInteger(value) && value > 0 && value <= 1000) {
    // "the 5 largest orders", "5 best customers".
    s.pendingTop = { desc: true, n: value };
  } else {
    s.intent.unknown.push(token.raw);
  }
  return index + 1;
}

/** A value of the warehouse ("Auckland", "Key Account"): a filter, placed by the words beside it. */
export function readValue(s: ReadState, index: number, match: { length: number; hits: MemberHit[] }): number {
  const text = s.tokens
    .slice(index, index + match.length)
    .map((t) => t.raw)
    .join(' ');
  const nearDimension =
    s.lastDimension && index - s.lastDimension.at <= 2 && !s.lastDimension.grouped
      ? s.lastDimension.term
      : null;
  if (nearDimension) s.intent.dimensions = s.intent.dimensions.filter((d) => d !== nearDimension);
  const member: IntentMember = {
    hits: match.hits,
    text,
    negate: s.pendingNegate,
    hostTable: s.lastEntity && index - s.lastEntity.at <= 3 ? s.lastEntity.table : null,
    dimension: nearDimension,
    ...(s.lastMemberEnd === index - 1 && s.tokens[index - 1]?.text === 'or' ? { orPrevious: true } : {}),
    ...directionBefore(s.tokens, index),
  };
  s.lastMemberEnd = index + match.length;
  const [hit] = match.hits;
  if (hit && !wordForms(text.toLowerCase()).includes(hit.value.toLowerCase()))
    s.intent.corrections.push(`"${text}" = ${hit.value}`);
  if (s.options.refining && s.pendingNegate && s.previousTerm?.kind === 'write')
    s.intent.removed.members.push(text);
  else s.intent.members.push(member);
  s.pendingNegate = false;
  return index + match.length;
}

/**
 * Verbs that, followed by "back", say goods were handed back. Not "came back": said of customers it means they
 * ordered again (Returning customers), so it stays unread.
 */
const BACK_VERBS = new Set(['gave', 'give', 'given', 'brought']);

/** A word no phrase of the lexicon matched. Hands back where reading goes on (the same word when corrected). */
export function readUnmatched(s: ReadState, token: Token, index: number): number {
  const word = token.text;
  if (SORTED.has(word) && s.tokens[index + 1]?.text === 'by') return sortedBy(s, index);
  if (word === 'owe' && s.tokens[index - 1]?.text === 'we') {
    // "how much do we owe": what the company owes, which the warehouse does not hold (customers owe us).
    s.intent.unsure.push(
      'what we owe: the warehouse holds what customers owe us (Outstanding balance), not what we owe suppliers',
    );
    return index + 1;
  }
  // "which branch gave back the most", "units brought back": the phrasal verb is the model's verb "returned".
  const returned = s.lexicon.verbs.get('returned');
  if (returned && BACK_VERBS.has(word) && s.tokens[index + 1]?.text === 'back') {
    s.verbAsked ??= { word: 'returned', term: returned };
    return index + 2;
  }
  const verb = s.lexicon.verbs.get(word);
  if (verb) {
    s.verbAsked ??= { word, term: verb };
    return index + 1;
  }
  // "how many transfers left Auckland": "left" says which end the place is (directionBefore); never "remaining".
  if (word === 'left' && matchAt(s.tokens, index + 1, s.lexicon, s.members).hits) return index + 1;
  const valueOfColumn = valueBeforeItsColumn(s, index);
  if (valueOfColumn) return readValue(s, index, { length: 1, hits: valueOfColumn });
  if (NEW_WORDS.has(word)) {
    s.intent.newRows ??= token.raw;
    return index + 1;
  }
  // "dispatched but not invoiced": "but" before "not" joins the two; alone it may mean "except" ("all but Auckland").
  const butNot = word === 'but' && s.tokens[index + 1]?.text === 'not';
  if (butNot || FILLER.has(word) || (s.options.refining && REFINE_ADD_SET.has(word))) {
    return index + 1;
  }
  // A word corrected once is not corrected again: a known word that is no phrase alone ("gross") would go round.
  const fixed = token.corrected ? null : corrected(word, s.lexicon);
  if (fixed && fixed !== word) {
    // "top custoemrs": the lexicon's word is singular; the plural said stays plural ("customers", ten of them).
    const said = pluralLike(word) ? pluralOf(fixed) : fixed;
    s.intent.corrections.push(`"${token.raw}" = ${said}`);
    s.tokens[index] = { ...token, text: said, corrected: true };
    return index;
  }
  if (phraseWithNextCorrected(s, index)) return index;
  s.intent.unknown.push(token.raw);
  return index + 1;
}

/**
 * "gross proft": a word known only as the first of a phrase, whose next word is misspelt. The next word is read as
 * the one known word beside it that makes the phrase, and said so; the phrase is then read from this word.
 */
function phraseWithNextCorrected(s: ReadState, index: number): boolean {
  const [word, next] = [s.tokens[index], s.tokens[index + 1]];
  if (!word || !next || next.number !== null || next.corrected) return false;
  const fixed = corrected(next.text, s.lexicon);
  if (!fixed || fixed === next.text || !s.lexicon.phrases.has(`${singular(word.text)} ${fixed}`))
    return false;
  s.intent.corrections.push(`"${next.raw}" = ${fixed}`);
  s.tokens[index + 1] = { ...next, text: fixed, corrected: true };
  return true;
}

/**
 * "quotes at the New stage": a word read otherwise ("new") that is a value of the column whose word follows it is
 * that value.
 */
function valueBeforeItsColumn(s: ReadState, index: number): MemberHit[] | null {
  const word = s.tokens[index]?.text ?? '';
  const column = s.lexicon.phrases.get(singular(s.tokens[index + 1]?.text ?? ''));
  const homes = column?.flatMap((t) => (t.kind === 'dimension' ? t.homes : [])) ?? [];
  const hits = (s.members.get(word) ?? []).filter((hit) =>
    homes.some((home) => home.table === hit.table && home.column === hit.column),
  );
  return hits.length > 0 ? hits : null;
}

/** Said as a plural: ends in s, and is not a word ending in s of its own ("status"). */
const pluralLike = (word: string) => word.endsWith('s') && singular(word) !== word;

/** The plural of a known word, when reading it back gives the word ("branch" → "branches"). */
function pluralOf(word: string): string {
  const plural = /(ch|sh|x|s)$/.test(word)
    ? `${word}es`
    : /[^aeiou]y$/.test(word)
      ? `${word.slice(0, -1)}ies`
      : `${word}s`;
  return singular(plural) === word ? plural : word;
}

/**
 * The words of a question that may be a misspelt value ("Aukland"): five letters or more, no number, not a known word,
 * grammar or a misspelt known word (known words are corrected first).
 */
export function misspeltValueCandidates(tokens: readonly Token[], lexicon: Lexicon): string[] {
  return tokens
    .filter((t) => t.number === null && t.text.length >= 5 && /^[a-z]+$/.test(t.text))
    .map((t) => t.text)
    .filter(
      (word) =>
        !lexicon.phrases.has(singular(word)) &&
        !lexicon.verbs.has(word) &&
        !FILLER.has(word) &&
        !NEW_WORDS.has(word) &&
        corrected(word, lexicon) === null,
    );
}

/** "sorted by", "ranked by": the order of a list, said before what it is in order of. */
const SORTED = new Set(['sorted', 'ordered', 'ranked', 'sort', 'rank', 'arranged']);

/**
 * "customers sorted by revenue": rows in order of a total are the rows grouped, the total ranked ("by" is read as
 * the group word it is). "customers ordered by name": an order by a column is not read — grouped by it, the answer
 * would count the customers of each name.
 */
function sortedBy(s: ReadState, index: number): number {
  const next = matchAt(s.tokens, index + 2, s.lexicon, s.members);
  if (next.terms?.some((t) => t.kind === 'measure')) return index + 1;
  const said = s.tokens
    .slice(index + 2, index + 2 + Math.max(next.length, 1))
    .map((t) => t.raw)
    .join(' ');
  s.intent.unsure.push(
    `the order "by ${said}": only rows in order of a total are read ("customers by revenue")`,
  );
  return index + 2 + Math.max(next.length, 1);
}

/**
 * A misspelt word ("catagory", "revnue", "ctiy") read as the known word one or two edits away — only when one known word is
 * that near: a word as near to two ("coast": cost or cast) is not read, and the answer declines naming it. A word
 * the model lists as one the warehouse cannot define ("suppliers") is never read as another.
 */
export function corrected(word: string, lexicon: Lexicon): string | null {
  if (word.length < 4 || UNDEFINED.has(word) || UNDEFINED.has(singular(word))) return null;
  const allowed = word.length >= 8 ? 2 : 1;
  // The lexicon's words are singular: "credts" is one edit from "credit" once read as "credt".
  for (const form of new Set([word, singular(word)])) {
    // Two letters swapped ("stoer", "brnach") is one slip of the fingers, not two edits.
    const swapped = [...new Set(swaps(form).filter((w) => lexicon.knownWords.has(w)))];
    if (swapped.length === 1) return swapped[0] ?? null;
    if (swapped.length > 1) return null;
    // A four-letter word is read only with two letters swapped ("ctiy"): one letter more or less makes too many
    // other words ("cast", "coat" and "cot" are one edit from "cost").
    if (form.length < 5) continue;
    // A slip keeps the first letter: "pending" is not "spending", nor "trending".
    const sameStart = [...lexicon.knownWords].filter((known) => known[0] === form[0]);
    // No known word starts with its letter ("kayaks"): nothing to read it as.
    if (sameStart.length === 0) continue;
    const candidate = closest(form, sameStart);
    const nearest = distance(form, candidate);
    if (nearest > allowed) continue;
    // Two edits only towards a word of the model: "including" is two edits from "excluding", its opposite.
    if (nearest > 1 && !lexicon.modelWords.has(candidate)) return null;
    const asNear = sameStart.filter((known) => distance(form, known) === nearest);
    // A slip is never read as a request to change data ("charge" is one letter from "change").
    return asNear.length === 1 && !WRITES.has(candidate) ? candidate : null;
  }
  return null;
}

const UNDEFINED = new Set(UNDEFINED_WORDS.flatMap((u) => u.words));
const WRITES = new Set(WRITE_WORDS);

/** The word with each pair of neighbouring letters swapped. */
function swaps(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < word.length; i += 1)
    if (word[i] !== word[i + 1])
      out.push(word.slice(0, i) + (word[i + 1] ?? '') + (word[i] ?? '') + word.slice(i + 2));
  return out;
}
