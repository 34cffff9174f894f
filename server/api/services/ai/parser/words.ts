/**
 * The parser's grammar: words for aggregations, grouping, ordering, comparisons, negations and writes. The business
 * words (tables, columns, measures and their synonyms) are the model's, declared in server/model and read by
 * lexicon.ts; none are here.
 */
import type { AggregateFunction, DateGrain, FilterOp } from '@wharf/contract';

/** A bare amount with nothing named ("orders over $5,000"): a row's value, else a price (the model's words). */
export const BARE_AMOUNT_WORDS = ['revenue', 'price'];

export const AGGREGATE_WORDS: Readonly<Record<string, AggregateFunction>> = {
  total: 'sum',
  sum: 'sum',
  'sum of': 'sum',
  overall: 'sum',
  average: 'avg',
  avg: 'avg',
  mean: 'avg',
  typical: 'avg',
  'how many': 'count',
  'number of': 'count',
  count: 'count',
  'count of': 'count',
  distinct: 'countDistinct',
  unique: 'countDistinct',
  different: 'countDistinct',
  maximum: 'max',
  max: 'max',
  minimum: 'min',
  min: 'min',
};

/** Ranking words that say what they rank by: "the most expensive products" rank by price. */
export const RANKING_MEASURES: Readonly<Record<string, string>> = {
  'most expensive': 'price',
  'least expensive': 'price',
  cheapest: 'price',
  'best selling': 'units',
  'best-selling': 'units',
  'worst selling': 'units',
  'slowest selling': 'units',
  'slowest moving': 'units',
  'fast moving': 'units',
  'fastest moving': 'units',
  'best sellers': 'units',
  'best seller': 'units',
  'most popular': 'units',
  'least popular': 'units',
  'most profitable': 'gross profit',
  'least profitable': 'gross profit',
};

/** "the largest orders", "which branch had the highest revenue": a ranking when something is ranked, else max/min. */
export const SUPERLATIVE_WORDS: Readonly<Record<string, boolean>> = {
  largest: true,
  biggest: true,
  highest: true,
  greatest: true,
  'most expensive': true,
  'most valuable': true,
  smallest: false,
  lowest: false,
  cheapest: false,
  'least expensive': false,
};

export const GRAIN_WORDS: Readonly<Record<string, DateGrain>> = {
  day: 'day',
  daily: 'day',
  date: 'day',
  week: 'week',
  weekly: 'week',
  month: 'month',
  monthly: 'month',
  quarter: 'quarter',
  quarterly: 'quarter',
  year: 'year',
  yearly: 'year',
  annual: 'year',
  annually: 'year',
};

export const GROUP_WORDS = ['by', 'per', 'each', 'every', 'for each', 'broken down by', 'split by', 'across'];

/** "top 10", "best 5": the largest first; "bottom 3", "worst 5": the smallest first. */
export const TOP_WORDS: Readonly<Record<string, boolean>> = {
  top: true,
  best: true,
  'best selling': true,
  'best-selling': true,
  leading: true,
  most: true,
  bottom: false,
  worst: false,
  'worst selling': false,
  least: false,
  fewest: false,
  slowest: false,
  'slowest selling': false,
  'slowest moving': false,
  'fast moving': true,
  'fastest moving': true,
  'best sellers': true,
  'best seller': true,
  'most popular': true,
  'least popular': false,
  'most profitable': true,
  'least profitable': false,
};

export const COMPARE_WORDS: Readonly<Record<string, Exclude<FilterOp, 'in' | 'notIn'>>> = {
  over: 'gt',
  above: 'gt',
  'more than': 'gt',
  'greater than': 'gt',
  exceeding: 'gt',
  'bigger than': 'gt',
  'larger than': 'gt',
  'higher than': 'gt',
  'at least': 'gte',
  'no less than': 'gte',
  under: 'lt',
  below: 'lt',
  'less than': 'lt',
  'fewer than': 'lt',
  'lower than': 'lt',
  'smaller than': 'lt',
  'cheaper than': 'lt',
  'more expensive than': 'gt',
  'at most': 'lte',
  'no more than': 'lte',
  'up to': 'lte',
  between: 'between',
  exactly: 'eq',
  'equal to': 'eq',
};

