/**
 * The compiler's steps after grouping and across conditions: any-of groups of filters (OR inside a group), filters
 * on totals (HAVING) and the top N rows within each group (a row_number window). Every name is one the design
 * chose, so it was already checked against the catalogue; every number is a bound parameter.
 */
import { TOTALS_LIMITS, type TableQuery } from '@wharf/contract';
import { badRequest } from '../../errors.ts';
import { conditionOf, type PeriodContext } from './filters.ts';
import type { Params } from './params.ts';
import type { Resolver } from './resolver.ts';
import type { SelectedColumn } from './selectList.ts';

const HAVING_SQL = { gt: '>', gte: '>=', lt: '<', lte: '<=', eq: '=' } as const;

/** One condition per any-of group: its conditions joined by OR. */
export function anyOfConditions(
  query: TableQuery,
  resolver: Resolver,
  uses: Set<string>,
  params: Params,
  periods: PeriodContext,
): string[] {
  return (query.anyOf ?? []).map((group, groupIndex) => {
    const field = `query.anyOf.${groupIndex}`;
    if (group.length < 2 || group.length > TOTALS_LIMITS.maxAnyOfConditions) {
      throw badRequest(`${field}: An any-of group holds 2–${TOTALS_LIMITS.maxAnyOfConditions} conditions.`);
    }
    const conditions = group.map((filter, index) =>
      conditionOf(filter, `${field}.${index}`, resolver, uses, params, periods),
    );
    return `(${conditions.join(' OR ')})`;
  });
}

/** The chosen column a reference names and whether it is a total (a measure or an aggregated column). */
function chosenColumn(
  query: TableQuery,
  selected: readonly SelectedColumn[],
  ref: string,
): SelectedColumn | undefined {
  const position = query.columns.indexOf(ref);
  return position < 0 ? undefined : selected[position];
}

const isTotal = (column: SelectedColumn) =>
  column.fn !== undefined || column.result.measure !== null || column.derived === true;

/** A reference that must name one of the design's totals; a 400 naming `field` otherwise. */
function totalAt(query: TableQuery, selected: readonly SelectedColumn[], ref: string, field: string) {
  const column = chosenColumn(query, selected, ref);
  if (!column) throw badRequest(`${field}: Names one of query.columns; "${ref}" is not.`);
  if (!isTotal(column)) {
    throw badRequest(
      `${field}: "${ref}" is not a total: name a measure or a column with a function in query.aggregate.`,
    );
  }
  if (column.window) {
    throw badRequest(
      `${field}: "${ref}" is a share, taken over the rows that are kept: name the total it is a share of instead.`,
    );
  }
  return column;
}

/** Whether the design summarizes into groups (some chosen column is a group-by). */
const grouped = (selected: readonly SelectedColumn[]) => selected.some((column) => column.grouped);

/** The filters on totals as HAVING conditions. */
export function havingConditions(
  query: TableQuery,
  selected: readonly SelectedColumn[],
  params: Params,
): string[] {
  const having = query.having ?? [];
  if (having.length > 0 && !grouped(selected)) {
    throw badRequest(
      'query.having: A filter on totals needs a design grouped by at least one column (a total with columns to group by).',
    );
  }
  return having.map((filter, index) => {
    const field = `query.having.${index}`;
    const column = totalAt(query, selected, filter.column, `${field}.column`);
    const wanted = filter.op === 'between' ? 2 : 1;
    if (filter.values.length !== wanted || !filter.values.every(Number.isFinite)) {
      throw badRequest(
        `${field}.values: "${filter.op}" takes exactly ${wanted} number${wanted === 1 ? '' : 's'}.`,
      );
    }
    const [low, high] = filter.values;
    if (filter.op === 'between') {
      return `${column.sql} BETWEEN ${params.bind(low)}::numeric AND ${params.bind(high)}::numeric`;
    }
    return `${column.sql} ${HAVING_SQL[filter.op]} ${params.bind(low)}::numeric`;
  });
}

/** The rank of each row within its group, and the bound N it must not exceed. */
export interface RankWindow {
  /** `row_number() OVER (PARTITION BY … ORDER BY …)` */
  sql: string;
  /** `$n`: the rows kept per group. */
  n: string;
}

/** The window that ranks rows within each group for query.topPerGroup, or null without one. */
export function rankWindow(
  query: TableQuery,
  selected: readonly SelectedColumn[],
  params: Params,
): RankWindow | null {
  const top = query.topPerGroup;
  if (!top) return null;
  if (!grouped(selected)) {
    throw badRequest(
      'query.topPerGroup: The top N within each group needs a summarized design grouped by at least two columns.',
    );
  }
  const by = totalAt(query, selected, top.by, 'query.topPerGroup.by');
  const within = top.within.map((ref, index) => {
    const field = `query.topPerGroup.within.${index}`;
    const column = chosenColumn(query, selected, ref);
    if (!column) throw badRequest(`${field}: Names one of query.columns; "${ref}" is not.`);
    if (!column.grouped)
      throw badRequest(`${field}: "${ref}" is not one of the columns the design groups by.`);
    return column;
  });
  if (new Set(top.within).size !== top.within.length) {
    throw badRequest('query.topPerGroup.within: Names each column once.');
  }
  const ranked = selected.filter((column) => column.grouped && !within.includes(column));
  if (ranked.length === 0) {
    throw badRequest(
      'query.topPerGroup.within: Leaves no column to rank: group by at least one more column than the groups ranked within.',
    );
  }
  if (top.n > TOTALS_LIMITS.maxTopPerGroup) {
    throw badRequest(`query.topPerGroup.n: At most ${TOTALS_LIMITS.maxTopPerGroup}.`);
  }
  const direction = top.desc === false ? 'ASC' : 'DESC';
  // Ties go to the other group-by columns A–Z, so each group keeps exactly n rows and pages stay stable.
  const order = [`${by.sql} ${direction} NULLS LAST`, ...ranked.map((column) => `${column.sql} ASC`)];
  const partition = within.map((column) => column.sql).join(', ');
  return {
    sql: `row_number() OVER (PARTITION BY ${partition} ORDER BY ${order.join(', ')})`,
    n: params.bind(top.n),
  };
}
