/**
 * The instance's vocabulary: every phrase the parser knows, mapped to what it means. Built from the model's
 * declarations — its tables' and columns' names and synonyms (server/model/businessTables.ts), its measures' names
 * and synonyms (server/model/measures.ts) — for the tables this instance's catalogue has, plus the grammar of
 * words.ts. A word two tables claim means the one the model declares primary, and the term says which others it
 * could have meant, for "what it assumed". Built once per catalogue version: the catalogue is cached per version
 * (catalogueCache.ts) and frozen, and its lexicon is kept beside it.
 */
import { measureRef, type AggregateFunction, type DateGrain, type FilterOp } from '@wharf/contract';
import type { Catalogue, CatalogueTable } from '../../query/catalogue.ts';
import { availableMeasures } from '../../query/measures.ts';
import {
  BUSINESS_MODEL,
  byPrimary,
  isPrimary,
  rowValueHomes,
  wordsOf,
  type ColumnHome,
  type ParserModel,
} from './modelWords.ts';
import { phraseKey } from './tokens.ts';
import {
  AGGREGATE_WORDS,
  COMPARE_WORDS,
  GRAIN_WORDS,
  GROUP_WORDS,
  NEGATION_WORDS,
  SORT_WORDS,
  SUPERLATIVE_WORDS,
  RANKING_MEASURES,
  TOP_WORDS,
  WRITE_WORDS,
} from './words.ts';

import type { SegmentDefinition } from '../../../../model/segments.ts';

export type { ColumnHome } from './modelWords.ts';

export type Term =
  | MeasureTermOf
  | { kind: 'dimension'; word: string; homes: ColumnHome[] }
  | EntityTerm
  | { kind: 'aggregate'; fn: AggregateFunction }
  | { kind: 'grain'; grain: DateGrain }
  | { kind: 'group' }
  | { kind: 'top'; desc: boolean; measure: MeasureTermOf | null }
  | { kind: 'superlative'; desc: boolean; measure: MeasureTermOf | null }
  | { kind: 'compare'; op: Exclude<FilterOp, 'in' | 'notIn'> }
  | { kind: 'negate' }
  | { kind: 'sort'; desc: boolean }
  | { kind: 'write'; word: string }
  | { kind: 'segment'; segment: SegmentDefinition };

interface EntityTerm {
  kind: 'entity';
  word: string;
  table: string;
  /** Other tables that declare the same word, by friendly name: the primary meaning was chosen over them. */
  others?: string[];
}

interface MeasureTermOf {
  kind: 'measure';
  word: string;
  /** Row values the word means (a list, a comparison, a function the question names). */
  homes: ColumnHome[];
  fn: AggregateFunction;
  /** The model's measure on each table that has it ("measure:revenue"): what a plain total of the word means. */
  model: ColumnHome[];
}

export interface Lexicon {
  /** phraseKey → meanings (a phrase may mean a measure on one table and a dimension on another). */
  phrases: Map<string, Term[]>;
  /** Longest phrase in words, so matching knows how far to look ahead. */
  longest: number;
  /** Every single word some phrase uses: a typo is corrected only towards these. */
  knownWords: Set<string>;
  /** The words of the model's phrases (tables, columns, measures, segments), not of the grammar. */
  modelWords: Set<string>;
  /** The declarations the words came from. */
  model: ParserModel;
  /** Verbs the model's measures are asked by ("sold" → Revenue), for a question that names no measure. */
  verbs: Map<string, MeasureTermOf>;
  /**
   * Every measure a verb asks for, in the model's order ("returned": Credits, then Units credited): the first is
   * read, the others when the first's table cannot hold the rest of the question ("the most returned SKUs").
   */
  verbMeasures: Map<string, MeasureTermOf[]>;
}

/** Columns no question is about: the load time of the warehouse row. */
const HIDDEN_COLUMNS = new Set(['landed_at']);

const kept = new WeakMap<Catalogue, Lexicon>();

/** The lexicon of the business model for this catalogue, built once per catalogue (a new version is a new object). */
export function buildLexicon(catalogue: Catalogue, model: ParserModel = BUSINESS_MODEL): Lexicon {
  if (model !== BUSINESS_MODEL) return lexiconOf(catalogue, model);
  const known = kept.get(catalogue);
  if (known) return known;
  const lexicon = lexiconOf(catalogue, model);
  kept.set(catalogue, lexicon);
  return lexicon;
}

type Add = (phrase: string, term: Term) => void;

