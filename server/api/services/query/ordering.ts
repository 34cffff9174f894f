/**
 * The result's order: the design's sort, then a tiebreak that makes it total (the base table's key, or under
 * aggregation the group-by columns), so pages neither repeat nor skip rows.
 */
import type { TableQuery } from '@wharf/contract';
import { badRequest } from '../../errors.ts';
import { isMeasureRef, measureOf, summarizes } from './measures.ts';
import { checkedIdent, type Resolver } from './resolver.ts';
import type { SelectedColumn } from './selectList.ts';
import type { KeysetKey } from './keyset.ts';

/** One key of the order: an SQL expression (or output alias) and its direction. */
export type OrderKey = [string, 'ASC' | 'DESC'];

/** " ORDER BY …" of these keys, or ''. */
export function orderSql(keys: ReadonlyArray<readonly [string, string]>): string {
  return keys.length ? ` ORDER BY ${keys.map(([expr, direction]) => `${expr} ${direction}`).join(', ')}` : '';
}

/** The design's sort keys; without aggregation the joins they need are added to `uses`. */
function designSort(
  query: TableQuery,
  resolver: Resolver,
  selected: SelectedColumn[],
  aliases: string[],
  uses: Set<string>,
): KeysetKey[] {
  const aggregating = summarizes(query);
  return (query.sort ?? []).map((sort, index): KeysetKey => {
    const field = `query.sort.${index}.column`;
    const direction = sort.desc ? 'DESC' : 'ASC';
    const measure = isMeasureRef(sort.column);
    if (!aggregating && !measure) {
      const resolved = resolver.resolve(sort.column, field, uses);
      return { expr: resolved.expr, direction, type: resolved.column.dataType, nullable: true };
    }
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
    const type = selected[position]?.result.dataType ?? 'text';
    return { expr: aliases[position] ?? '', direction, type, nullable: true };
  });
}

function tiebreak(
  query: TableQuery,
  resolver: Resolver,
  selected: SelectedColumn[],
  aliases: string[],
): KeysetKey[] {
  if (!summarizes(query)) {
    return resolver.base.primaryKey.map((key): KeysetKey => {
      const type = resolver.base.columns.find((column) => column.name === key)?.dataType ?? 'text';
      return { expr: `t0.${checkedIdent(key)}`, direction: 'ASC', type, nullable: false };
    });
  }
  return selected.flatMap((column, index): KeysetKey[] =>
    column.grouped
      ? [{ expr: aliases[index] ?? '', direction: 'ASC', type: column.result.dataType, nullable: true }]
      : [],
  );
}

export interface TotalOrder {
  order: OrderKey[];
  /**
   * The same keys for keyset paging (keyset.ts), or null where the order is not total and a cursor could skip or
   * repeat rows — a table without a key, or a summary without group-by columns (one row) — so it pages by offset.
   */
  keyset: KeysetKey[] | null;
  /**
   * The positions among the chosen columns of the values that identify a row — the tiebreak's keys (the model's key
   * of the base table, or a summary's group-by columns) when every one is a chosen column as it is — or null. A
   * refresh matches the rows it lands with the rows a table holds by these (docs/host.md, "Refresh by key").
   */
  rowKey: number[] | null;
}

/** Where each tiebreak key is a chosen column as it is; null when one is not (or there is none). */
function rowKeyOf(
  ties: readonly KeysetKey[],
  selected: SelectedColumn[],
  aliases: string[],
): number[] | null {
  if (ties.length === 0) return null;
  const positions = ties.map(({ expr }) =>
    aliases.findIndex((alias, at) => alias === expr || selected[at]?.sql === expr),
  );
  return positions.every((position) => position >= 0) ? positions : null;
}

/** The design's sort followed by the tiebreak that makes the order total. */
export function totalOrder(
  query: TableQuery,
  resolver: Resolver,
  selected: SelectedColumn[],
  aliases: string[],
  uses: Set<string>,
): TotalOrder {
  const ties = tiebreak(query, resolver, selected, aliases);
  const keys = [...designSort(query, resolver, selected, aliases, uses), ...ties];
  return {
    order: keys.map(({ expr, direction }): OrderKey => [expr, direction]),
    keyset: ties.length ? keys : null,
    rowKey: rowKeyOf(ties, selected, aliases),
  };
}
