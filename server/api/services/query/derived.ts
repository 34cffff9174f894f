/**
 * Columns computed from the design's totals (contract/derived.ts): shares of a total (a window sum over the grouped
 * rows), a comparison with the period before or a year earlier (conditional aggregates: each total reads only the
 * rows of its period, in one pass over both), and calculated measures (arithmetic over totals, written from the
 * formula's tree). Division by zero gives null, never an error. Every name is checked against the catalogue.
 */
import {
  AGGREGATE_LABEL,
  comparedPeriods,
  comparisonName,
  derivedColumnName,
  derivedOf,
  formulaWords,
  measureRef,
  parseFormula,
  parsePeriodValues,
  spanOf,
  type CompareAgainst,
  type CompareSpan,
  type DerivedRef,
  type FormulaNode,
  type PeriodSpec,
  type QueryResultColumn,
  type TableQuery,
} from '@wharf/contract';
import { measuresOfTable } from '../../../model/measures.ts';
import type { DwDataType } from '../../../warehouse/tables.ts';
import { badRequest } from '../../errors.ts';
import { periodRange, type PeriodContext } from './filters.ts';
import { isMeasureRef, selectMeasure, summarizes } from './measures.ts';
import type { Params } from './params.ts';
import type { Resolver } from './resolver.ts';
import { AGGREGATE_SQL } from './aggregates.ts';

/** The two periods of query.compare as SQL conditions on a row, and what the words need of them. */
export interface CompareFlags {
  /** The position in query.filters of the inPeriod filter the comparison replaces with `where`. */
  index: number;
  current: string;
  previous: string;
  /** Rows of either period: what the design's WHERE keeps. */
  where: string;
  spec: PeriodSpec;
  against: CompareAgainst;
  span: CompareSpan;
}

/** Reads query.compare: binds both periods' dates and records them for the answer; null without a comparison. */
export function compareFlags(
  query: TableQuery,
  resolver: Resolver,
  uses: { page: Set<string>; select: Set<string> },
  params: Params,
  periods: PeriodContext,
): CompareFlags | null {
  const compare = query.compare;
  if (!compare) return null;
  if (!summarizes(query)) {
    throw badRequest(
      'query.compare: A comparison compares totals: choose a measure or a column with a function in query.aggregate.',
    );
  }
  const filters = query.filters ?? [];
  const index = filters.findIndex((f) => f.op === 'inPeriod' && f.column === compare.column);
  const filter = filters[index];
  if (!filter) {
    throw badRequest(
      `query.compare.column: Names the column of one of query.filters' "inPeriod" filters (the period compared); "${compare.column}" has none.`,
    );
  }
  const field = `query.filters.${index}`;
  const target = resolver.resolve(filter.column, `${field}.column`, uses.page);
  resolver.resolve(filter.column, `${field}.column`, uses.select);
  const read = parsePeriodValues(filter.values);
  if (!read.ok) throw badRequest(`${field}.values: ${read.message}`);
  const span = spanOf(compare);
  const { period, comparison } = comparedPeriods(read.spec, periods.today, compare.against, span);
  const current = periodRange(target, period, `${field}.column`, params, periods.timeZone);
  const previous = periodRange(target, comparison, `${field}.column`, params, periods.timeZone);
  periods.answered.push(
    { column: filter.column, values: [...filter.values], ...period, span },
    { column: filter.column, values: [...filter.values], ...comparison, comparison: compare.against, span },
  );
  return {
    index,
    current,
    previous,
    where: `(${current} OR ${previous})`,
    spec: read.spec,
    against: compare.against,
    span,
  };
}

/** Wraps a column so only the rows a period condition keeps reach an aggregate (the others read as null). */
export const onlyWhen =
  (flag: string | null) =>
  (expr: string): string =>
    flag === null ? expr : `CASE WHEN ${flag} THEN ${expr} END`;

/** What the compiler knows while it reads the design's derived columns. */
export interface DerivedContext {
  query: TableQuery;
  resolver: Resolver;
  uses: Set<string>;
  compare: CompareFlags | null;
}

interface Total {
  sql: string;
  name: string;
  dataType: DwDataType;
  format: string | null;
}

const NUMBER_TYPES: ReadonlySet<DwDataType> = new Set(['integer', 'numeric']);

