/**
 * The result's order: the design's sort, then a tiebreak that makes it total (the base table's key, or under
 * aggregation the group-by columns), so pages neither repeat nor skip rows.
 */
import type { TableQuery } from '@wharf/contract';
import { badRequest } from '../../errors.ts';
import { isMeasureRef, measureOf, summarizes } from './measures.ts';
import { checkedIdent, type Resolver } from './resolver.ts';
import type { SelectedColumn } from './selectList.ts';

/** One key of the order: an SQL expression (or output alias) and its direction. */
export type OrderKey = [string, 'ASC' | 'DESC'];

/** " ORDER BY …" of these keys, or ''. */
export function orderSql(keys: ReadonlyArray<readonly [string, string]>): string {
  return keys.length ? ` ORDER BY ${keys.map(([expr, direction]) => `${expr} ${direction}`).join(', ')}` : '';
}

/** The design's sort keys; without aggregation the joins they need are added to `uses`. */
function designSort(query: TableQuery, resolver: Resolver, aliases: string[], uses: Set<string>): OrderKey[] {
  const aggregating = summarizes(query);
  return (query.sort ?? []).map((sort, index): OrderKey => {
    const field = `query.sort.${index}.column`;
    const direction = sort.desc ? 'DESC' : 'ASC';
    const measure = isMeasureRef(sort.column);
    if (!aggregating && !measure) return [resolver.resolve(sort.column, field, uses).expr, direction];
    const position = query.columns.indexOf(sort.column);
    if (position < 0) {
      // An unknown name is reported as such first.
      if (measure) measureOf(sort.column, resolver.base, field);
      else resolver.resolve(sort.column, field);
      if (measure)
        throw badRequest(
          `${field}: A sort on a measure names one of query.columns; "${sort.column}" is not.`,
        );
      throw badRequest(
        `${field}: Under aggregation a sort names one of query.columns; "${sort.column}" is not.`,
      );
    }
    return [aliases[position] ?? '', direction];
  });
}

function tiebreak(
  query: TableQuery,
  resolver: Resolver,
  selected: SelectedColumn[],
  aliases: string[],
): OrderKey[] {
  if (!summarizes(query)) {
    return resolver.base.primaryKey.map((key): OrderKey => [`t0.${checkedIdent(key)}`, 'ASC']);
  }
  return selected.flatMap((column, index): OrderKey[] =>
    column.grouped ? [[aliases[index] ?? '', 'ASC']] : [],
  );
}

/** The design's sort followed by the tiebreak that makes the order total. */
export function totalOrder(
  query: TableQuery,
  resolver: Resolver,
  selected: SelectedColumn[],
  aliases: string[],
  uses: Set<string>,
): OrderKey[] {
  return [...designSort(query, resolver, aliases, uses), ...tiebreak(query, resolver, selected, aliases)];
}
