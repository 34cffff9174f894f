/**
 * The model as the parser reads it: the business tables' words and flags (server/model/businessTables.ts,
 * moreBusinessTables.ts) and the measures' names (server/model/measures.ts). The parser names no table: which table
 * a word means, which one is the sales, how a row is shown, all come from these declarations (docs/model.md,
 * "Adding a business table").
 */
import { BUSINESS_TABLES } from '../../../../model/businessTables.ts';
import { MEASURES, type MeasureDefinition } from '../../../../model/measures.ts';
import { SEGMENTS, type SegmentDefinition } from '../../../../model/segments.ts';
import type { DwTableDefinition, DwTableWords } from '../../../../warehouse/tables.ts';
import type { Catalogue } from '../../query/index.ts';

export interface ParserModel {
  tables: readonly DwTableDefinition[];
  measures: readonly MeasureDefinition[];
  /** Named sets of rows ("out of stock"); none when a model declares none. */
  segments?: readonly SegmentDefinition[];
}

export const BUSINESS_MODEL: ParserModel = {
  tables: BUSINESS_TABLES,
  measures: MEASURES,
  segments: SEGMENTS,
};

export interface ColumnHome {
  table: string;
  column: string;
}

export const wordsOf = (model: ParserModel, table: string): DwTableWords | undefined =>
  model.tables.find((t) => t.name === table)?.words;

/** The table's words are the primary meaning of any word another table also claims. */
export const isPrimary = (model: ParserModel, table: string): boolean =>
  wordsOf(model, table)?.primary === true;

/** Its rows record flows (sales): a customer, product or branch has many of them. */
export const isFlow = (model: ParserModel, table: string): boolean => wordsOf(model, table)?.flow === true;

/** A verb that makes the rows of the measure it asks for ("raise" a credit note), as the model declares. */
export const makesRows = (model: ParserModel, verb: string): boolean =>
  model.measures.some((m) => m.makesRows?.includes(verb));

/** Whether rows of `from` lead to a row of `to` through the model's relations (up to three hops, as designs do). */
export function reaches(model: ParserModel, from: string, to: string): boolean {
  let frontier = [from];
  const seen = new Set(frontier);
  for (let hop = 0; hop <= 3; hop += 1) {
    if (frontier.includes(to)) return true;
    frontier = frontier
      .flatMap((name) => model.tables.find((t) => t.name === name)?.relations?.map((r) => r.toTable) ?? [])
      .filter((name) => !seen.has(name) && seen.add(name));
  }
  return false;
}

/** The tables in the order a shared word is read: the primary meaning first, then as declared. */
export function byPrimary(model: ParserModel, tables: readonly string[]): string[] {
  const rank = (table: string) => (isPrimary(model, table) ? 0 : 1);
  return [...tables].sort((a, b) => rank(a) - rank(b));
}

/** The rows of a measure word, one per table it is declared on: what a list or a comparison of rows reads. */
export function rowValueHomes(model: ParserModel, key: string): ColumnHome[] {
  return model.measures
    .filter((m) => m.key === key && m.rowValue !== undefined)
    .map((m) => ({ table: m.table, column: m.rowValue ?? '' }));
}

/**
 * Where a word of the model lives as a row's value: a measure's row values ("revenue" → Sales Orders › Total), or
 * the columns whose first synonym it is ("price" → Products › Unit Price).
 */
export function homesOfWord(model: ParserModel, word: string): ColumnHome[] {
  const measure = model.measures.find((m) => (m.word ?? m.friendlyName.toLowerCase()) === word);
  if (measure) return rowValueHomes(model, measure.key);
  return model.tables.flatMap((t) =>
    t.columns.filter((c) => c.synonyms?.[0] === word).map((c) => ({ table: t.name, column: c.name })),
  );
}

const scoped = new WeakMap<Catalogue, Map<ParserModel, Catalogue>>();

/**
 * The catalogue as the parser reads it: the model's business tables only, where the instance has them. A source's
 * landed tables (Cin7's purchase orders as they came) carry no declared words or measures, so a question read from
 * them would be a guess. Kept per catalogue version, so the lexicon built from it is too.
 */
export function modelCatalogue(catalogue: Catalogue, model: ParserModel): Catalogue {
  const known = scoped.get(catalogue)?.get(model);
  if (known) return known;
  const tables = catalogue.tables.filter((t) => model.tables.some((m) => m.name === t.name));
  const result = tables.length > 0 ? { ...catalogue, tables } : catalogue;
  const byModel = scoped.get(catalogue) ?? new Map<ParserModel, Catalogue>();
  byModel.set(model, result);
  scoped.set(catalogue, byModel);
  return result;
}
