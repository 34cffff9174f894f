/**
 * Reads a question into an intent: what is measured, counted or listed, grouped by what and over which period,
 * filtered by which values and comparisons, ranked how. Word by word, longest phrase first, with the instance's
 * lexicon and the members found in its warehouse; a word it cannot place is kept as unknown, so the answer can
 * decline instead of guessing.
 */
import { closest, distance } from 'fastest-levenshtein';
import type { AggregateFunction, DateGrain, FilterOp } from '@wharf/contract';
import type { SegmentDefinition } from '../../../../model/segments.ts';
import type { Lexicon, Term } from './lexicon.ts';
import type { MemberHit, MemberIndex } from './members.ts';
import { findPeriod, type Period } from './periods.ts';
import { singular, tokenize, type Token } from './tokens.ts';
import { finishIntent } from './intentFinish.ts';
import { FILLER, REFINE_ADD, REFINE_REMOVE } from './words.ts';

/** Group words that mean "within each" rather than "by". */
const EACH_WORDS = new Set(['each', 'per', 'every']);

export type MeasureTerm = Extract<Term, { kind: 'measure' }>;
type DimensionTerm = Extract<Term, { kind: 'dimension' }>;

export interface IntentMeasure {
  term: MeasureTerm;
  fn: AggregateFunction;
  /** Came after "how many" / "number of". */
  counted?: boolean;
}

export interface IntentMember {
  hits: MemberHit[];
  /** As typed: "Auckland". */
  text: string;
  negate: boolean;
  /** The table of the word it describes ("customers in Auckland" → customers), if any. */
  hostTable: string | null;
  /** The dimension word beside it ("the Marine category" → category), if any. */
  dimension: DimensionTerm | null;
  /** Joined to the value before it by "or" ("Marine or Kauri"): either may hold. */
  orPrevious?: boolean;
  /** "from Auckland", "to Wellington": the direction said before it, for tables that record both ends. */
  direction?: 'from' | 'to';
}

export interface IntentComparison {
  measure: MeasureTerm | null;
  money: boolean;
  op: Exclude<FilterOp, 'in' | 'notIn'>;
  values: number[];
  /**
   * A filter on a total after grouping ("customers with more than 10 orders", "branches with revenue over
   * 50,000"): on the count of countOf's rows, or (countOf null) on the total of `measure`.
   */
  onTotal?: { countOf: string | null };
}

export interface IntentEntity {
  table: string;
  word: string;
  /** Grouped by it ("by customer", "top 10 customers"), or what the question lists ("orders over $5,000"). */
  role: 'group' | 'subject';
  plural: boolean;
  /** As typed ("stores"). */
  said?: string;
  /** Other tables that declare the word: the model's primary meaning was read instead. */
  others?: string[];
}

export interface Intent {
  measures: IntentMeasure[];
  /** "how many customers": the table counted, distinct when asked. */
  count: { table: string; distinct: boolean; said?: string; others?: string[] } | null;
  dimensions: DimensionTerm[];
  entities: IntentEntity[];
  grain: DateGrain | null;
  period: Period | null;
  members: IntentMember[];
  comparisons: IntentComparison[];
  /** The model's named sets of rows the question asks for ("out of stock"). */
  segments: SegmentDefinition[];
  /** A ranking: n null when the question gave no number. */
  top: { n: number | null; desc: boolean } | null;
  /**
   * What came after "each", "per" or "every" ("in each category", "per month"): with a ranking, the groups it
   * ranks within; entities are words of a list the language cannot rank within.
   */
  each: { dimensions: DimensionTerm[]; grain: boolean; entities: string[] };
  /** "largest"/"smallest" with nothing to rank: max/min of the measure instead. */
  superlative: boolean | null;
  sortDesc: boolean | null;
  /** Whether the first thing named was plural ("top customers" → 10) or not ("which branch" → 1). */
  pluralNoun: boolean | null;
  /** A dimension or period came after "by", "per", "each": something is grouped even with nothing totalled. */
  grouped: boolean;
  writes: string[];
  unknown: string[];
  /** What reading the words chose, for "what it assumed" ("sell" = revenue). */
  assumed: string[];
  /** The verb the question asks with and the measure the model asks by it ("returned" → Credits), if any. */
  verb: { word: string; term: MeasureTerm } | null;
  /** Readings the words contradict ("units" sold, but "returned"): the answer declines, saying so. */
  unsure: string[];
  /** Refinements: what to take away ("drop the brand"). */
  removed: { dimensions: DimensionTerm[]; entities: string[]; grain: boolean; members: string[] };
}

