/**
 * Reads a question into an intent: what is measured, counted or listed, grouped by what and over which period,
 * filtered by which values and comparisons, ranked how. Word by word, longest phrase first, with the instance's
 * lexicon and the members found in its warehouse; a word it cannot place is kept as unknown, so the answer can
 * decline instead of guessing.
 */
import type { AggregateFunction, DateGrain, FilterOp } from '@wharf/contract';
import type { SegmentDefinition } from '../../../../model/segments.ts';
import type { Lexicon, Term } from './lexicon.ts';
import type { MemberHit, MemberIndex } from './members.ts';
import { findPeriod, type Period } from './periods.ts';
import { singular, tokenize } from './tokens.ts';
import { finishIntent } from './intentFinish.ts';
import { FILLER, NEW_WORDS } from './words.ts';
import { matchAt, namesRowsAgain, newReadState, wordForms } from './readState.ts';
import { readNumber, readUnmatched, readValue } from './readWords.ts';
import { readTerm } from './readTerms.ts';
import { dateNamedByVerb, readDateNamed, type DateNamed } from './dateWords.ts';

export type MeasureTerm = Extract<Term, { kind: 'measure' }>;
type DimensionTerm = Extract<Term, { kind: 'dimension' }>;

export interface IntentMeasure {
  term: MeasureTerm;
  fn: AggregateFunction;
  /** Came after "how many" / "number of". */
  counted?: boolean;
  /** Named by a ranking word ("best selling" → units), not by the question itself. */
  implied?: boolean;
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
  /** "active products": the table of the rows word right after it, which the value must describe. */
  describes?: string;
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
  /** Said as a percentage ("above 30%"): a ratio measure (Gross margin %) holds it as 0.3. */
  percent?: boolean;
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
  /** Said as a possessive ("reps' sales"): what follows belongs to each of them. */
  possessive?: boolean;
  /** Followed by "who", "that" or "which" ("customers who bought"): what follows says which of them. */
  qualified?: boolean;
  /** Right after "which" or "what" opening the question ("which customers…"): the rows it asks for. */
  asked?: boolean;
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
  verb: { word: string; term: MeasureTerm; others?: MeasureTerm[] } | null;
  /** "between stores": rows of this table are the two ends of each row measured (a transfer's from and to). */
  between: { table: string; said: string } | null;
  /** "which customers bought last month": the rows listed by what the verb's measure totals, one row each. */
  listedByVerb: boolean;
  /**
   * "the biggest order we've taken": the verb says which of the ranked rows count (the rows its measure totals);
   * they are ranked by their own value, not by the verb's measure.
   */
  rankedByVerb: boolean;
  /** Readings the words contradict ("units" sold, but "returned"): the answer declines, saying so. */
  unsure: string[];
  /** "new customers": the word said, when the rows asked about must be new in the period (NEW_WORDS). */
  newRows: string | null;
  /** Misspelt words read as the known word beside them, for "what it assumed" ("revnue" = revenue). */
  corrections: string[];
  /** The date column a verb names ("transfers received last month": Received Date), for the period and grain. */
  date: DateNamed | null;
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
    listedByVerb: false,
    rankedByVerb: false,
    between: null,
    unsure: [],
    newRows: null,
    corrections: [],
    date: null,
    removed: { dimensions: [], entities: [], grain: false, members: [] },
  };
}

/**
 * A table's word that is also a value of one of that table's own columns ("stocktake": Stock Adjustments, and their
 * Reason Stocktake; "warehouse": Branches, and their Branch Type Warehouse) names the rows of that kind.
 */
function ownValue(terms: readonly Term[], hits: readonly MemberHit[]): boolean {
  const tables = new Set(terms.flatMap((t) => (t.kind === 'entity' ? [t.table] : [])));
  return hits.length > 0 && hits.every((hit) => tables.has(hit.table));
}

/** The 1–4 word phrases of a question that could be warehouse values, for one member lookup. */
export function memberCandidates(question: string, lexicon: Lexicon): string[] {
  const tokens = tokenize(question).filter((token) => token.number === null);
  const candidates = new Set<string>();
  for (let start = 0; start < tokens.length; start += 1) {
    for (let length = 1; length <= 4 && start + length <= tokens.length; length += 1) {
      const words = tokens.slice(start, start + length).map((token) => token.text);
      // "new" is read as a word of the question (NEW_WORDS), never as a value ("New", a quote's stage) — unless the
      // column's word follows it ("the New stage").
      const columnAfter = lexicon.phrases
        .get(singular(tokens[start + length]?.text ?? ''))
        ?.some((t) => t.kind === 'dimension');
      if (words.every((word) => FILLER.has(word) || NEW_WORDS.has(word)) && !(length === 1 && columnAfter))
        continue;
      const word = words[0] ?? '';
      const known = lexicon.phrases.get(singular(word));
      // A table's word may be one of its values too ("warehouses": Branch Type Warehouse).
      if (length === 1 && known?.some((t) => t.kind === 'entity'))
        for (const form of wordForms(word)) candidates.add(form);
      if (length === 1 && (known || word.length < 3)) continue;
      candidates.add(words.join(' '));
      // "Key Accounts": the value said as a plural.
      const last = words.at(-1) ?? '';
      if (singular(last) !== last) candidates.add([...words.slice(0, -1), singular(last)].join(' '));
    }
  }
  return [...candidates];
}

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
  const s = newReadState(intent, tokens, lexicon, members, options);
  for (let index = 0; index < tokens.length;) {
    const token = tokens[index];
    if (!token) break;
    if (token.number !== null) {
      index = readNumber(s, token, token.number, index);
      continue;
    }
    const match = matchAt(tokens, index, lexicon, members);
    if (match.hits) index = readValue(s, index, { length: match.length, hits: match.hits });
    else if (match.alsoValue && match.terms && namesRowsAgain(s, match.terms))
      index = readValue(s, index, { length: match.length, hits: match.alsoValue });
    else if (!match.terms) index = readUnmatched(s, token, index);
    else if (match.alsoValue && ownValue(match.terms, match.alsoValue)) {
      // "how many stocktakes", "list our warehouses": the table's rows of that kind (Reason Stocktake).
      readTerm(s, index, token, { ...match, terms: match.terms });
      const [hit] = match.alsoValue;
      if (hit)
        intent.assumed.push(`"${token.raw}" = those whose ${hit.column.replace(/_/g, ' ')} is ${hit.value}`);
      index = readValue(s, index, { length: match.length, hits: match.alsoValue });
    } else {
      readTerm(s, index, token, { ...match, terms: match.terms });
      index += match.length;
    }
  }
  if (s.pendingCompare && s.pendingCompare.values.length === 0)
    // "products where cost is more than price": a comparison with no number after it compares two columns.
    intent.unsure.push(
      'a number to compare with: comparing one column with another ("cost more than price") is not read',
    );
  const dated = dateNamedByVerb(intent, tokens, lexicon.model);
  if (dated && readDateNamed(intent, dated, s.verbAsked?.word ?? null)) s.verbAsked = null;
  return finishIntent(intent, lexicon, {
    aggregate: s.pendingAggregate,
    top: s.pendingTop,
    superlative: s.pendingSuperlative,
    verb: s.verbAsked,
    firstWord: tokens[0]?.text ?? null,
    refining: options.refining,
    whoDid: tokens[0]?.text === 'who' && lexicon.verbs.has(tokens[1]?.text ?? ''),
  });
}
