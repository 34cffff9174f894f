/**
 * A table design in plain words, part by part — table, columns, filters, grouping and period, sort, limit — from
 * the catalogue's friendly names, so a person who cannot read the query language can check what will be landed.
 * Used for every answer, the parser's and the model's alike.
 */
import {
  DATE_FILTER_WORDS,
  FILTER_WORDS,
  formatPeriodDates,
  isoDay,
  measureKeyOf,
  parsePeriodValues,
  periodName,
  periodPhrase,
  resolvePeriod,
  referencedColumn,
  referenceLabel,
  restrictionWords,
  comparedPeriods,
  comparesToDate,
  comparisonName,
  spanOf,
  derivedName,
  derivedOf,
  groupedColumns,
  type AiExplanation,
  type QueryFilter,
  type TableQuery,
} from '@wharf/contract';
import { findMeasure } from '../../../model/measures.ts';
import type { Catalogue } from '../query/index.ts';
import { catalogueGraph } from '../query/catalogue.ts';

const FUNCTION_WORDS = {
  sum: 'Sum',
  avg: 'Average',
  min: 'Smallest',
  max: 'Largest',
  count: 'Count',
  countDistinct: 'Distinct count',
} as const;

const baseTable = (catalogue: Catalogue, base: string) => catalogue.tables.find((t) => t.name === base);

/** "customer.city" from sales_orders → "Customer › City"; "measure:revenue" → "Revenue". */
export function columnLabel(catalogue: Catalogue, base: string, ref: string): string {
  const key = measureKeyOf(ref);
  if (key !== null) return findMeasure(base, key)?.friendlyName ?? ref;
  return referenceLabel(catalogueGraph(catalogue), baseTable(catalogue, base), ref);
}

const firstLower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * What the design's measures mean, in plain words, for "what it assumed": "Revenue = the sum of sales order
 * subtotals, tax excluded, of orders that count as sales (…)".
 */
export function measureAssumptions(query: TableQuery): string[] {
  return query.columns.flatMap((ref) => {
    const key = measureKeyOf(ref);
    const measure = key === null ? undefined : findMeasure(query.table, key);
    return measure ? [`${measure.friendlyName} = ${firstLower(measure.definition)}`] : [];
  });
}

function isDateColumn(catalogue: Catalogue, base: string, ref: string): boolean {
  const type = referencedColumn(catalogueGraph(catalogue), baseTable(catalogue, base), ref)?.dataType;
  return type === 'date' || type === 'timestamptz';
}

/**
 * The server words an answer for people it does not know the locale of: day, short month and year, which no reader
 * mistakes for another date ("1 Oct 2025"), never the ISO form the design stores.
 */
const WORDS_LOCALE = 'en-GB';
const dayWords = (value: string | number) =>
  typeof value === 'string' && isoDay(value)
    ? formatPeriodDates({ from: isoDay(value), through: isoDay(value) }, WORDS_LOCALE)
    : String(value);

/** A relative period and the days it means today: "in the last 30 days (27 Oct – 25 Nov 2026)". */
function periodWords(filter: QueryFilter, today: string, compare?: TableQuery['compare']): string {
  const read = parsePeriodValues(filter.values);
  if (!read.ok) return filter.values.map(String).join(', ');
  // The period a comparison compares is said as the comparison takes it: a running one to date.
  const span = compare?.column === filter.column ? spanOf(compare) : 'whole';
  const dates =
    compare?.column === filter.column
      ? comparedPeriods(read.spec, today, compare.against, span).period
      : resolvePeriod(read.spec, today);
  return `${periodPhrase(read.spec, comparesToDate(read.spec, span))} (${formatPeriodDates(dates, WORDS_LOCALE)})`;
}

