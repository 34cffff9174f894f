/**
 * A library item's design in plain words (/library/{id}): the warehouse table it reads, its columns and
 * its filters, named as the catalogue names them ("Customer › Company", "Sum of Total"). Without the catalogue the
 * column references are shown as they are.
 */
import { z } from 'zod';
import {
  DATE_FILTER_WORDS,
  FILTER_WORDS,
  parsePeriodValues,
  periodPhrase,
  referencedColumn,
  referenceLabel,
  restrictionWords,
  derivedName,
  tableQuerySchema,
  type QueryFilter,
  type TableQuery,
} from '@wharf/contract';
import { catalogueGraph, findMeasure, findTable, type DwSchema as Catalogue } from './catalogue';

/** The item's query, or null when its definition is not one (then it cannot be previewed or landed). */
export function queryOf(definition: Record<string, unknown>): TableQuery | null {
  const parsed = tableQuerySchema.safeParse(definition);
  return parsed.success ? parsed.data : null;
}

/** The catalogue's column a reference ends at, following the relations from the item's table. */
function columnAt(catalogue: Catalogue | undefined, tableName: string, ref: string) {
  return referencedColumn(catalogueGraph(catalogue), findTable(catalogue, tableName), ref);
}

/**
 * "customer.company" → "Customer › Company", following the relations from the item's table; "measure:revenue" →
 * "Revenue".
 */
export function columnName(catalogue: Catalogue | undefined, tableName: string, ref: string): string {
  const measure = findMeasure(catalogue, tableName, ref);
  if (measure) return measure.friendlyName;
  return referenceLabel(catalogueGraph(catalogue), findTable(catalogue, tableName), ref);
}

/** A definition read inside a sentence: "Sum of order subtotals." → "sum of order subtotals". */
function inSentence(definition: string): string {
  const trimmed = definition.trim().replace(/\.+$/, '');
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

/** A measure by its name and what it counts: "Revenue (sum of order subtotals, tax excluded, …)". */
export function measureWords(name: string, definition: string): string {
  const words = inSentence(definition);
  return words ? `${name} (${words})` : name;
}

const AGGREGATE_WORDS: Record<string, string> = {
  sum: 'Sum of',
  avg: 'Average of',
  min: 'Lowest',
  max: 'Highest',
  count: 'Count of',
  countDistinct: 'Distinct count of',
};

export function tableName(catalogue: Catalogue | undefined, table: string): string {
  return findTable(catalogue, table)?.friendlyName ?? table;
}

export function columnWords(catalogue: Catalogue | undefined, query: TableQuery): string[] {
  return query.columns.map((ref) => {
    const derived = derivedName(query, ref, (base) => chosenName(catalogue, query, base));
    if (derived !== null) return derived;
    const measure = findMeasure(catalogue, query.table, ref);
    if (measure) return measureWords(measure.friendlyName, measure.definition);
    const name = columnName(catalogue, query.table, ref);
    const fn = query.aggregate?.[ref];
    const grain = query.grain?.[ref];
    if (fn) return `${AGGREGATE_WORDS[fn] ?? fn} ${name}`;
    return grain ? `${name} by ${grain}` : name;
  });
}

/** A fixed day as the user's locale writes it ("1 Jan 2025"); the calendar day stored, whatever the time zone. */
const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/** A date filter's value as words: a stored day or timestamp becomes its day; anything else is kept. */
function dayWords(value: string | number): string {
  const match = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  if (!match) return String(value);
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(day.getTime()) ? String(value) : DAY.format(day);
}

function oneFilterWords(catalogue: Catalogue | undefined, table: string, filter: QueryFilter): string {
  const name = columnName(catalogue, table, filter.column);
  const period =
    filter.op === 'inPeriod' || filter.op === 'beforePeriod' ? parsePeriodValues(filter.values) : null;
  // "Order Date is in last month": kept as words; the preview beside it says which days that is today.
  if (period?.ok) {
    const phrase = periodPhrase(period.spec);
    return `${name} ${FILTER_WORDS[filter.op]} ${filter.op === 'inPeriod' ? phrase : phrase.replace(/^in /, '')}`;
  }
  // A text column's "2025-01-01" is text; a date column's, or one the catalogue does not know, is a day.
  const type = columnAt(catalogue, table, filter.column)?.dataType;
  const words = filter.values.map((value) => (type === 'text' ? String(value) : dayWords(value)));
  const values = filter.op === 'between' ? words.join(' and ') : words.join(', ');
  const isDate = type === 'date' || type === 'timestamptz';
  const op = (isDate ? DATE_FILTER_WORDS[filter.op] : undefined) ?? FILTER_WORDS[filter.op];
  return `${name} ${op}${values ? ` ${values}` : ''}`;
}

/** The chosen column's name with its function ("Sum of Total"), the measure's name, or a derived column's. */
function chosenName(catalogue: Catalogue | undefined, query: TableQuery, ref: string): string {
  const derived = derivedName(query, ref, (base) => chosenName(catalogue, query, base));
  if (derived !== null) return derived;
  const name = columnName(catalogue, query.table, ref);
  const fn = query.aggregate?.[ref];
  return fn ? `${AGGREGATE_WORDS[fn] ?? fn} ${name}` : name;
}

/**
 * The design's filters, then what it keeps after grouping: "Any of: Branch is Auckland, Branch is Wellington",
 * "Customer › Name with Orders more than 10", "Top 3 Product › Name in each Product › Category by Units sold".
 */
export function filterWords(catalogue: Catalogue | undefined, query: TableQuery): string[] {
  const single = (filter: QueryFilter) => oneFilterWords(catalogue, query.table, filter);
  return [
    ...(query.filters ?? []).map(single),
    ...restrictionWords(query, {
      columnName: (ref) => chosenName(catalogue, query, ref),
      filterWords: single,
    }),
  ];
}

export function sortWords(catalogue: Catalogue | undefined, query: TableQuery): string | null {
  if (!query.sort?.length) return null;
  return query.sort
    .map((sort) => {
      const name =
        derivedName(query, sort.column, (base) => chosenName(catalogue, query, base)) ??
        columnName(catalogue, query.table, sort.column);
      if (!sort.desc) return name;
      const type = columnAt(catalogue, query.table, sort.column)?.dataType;
      // Summaries of a date column (count, …) are numbers: only a plain or grouped date reads "newest first".
      const isDate = (type === 'date' || type === 'timestamptz') && !query.aggregate?.[sort.column];
      return `${name} (${isDate ? 'newest' : 'highest'} first)`;
    })
    .join(', ');
}

const landedSchema = z.object({
  wharfDesign: z.object({
    lastRefresh: z.object({ at: z.string(), rowCount: z.number() }).nullable().optional(),
  }),
});

/** When the item was last landed, as its design records it (only its owner's landings are recorded). */
export function lastLanded(definition: Record<string, unknown>): { at: string; rowCount: number } | null {
  const parsed = landedSchema.safeParse(definition);
  return parsed.success ? (parsed.data.wharfDesign.lastRefresh ?? null) : null;
}