export const NEGATION_WORDS = [
  'not',
  'excluding',
  'except',
  'other than',
  'apart from',
  'outside',
  'without',
];

export const SORT_WORDS: Readonly<Record<string, boolean>> = {
  descending: true,
  'highest first': true,
  'largest first': true,
  'biggest first': true,
  'most first': true,
  ascending: false,
  'lowest first': false,
  'smallest first': false,
  'least first': false,
};

/** Asking to change data, or to act, rather than to read: always declined. */
export const WRITE_WORDS = [
  'delete',
  'remove',
  'update',
  'change',
  'set',
  'insert',
  'create',
  'drop',
  'truncate',
  'modify',
  'edit',
  'cancel',
  'void',
  'rename',
  'alter',
  'erase',
  'wipe',
  'add',
  'increase',
  'decrease',
  'raise',
  'reduce',
  'mark',
  'approve',
  'refund',
  'email',
  'send',
  'merge',
  'archive',
  'restore',
  'import',
  'grant',
  'write',
  'overwrite',
  'replace',
  'adjust',
  'reset',
];

/** Refinement words: "add the brand", "drop the branch", "by quarter instead". */
export const REFINE_ADD = ['add', 'also', 'include', 'plus', 'and also', 'with'];
export const REFINE_REMOVE = ['remove', 'drop', 'without', 'hide', 'no', 'take out'];

/**
 * Words of a question's glue: articles, pronouns, auxiliaries, question words, prepositions and requests to show.
 * They carry no meaning for the design. A word that is not here, nor grammar, nor a word of the model, nor a number
 * or a date, is a word the parser did not read, and the answer declines naming it (docs/ai.md).
 */
const GRAMMAR_WORDS =
  'a an the of for in on at from to with and or our my we us i me you your did do does doing done have has had ' +
  "is are was were be been being am it its it's this that these those there their them they what which who " +
  'whom whose where when how much many show list give get find tell see view display want need would like could ' +
  "can please let lets let's about into out up as than only just instead also by per each every all any some so " +
  "far then still along thanks thank one ones look looking at who've we've they've i've you've we're they're " +
  "who's that's there's we'd i'd yet whats";

/**
 * Content words known to be harmless: each says again what the rest of the question says, so reading past it
 * changes no answer. Verbs of selling and buying (the sales' own words: "customers who bought", "revenue
 * generated"), words of asking for a report ("breakdown", "figures", "summary"), of ordering and grouping (read by
 * the grammar around them), "now" and "currently" (a total is as of now), and "worth" ("orders worth over 5k").
 * Not here, because reading past them would answer another question: "latest", "recent", "same", "including",
 * "type", "kind"; "new" is read (NEW_WORDS).
 */
const HARMLESS_WORDS =
  'sold sell selling sells bought buy buying purchased made make earn earned generated generate bring brought ' +
  'report table data breakdown broken down split currently now right rank ranked ranking sorted sort order ' +
  'ordered versus vs compare compared comparison together overall whole entire during within over ' +
  'month-by-month year-to-date total amount number figures figure numbers stats statistics summary summarise ' +
  'summarize grouped group level levels got biggest top performing performance performers highest lowest went ' +
  "across customers' products' period periods date dates happened placed place placing came come " +
  'separately respectively collected collect received taken currently paid charged charge worth money given ' +
  'hold holds held something anything based located carry carried';

/** Words that carry no meaning for the design: grammar and the harmless content words above. */
export const FILLER = new Set([...GRAMMAR_WORDS.split(/\s+/), ...HARMLESS_WORDS.split(/\s+/)]);

/**
 * "new customers", "customers who joined last month": the rows whose own first date is in the question's period.
 * Read only where the design's date is that of the rows counted or listed; elsewhere the answer declines.
 */
export const NEW_WORDS = new Set(['new', 'joined', 'signed', 'registered', 'created', 'added', 'opened']);
