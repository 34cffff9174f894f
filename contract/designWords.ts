/**
 * What a design keeps beyond its row filters, in plain words, for every place a design is described (the library,
 * the AI view's answer, the designer): any-of groups, filters on totals and the top N within each group. The
 * caller names columns and words single filters its own way; the sentences are the same everywhere.
 */
import { anyOfWords, havingPhrase, havingWords, topPerGroupWords } from './totals.ts';
import { measureKeyOf, type QueryFilter, type TableQuery } from './warehouse.ts';

export interface DesignWording {
  /** A chosen column's name as a person reads it, its function included ("Sum of Total", "Revenue"). */
  columnName: (ref: string) => string;
  /** One row filter in words ("Branch is Auckland"). */
  filterWords: (filter: QueryFilter) => string;
  locale?: string;
}

/** The columns a summarized design groups by: chosen, without a function, not a measure. */
export function groupedColumns(query: TableQuery): string[] {
  const summarizing =
    query.aggregate !== undefined || query.columns.some((ref) => measureKeyOf(ref) !== null);
  if (!summarizing) return [];
  return query.columns.filter((ref) => !query.aggregate?.[ref] && measureKeyOf(ref) === null);
}

/**
 * "Any of: Branch is Auckland, Branch is Wellington", "Customer › Name with Orders more than 10", "Top 3 Product ›
 * Name in each Product › Category by Units sold": one sentence per part, in that order.
 */
export function restrictionWords(query: TableQuery, wording: DesignWording): string[] {
  const anyOf = (query.anyOf ?? []).map((group) => anyOfWords(group.map(wording.filterWords)));
  const groups = groupedColumns(query).map(wording.columnName);
  const having = (query.having ?? []).map((filter) =>
    havingWords(groups, havingPhrase(wording.columnName(filter.column), filter, wording.locale)),
  );
  const top = query.topPerGroup;
  const ranked = top
    ? groupedColumns(query)
        .filter((ref) => !top.within.includes(ref))
        .map(wording.columnName)
    : [];
  const ranking = top
    ? [
        topPerGroupWords(
          top,
          ranked,
          top.within.map(wording.columnName),
          wording.columnName(top.by),
          wording.locale,
        ),
      ]
    : [];
  return [...anyOf, ...having, ...ranking];
}
