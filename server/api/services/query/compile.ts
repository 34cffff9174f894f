/**
 * The query compiler: a table design (TableQuery) and the instance's catalogue in, one parameterised SELECT (and
 * its bounded count) out. Pure — no database — so every rule is unit-tested (compile.test.ts).
 *
 * Safety: SQL text holds only fixed fragments, internal aliases (t0…, c0…) and catalogue names that match the
 * identifier pattern, double-quoted; the schema is the catalogue's (the caller's instance), checked by
 * assertSafeSchemaName; every value is a bound parameter cast from a fixed type map. A name that is not in the
 * catalogue is a 400 naming the field, before any SQL exists.
 */
import {
  FILTER_ARITY,
  QUERY_LIMITS,
  type AggregateFunction,
  type DateGrain,
  type QueryFilter,
  type QueryResultColumn,
  type TableQuery,
} from '../../../../src/api/contract.ts';
import { assertSafeSchemaName, quoteIdent } from '../../../db/identifiers.ts';
import type { DwDataType } from '../../../db/warehouseTables.ts';
import { badRequest } from '../../errors.ts';
import type { Catalogue, CatalogueColumn, CatalogueTable } from './catalogue.ts';

/** Relations a column reference may follow ("order.customer.city" follows two). */
export const MAX_RELATION_HOPS = 3;

const IDENTIFIER = /^[a-z][a-z0-9_]{0,62}$/;

const CASTS: Readonly<Record<DwDataType, string>> = {
  text: 'text',
  integer: 'integer',
  numeric: 'numeric',
  date: 'date',
  timestamptz: 'timestamptz',
};