function lexiconOf(catalogue: Catalogue, model: ParserModel): Lexicon {
  const phrases = new Map<string, Term[]>();
  const add: Add = (phrase, term) => {
    const key = keyOf(phrase);
    if (!key) return;
    const terms = phrases.get(key) ?? [];
    // The same meaning twice (a friendly name equal to the name) is one meaning.
    if (!terms.some((known) => JSON.stringify(known) === JSON.stringify(term))) terms.push(term);
    phrases.set(key, terms);
  };
  addModelMeasures(catalogue, model, add);
  const dimensionHomes = addColumnWords(catalogue, model, add);
  // Tables before columns: "by branch" groups by the branches (a column named as them where a design has one).
  addEntities(catalogue, model, add);
  for (const [phrase, homes] of dimensionHomes) add(phrase, { kind: 'dimension', word: phrase, homes });
  // A segment's phrase is its own meaning, where this catalogue has its table.
  for (const segment of model.segments ?? [])
    if (catalogue.tables.some((t) => t.name === segment.table))
      for (const phrase of segment.words) add(phrase, { kind: 'segment', segment });
  addGrammar(phrases, add);
  preferPrimary(phrases, model);

  let longest = 1;
  const knownWords = new Set<string>();
  const modelWords = new Set<string>();
  const grammar = new Set([
    'aggregate',
    'grain',
    'group',
    'top',
    'superlative',
    'compare',
    'negate',
    'sort',
    'write',
  ]);
  for (const [key, terms] of phrases) {
    const words = key.split(' ');
    longest = Math.max(longest, words.length);
    for (const word of words) knownWords.add(word);
    if (terms.some((t) => !grammar.has(t.kind))) for (const word of words) modelWords.add(word);
  }
  const verbMeasures = verbMeasuresOf(phrases, model);
  const verbs = new Map(
    [...verbMeasures].flatMap(([verb, [first]]) => (first ? [[verb, first] as const] : [])),
  );
  return { phrases, longest, knownWords, modelWords, model, verbs, verbMeasures };
}

const declaredTables = (catalogue: Catalogue, model: ParserModel) =>
  model.tables.filter((t) => catalogue.tables.some((c) => c.name === t.name));

/**
 * Words the tables are known by, and the tables claiming them: a measure's word a primary table (or the measure's
 * own table) is known by asks for the rows ("orders" lists or counts orders), never a total.
 */
function entityClaims(catalogue: Catalogue, model: ParserModel): Map<string, string[]> {
  const claims = new Map<string, string[]>();
  for (const table of catalogue.tables) {
    const words = model.tables.find((t) => t.name === table.name)?.words?.synonyms ?? [];
    for (const key of new Set([table.friendlyName, table.name, ...words].map(keyOf)))
      claims.set(key, [...(claims.get(key) ?? []), table.name]);
  }
  return claims;
}

/** The model's measures, by their names and synonyms, where this catalogue has their home tables. */
function addModelMeasures(catalogue: Catalogue, model: ParserModel, add: Add): void {
  const claims = entityClaims(catalogue, model);
  const available = (name: string) => {
    const table = catalogue.tables.find((t) => t.name === name);
    return table ? availableMeasures(catalogue, table) : [];
  };
  const has = (home: ColumnHome) => hasColumn(catalogue, home);
  for (const key of new Set(model.measures.map((m) => m.key))) {
    // In the model's order (a measure's first home is where the word is first looked for), not the catalogue's.
    const declared = model.measures.filter(
      (m) => m.key === key && available(m.table).some((a) => a.key === key),
    );
    const [first] = declared;
    if (!first) continue;
    const term: MeasureTermOf = {
      kind: 'measure',
      word: first.word ?? first.friendlyName.toLowerCase(),
      homes: rowValueHomes(model, key).filter(has),
      fn: 'sum',
      model: declared.map((m) => ({ table: m.table, column: measureRef(m.key) })),
    };
    const homeName = catalogue.tables.find((t) => t.name === first.table)?.friendlyName ?? '';
    const names = [first.friendlyName, key.replace(/_/g, ' '), ...declared.flatMap((m) => m.synonyms)];
    for (const phrase of names) {
      const claimedBy = claims.get(keyOf(phrase)) ?? [];
      // A table named after its measure ("Stock on Hand") keeps the word for the total: "stock on hand by branch".
      const namesItsTable = keyOf(phrase) === keyOf(homeName);
      // "transfers" names the transfers (a table of the measure's own subject): a count or a list, not a total.
      const subject = (t: string) => wordsOf(model, t)?.subject ?? t;
      const claimed = claimedBy.some(
        (t) =>
          isPrimary(model, t) ||
          declared.some(
            (m) => m.table === t || (!isPrimary(model, m.table) && subject(m.table) === subject(t)),
          ),
      );
      if (!claimed || namesItsTable) add(phrase, term);
    }
  }
}

