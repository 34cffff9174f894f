/**
 * The design's chosen columns as a select list: each column with its aggregate or date grain checked against its
 * type, its SQL expression, and how the answer describes it (Excel's PivotTable wording for aggregates).
 */
import {
  AGGREGATE_LABEL,
  derivedOf,
  QUERY_LIMITS,
  type AggregateFunction,
  type DateGrain,
  type QueryResultColumn,
  type TableQuery,
} from '@wharf/contract';
import type { DwDataType } from '../../../warehouse/tables.ts';
import { badRequest } from '../../errors.ts';
import { isMeasureRef, refuseMeasureIn, selectMeasure, summarizes } from './measures.ts';
import type { ResolvedColumn, Resolver } from './resolver.ts';
import { AGGREGATE_SQL } from './aggregates.ts';
import { derivedColumn, onlyWhen, shareColumn, type CompareFlags, type DerivedContext } from './derived.ts';

const NUMBER_TYPES: ReadonlySet<DwDataType> = new Set(['integer', 'numeric']);
const DATE_TYPES: ReadonlySet<DwDataType> = new Set(['date', 'timestamptz']);
/** The grain is a fixed word from DATE_GRAINS, never user text, so it is written into the SQL as a literal. */
const grainSql = (grain: DateGrain, expr: string): string => `(date_trunc('${grain}', ${expr}))::date`;

/** What a result column holds after its aggregate. */
function aggregateType(fn: AggregateFunction, type: DwDataType): DwDataType {
  if (fn === 'count' || fn === 'countDistinct') return 'integer';
  if (fn === 'avg') return 'numeric';
  return type;
}

/** Map keys in error paths: query.aggregate["product.category"]. */
const keyPath = (map: string, key: string) => `query.${map}[${JSON.stringify(key)}]`;

/** One chosen column: `sql` is its expression in the select list (and the group-by, when `grouped`). */
export interface SelectedColumn {
  fn: AggregateFunction | undefined;
  /** Under summarizing, a column without a function and not a measure: one of the group-by. */
  grouped: boolean;
  sql: string;
  result: QueryResultColumn;
  /** A column computed from totals (a share, a comparison, a calculated measure): a total like a measure. */
  derived?: boolean;
  /** Computed over the grouped rows by a window (a share): it cannot be filtered on or ranked by. */
  window?: boolean;
}

/** Every key of grain, aggregate and formats names a chosen column; formats are bounded. */
export function checkColumnMaps(query: TableQuery): void {
  const chosen = new Set(query.columns);
  for (const key of Object.keys(query.grain ?? {})) {
    if (isMeasureRef(key)) refuseMeasureIn('grain', keyPath('grain', key), key);
    if (derivedOf(key))
      throw badRequest(
        `${keyPath('grain', key)}: "${key}" is computed from totals; a grain applies to a date column.`,
      );
    if (!chosen.has(key)) throw badRequest(`${keyPath('grain', key)}: Not one of query.columns.`);
  }
  for (const key of Object.keys(query.aggregate ?? {})) {
    if (isMeasureRef(key)) refuseMeasureIn('aggregate', keyPath('aggregate', key), key);
    if (derivedOf(key))
      throw badRequest(
        `${keyPath('aggregate', key)}: "${key}" is computed from totals: leave it out of query.aggregate.`,
      );
    if (!chosen.has(key)) throw badRequest(`${keyPath('aggregate', key)}: Not one of query.columns.`);
  }
  for (const [key, within] of Object.entries(query.shareWithin ?? {})) {
    if (!chosen.has(key) || derivedOf(key)?.kind !== 'share') {
      throw badRequest(`${keyPath('shareWithin', key)}: Not one of query.columns' shares ("share:<total>").`);
    }
    if (new Set(within).size !== within.length)
      throw badRequest(`${keyPath('shareWithin', key)}: Names each column once.`);
  }
  for (const [key, format] of Object.entries(query.formats ?? {})) {
    if (!chosen.has(key)) throw badRequest(`${keyPath('formats', key)}: Not one of query.columns.`);
    if (format.length > QUERY_LIMITS.maxFormatLength) {
      throw badRequest(`${keyPath('formats', key)}: At most ${QUERY_LIMITS.maxFormatLength} characters.`);
    }
  }
}

/** What the design asks of one column: its function and grain, and whether the design aggregates at all. */
interface ColumnAsk {
  field: string;
  aggregating: boolean;
  fn: AggregateFunction | undefined;
  grain: DateGrain | undefined;
}

