/**
 * How a design is ordered and cut: the top N, the top N within each group ("in each category"), the largest
 * first, or by date.
 */
import type { TableQuery } from '@wharf/contract';
import type { Catalogue } from '../../query/catalogue.ts';
import type { Intent } from './intent.ts';
import { refToAny } from './paths.ts';
import { homesOfWord, wordsOf, type ParserModel } from './modelWords.ts';
import { BARE_AMOUNT_WORDS } from './words.ts';
import type { Draft } from './designDraft.ts';
import { comparisonHomes } from './designFilters.ts';
import { columnNamedAs } from './designLookups.ts';

const DEFAULT_TOP = 10;

/**
 * The order and the limit: the top N (within each group when asked), else by date when grouped by a grain, else the
 * largest total first. Hands back what is missing when a ranking cannot be made.
 */
export function rankAndSort(
  catalogue: Catalogue,
  model: ParserModel,
  intent: Intent,
  draft: Draft,
  query: TableQuery,
  date: { ref: string } | null,
): string[] {
  const base = draft.base.name;
  const { columns, measureRefs, aggregating, assumptions } = draft;
  const rankBy =
    measureRefs[0] ??
    intent.comparisons
      .map((c) => comparisonHomes(model, intent, c, base).find((h) => h.table === base)?.column)
      .find(Boolean) ??
    defaultRanking(model, base);
  if (!aggregating && rankBy && intent.top && !columns.includes(rankBy)) draft.push(rankBy);
  const within = rankedWithin(catalogue, intent, base, date?.ref ?? null);
  if (intent.top && within) {
    if (within.missing.length > 0) return within.missing;
    if (!aggregating || !rankBy || !measureRefs.includes(rankBy))
      return ['a total to rank by within each group (say revenue, units sold, orders…)'];
    const ranked = columns.filter((ref) => !measureRefs.includes(ref) && !within.refs.includes(ref));
    if (ranked.length === 0) return ['what to rank within each group'];
    const n = intent.top.n ?? ((intent.pluralNoun ?? true) ? DEFAULT_TOP : 1);
    if (intent.top.n === null) assumptions.push(`top = the first ${n} in each group`);
    const desc = intent.top.desc;
    query.topPerGroup = { n, by: rankBy, within: within.refs, ...(desc ? {} : { desc: false }) };
    query.sort = [...within.refs.map((ref) => ({ column: ref })), { column: rankBy, desc }];
    assumptions.push('ties = the first A–Z');
  } else if (intent.top) {
    if (!rankBy) return ['what to rank by'];
    // "best sellers this year" with nothing named to rank: one total, which a ranking would pass off as a list.
    if (aggregating && columns.length === measureRefs.length)
      return ['what to rank: name the rows (products, customers, branches, sales people…)'];
    const plural = intent.pluralNoun ?? true;
    const n = intent.top.n ?? (plural ? DEFAULT_TOP : 1);
    if (intent.top.n === null && plural) assumptions.push(`top = the first ${DEFAULT_TOP}`);
    query.sort = [{ column: rankBy, desc: intent.top.desc }];
    query.limit = n;
  } else if (date && intent.grain) {
    query.sort = [{ column: date.ref }];
  } else if (aggregating && rankBy && columns.length > measureRefs.length) {
    query.sort = [{ column: rankBy, desc: intent.sortDesc ?? true }];
  } else if (intent.sortDesc !== null && rankBy) {
    query.sort = [{ column: rankBy, desc: intent.sortDesc }];
  }
  return [];
}

/** The groups a ranking is within ("in each category", "per month"), or null when the question names none. */
function rankedWithin(
  catalogue: Catalogue,
  intent: Intent,
  base: string,
  dateRef: string | null,
): { refs: string[]; missing: string[] } | null {
  const { each } = intent;
  if (each.dimensions.length === 0 && !each.grain && each.entities.length === 0) return null;
  const refs: string[] = [];
  const missing: string[] = [];
  // "in each branch": a column named as the table, reachable from the design's table (the orders' Branch).
  for (const word of each.entities) {
    const named = columnNamedAs(catalogue, base, word);
    if (named) refs.push(named);
    else
      missing.push(
        `the top ${intent.top?.n ?? ''} within each of ${word}: name a column of them (category, branch, city…)`,
      );
  }
  for (const dimension of each.dimensions) {
    const found = refToAny(catalogue, base, dimension.homes);
    if (found) refs.push(found.ref);
    else missing.push(`${dimension.word} to rank within`);
  }
  if (each.grain) {
    if (dateRef) refs.push(dateRef);
    else missing.push('a date to rank within');
  }
  return { refs: [...new Set(refs)], missing };
}

/** "the largest orders": ranked by their value, the one measure a person means without saying it. */
function defaultRanking(model: ParserModel, base: string): string | undefined {
  const value = wordsOf(model, base)?.value;
  if (value) return value;
  return homesOfWord(model, BARE_AMOUNT_WORDS[0] ?? '').find((h) => h.table === base)?.column;
}