/**
 * The columns' declared synonyms (a measure column's word, a dimension's other names), then their names; the
 * dimensions' phrases are handed back, to be added after the tables'.
 */
function addColumnWords(catalogue: Catalogue, model: ParserModel, add: Add): Map<string, ColumnHome[]> {
  const measureWords = new Map<string, { word: string; fn: AggregateFunction; homes: ColumnHome[] }>();
  const dimensionHomes = new Map<string, ColumnHome[]>();
  const push = (phrase: string, home: ColumnHome) =>
    dimensionHomes.set(phrase.toLowerCase(), [...(dimensionHomes.get(phrase.toLowerCase()) ?? []), home]);
  for (const table of declaredTables(catalogue, model)) {
    for (const column of table.columns) {
      const home = { table: table.name, column: column.name };
      if (!hasColumn(catalogue, home) || !column.synonyms) continue;
      for (const phrase of column.synonyms) {
        if (column.role !== 'measure') {
          push(phrase, home);
          continue;
        }
        const known = measureWords.get(phrase);
        if (known) known.homes.push(home);
        else
          measureWords.set(phrase, {
            word: column.synonyms[0] ?? column.name,
            fn: column.aggregate ?? 'sum',
            homes: [home],
          });
      }
    }
  }
  for (const [phrase, { word, fn, homes }] of measureWords)
    add(phrase, { kind: 'measure', word, homes, fn, model: [] });

  // Catalogue names: a measure column is a measure (one term for every table that has the name, the primary
  // table's first), anything else a dimension, on every table that has it.
  const measureNames = new Map<string, { word: string; homes: ColumnHome[] }>();
  for (const table of catalogue.tables) {
    for (const column of table.columns) {
      if (HIDDEN_COLUMNS.has(column.name)) continue;
      const home = { table: table.name, column: column.name };
      if (column.role === 'measure') {
        for (const phrase of [
          column.friendlyName,
          column.name,
          `${table.friendlyName} ${column.friendlyName}`,
        ]) {
          const key = keyOf(phrase);
          const known = measureNames.get(key);
          if (known) {
            if (!known.homes.some((h) => h.table === home.table && h.column === home.column))
              known.homes.push(home);
          } else measureNames.set(key, { word: column.friendlyName.toLowerCase(), homes: [home] });
        }
      } else {
        for (const phrase of [
          column.friendlyName,
          column.name,
          `${singularTable(table.friendlyName)} ${column.friendlyName}`,
        ])
          push(phrase, home);
      }
    }
  }
  // A column the model declares averaged (a price, a rate, a unit cost) is averaged by its name too.
  const declared = (home: ColumnHome) =>
    model.tables.find((t) => t.name === home.table)?.columns.find((c) => c.name === home.column)?.aggregate;
  const averaged = (homes: ColumnHome[]) =>
    homes.some((home) => declared(home) === 'avg') && !homes.some((home) => declared(home) === 'sum');
  for (const [key, { word, homes }] of measureNames)
    add(key, {
      kind: 'measure',
      word,
      homes: orderHomes(catalogue.tables, homes, model),
      fn: averaged(homes) ? 'avg' : 'sum',
      model: [],
    });
  return dimensionHomes;
}

function orderHomes(
  tables: readonly CatalogueTable[],
  homes: ColumnHome[],
  model: ParserModel,
): ColumnHome[] {
  const order = byPrimary(
    model,
    tables.map((t) => t.name),
  );
  return [...homes].sort((a, b) => order.indexOf(a.table) - order.indexOf(b.table));
}

/** The tables by their names and declared synonyms; a word two tables declare means the primary one. */
function addEntities(catalogue: Catalogue, model: ParserModel, add: Add): void {
  const claims = entityClaims(catalogue, model);
  for (const [key, tables] of claims) {
    const [chosen, ...others] = byPrimary(model, tables);
    const table = catalogue.tables.find((t) => t.name === chosen);
    if (!table) continue;
    const word = table.friendlyName.toLowerCase();
    const otherNames = others.map(
      (name) => catalogue.tables.find((t) => t.name === name)?.friendlyName ?? name,
    );
    add(key, {
      kind: 'entity',
      word,
      table: table.name,
      ...(otherNames.length > 0 ? { others: otherNames } : {}),
    });
  }
}

