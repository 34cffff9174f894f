/**
 * The designer's edits for what a summarized design computes from its totals or keeps across conditions: a share
 * of total, a comparison with an earlier period, a calculated measure, the top N within each group and any-of
 * groups of filters. Each adds its columns (named by the caller in words) and the query part they need.
 */
import {
  derivedRef,
  TOTALS_LIMITS,
  FORMULA_LIMITS,
  type Calculated,
  type Compare,
  type QueryFilter,
  type TopPerGroup,
} from '@wharf/contract';
import type { SourceColumn, TableDesign } from './tableDesign';

/** A share or a change in percent lands as a percentage. */
export const PERCENT_FORMAT = '0.0%';

export type DerivedEdit =
  /** "Share of Revenue" (within: the chosen group-by columns it is a share within; empty: the whole result). */
  | { type: 'addShare'; base: string; within: readonly string[]; name: string }
  /** The total over the comparison period, its change and its change in percent, beside the total. */
  | {
      type: 'addComparison';
      compare: Compare;
      base: string;
      names: { previous: string; change: string; changePct: string };
      format?: string;
      /**
       * New names for columns already compared another way (by id): a header named after the comparison it had
       * ("Revenue, the same days of the year before") takes the new one's name, so it never says what it is not.
       */
      renamed?: Readonly<Record<number, string>>;
    }
  | { type: 'addCalculated'; calculated: Calculated; format?: string }
  /** The top N within each group, or none. */
  | { type: 'setTopPerGroup'; top: TopPerGroup | undefined }
  | { type: 'addAnyOf'; group: readonly QueryFilter[] }
  | { type: 'removeAnyOf'; index: number };

function withColumns(
  design: TableDesign,
  columns: ReadonlyArray<Pick<SourceColumn, 'ref' | 'name' | 'format'>>,
): TableDesign {
  const fresh = columns.filter(
    (column) => !design.columns.some((c) => c.kind === 'source' && c.ref === column.ref),
  );
  const added = fresh.map((column, index) => ({
    id: design.nextId + index,
    kind: 'source' as const,
    ref: column.ref,
    name: column.name,
    ...(column.format ? { format: column.format } : {}),
  }));
  return { ...design, columns: [...design.columns, ...added], nextId: design.nextId + added.length };
}

/** "Revenue per order" → "revenue_per_order", unique among the design's calculated measures. */
export function calculatedKeyFor(name: string, taken: readonly string[]): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '')
    .slice(0, 50);
  const base = slug === '' ? 'measure' : slug;
  let key = base;
  for (let n = 2; taken.includes(key); n += 1) key = `${base}_${n}`;
  return key;
}

export function applyDerivedEdit(design: TableDesign, edit: DerivedEdit): TableDesign {
  switch (edit.type) {
    case 'addShare': {
      const ref = derivedRef('share', edit.base);
      const shareWithin = { ...design.shareWithin };
      if (edit.within.length > 0) shareWithin[ref] = [...edit.within];
      else delete shareWithin[ref];
      return {
        ...withColumns(design, [{ ref, name: edit.name, format: PERCENT_FORMAT }]),
        shareWithin: Object.keys(shareWithin).length > 0 ? shareWithin : undefined,
      };
    }
    case 'addComparison': {
      const { base, names, format, renamed = {} } = edit;
      const columns = design.columns.map((column) =>
        Object.hasOwn(renamed, column.id) ? { ...column, name: renamed[column.id] ?? column.name } : column,
      );
      return {
        ...withColumns({ ...design, columns }, [
          { ref: derivedRef('previous', base), name: names.previous, format },
          { ref: derivedRef('change', base), name: names.change, format },
          { ref: derivedRef('changePct', base), name: names.changePct, format: PERCENT_FORMAT },
        ]),
        compare: { ...edit.compare },
      };
    }
    case 'addCalculated': {
      const calculated = design.calculated ?? {};
      if (Object.keys(calculated).length >= FORMULA_LIMITS.maxCalculated) return design;
      const key = calculatedKeyFor(edit.calculated.name, Object.keys(calculated));
      return {
        ...withColumns(design, [
          { ref: derivedRef('calc', key), name: edit.calculated.name.trim(), format: edit.format },
        ]),
        calculated: { ...calculated, [key]: { ...edit.calculated, name: edit.calculated.name.trim() } },
      };
    }
    case 'setTopPerGroup':
      return { ...design, topPerGroup: edit.top ? { ...edit.top, within: [...edit.top.within] } : undefined };
    case 'addAnyOf': {
      const groups = design.anyOf ?? [];
      const size = edit.group.length;
      if (
        size < 2 ||
        size > TOTALS_LIMITS.maxAnyOfConditions ||
        groups.length >= TOTALS_LIMITS.maxAnyOfGroups
      )
        return design;
      return { ...design, anyOf: [...groups, edit.group.map((f) => ({ ...f, values: [...f.values] }))] };
    }
    case 'removeAnyOf': {
      const groups = design.anyOf ?? [];
      const anyOf = groups.filter((_, index) => index !== edit.index);
      return anyOf.length === groups.length ? design : { ...design, anyOf };
    }
  }
}