export interface ReadOptions {
  now: Date;
  /** Today in the instance's time zone (YYYY-MM-DD): relative periods count from it. */
  today: string;
  /** A refinement of an earlier answer: "add", "drop" and "remove" edit the design instead of the data. */
  refining: boolean;
}

export function emptyIntent(): Intent {
  return {
    measures: [],
    count: null,
    dimensions: [],
    entities: [],
    grain: null,
    period: null,
    members: [],
    comparisons: [],
    segments: [],
    top: null,
    each: { dimensions: [], grain: false, entities: [] },
    superlative: null,
    sortDesc: null,
    pluralNoun: null,
    grouped: false,
    writes: [],
    unknown: [],
    assumed: [],
    verb: null,
    unsure: [],
    removed: { dimensions: [], entities: [], grain: false, members: [] },
  };
}

/** The 1–4 word phrases of a question that could be warehouse values, for one member lookup. */
export function memberCandidates(question: string, lexicon: Lexicon): string[] {
  const tokens = tokenize(question).filter((token) => token.number === null);
  const candidates = new Set<string>();
  for (let start = 0; start < tokens.length; start += 1) {
    for (let length = 1; length <= 4 && start + length <= tokens.length; length += 1) {
      const words = tokens.slice(start, start + length).map((token) => token.text);
      if (words.every((word) => FILLER.has(word))) continue;
      if (length === 1 && (lexicon.phrases.has(singular(words[0] ?? '')) || (words[0] ?? '').length < 3))
        continue;
      candidates.add(words.join(' '));
    }
  }
  return [...candidates];
}

interface Match {
  length: number;
  terms: Term[] | null;
  hits: MemberHit[] | null;
}

function matchAt(tokens: readonly Token[], index: number, lexicon: Lexicon, members: MemberIndex): Match {
  let best: Match = { length: 0, terms: null, hits: null };
  for (let length = Math.min(lexicon.longest + 1, 4, tokens.length - index); length >= 1; length -= 1) {
    const slice = tokens.slice(index, index + length);
    if (slice.some((token) => token.number !== null)) continue;
    const words = slice.map((token) => token.text);
    const terms = lexicon.phrases.get(words.map(singular).join(' ')) ?? null;
    const hits = members.get(words.join(' ')) ?? null;
    // A value beats a known word of the same length only when it is more than one word ("Key Account").
    if (hits && (length > 1 || !terms)) return { length, terms: null, hits };
    if (terms) {
      best = { length, terms, hits: null };
      break;
    }
  }
  return best;
}

/** A misspelt word ("catagory", "revnue") read as the known word one or two edits away. */
function corrected(word: string, lexicon: Lexicon): string | null {
  if (word.length < 5) return null;
  const allowed = word.length >= 8 ? 2 : 1;
  // The lexicon's words are singular: "credts" is one edit from "credit" once read as "credt".
  for (const form of new Set([word, singular(word)])) {
    // Two letters swapped ("stoer", "brnach") is one slip of the fingers, not two edits.
    const swapped = swaps(form).find((w) => lexicon.knownWords.has(w));
    if (swapped) return swapped;
    const candidate = closest(form, [...lexicon.knownWords]);
    if (distance(form, candidate) <= allowed) return candidate;
  }
  return null;
}

function directionBefore(token: Token | undefined): { direction?: 'from' | 'to' } {
  return token?.text === 'from' || token?.text === 'to' ? { direction: token.text } : {};
}

/** The word with each pair of neighbouring letters swapped. */
function swaps(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < word.length; i += 1)
    if (word[i] !== word[i + 1])
      out.push(word.slice(0, i) + (word[i + 1] ?? '') + (word[i] ?? '') + word.slice(i + 2));
  return out;
}

const isPlural = (token: Token | undefined) => token !== undefined && singular(token.text) !== token.text;