function checkFunctionAndGrain(resolved: ResolvedColumn, ask: ColumnAsk): void {
  const { ref, column } = resolved;
  const { fn, grain } = ask;
  if (fn && (fn === 'sum' || fn === 'avg') && !NUMBER_TYPES.has(column.dataType)) {
    throw badRequest(
      `${keyPath('aggregate', ref)}: "${fn}" needs a number column; "${ref}" is ${column.dataType}.`,
    );
  }
  if (ask.aggregating && !fn && column.role === 'measure') {
    throw badRequest(
      `${ask.field}: "${ref}" is a measure: give it a function in query.aggregate or leave it out.`,
    );
  }
  if (grain && (fn || !DATE_TYPES.has(column.dataType))) {
    throw badRequest(
      `${keyPath('grain', ref)}: A grain needs a date or timestamp column without a function; "${ref}" is ${
        fn ? `aggregated with ${fn}` : column.dataType
      }.`,
    );
  }
}

function describeColumn(resolved: ResolvedColumn, ask: ColumnAsk, format: string | null): QueryResultColumn {
  const { ref, column, friendlyName } = resolved;
  const { fn, grain } = ask;
  return {
    ref,
    name: column.name,
    friendlyName: fn
      ? `${AGGREGATE_LABEL[fn]} ${friendlyName}`
      : grain
        ? `${friendlyName} (${grain})`
        : friendlyName,
    dataType: fn ? aggregateType(fn, column.dataType) : grain ? 'date' : column.dataType,
    role: ask.aggregating ? (fn ? 'measure' : 'dimension') : column.role,
    aggregate: fn ?? null,
    grain: grain ?? null,
    format,
    measure: null,
    definition: null,
  };
}

function columnSql(
  resolved: ResolvedColumn,
  { fn, grain }: ColumnAsk,
  wrap: (expr: string) => string,
): string {
  if (fn) return AGGREGATE_SQL[fn](wrap(resolved.expr));
  return grain ? grainSql(grain, resolved.expr) : resolved.expr;
}

/**
 * The chosen columns in order; the joins they need are added to `uses`. Under a comparison every total reads the
 * rows of the period alone (`compare.current`); shares are read last, as they partition by the group-by columns.
 */
export function selectColumns(
  query: TableQuery,
  resolver: Resolver,
  uses: Set<string>,
  compare: CompareFlags | null = null,
): SelectedColumn[] {
  const { aggregate } = query;
  const aggregating = summarizes(query);
  const grains = query.grain ?? {};
  const formats = query.formats ?? {};
  const flag = compare?.current ?? null;
  const wrap = onlyWhen(flag);
  const ctx: DerivedContext = { query, resolver, uses, compare };
  const formatOf = (ref: string) => (Object.hasOwn(formats, ref) ? (formats[ref] ?? null) : null);
  const first = query.columns.map((ref, index): SelectedColumn | null => {
    const field = `query.columns.${index}`;
    const format = formatOf(ref);
    if (isMeasureRef(ref)) {
      return { fn: undefined, grouped: false, ...selectMeasure(resolver, ref, field, uses, format, flag) };
    }
    const derived = derivedOf(ref);
    if (derived?.kind === 'share') return null;
    if (derived) {
      return {
        fn: undefined,
        grouped: false,
        derived: true,
        ...derivedColumn(ref, derived, field, ctx, format),
      };
    }
    const resolved = resolver.resolve(ref, field, uses);
    const ask: ColumnAsk = {
      field,
      aggregating,
      fn: aggregate && Object.hasOwn(aggregate, ref) ? aggregate[ref] : undefined,
      grain: Object.hasOwn(grains, ref) ? grains[ref] : undefined,
    };
    checkFunctionAndGrain(resolved, ask);
    return {
      fn: ask.fn,
      grouped: aggregating && !ask.fn,
      sql: columnSql(resolved, ask, wrap),
      result: describeColumn(resolved, ask, format),
    };
  });
  const groupSql = (ref: string) => {
    const column = first[query.columns.indexOf(ref)];
    return column?.grouped ? { sql: column.sql, name: column.result.friendlyName } : undefined;
  };
  return query.columns.map((ref, index): SelectedColumn => {
    const done = first[index];
    if (done) return done;
    const base = derivedOf(ref)?.base ?? ref;
    const share = shareColumn(ref, base, `query.columns.${index}`, ctx, formatOf(ref), groupSql);
    return { fn: undefined, grouped: false, derived: true, window: true, ...share };
  });
}