/** A total over the rows `flag` keeps: a measure, a chosen column with a function, or a calculated measure. */
function totalOf(ref: string, field: string, ctx: DerivedContext, flag: string | null): Total {
  const { query, resolver, uses } = ctx;
  if (isMeasureRef(ref)) {
    const { sql, result } = selectMeasure(resolver, ref, field, uses, null, flag);
    return { sql, name: result.friendlyName, dataType: result.dataType, format: result.format };
  }
  const derived = derivedOf(ref);
  if (derived?.kind === 'calc') return calculatedTotal(derived.base, field, ctx, flag);
  const fn = query.aggregate && Object.hasOwn(query.aggregate, ref) ? query.aggregate[ref] : undefined;
  if (fn && query.columns.includes(ref) && derived === null) {
    const resolved = resolver.resolve(ref, field, uses);
    const dataType =
      fn === 'count' || fn === 'countDistinct'
        ? 'integer'
        : fn === 'avg'
          ? 'numeric'
          : resolved.column.dataType;
    return {
      sql: AGGREGATE_SQL[fn](onlyWhen(flag)(resolved.expr)),
      name: `${AGGREGATE_LABEL[fn]} ${resolved.friendlyName}`,
      dataType,
      format: null,
    };
  }
  throw badRequest(
    `${field}: "${ref}" is not a total: name a measure, a chosen column with a function in query.aggregate, or a calculated measure ("calc:<key>").`,
  );
}

/** The bracketed name of a formula as the total it names: a measure of the table, or a chosen aggregated column. */
function operandRef(name: string, key: string, ctx: DerivedContext): string {
  const wanted = name.toLowerCase();
  const measure = measuresOfTable(ctx.resolver.base.name).find(
    (m) => m.key === wanted || m.friendlyName.toLowerCase() === wanted,
  );
  if (measure) return measureRef(measure.key);
  if (ctx.query.columns.includes(name) && ctx.query.aggregate?.[name]) return name;
  const known = measuresOfTable(ctx.resolver.base.name)
    .map((m) => m.friendlyName)
    .join(', ');
  throw badRequest(
    `query.calculated.${key}.formula: "[${name}]" names no measure of ${ctx.resolver.base.friendlyName}${
      known ? ` (${known})` : ''
    } and no chosen column with a function.`,
  );
}

function calculatedTotal(key: string, field: string, ctx: DerivedContext, flag: string | null): Total {
  const calc = ctx.query.calculated?.[key];
  if (!calc || !Object.hasOwn(ctx.query.calculated ?? {}, key)) {
    throw badRequest(`${field}: No calculated measure "${key}" in query.calculated.`);
  }
  const read = parseFormula(calc.formula);
  if (!read.ok) throw badRequest(`query.calculated.${key}.formula: ${read.message}`);
  const sqlOf = (node: FormulaNode): string => {
    switch (node.kind) {
      // The digits match /\d+(\.\d+)?/ (formula.ts), so they are a numeric literal and nothing else; a bound
      // parameter here would sit unused in the count statement, which does not read the select list.
      case 'number':
        return `${node.digits}::numeric`;
      case 'name': {
        const ref = operandRef(node.name, key, ctx);
        return `(${totalOf(ref, `query.calculated.${key}.formula`, ctx, flag).sql})::numeric`;
      }
      case 'negate':
        return `(-${sqlOf(node.operand)})`;
      case 'binary': {
        const left = sqlOf(node.left);
        const right = sqlOf(node.right);
        return node.op === '/' ? `(${left} / nullif(${right}, 0))` : `(${left} ${node.op} ${right})`;
      }
    }
  };
  return { sql: sqlOf(read.node), name: calc.name, dataType: 'numeric', format: '#,##0.00' };
}

/** The formula of a calculated measure in words, with the measures' names. */
function calculatedDefinition(key: string, ctx: DerivedContext): string | null {
  const calc = ctx.query.calculated?.[key];
  const read = calc ? parseFormula(calc.formula) : null;
  if (!read?.ok) return null;
  const names = new Map(measuresOfTable(ctx.resolver.base.name).map((m) => [m.key, m.friendlyName]));
  return formulaWords(read.node, (name) => {
    const byKey = names.get(name.toLowerCase());
    return byKey ?? [...names.values()].find((n) => n.toLowerCase() === name.toLowerCase()) ?? name;
  });
}

