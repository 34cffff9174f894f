/**
 * What a design keeps beyond its row filters, in plain words, for every place a design is described (the library,
 * the AI view's answer, the designer): any-of groups, filters on totals and the top N within each group. The
 * caller names columns and words single filters its own way; the sentences are the same everywhere.
 */
import { anyOfWords, havingPhrase, havingWords, topPerGroupWords } from './totals.ts';
import { measureKeyOf, type QueryFilter, type TableQuery } from './warehouse.ts';
import {
  calculatedWords,
  comparisonName,
  comparisonWords,
  derivedColumnName,
  derivedOf,
  spanOf,
} from './derived.ts';
import { parsePeriodValues } from './periods.ts';

export interface DesignWording {
  /** A chosen column's name as a person reads it, its function included ("Sum of Total", "Revenue"). */
  columnName: (ref: string) => string;
  /** One row filter in words ("Branch is Auckland"). */
  filterWords: (filter: QueryFilter) => string;
  locale?: string;
  /** The instance's today (YYYY-MM-DD), when the words may name a comparison's dates. */
  today?: string;
}

/** A reference to a total: a measure or a derived column (share, comparison, calculated measure). */
const isComputed = (ref: string) => measureKeyOf(ref) !== null || derivedOf(ref) !== null;

/** The period filter a comparison compares, read, or null. */
function comparedSpec(query: TableQuery) {
  const compare = query.compare;
  if (!compare) return null;
  const filter = (query.filters ?? []).find((f) => f.op === 'inPeriod' && f.column === compare.column);
  const read = filter ? parsePeriodValues(filter.values) : null;
  return read?.ok ? read.spec : null;
}

/**
 * A derived column's name ("Share of Revenue within Region", "Revenue, the month before", "Revenue per order"),
 * naming its total with `nameOf`; null for a column or a measure.
 */
export function derivedName(query: TableQuery, ref: string, nameOf: (ref: string) => string): string | null {
  const derived = derivedOf(ref);
  if (!derived) return null;
  if (derived.kind === 'calc') return query.calculated?.[derived.base]?.name ?? derived.base;
  const spec = comparedSpec(query);
  return derivedColumnName(derived, derivedName(query, derived.base, nameOf) ?? nameOf(derived.base), {
    within: query.shareWithin?.[ref]?.map(nameOf),
    comparison:
      spec && query.compare ? comparisonName(spec, query.compare.against, spanOf(query.compare)) : undefined,
  });
}

/**
 * "Revenue, last month vs the month before (1–31 Oct 2026 vs 1–30 Sep 2026)": the design's comparison, or null. The
 * totals named are those with a comparison column.
 */
export function compareWords(query: TableQuery, wording: DesignWording): string | null {
  const spec = comparedSpec(query);
  if (!spec || !query.compare) return null;
  const compared = query.columns.flatMap((ref) => {
    const derived = derivedOf(ref);
    return derived && derived.kind !== 'share' && derived.kind !== 'calc' ? [derived.base] : [];
  });
  const names = [...new Set(compared)].map(wording.columnName);
  return comparisonWords(
    names,
    spec,
    query.compare.against,
    wording.today,
    wording.locale,
    spanOf(query.compare),
  );
}

/** The columns a summarized design groups by: chosen, without a function, not a measure. */
export function groupedColumns(query: TableQuery): string[] {
  const summarizing = query.aggregate !== undefined || query.columns.some(isComputed);
  if (!summarizing) return [];
  return query.columns.filter((ref) => !query.aggregate?.[ref] && !isComputed(ref));
}

/**
 * "Any of: Branch is Auckland, Branch is Wellington", "Customer › Name with Orders more than 10", "Top 3 Product ›
 * Name in each Product › Category by Units sold", the comparison and each calculated measure's formula: one
 * sentence per part, in that order.
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
  const calculated = Object.values(query.calculated ?? {}).map((calc) =>
    calculatedWords(calc, (name) => name, wording.locale),
  );
  const compare = compareWords(query, wording);
  return [...anyOf, ...having, ...ranking, ...(compare ? [compare] : []), ...calculated];
}
