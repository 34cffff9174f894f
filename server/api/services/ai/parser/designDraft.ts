/**
 * A design being made on one table: its columns, totals, filters and what it assumed or misses so far. Each step
 * of design.ts adds to it; a step that cannot place something says so in `missing`.
 */
import type { AggregateFunction, QueryFilter } from '@wharf/contract';
import type { CatalogueTable } from '../../query/catalogue.ts';
import type { Intent } from './intent.ts';

export interface Draft {
  base: CatalogueTable;
  /** Something is totalled or counted: columns beside the totals are groups. */
  aggregating: boolean;
  columns: string[];
  aggregate: Record<string, AggregateFunction>;
  filters: QueryFilter[];
  /** Conditions of which any may hold ("Marine or Auckland"). */
  anyOf: QueryFilter[][];
  /** The totals' references, in the order of intent.measures, the count last. */
  measureRefs: string[];
  missing: string[];
  assumptions: string[];
  /** Adds a column once. */
  push: (ref: string) => void;
}

export function newDraft(base: CatalogueTable, intent: Intent): Draft {
  const columns: string[] = [];
  return {
    base,
    aggregating: intent.measures.length > 0 || intent.count !== null,
    columns,
    aggregate: {},
    filters: [],
    anyOf: [],
    measureRefs: [],
    missing: [],
    assumptions: [],
    push: (ref) => {
      if (!columns.includes(ref)) columns.push(ref);
    },
  };
}