function addGrammar(phrases: Map<string, Term[]>, add: Add): void {
  for (const [phrase, fn] of Object.entries(AGGREGATE_WORDS)) add(phrase, { kind: 'aggregate', fn });
  for (const [phrase, grain] of Object.entries(GRAIN_WORDS)) add(phrase, { kind: 'grain', grain });
  for (const phrase of GROUP_WORDS) add(phrase, { kind: 'group' });
  // After the measures: a ranking word may name one ("most expensive" → price).
  const rankingMeasure = (phrase: string): MeasureTermOf | null => {
    const word = RANKING_MEASURES[phrase];
    const known = [...phrases.values()].flat().find((t) => t.kind === 'measure' && t.word === word);
    return known?.kind === 'measure' ? known : null;
  };
  for (const [phrase, desc] of Object.entries(TOP_WORDS))
    add(phrase, { kind: 'top', desc, measure: rankingMeasure(phrase) });
  for (const [phrase, desc] of Object.entries(SUPERLATIVE_WORDS))
    add(phrase, { kind: 'superlative', desc, measure: rankingMeasure(phrase) });
  for (const [phrase, op] of Object.entries(COMPARE_WORDS)) add(phrase, { kind: 'compare', op });
  for (const phrase of NEGATION_WORDS) add(phrase, { kind: 'negate' });
  for (const [phrase, desc] of Object.entries(SORT_WORDS)) add(phrase, { kind: 'sort', desc });
  for (const word of WRITE_WORDS) add(word, { kind: 'write', word });
}

/**
 * Of a phrase's measure meanings, those of a primary table's measure come first, and the model's measures before
 * plain columns: a table added to the model cannot take "revenue" from the sales by declaring it too.
 */
function preferPrimary(phrases: Map<string, Term[]>, model: ParserModel): void {
  const rank = (term: Term) => {
    if (term.kind !== 'measure') return 0;
    const tables = [...term.model, ...term.homes].map((h) => h.table);
    return tables.some((t) => isPrimary(model, t)) ? 0 : 1;
  };
  for (const [key, terms] of phrases) {
    if (terms.filter((t) => t.kind === 'measure').length < 2) continue;
    phrases.set(
      key,
      [...terms].sort((a, b) => rank(a) - rank(b)),
    );
  }
}

function verbMeasuresOf(phrases: Map<string, Term[]>, model: ParserModel): Map<string, MeasureTermOf[]> {
  const verbs = new Map<string, MeasureTermOf[]>();
  const terms = [...phrases.values()].flat();
  for (const measure of model.measures) {
    const term = terms.find(
      (t): t is MeasureTermOf =>
        t.kind === 'measure' &&
        t.model.some((h) => h.table === measure.table && h.column === measureRef(measure.key)),
    );
    if (!term) continue;
    for (const verb of (measure.askedBy ?? []).flatMap(verbForms)) {
      const known = verbs.get(verb) ?? [];
      if (!known.includes(term)) verbs.set(verb, [...known, term]);
    }
  }
  return verbs;
}

/**
 * A declared verb with its -s and -ing forms ("issue": issues, issuing; "ship": ships, shipping), so the model
 * declares each verb once and every tense a question uses reads it. A past form ("issued") is declared as it is.
 */
export function verbForms(verb: string): string[] {
  if (/ed$/.test(verb) || verb.includes(' ')) return [verb];
  const stem = /[^e]e$/.test(verb) ? verb.slice(0, -1) : verb;
  // "ship" → "shipping": a short word ending consonant, vowel, consonant doubles its last letter.
  const doubled = /^[^aeiou]*[aeiou][bdgmnprt]$/.test(verb) ? verb + verb.slice(-1) : stem;
  const third = /(?:s|sh|ch|x)$/.test(verb) ? `${verb}es` : `${verb}s`;
  return [verb, third, `${doubled}ing`];
}

const hasColumn = (catalogue: Catalogue, home: ColumnHome) =>
  catalogue.tables.some((t) => t.name === home.table && t.columns.some((c) => c.name === home.column));

const keyOf = (phrase: string) =>
  phraseKey(
    phrase
      .toLowerCase()
      .split(/[\s_]+/)
      .filter(Boolean),
  );

function singularTable(friendlyName: string): string {
  return friendlyName.replace(/s$/, '');
}