/** A derived column of the design (not a share: see shareColumn): its SQL and how the answer describes it. */
export function derivedColumn(
  ref: string,
  derived: DerivedRef,
  field: string,
  ctx: DerivedContext,
  format: string | null,
): { sql: string; result: QueryResultColumn } {
  const describe = (
    total: Total,
    dataType: DwDataType,
    definition: string | null,
    ownFormat: string | null,
  ) => ({
    ref,
    name: ref,
    friendlyName: derivedColumnName(derived, total.name, {
      comparison: ctx.compare
        ? comparisonName(ctx.compare.spec, ctx.compare.against, ctx.compare.span)
        : undefined,
      calculatedName: total.name,
    }),
    dataType,
    role: 'measure' as const,
    aggregate: null,
    grain: null,
    format: format ?? ownFormat,
    measure: null,
    definition,
  });
  if (derived.kind === 'calc') {
    const total = calculatedTotal(derived.base, field, ctx, ctx.compare?.current ?? null);
    return {
      sql: total.sql,
      result: describe(total, 'numeric', calculatedDefinition(derived.base, ctx), total.format),
    };
  }
  const compare = ctx.compare;
  if (!compare) throw badRequest(`${field}: "${ref}" compares periods: it needs query.compare.`);
  if (derivedOf(derived.base) !== null && derivedOf(derived.base)?.kind !== 'calc') {
    throw badRequest(`${field}: "${ref}" compares "${derived.base}", which is not a total of its own.`);
  }
  const now = totalOf(derived.base, field, ctx, compare.current);
  const before = totalOf(derived.base, field, ctx, compare.previous);
  const other = comparisonName(compare.spec, compare.against, compare.span);
  switch (derived.kind) {
    case 'previous':
      return {
        sql: before.sql,
        result: describe(now, now.dataType, `${now.name} over ${other}.`, now.format),
      };
    case 'change':
      return {
        sql: `((${now.sql}) - (${before.sql}))`,
        result: describe(
          now,
          NUMBER_TYPES.has(now.dataType) ? now.dataType : 'numeric',
          `${now.name} less ${now.name} over ${other}.`,
          now.format,
        ),
      };
    default:
      return {
        sql: `(((${now.sql}) - (${before.sql}))::numeric / nullif((${before.sql}), 0))`,
        result: describe(
          now,
          'numeric',
          `The change in ${now.name} as a share of ${now.name} over ${other}; empty where that is zero or empty.`,
          '0.0%',
        ),
      };
  }
}

/**
 * A share of a total: the total ÷ the sum of that total over the result's rows (or over the rows of the same
 * groups in query.shareWithin). `groupSql` gives the SQL of a chosen group-by column, or undefined for another.
 */
export function shareColumn(
  ref: string,
  base: string,
  field: string,
  ctx: DerivedContext,
  format: string | null,
  groupSql: (ref: string) => { sql: string; name: string } | undefined,
): { sql: string; result: QueryResultColumn } {
  const baseDerived = derivedOf(base);
  if (baseDerived !== null && baseDerived.kind !== 'calc') {
    throw badRequest(
      `${field}: "${ref}" takes a share of "${base}"; a share is of a measure, a chosen column with a function or a calculated measure.`,
    );
  }
  const total = totalOf(base, field, ctx, ctx.compare?.current ?? null);
  const withinRefs = ctx.query.shareWithin?.[ref] ?? [];
  const within = withinRefs.map((groupRef, index) => {
    const group = groupSql(groupRef);
    if (!group) {
      throw badRequest(
        `query.shareWithin[${JSON.stringify(ref)}].${index}: "${groupRef}" is not one of the columns the design groups by.`,
      );
    }
    return group;
  });
  const partition = within.length > 0 ? `PARTITION BY ${within.map((g) => g.sql).join(', ')}` : '';
  const names = within.map((g) => g.name);
  return {
    sql: `((${total.sql})::numeric / nullif(sum(${total.sql}) OVER (${partition}), 0))`,
    result: {
      ref,
      name: ref,
      friendlyName: derivedColumnName({ kind: 'share', base }, total.name, { within: names }),
      dataType: 'numeric',
      role: 'measure',
      aggregate: null,
      grain: null,
      format: format ?? '0.0%',
      measure: null,
      definition: `Each row's ${total.name} ÷ the total of ${total.name} over ${
        names.length > 0 ? `the rows of the same ${names.join(', ')}` : 'all rows of the result'
      }; empty where that total is zero or empty.`,
    },
  };
}
