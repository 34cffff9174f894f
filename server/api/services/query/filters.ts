/** The design's filters as SQL conditions: every value checked against its column's type and bound, never inlined. */
import {
  dayAfter,
  FILTER_ARITY,
  parsePeriodValues,
  resolvePeriod,
  type AnsweredPeriod,
  type PeriodDates,
  type QueryFilter,
  type TableQuery,
} from '@wharf/contract';
import type { DwDataType } from '../../../warehouse/tables.ts';
import { badRequest } from '../../errors.ts';
import { isMeasureRef, refuseMeasureIn } from './measures.ts';
import type { Params } from './params.ts';
import type { ResolvedColumn, Resolver } from './resolver.ts';

const CASTS: Readonly<Record<DwDataType, string>> = {
  text: 'text',
  integer: 'integer',
  numeric: 'numeric',
  date: 'date',
  timestamptz: 'timestamptz',
};

const COMPARISONS = { eq: '=', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

export function isValidDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/;

/** Whether a filter value fits the column, so a bad value is a 400 here rather than a database error. */
export function fits(value: string | number, type: DwDataType): boolean {
  switch (type) {
    case 'text':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) <= 2_147_483_647;
    case 'numeric':
      return typeof value === 'number' && Number.isFinite(value);
    case 'date':
      return typeof value === 'string' && isValidDate(value);
    case 'timestamptz':
      return typeof value === 'string' && TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value));
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** What a relative period resolves against, and where the dates it meant are recorded for the answer. */
export interface PeriodContext {
  /** The instance's today, YYYY-MM-DD. */
  today: string;
  /** The instance's IANA time zone: a timestamp's day starts at midnight there. */
  timeZone: string;
  answered: AnsweredPeriod[];
}

/** A range of days as a half-open condition on a date or timestamp column (a timestamp's days are the instance's). */
export function periodRange(
  target: ResolvedColumn,
  dates: PeriodDates,
  field: string,
  params: Params,
  timeZone: string,
): string {
  const { dataType } = target.column;
  if (dataType !== 'date' && dataType !== 'timestamptz') {
    throw badRequest(
      `${field}: "inPeriod" needs a date or timestamp column; "${target.ref}" is ${dataType}.`,
    );
  }
  const col = target.expr;
  return `(${col} >= ${dayStart(target, dates.from, params, timeZone)} AND ${col} < ${dayStart(target, dayAfter(dates.through), params, timeZone)})`;
}

/** A day's first moment as a bound on the column: the day itself, or midnight in the instance's zone. */
function dayStart(target: ResolvedColumn, date: string, params: Params, timeZone: string): string {
  return target.column.dataType === 'date'
    ? `${params.bind(date)}::date`
    : `(${params.bind(date)}::timestamp AT TIME ZONE ${params.bind(timeZone)}::text)`;
}

/** A relative period as a half-open range of days; on a timestamp column the days are the instance's. */
function periodSql(
  filter: QueryFilter,
  target: ResolvedColumn,
  field: string,
  params: Params,
  periods: PeriodContext,
  side: 'in' | 'before' = 'in',
): string {
  const { dataType } = target.column;
  if (dataType !== 'date' && dataType !== 'timestamptz') {
    throw badRequest(
      `${field}.column: "${filter.op}" needs a date or timestamp column; "${target.ref}" is ${dataType}.`,
    );
  }
  const read = parsePeriodValues(filter.values);
  if (!read.ok) throw badRequest(`${field}.values: ${read.message}`);
  const dates = resolvePeriod(read.spec, periods.today);
  periods.answered.push({ column: filter.column, values: [...filter.values], ...dates });
  // Strictly before the period's first day (midnight in the instance's zone), blanks kept.
  if (side === 'before')
    return `(${target.expr} IS NULL OR ${target.expr} < ${dayStart(target, dates.from, params, periods.timeZone)})`;
  return periodRange(target, dates, `${field}.column`, params, periods.timeZone);
}

function filterSql(
  filter: QueryFilter,
  target: ResolvedColumn,
  field: string,
  params: Params,
  periods: PeriodContext,
): string {
  if (filter.op === 'inPeriod') return periodSql(filter, target, field, params, periods);
  // Before the period, blanks kept: a product never sold has no day of a last sale, and sold nothing in it.
  if (filter.op === 'beforePeriod') return periodSql(filter, target, field, params, periods, 'before');
  const [min, max] = FILTER_ARITY[filter.op];
  const values = filter.values;
  if (values.length < min || values.length > max) {
    const expected = min === max ? `exactly ${min}` : `${min}–${max}`;
    throw badRequest(
      `${field}.values: "${filter.op}" takes ${expected} value${max === 1 ? '' : 's'}, not ${values.length}.`,
    );
  }
  const { dataType } = target.column;
  if (!values.every((value) => fits(value, dataType))) {
    throw badRequest(`${field}.values: Expected ${dataType} values for "${target.ref}".`);
  }
  const col = target.expr;
  const cast = CASTS[dataType];
  const one = () => `${params.bind(values[0])}::${cast}`;
  switch (filter.op) {
    case 'eq':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return `${col} ${COMPARISONS[filter.op]} ${one()}`;
    // "Not X" keeps blanks: a missing value is not X (Excel's filters agree).
    case 'neq':
      return `${col} IS DISTINCT FROM ${one()}`;
    case 'in':
      return `${col} = ANY(${params.bind(values)}::${cast}[])`;
    case 'notIn':
      return `(${col} IS NULL OR ${col} <> ALL(${params.bind(values)}::${cast}[]))`;
    case 'between':
      return `${col} BETWEEN ${params.bind(values[0])}::${cast} AND ${params.bind(values[1])}::${cast}`;
    case 'isNull':
      return `${col} IS NULL`;
    case 'notNull':
      return `${col} IS NOT NULL`;
    case 'contains':
    case 'startsWith': {
      if (dataType !== 'text') {
        throw badRequest(`${field}.op: "${filter.op}" needs a text column; "${target.ref}" is ${dataType}.`);
      }
      const text = params.bind(escapeLike(String(values[0])));
      // Case-insensitive, wildcards literal; lower(col) is what the search indexes cover.
      return filter.op === 'contains'
        ? `lower(${col}) LIKE '%' || lower(${text}) || '%'`
        : `lower(${col}) LIKE lower(${text}) || '%'`;
    }
  }
}

/** One filter as a condition (`field` names it in a 400); the joins it needs are added to `uses`. */
export function conditionOf(
  filter: QueryFilter,
  field: string,
  resolver: Resolver,
  uses: Set<string>,
  params: Params,
  periods: PeriodContext,
): string {
  if (isMeasureRef(filter.column)) refuseMeasureIn('filter', `${field}.column`, filter.column);
  return filterSql(filter, resolver.resolve(filter.column, `${field}.column`, uses), field, params, periods);
}

/**
 * One condition per filter, in order; the joins they need are added to `uses`. `replaced` puts a condition already
 * written in place of one filter (a comparison's period filter keeps the rows of both periods).
 */
export function filterConditions(
  query: TableQuery,
  resolver: Resolver,
  uses: Set<string>,
  params: Params,
  periods: PeriodContext,
  replaced: { index: number; where: string } | null = null,
): string[] {
  return (query.filters ?? []).map((filter, index) =>
    replaced?.index === index
      ? replaced.where
      : conditionOf(filter, `query.filters.${index}`, resolver, uses, params, periods),
  );
}