/** "The last 30 days = 27 Oct – 25 Nov 2026, …": what each relative period of the design means today. */
export function periodAssumptions(catalogue: Catalogue, query: TableQuery, today: string): string[] {
  return (query.filters ?? []).flatMap((filter) => {
    const read =
      filter.op === 'inPeriod' || filter.op === 'beforePeriod' ? parsePeriodValues(filter.values) : null;
    if (!read?.ok) return [];
    const compare = query.compare?.column === filter.column ? query.compare : undefined;
    // A compared period is taken as the comparison takes it: a running one to date (contract/derived.ts).
    const span = compare ? spanOf(compare) : 'whole';
    const both = compare ? comparedPeriods(read.spec, today, compare.against, span) : null;
    const dates = formatPeriodDates(both?.period ?? resolvePeriod(read.spec, today), WORDS_LOCALE);
    const compared = compare
      ? [
          `compared with ${comparisonName(read.spec, compare.against, span)} = ${formatPeriodDates(
            both?.comparison ?? resolvePeriod(read.spec, today),
            WORDS_LOCALE,
          )}, kept relative too`,
        ]
      : [];
    return [
      `${periodName(read.spec, comparesToDate(read.spec, span))} = ${dates} in ${catalogue.timeZone} time, weeks from Monday; kept relative, so a refresh moves it with the calendar`,
      ...compared,
    ];
  });
}

function filterWords(catalogue: Catalogue, query: TableQuery, filter: QueryFilter, today: string): string {
  const label = columnLabel(catalogue, query.table, filter.column);
  const dated = isDateColumn(catalogue, query.table, filter.column);
  const op = (dated ? DATE_FILTER_WORDS[filter.op] : undefined) ?? FILTER_WORDS[filter.op];
  if (filter.op === 'inPeriod') return `${label} ${op} ${periodWords(filter, today, query.compare)}`;
  if (filter.op === 'beforePeriod')
    return `${label} ${op} ${periodWords(filter, today, query.compare).replace(/^in /, '')}`;
  const values = filter.values.map((value) => (dated ? dayWords(value) : String(value)));
  const joined = filter.op === 'between' ? values.join(' and ') : values.join(', ');
  return `${label} ${op}${joined ? ` ${joined}` : ''}`;
}

/** today: the instance's date (YYYY-MM-DD), for the days a relative period means. */
export function describeDesign(
  catalogue: Catalogue,
  query: TableQuery,
  today: string,
): AiExplanation['parts'] {
  const tableName = catalogue.tables.find((t) => t.name === query.table)?.friendlyName ?? query.table;
  const label = (ref: string): string => {
    const derived = derivedName(query, ref, label);
    if (derived !== null) return derived;
    const fn = query.aggregate?.[ref];
    const grain = query.grain?.[ref];
    const name = columnLabel(catalogue, query.table, ref);
    if (fn) return `${FUNCTION_WORDS[fn]} of ${name}`;
    if (grain) return `${name} by ${grain}`;
    return name;
  };
  const grouped = groupedColumns(query);
  const summarizing =
    query.aggregate !== undefined ||
    query.columns.some((ref) => measureKeyOf(ref) !== null || derivedOf(ref) !== null);
  const single = (f: QueryFilter) => filterWords(catalogue, query, f, today);
  const filters = [
    ...(query.filters ?? []).map(single),
    ...restrictionWords(query, { columnName: label, filterWords: single, locale: WORDS_LOCALE, today }),
  ];
  const parts: AiExplanation['parts'] = [
    { label: 'Table', text: tableName },
    { label: 'Columns', text: query.columns.map(label).join(', ') },
    {
      label: 'Filters',
      text: filters.length > 0 ? filters.join('; ') : 'none',
    },
    {
      label: 'Grouping and period',
      text: summarizing
        ? grouped.length > 0
          ? `grouped by ${grouped.map(label).join(', ')}`
          : 'one row for everything that matches'
        : 'not grouped: one row per record',
    },
    {
      label: 'Sort',
      text: query.sort?.length
        ? query.sort
            .map((s) => `${label(s.column)}, ${s.desc ? 'largest first' : 'smallest first'}`)
            .join('; ')
        : 'as the warehouse answers',
    },
    { label: 'Limit', text: query.limit ? `${query.limit} row${query.limit === 1 ? '' : 's'}` : 'all rows' },
  ];
  return parts;
}