const COMPARISONS = { eq: '=', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

const AGGREGATE_SQL: Readonly<Record<AggregateFunction, (expr: string) => string>> = {
  sum: (expr) => `sum(${expr})`,
  avg: (expr) => `avg(${expr})`,
  min: (expr) => `min(${expr})`,
  max: (expr) => `max(${expr})`,
  count: (expr) => `count(${expr})`,
  countDistinct: (expr) => `count(DISTINCT ${expr})`,
};

/** Excel's PivotTable wording. */
const AGGREGATE_LABEL: Readonly<Record<AggregateFunction, string>> = {
  sum: 'Sum of',
  avg: 'Average of',
  min: 'Min of',
  max: 'Max of',
  count: 'Count of',
  countDistinct: 'Distinct Count of',
};

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

/** A column reference resolved to SQL over the design's joins. */
export interface ResolvedColumn {
  ref: string;
  column: CatalogueColumn;
  /** `t1."category"` */
  expr: string;
  /** "Product Category" */
  friendlyName: string;
}

export interface CompiledPage {
  /** First row of this answer within the result. */
  offset: number;
  /** Rows this answer may hold: min(pageSize, limit − offset), never negative. */
  rows: number;
  /** The design's limit: rows of the whole result. */
  limit: number;
}

export interface CompiledQuery {
  /** Fetches page.rows + 1 rows from page.offset (the extra row says whether more follow). */
  sql: string;
  params: unknown[];
  /** count(*) of the result, bounded at limit + 1 (so it also tells whether the limit cut it). */
  countSql: string;
  countParams: unknown[];
  columns: QueryResultColumn[];
  /** The output alias of each column, in order (c0, c1, …). */
  aliases: string[];
  page: CompiledPage;
}

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
/** Map keys in error paths: query.aggregate["product.category"]. */
const keyPath = (map: string, key: string) => `query.${map}[${JSON.stringify(key)}]`;

function checkedIdent(name: string): string {
  // The catalogue's CHECK constraints guarantee this; a second belt before a name enters SQL text.
  if (!IDENTIFIER.test(name)) throw new Error(`catalogue name "${name}" is not a plain identifier`);
  return quoteIdent(name);
}

function relationFriendly(relationName: string, columnName: string): string {
  return columnName.toLowerCase().startsWith(`${relationName.toLowerCase()} `)
    ? columnName
    : `${relationName} ${columnName}`;
}

/** Resolves references against the base table and its relations, adding each join once. */
class Resolver {
  private readonly tables: Map<string, CatalogueTable>;
  private readonly joins = new Map<string, { alias: string; table: CatalogueTable; sql: string }>();
  readonly base: CatalogueTable;
  readonly schema: string;

  constructor(catalogue: Catalogue, tableName: string) {
    assertSafeSchemaName(catalogue.schema);
    this.schema = quoteIdent(catalogue.schema);
    this.tables = new Map(catalogue.tables.map((table) => [table.name, table]));
    const base = this.tables.get(tableName);
    if (!base) throw badRequest(`query.table: Unknown table "${tableName}".`);
    this.base = base;
  }

  private target(table: CatalogueTable): string {
    return `${this.schema}.${checkedIdent(table.name)}`;
  }

  /** The base table and the joins of these relation paths (in the order they were made, so prefixes come first). */
  from(paths: ReadonlySet<string>): string {
    return `${this.target(this.base)} AS t0${this.joinsOf(paths)}`;
  }

  /** " LEFT JOIN … AS t1 ON …" for each of these relation paths, or ''. */
  joinsOf(paths: ReadonlySet<string>): string {
    return [...this.joins.entries()]
      .filter(([path]) => paths.has(path))
      .map(([, join]) => ` ${join.sql}`)
      .join('');
  }

  /** Resolves a reference; the relation paths it needs (every prefix) are added to `uses`. */
  resolve(ref: string, field: string, uses?: Set<string>): ResolvedColumn {
    const parts = ref.split('.');
    const columnName = parts.pop() ?? '';
    if (parts.length > MAX_RELATION_HOPS) {
      throw badRequest(
        `${field}: "${ref}" follows ${parts.length} relations; at most ${MAX_RELATION_HOPS} ("relation.column").`,
      );
    }
    let table = this.base;
    let alias = 't0';
    let path = '';
    let relationFriendlyName: string | null = null;
    for (const relationName of parts) {
      const relation = table.relations.find((r) => r.name === relationName);
      if (!relation) {
        throw badRequest(`${field}: Unknown relation "${relationName}" from table "${table.name}".`);
      }
      const to = this.tables.get(relation.toTable);
      if (!to)
        throw new Error(`relation ${table.name}.${relation.name} leads to a table not in the catalogue`);
      path = path ? `${path}.${relationName}` : relationName;
      uses?.add(path);
      let join = this.joins.get(path);
      if (!join) {
        const joinAlias = `t${this.joins.size + 1}`;
        join = {
          alias: joinAlias,
          table: to,
          sql: `LEFT JOIN ${this.target(to)} AS ${joinAlias} ON ${joinAlias}.${checkedIdent(relation.toColumn)} = ${alias}.${checkedIdent(relation.fromColumn)}`,
        };
        this.joins.set(path, join);
      }
      table = to;
      alias = join.alias;
      relationFriendlyName = relation.friendlyName;
    }
    const column = table.columns.find((c) => c.name === columnName);
    if (!column) throw badRequest(`${field}: Unknown column "${columnName}" in table "${table.name}".`);
    return {
      ref,
      column,
      expr: `${alias}.${checkedIdent(column.name)}`,
      friendlyName: relationFriendlyName
        ? relationFriendly(relationFriendlyName, column.friendlyName)
        : column.friendlyName,
    };
  }
}

class Params {
  readonly values: unknown[] = [];
  bind(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function filterSql(filter: QueryFilter, target: ResolvedColumn, field: string, params: Params): string {
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

/** Compiles a table design against the instance's catalogue; throws ApiError(400) naming the first bad field. */
export function compileQuery(catalogue: Catalogue, query: TableQuery): CompiledQuery {
  const resolver = new Resolver(catalogue, query.table);
  const params = new Params();
  const aggregate = query.aggregate;
  const aggregating = aggregate !== undefined;
  const formats = query.formats ?? {};
  const grains = query.grain ?? {};
  const chosen = new Set(query.columns);

  for (const key of Object.keys(grains)) {
    if (!chosen.has(key)) throw badRequest(`${keyPath('grain', key)}: Not one of query.columns.`);
  }
  for (const key of Object.keys(aggregate ?? {})) {
    if (!chosen.has(key)) throw badRequest(`${keyPath('aggregate', key)}: Not one of query.columns.`);
  }
  for (const [key, format] of Object.entries(formats)) {
    if (!chosen.has(key)) throw badRequest(`${keyPath('formats', key)}: Not one of query.columns.`);
    if (format.length > QUERY_LIMITS.maxFormatLength) {
      throw badRequest(`${keyPath('formats', key)}: At most ${QUERY_LIMITS.maxFormatLength} characters.`);
    }
  }

  // Which joins each part needs: the page is chosen with the joins of filters and sort only (see below).
  const selectUses = new Set<string>();
  const pageUses = new Set<string>();
  const selected = query.columns.map((ref, index) => {
    const field = `query.columns.${index}`;
    const resolved = resolver.resolve(ref, field, selectUses);
    const fn = aggregate && Object.hasOwn(aggregate, ref) ? aggregate[ref] : undefined;
    if (fn && (fn === 'sum' || fn === 'avg') && !NUMBER_TYPES.has(resolved.column.dataType)) {
      throw badRequest(
        `${keyPath('aggregate', ref)}: "${fn}" needs a number column; "${ref}" is ${resolved.column.dataType}.`,
      );
    }
    if (aggregating && !fn && resolved.column.role === 'measure') {
      throw badRequest(
        `${field}: "${ref}" is a measure: give it a function in query.aggregate or leave it out.`,
      );
    }
    const grain = Object.hasOwn(grains, ref) ? grains[ref] : undefined;
    if (grain && (fn || !DATE_TYPES.has(resolved.column.dataType))) {
      throw badRequest(
        `${keyPath('grain', ref)}: A grain needs a date or timestamp column without a function; "${ref}" is ${
          fn ? `aggregated with ${fn}` : resolved.column.dataType
        }.`,
      );
    }
    const result: QueryResultColumn = {
      ref,
      name: resolved.column.name,
      friendlyName: fn
        ? `${AGGREGATE_LABEL[fn]} ${resolved.friendlyName}`
        : grain
          ? `${resolved.friendlyName} (${grain})`
          : resolved.friendlyName,
      dataType: fn ? aggregateType(fn, resolved.column.dataType) : grain ? 'date' : resolved.column.dataType,
      role: aggregating ? (fn ? 'measure' : 'dimension') : resolved.column.role,
      aggregate: fn ?? null,
      grain: grain ?? null,
      format: Object.hasOwn(formats, ref) ? (formats[ref] ?? null) : null,
    };
    const dimension = grain ? grainSql(grain, resolved.expr) : resolved.expr;
    return { resolved, fn, sql: fn ? AGGREGATE_SQL[fn](resolved.expr) : dimension, result };
  });
  const aliases = selected.map((_, index) => `c${index}`);

  const conditions = (query.filters ?? []).map((filter, index) => {
    const field = `query.filters.${index}`;
    return filterSql(filter, resolver.resolve(filter.column, `${field}.column`, pageUses), field, params);
  });
  const filterUses = new Set(pageUses);

  const groupBy = aggregating ? selected.filter((s) => !s.fn).map((s) => s.sql) : [];
  /** [expression, direction] pairs of the total order. */
  const order: Array<[string, 'ASC' | 'DESC']> = (query.sort ?? []).map((sort, index) => {
    const field = `query.sort.${index}.column`;
    const direction = sort.desc ? 'DESC' : 'ASC';
    if (!aggregating) return [resolver.resolve(sort.column, field, pageUses).expr, direction];
    const position = query.columns.indexOf(sort.column);
    if (position < 0) {
      resolver.resolve(sort.column, field); // an unknown name is reported as such first
      throw badRequest(
        `${field}: Under aggregation a sort names one of query.columns; "${sort.column}" is not.`,
      );
    }
    return [aliases[position] ?? '', direction];
  });
  // A total order, so pages neither repeat nor skip rows: the key of the table, or the group-by columns.
  if (aggregating) {
    selected.forEach((s, index) => {
      if (!s.fn) order.push([aliases[index] ?? '', 'ASC']);
    });
  } else {
    for (const key of resolver.base.primaryKey) order.push([`t0.${checkedIdent(key)}`, 'ASC']);
  }
  const orderSql = (keys: ReadonlyArray<readonly [string, string]>) =>
    keys.length ? ` ORDER BY ${keys.map(([expr, direction]) => `${expr} ${direction}`).join(', ')}` : '';

  const limit = query.limit ?? QUERY_LIMITS.maxRows;
  const offset = query.offset ?? 0;
  const pageSize = query.pageSize ?? Math.min(limit, QUERY_LIMITS.maxPageSize);
  const page: CompiledPage = { offset, rows: Math.max(0, Math.min(pageSize, limit - offset)), limit };

  const where = conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '';
  const group = groupBy.length ? ` GROUP BY ${groupBy.join(', ')}` : '';
  const countParams = [...params.values, limit + 1];
  // The count needs the joins of the filters, and under aggregation those of the group-by columns.
  const countUses = aggregating ? new Set([...filterUses, ...selectUses]) : filterUses;
  const countSql = `SELECT count(*) AS n FROM (SELECT 1 FROM ${resolver.from(countUses)}${where}${group} LIMIT $${countParams.length}) AS q`;
  const select = selected.map((s, index) => `${s.sql} AS ${aliases[index] ?? ''}`).join(', ');
  const window = () => ` LIMIT ${params.bind(page.rows + 1)} OFFSET ${params.bind(offset)}`;
  let sql: string;
  const lateJoins = [...selectUses].some((path) => !pageUses.has(path));
  if (aggregating || !lateJoins) {
    const uses = new Set([...selectUses, ...pageUses]);
    sql = `SELECT ${select} FROM ${resolver.from(uses)}${where}${group}${orderSql(order)}${window()}`;
  } else {
    // Relations are many-to-one, so joining after paging keeps the rows and their order: choose the page on the
    // base table (with only the joins its filters and sort need), then join the related columns of those rows
    // alone. OFFSET then skips base rows instead of joined ones. Sort keys from related tables travel out of the
    // page as "_s<n>" (catalogue names start with a letter, so they cannot clash with t0's columns).
    const carried: string[] = [];
    const outerOrder = order.map(([expr, direction], index): [string, string] => {
      if (expr.startsWith('t0.')) return [expr, direction];
      carried.push(`${expr} AS "_s${index}"`);
      return [`t0."_s${index}"`, direction];
    });
    const pageSelect = ['t0.*', ...carried].join(', ');
    const pageSql = `SELECT ${pageSelect} FROM ${resolver.from(pageUses)}${where}${orderSql(order)}${window()}`;
    sql = `SELECT ${select} FROM (${pageSql}) AS t0${resolver.joinsOf(selectUses)}${orderSql(outerOrder)}`;
  }

  return {
    sql,
    params: params.values,
    countSql,
    countParams,
    columns: selected.map((s) => s.result),
    aliases,
    page,
  };
}
