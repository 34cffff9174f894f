/**
 * Choosing a roll-up (server/model/rollups.ts) for a design, as Cube matches a query to a pre-aggregation: the
 * design summarizes, reads only the roll-up's dimensions (or what their keys relate to) and additive totals it
 * stores, and asks its date at the roll-up's grain or a coarser one. The design is then compiled over the roll-up
 * (compile.ts) with each aggregate call replaced by the total of the stored ones: sum of sums, sum of counts, min
 * of mins, max of maxes. Whatever cannot be answered so — an average, a distinct count, a column of a row, a
 * comparison, a share — is a RollupMiss and the design reads its table.
 */
import {
  dayAfter,
  derivedOf,
  parsePeriodValues,
  resolvePeriod,
  type DateGrain,
  type QueryFilter,
  type TableQuery,
} from '@wharf/contract';
import { aggregateCalls, aggregateKey } from '../../../model/aggregateCalls.ts';
import {
  dimensionColumn,
  ROLLUPS,
  rollupSignature,
  rollupTableName,
  storedTotals,
  type RollupDefinition,
  type RollupGrain,
  type StoredTotal,
} from '../../../model/rollups.ts';
import { quoteIdent } from '../../../db/identifiers.ts';
import type { Catalogue } from './catalogue.ts';
import { summarizes } from './measures.ts';
import { RollupMiss, type RollupView } from './resolver.ts';

/** The design grains a roll-up at this grain answers exactly: a month holds whole quarters and years, not weeks. */
const ANSWERS_GRAIN: Readonly<Record<RollupGrain, ReadonlySet<DateGrain | undefined>>> = {
  day: new Set<DateGrain | undefined>([undefined, 'day', 'week', 'month', 'quarter', 'year']),
  month: new Set<DateGrain | undefined>(['month', 'quarter', 'year']),
};

const isFirstOfMonth = (date: string) => date.endsWith('-01');

interface Prepared {
  rollup: RollupDefinition;
  view: RollupView;
  totals: ReadonlyMap<string, StoredTotal>;
}

const PREPARED: readonly (Prepared & { signature: string })[] = ROLLUPS.map((rollup) => ({
  rollup,
  signature: rollupSignature(rollup),
  view: {
    table: rollupTableName(rollup),
    dimensions: new Map(rollup.dimensions.map((d) => [d.ref, dimensionColumn(d)])),
  },
  totals: new Map(storedTotals(rollup).map((total) => [total.key, total])),
}));

/** Whether a filter on the roll-up's date keeps exactly its rows: a period of whole months over a monthly one. */
function dateFilterFits(filter: QueryFilter, grain: RollupGrain, today: string): boolean {
  if (grain === 'day' || filter.op === 'isNull' || filter.op === 'notNull') return true;
  if (filter.op !== 'inPeriod') return false;
  const read = parsePeriodValues(filter.values);
  if (!read.ok) return false;
  const dates = resolvePeriod(read.spec, today);
  return isFirstOfMonth(dates.from) && isFirstOfMonth(dayAfter(dates.through));
}

/** Whether the design asks the roll-up's dates only at a grain it holds. */
function datesFit(query: TableQuery, rollup: RollupDefinition, today: string): boolean {
  return rollup.dimensions.every((dimension) => {
    const grain = dimension.grain;
    if (!grain) return true;
    const chosen = query.columns.filter((ref) => ref === dimension.ref);
    const grains = query.grain ?? {};
    if (
      chosen.some(
        () =>
          !ANSWERS_GRAIN[grain].has(Object.hasOwn(grains, dimension.ref) ? grains[dimension.ref] : undefined),
      )
    )
      return false;
    const filters = [...(query.filters ?? []), ...(query.anyOf ?? []).flat()];
    return filters.filter((f) => f.column === dimension.ref).every((f) => dateFilterFits(f, grain, today));
  });
}

/** Whether the design summarizes into totals a roll-up can add up (before looking at any one roll-up). */
function summarizesAdditively(query: TableQuery): boolean {
  if (!summarizes(query)) return false;
  if (query.compare || query.shareWithin || query.calculated) return false;
  if (query.columns.some((ref) => derivedOf(ref) !== null)) return false;
  return Object.values(query.aggregate ?? {}).every((fn) => fn !== 'avg' && fn !== 'countDistinct');
}

/** A roll-up to compile a design over: its table and dimensions, and how a chosen column's totals are read. */
export interface RollupCandidate {
  name: string;
  view: RollupView;
  rewrite: (sql: string) => string;
}

/** The roll-ups current in the instance that could answer the design, smallest first. */
export function rollupCandidates(catalogue: Catalogue, query: TableQuery, today: string): RollupCandidate[] {
  const current = catalogue.rollups ?? [];
  if (current.length === 0 || !summarizesAdditively(query)) return [];
  return PREPARED.filter(
    (item) =>
      item.rollup.table === query.table &&
      current.some((c) => c.name === item.rollup.name && c.signature === item.signature) &&
      datesFit(query, item.rollup, today),
  ).map((item) => ({
    name: item.rollup.name,
    view: item.view,
    rewrite: (sql) => rewriteTotals(sql, item.totals),
  }));
}

/**
 * A chosen column's SQL over the roll-up: each aggregate call replaced by the total of the stored ones (its FILTER
 * kept: it reads dimensions only). A call the roll-up does not store is a RollupMiss.
 */
export function rewriteTotals(sql: string, totals: ReadonlyMap<string, StoredTotal>): string {
  const calls = aggregateCalls(sql);
  if (!calls) throw new RollupMiss('unreadable aggregate');
  let out = '';
  let at = 0;
  for (const call of calls) {
    if (call.fn === 'avg') throw new RollupMiss('an average does not add up');
    const total = totals.get(aggregateKey(call.fn, call.arg));
    if (!total) throw new RollupMiss(`the roll-up does not store ${call.fn}(${call.arg})`);
    const stored = `t0.${quoteIdent(total.column)}`;
    // Counts add up as sums; a count over no rows is 0, a sum over none is null.
    const replaced =
      total.fn === 'count'
        ? `coalesce(sum(${stored})${call.filter}, 0)`
        : `${total.fn}(${stored})${call.filter}`;
    out += sql.slice(at, call.start) + replaced;
    at = call.end;
  }
  return out + sql.slice(at);
}
