/**
 * The instance's vocabulary: every phrase the parser knows, mapped to what it means. Built from the catalogue —
 * table and column names and friendly names, singular and plural — plus the fixed words of words.ts, whose
 * synonyms count only for columns this catalogue has. Built once per catalogue and cached by the caller.
 */
import { measureRef, type AggregateFunction, type DateGrain, type FilterOp } from '@wharf/contract';
import { MEASURES } from '../../../../model/measures.ts';
import type { Catalogue } from '../../query/index.ts';
import { availableMeasures } from '../../query/measures.ts';
import { phraseKey } from './tokens.ts';
import {
  AGGREGATE_WORDS,
  COMPARE_WORDS,
  DIMENSION_SYNONYMS,
  ENTITY_SYNONYMS,
  GRAIN_WORDS,
  GROUP_WORDS,
  MEASURE_SYNONYMS,
  NEGATION_WORDS,
  SORT_WORDS,
  SUPERLATIVE_WORDS,
  RANKING_MEASURES,
  TOP_WORDS,
  WRITE_WORDS,
  type ColumnHome,
} from './words.ts';

export type Term =
  | MeasureTermOf
  | { kind: 'dimension'; word: string; homes: ColumnHome[] }
  | { kind: 'entity'; word: string; table: string }
  | { kind: 'aggregate'; fn: AggregateFunction }
  | { kind: 'grain'; grain: DateGrain }
  | { kind: 'group' }
  | { kind: 'top'; desc: boolean; measure: MeasureTermOf | null }
  | { kind: 'superlative'; desc: boolean; measure: MeasureTermOf | null }
  | { kind: 'compare'; op: Exclude<FilterOp, 'in' | 'notIn'> }
  | { kind: 'negate' }
  | { kind: 'sort'; desc: boolean }
  | { kind: 'write'; word: string };

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
}

/** Columns no question is about: the load time of the warehouse row. */
const HIDDEN_COLUMNS = new Set(['landed_at']);

export function buildLexicon(catalogue: Catalogue): Lexicon {
  const phrases = new Map<string, Term[]>();
  const add = (phrase: string, term: Term) => {
    const key = keyOf(phrase);
    if (!key) return;
    const terms = phrases.get(key) ?? [];
    // The same meaning twice (a friendly name equal to the name) is one meaning.
    if (!terms.some((known) => JSON.stringify(known) === JSON.stringify(term))) terms.push(term);
    phrases.set(key, terms);
  };
  const has = (home: ColumnHome) =>
    catalogue.tables.some((t) => t.name === home.table && t.columns.some((c) => c.name === home.column));

  // The model's measures first, by their names and synonyms: a word a table is known by stays the table's.
  const entityKeys = new Set(
    catalogue.tables.flatMap((t) => [t.friendlyName, t.name, ...(ENTITY_SYNONYMS[t.name] ?? [])].map(keyOf)),
  );
  const modelled = new Set<string>();
  const available = (name: string) => {
    const table = catalogue.tables.find((t) => t.name === name);
    return table ? availableMeasures(catalogue, table) : [];
  };
  for (const key of new Set(MEASURES.map((m) => m.key))) {
    // In the model's order (a measure's first home is where the word is first looked for), not the catalogue's.
    const declared = MEASURES.filter((m) => m.key === key && available(m.table).includes(m));
    const [first] = declared;
    if (!first) continue;
    const synonym = MEASURE_SYNONYMS.find((s) => s.measure === key);
    const term: MeasureTermOf = {
      kind: 'measure',
      word: synonym?.word ?? first.friendlyName.toLowerCase(),
      homes: synonym?.homes.filter(has) ?? [],
      fn: synonym?.fn ?? 'sum',
      model: declared.map((m) => ({ table: m.table, column: measureRef(m.key) })),
    };
    modelled.add(key);
    // The model's names of it, except those a table is known by ("orders" asks for the orders, not a count);
    // the parser's own phrases for it stay ("stock on hand by branch" totals the stock).
    const names = [first.friendlyName, key.replace(/_/g, ' '), ...declared.flatMap((m) => m.synonyms)];
    for (const phrase of names) if (!entityKeys.has(keyOf(phrase))) add(phrase, term);
    for (const phrase of synonym?.phrases ?? []) add(phrase, term);
  }
  for (const synonym of MEASURE_SYNONYMS) {
    const homes = synonym.homes.filter(has);
    if (homes.length === 0 || (synonym.measure && modelled.has(synonym.measure))) continue;
    for (const phrase of synonym.phrases)
      add(phrase, { kind: 'measure', word: synonym.word, homes, fn: synonym.fn, model: [] });
  }
  // Catalogue names: a measure column is a measure, anything else a dimension, on every table that has it.
  const dimensionHomes = new Map<string, ColumnHome[]>();
  for (const table of catalogue.tables) {
    for (const column of table.columns) {
      if (HIDDEN_COLUMNS.has(column.name)) continue;
      const home = { table: table.name, column: column.name };
      if (column.role === 'measure') {
        const term: Term = {
          kind: 'measure',
          word: column.friendlyName.toLowerCase(),
          homes: [home],
          fn: 'sum',
          model: [],
        };
        add(column.friendlyName, term);
        add(column.name, term);
        add(`${table.friendlyName} ${column.friendlyName}`, term);
      } else {
        for (const phrase of [
          column.friendlyName,
          column.name,
          `${singularTable(table.friendlyName)} ${column.friendlyName}`,
        ]) {
          const list = dimensionHomes.get(phrase.toLowerCase()) ?? [];
          list.push(home);
          dimensionHomes.set(phrase.toLowerCase(), list);
        }
      }
    }
    add(table.friendlyName, { kind: 'entity', word: table.friendlyName.toLowerCase(), table: table.name });
    add(table.name, { kind: 'entity', word: table.friendlyName.toLowerCase(), table: table.name });
    for (const phrase of ENTITY_SYNONYMS[table.name] ?? []) {
      add(phrase, { kind: 'entity', word: table.friendlyName.toLowerCase(), table: table.name });
    }
  }
  for (const synonym of DIMENSION_SYNONYMS) {
    const homes = catalogue.tables.flatMap((t) =>
      t.columns.filter((c) => c.name === synonym.column).map((c) => ({ table: t.name, column: c.name })),
    );
    if (homes.length === 0) continue;
    for (const phrase of synonym.phrases)
      dimensionHomes.set(phrase, [...(dimensionHomes.get(phrase) ?? []), ...homes]);
  }
  for (const [phrase, homes] of dimensionHomes) add(phrase, { kind: 'dimension', word: phrase, homes });

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

  let longest = 1;
  const knownWords = new Set<string>();
  for (const key of phrases.keys()) {
    const words = key.split(' ');
    longest = Math.max(longest, words.length);
    for (const word of words) knownWords.add(word);
  }
  return { phrases, longest, knownWords };
}

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