export function readIntent(
  question: string,
  lexicon: Lexicon,
  members: MemberIndex,
  options: ReadOptions,
): Intent {
  const intent = emptyIntent();
  const period = findPeriod(question, options.now, options.today);
  intent.period = period;
  const tokens = tokenize(question).filter(
    (token) => !period || token.start < period.start || token.start >= period.end,
  );

  let pendingAggregate: AggregateFunction | null = null;
  let pendingGroup = false;
  let pendingNegate = false;
  let pendingTop: { desc: boolean; n: number | null } | null = null;
  let pendingSuperlative: boolean | null = null;
  let pendingCompare: IntentComparison | null = null;
  let previousTerm: Term | null = null;
  let verbAsked: { word: string; term: MeasureTerm | null } | null = null;
  let lastEntity: { table: string; at: number } | null = null;
  let lastDimension: { term: DimensionTerm; at: number; grouped: boolean } | null = null;
  /** Where the last value ended, so "Marine or Kauri" joins them. */
  let lastMemberEnd = -2;
  /** The token after the last thing grouped by, so "by category and branch" groups by both. */
  let groupedEnd = -2;
  const continuesGrouping = (at: number) => at === groupedEnd + 1 && tokens[groupedEnd]?.text === 'and';

  /** Whether the group word just before `at` was "each", "per" or "every" (not "by"). */
  const eachBefore = (at: number) => pendingGroup && EACH_WORDS.has(tokens[at - 1]?.text ?? '');
  const refineAdd = new Set(REFINE_ADD);
  const refineRemove = new Set(REFINE_REMOVE);

  for (let index = 0; index < tokens.length;) {
    const token = tokens[index];
    if (!token) break;
    if (token.number !== null) {
      if (pendingCompare && pendingCompare.values.length < (pendingCompare.op === 'between' ? 2 : 1)) {
        pendingCompare.values.push(token.number);
        pendingCompare.money ||= token.money;
        if (pendingCompare.values.length === (pendingCompare.op === 'between' ? 2 : 1)) {
          intent.comparisons.push(pendingCompare);
          pendingCompare = null;
        }
      } else if (pendingTop && pendingTop.n === null) {
        pendingTop.n = token.number;
      } else if (Number.isInteger(token.number) && token.number > 0 && token.number <= 1000) {
        // "the 5 largest orders", "5 best customers".
        pendingTop = { desc: true, n: token.number };
      } else {
        intent.unknown.push(token.raw);
      }
      index += 1;
      continue;
    }
    const match = matchAt(tokens, index, lexicon, members);
    if (match.hits) {
      const text = tokens
        .slice(index, index + match.length)
        .map((t) => t.raw)
        .join(' ');
      const nearDimension =
        lastDimension && index - lastDimension.at <= 2 && !lastDimension.grouped ? lastDimension.term : null;
      if (nearDimension) intent.dimensions = intent.dimensions.filter((d) => d !== nearDimension);
      const member: IntentMember = {
        hits: match.hits,
        text,
        negate: pendingNegate,
        hostTable: lastEntity && index - lastEntity.at <= 3 ? lastEntity.table : null,
        dimension: nearDimension,
        ...(lastMemberEnd === index - 1 && tokens[index - 1]?.text === 'or' ? { orPrevious: true } : {}),
        ...directionBefore(tokens[index - 1]),
      };
      lastMemberEnd = index + match.length;
      if (options.refining && pendingNegate && previousTerm?.kind === 'write')
        intent.removed.members.push(text);
      else intent.members.push(member);
      pendingNegate = false;
      index += match.length;
      continue;
    }
    if (!match.terms) {
      const word = token.text;
      const verb = lexicon.verbs.get(word);
      if (verb) {
        verbAsked ??= { word, term: verb };
        index += 1;
        continue;
      }
      if (FILLER.has(word) || (options.refining && refineAdd.has(word))) {
        index += 1;
        continue;
      }
      const fixed = corrected(word, lexicon);
      if (fixed && fixed !== word) {
        tokens[index] = { ...token, text: fixed };
        continue;
      }
      intent.unknown.push(token.raw);
      index += 1;
      continue;
    }
    const terms = match.terms;
    const next = matchAt(tokens, index + match.length, lexicon, members);
    // "total cash payments": a value between the aggregation and what it totals.
    const afterValue = next.hits
      ? matchAt(tokens, index + match.length + next.length, lexicon, members)
      : null;
    const nextKind = next.terms?.[0]?.kind ?? afterValue?.terms?.[0]?.kind ?? (next.hits ? 'member' : null);
    // "total revenue" is an aggregation; "total by branch" is the Total column.
    const term: Term | undefined =
      // "refund all the orders": a write word opening the question asks to act, whatever else it names.
      // "refunds by branch" is the plural of a noun, not a request to refund.
      (index === 0 && !isPlural(token) ? terms.find((t) => t.kind === 'write') : undefined) ??
      // "how many payments": a count of a table's rows, where the word also names a total.
      (pendingAggregate === 'count' ? terms.find((t) => t.kind === 'entity') : undefined) ??
      terms.find((t) => t.kind === 'aggregate' && (nextKind === 'measure' || nextKind === 'entity')) ??
      terms.find((t) => t.kind === 'measure') ??
      terms.find((t) => t.kind !== 'aggregate') ??
      terms[0];
    const lastToken = tokens[index + match.length - 1];
    switch (term?.kind) {
      case 'measure':
        if (intent.comparisons.at(-1)?.measure === null && previousTerm?.kind === 'compare') {
          // "fewer than 10 available": the comparison's number came before its measure.
          const last = intent.comparisons.at(-1);
          if (last) last.measure = term;
        } else if (pendingCompare && pendingCompare.values.length === 0) {
          pendingCompare.measure = term;
        } else {
          if (
            pendingTop === null &&
            pendingSuperlative !== null &&
            intent.entities.length + intent.dimensions.length > 0
          ) {
            pendingTop = { desc: pendingSuperlative, n: null };
            pendingSuperlative = null;
          }
          // "how many units", "how much stock": a count word before a measure asks for its total.
          const fn = pendingAggregate === 'count' || pendingAggregate === null ? term.fn : pendingAggregate;
          intent.measures.push({ term, fn, counted: pendingAggregate === 'count' });
          if (pendingTop) {
            intent.top = pendingTop;
            pendingTop = null;
          }
          pendingAggregate = null;
        }
        break;
      case 'dimension':
        if (options.refining && pendingNegate) {
          intent.removed.dimensions.push(term);
          pendingNegate = false;
          break;
        }
        if (previousTerm && !pendingGroup) {
          // "the Marine category": a value just before names this dimension; it filters instead of grouping.
          const member = intent.members.at(-1);
          if (member && member.dimension === null && lastMember(tokens, index, members)) {
            member.dimension = term;
            break;
          }
        }
        if (eachBefore(index)) intent.each.dimensions.push(term);
        intent.dimensions.push(term);
        intent.pluralNoun ??= isPlural(lastToken);
        {
          const grouped = pendingGroup || continuesGrouping(index);
          intent.grouped ||= grouped;
          lastDimension = { term, at: index, grouped };
          if (grouped) groupedEnd = index + match.length;
        }
        pendingGroup = false;
        break;
      case 'entity': {
        if (options.refining && pendingNegate) {
          intent.removed.entities.push(term.table);
          pendingNegate = false;
          break;
        }
        const plural = isPlural(lastToken);
        const compared = intent.comparisons.at(-1);
        if (previousTerm?.kind === 'compare' && compared?.measure === null && plural && !compared.onTotal) {
          // "more than 10 orders": the number counts this table's rows, a total of each group.
          compared.onTotal = { countOf: term.table };
          break;
        }
        if (eachBefore(index)) intent.each.entities.push(term.word);
        intent.pluralNoun ??= plural;
        const said = tokens
          .slice(index, index + match.length)
          .map((t) => t.raw)
          .join(' ');
        const others = term.others ? { others: term.others } : {};
        if (pendingAggregate === 'count' || pendingAggregate === 'countDistinct') {
          intent.count = {
            table: term.table,
            distinct: pendingAggregate === 'countDistinct',
            said,
            ...others,
          };
          pendingAggregate = null;
        } else {
          const ranked = pendingTop !== null || pendingSuperlative !== null;
          const grouped = pendingGroup || continuesGrouping(index);
          const role = grouped || ranked ? 'group' : 'subject';
          if (grouped) {
            groupedEnd = index + match.length;
            // "orders by branch": grouped by a table's rows as by a column ("by Branch" was one before Branches).
            intent.grouped = true;
          }
          intent.entities.push({ table: term.table, word: term.word, role, plural, said, ...others });
          if (pendingSuperlative !== null && !pendingTop) pendingTop = { desc: pendingSuperlative, n: null };
          if (pendingTop) {
            intent.top = { ...pendingTop, n: pendingTop.n };
            pendingTop = null;
            pendingSuperlative = null;
          }
        }
        lastEntity = { table: term.table, at: index };
        pendingGroup = false;
        break;
      }
      case 'aggregate':
        pendingAggregate = term.fn;
        break;
      case 'grain':
        if (options.refining && pendingNegate) {
          intent.removed.grain = true;
          pendingNegate = false;
          break;
        }
        if (eachBefore(index) || EACH_WORDS.has(token.text)) intent.each.grain = true;
        intent.grain = term.grain;
        intent.grouped = true;
        groupedEnd = index + match.length;
        pendingGroup = false;
        break;
      case 'group':
        // "on hand across all branches" totals over them; "revenue across branches" splits by them.
        if (token.text === 'across' && tokens[index + match.length]?.text === 'all') break;
        pendingGroup = true;
        break;
      case 'top':
        pendingTop = { desc: term.desc, n: numberOf(pendingTop) };
        if (term.measure) intent.measures.push({ term: term.measure, fn: term.measure.fn });
        break;
      case 'superlative':
        pendingSuperlative = term.desc;
        if (pendingTop) pendingTop.desc = term.desc;
        if (term.measure) {
          intent.measures.push({ term: term.measure, fn: term.measure.fn });
          // "the most expensive products": a ranking, never the largest price alone.
          pendingTop ??= { desc: term.desc, n: null };
          pendingSuperlative = null;
        }
        break;
      case 'compare':
        pendingCompare = {
          measure: previousTerm?.kind === 'measure' ? previousTerm : null,
          money: false,
          op: term.op,
          values: [],
        };
        if (pendingCompare.measure) {
          // "available below 10": the measure named the comparison, it is not a column to total.
          const last = intent.measures.at(-1);
          if (last?.term === pendingCompare.measure) {
            intent.measures.pop();
            // "how many products cost more than $200": the count word asked for a count of those rows.
            const home = last.term.homes[0];
            if (last.counted && home && !intent.count) intent.count = { table: home.table, distinct: false };
          }
        }
        break;
      case 'negate':
        pendingNegate = true;
        break;
      case 'segment':
        if (!intent.segments.includes(term.segment)) intent.segments.push(term.segment);
        break;
      case 'sort':
        intent.sortDesc = term.desc;
        break;
      case 'write':
        // "how many credit notes did we raise": a verb of a question, not a request to change data.
        if (lexicon.verbs.has(term.word) && asksAboutThePast(tokens)) {
          verbAsked ??= { word: term.word, term: lexicon.verbs.get(term.word) ?? null };
          break;
        }
        if (options.refining && refineRemove.has(term.word)) pendingNegate = true;
        else if (!(options.refining && refineAdd.has(term.word))) intent.writes.push(term.word);
        break;
      default:
        break;
    }
    previousTerm = term ?? null;
    index += match.length;
  }
  return finishIntent(intent, lexicon, {
    aggregate: pendingAggregate,
    top: pendingTop,
    superlative: pendingSuperlative,
    verb: verbAsked,
    firstWord: tokens[0]?.text ?? null,
  });
}

/** "did we", "have we", "do we": the question asks what happened, with a verb that could read as a write. */
function asksAboutThePast(tokens: readonly Token[]): boolean {
  const words = new Set(tokens.map((t) => t.text));
  return ['did', 'have', 'has', 'do', 'does', 'were', 'was'].some((w) => words.has(w));
}

/** A ranking's number so far ("top 5" may come as "5 top"). */
const numberOf = (top: { n: number | null } | null): number | null => top?.n ?? null;

function lastMember(tokens: readonly Token[], index: number, members: MemberIndex): boolean {
  for (let back = 1; back <= 4 && index - back >= 0; back += 1) {
    const words = tokens.slice(index - back, index).map((t) => t.text);
    if (members.has(words.join(' '))) return true;
  }
  return false;
}
