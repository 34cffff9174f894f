/**
 * A table design in plain words, part by part — table, columns, filters, grouping and period, sort, limit — from
 * the catalogue's friendly names, so a person who cannot read the query language can check what will be landed.
 * Used for every answer, the parser's and the model's alike.
 */
import {
  DATE_FILTER_WORDS,
  FILTER_WORDS,
  type AiExplanation,
  type QueryFilter,
  type TableQuery,
} from '@wharf/contract';
import type { Catalogue } from '../query/index.ts';

const FUNCTION_WORDS = {
  sum: 'Sum',
  avg: 'Average',
  min: 'Smallest',
  max: 'Largest',
  count: 'Count',
  countDistinct: 'Distinct count',
} as const;

/** "customer.city" from sales_orders → "Customer › City". */
export function columnLabel(catalogue: Catalogue, base: string, ref: string): string {
  const parts = ref.split('.');
  const names: string[] = [];
  let current = catalogue.tables.find((t) => t.name === base);
  for (const relationName of parts.slice(0, -1)) {
    const relation = current?.relations.find((r) => r.name === relationName);
    names.push(relation?.friendlyName ?? relationName);
    current = catalogue.tables.find((t) => t.name === relation?.toTable);
  }
  const column = current?.columns.find((c) => c.name === parts.at(-1));
  names.push(column?.friendlyName ?? parts.at(-1) ?? ref);
  return names.join(' › ');
}

function isDateColumn(catalogue: Catalogue, base: string, ref: string): boolean {
  const parts = ref.split('.');
  let current = catalogue.tables.find((t) => t.name === base);
  for (const relationName of parts.slice(0, -1)) {
    const relation = current?.relations.find((r) => r.name === relationName);
    current = catalogue.tables.find((t) => t.name === relation?.toTable);
  }
  const type = current?.columns.find((c) => c.name === parts.at(-1))?.dataType;
  return type === 'date' || type === 'timestamptz';
}

function filterWords(catalogue: Catalogue, query: TableQuery, filter: QueryFilter): string {
  const label = columnLabel(catalogue, query.table, filter.column);
  const dated = isDateColumn(catalogue, query.table, filter.column);
  const op = (dated ? DATE_FILTER_WORDS[filter.op] : undefined) ?? FILTER_WORDS[filter.op];
  const values = filter.values.map(String);
  const joined = filter.op === 'between' ? values.join(' and ') : values.join(', ');
  return `${label} ${op}${joined ? ` ${joined}` : ''}`;
}

export function describeDesign(catalogue: Catalogue, query: TableQuery): AiExplanation['parts'] {
  const tableName = catalogue.tables.find((t) => t.name === query.table)?.friendlyName ?? query.table;
  const label = (ref: string) => {
    const fn = query.aggregate?.[ref];
    const grain = query.grain?.[ref];
    const name = columnLabel(catalogue, query.table, ref);
    if (fn) return `${FUNCTION_WORDS[fn]} of ${name}`;
    if (grain) return `${name} by ${grain}`;
    return name;
  };
  const grouped = query.aggregate ? query.columns.filter((ref) => !query.aggregate?.[ref]) : [];
  const parts: AiExplanation['parts'] = [
    { label: 'Table', text: tableName },
    { label: 'Columns', text: query.columns.map(label).join(', ') },
    {
      label: 'Filters',
      text: query.filters?.length
        ? query.filters.map((f) => filterWords(catalogue, query, f)).join('; ')
        : 'none',
    },
    {
      label: 'Grouping and period',
      text: query.aggregate
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
