/**
 * The query compiler: a table design (TableQuery) and the instance's catalogue in, one parameterised SELECT (and
 * its bounded count) out. Pure — no database — so every rule is unit-tested (compile.test.ts).
 *
 * Safety: SQL text holds only fixed fragments, internal aliases (t0…, c0…) and catalogue names that match the
 * identifier pattern, double-quoted; the schema is the catalogue's (the caller's instance), checked by
 * assertSafeSchemaName; every value is a bound parameter cast from a fixed type map. A name that is not in the
 * catalogue is a 400 naming the field, before any SQL exists.
 *
 * The steps live beside it: resolver.ts (names → joins), selectList.ts (columns, aggregates, grains),
 * filters.ts (WHERE), totals.ts (any-of groups, HAVING, the top N within each group), derived.ts (shares,
 * comparisons, calculated measures), ordering.ts (a total ORDER BY).
 */
import {
  QUERY_LIMITS,
  todayIn,
  type AnsweredPeriod,
  type PartialGroup,
  type QueryResultColumn,
  type TableQuery,
} from '@wharf/contract';
import { badRequest } from '../../errors.ts';
import type { DwDataType } from '../../../warehouse/tables.ts';
import type { Catalogue } from './catalogue.ts';
import { keptCompile } from './compiledCache.ts';
import { filterConditions, type PeriodContext } from './filters.ts';
import { summarizes } from './measures.ts';
import { afterCondition, decodeCursor, orderFingerprint, type Cursor, type KeysetKey } from './keyset.ts';
import { orderSql, totalOrder, type OrderKey } from './ordering.ts';
import { Params } from './params.ts';
import { Resolver, RollupMiss } from './resolver.ts';
import { rollupCandidates, type RollupCandidate } from './rollup.ts';
import { anyOfConditions, havingConditions, rankWindow, type RankWindow } from './totals.ts';
import { checkColumnMaps, selectColumns, type SelectedColumn } from './selectList.ts';
import { compareFlags } from './derived.ts';
import { partialGroupsOfAnswer } from './partialGroups.ts';

export { fits, isValidDate } from './filters.ts';
export { MAX_RELATION_HOPS } from '@wharf/contract/references.ts';
export { type ResolvedColumn } from './resolver.ts';

export interface CompiledPage {
  /** First row of this answer within the result. */
  offset: number;
  /** Rows this answer may hold: min(pageSize, limit − offset), never negative. */
  rows: number;
  /** The design's limit: rows of the whole result. */
  limit: number;
}

/**
 * Where the next cursor reads one key of the page's last row: the chosen column of the same expression when the
 * driver hands its value back exactly (integers, dates and texts: valueTypes.ts), else a key column "_k<n>" of
 * PostgreSQL's text (numerics and timestamps, which JavaScript would round).
 */
export interface KeySource {
  alias: string;
  /** True when alias is a chosen column, whose value the answer turns into the key's text itself. */
  chosen: boolean;
  type: DwDataType;
}

/** How the answer makes its cursor: the order's fingerprint, and where each of its keys is read. */
export interface CompiledKeyset {
  fingerprint: string;
  sources: KeySource[];
}

export interface CompiledQuery {
  /** Fetches page.rows + 1 rows from page.offset (the extra row says whether more follow). */
  sql: string;
  params: unknown[];
  /** count(*) of the result, bounded at limit + 1 (so it also tells whether the limit cut it). */
  countSql: string;
  countParams: unknown[];
  /**
   * True where the count reads no more than the rows would (no totals to compute): a first page sends it beside
   * its rows, on a second connection where the database has one, instead of after them.
   */
  countBeside: boolean;
  columns: QueryResultColumn[];
  /** The output alias of each column, in order (c0, c1, …). */
  aliases: string[];
  page: CompiledPage;
  /** The dates each relative period of the filters meant, echoed in the answer. */
  periods: AnsweredPeriod[];
  /** The groups of a date column grouped by a grain that hold only part of their period (partialGroups.ts). */
  partialGroups: PartialGroup[];
  /** The roll-up the design is answered from (server/model/rollups.ts), or null: its table. */
  rollup: string | null;
  /** Set when the design pages by cursor (keyset.ts); null where its order is not total and it pages by offset. */
  keyset: CompiledKeyset | null;
  /** The chosen columns that identify a row (ordering.ts TotalOrder.rowKey), or null. */
  rowKey: number[] | null;
  /**
   * The column holding each row's place in the page where the statement leaves the order to the reader (rowsStatement:
   * a page joined after it was chosen); null where the statement's own ORDER BY orders the rows.
   */
  position: string | null;
}

/** The column a page chosen before its joins carries its rows' places in (catalogue names start with a letter). */
export const POSITION_COLUMN = '_n';

export interface CompileOptions {
  /** The moment relative periods ("last month") count from: the server's clock (injectable in tests). */
  now?: Date;
  /** Whether a roll-up may answer the design when it holds exactly the answer (default true). */
  rollups?: boolean;
  /**
   * How a page chosen before its joins is put in order once joined (rowsStatement): 'sorted' by the database (the
   * default), or 'numbered' — each row carries its place and the reader restores it (run.ts inPageOrder). A
   * PostgreSQL server sends rows as it reads them, which a sort of the joined page holds back to its last row; the
   * embedded engine hands a result back whole, so numbering would only add a step there (tableQuery.ts chooses).
   */
  joinedPages?: JoinedPageOrder;
}

export type JoinedPageOrder = 'sorted' | 'numbered';

/** Which relation paths each part of the statement joins. */
interface JoinUses {
  /** The chosen columns'. */
  select: Set<string>;
  /** The filters' alone. */
  filter: Set<string>;
  /** The filters' and (without aggregation) the sort's: what choosing the page needs. */
  page: Set<string>;
}

/** The parts of the statement both the rows and the count share, and the order only the rows need. */
interface Clauses {
  aggregating: boolean;
  selected: SelectedColumn[];
  aliases: string[];
  where: string;
  /** " GROUP BY … HAVING …", or ''. */
  group: string;
  order: OrderKey[];
  /** The order's keys for keyset paging, or null (ordering.ts: TotalOrder.keyset). */
  keyset: KeysetKey[] | null;
  /** The rank within each group that the top N per group keeps, or null. */
  rank: RankWindow | null;
}

/** The cursor the request sent, checked against the design's order (a 400 when it does not fit). */
function cursorOf(query: TableQuery, table: string, keyset: KeysetKey[] | null): Cursor | null {
  if (query.after === undefined) return null;
  if (query.offset !== undefined) {
    throw badRequest(
      "query.after: Send either offset or after (the previous answer's nextCursor), not both.",
    );
  }
  if (keyset === null) {
    throw badRequest(
      'query.after: This design pages by offset (its order has no key to continue from); send offset = nextOffset.',
    );
  }
  const limit = query.limit ?? QUERY_LIMITS.defaultRows;
  const types = keyset.map((key) => key.type);
  return decodeCursor(query.after, orderFingerprint(table, keyset), types, limit);
}

function pageOf(query: TableQuery, cursor: Cursor | null): CompiledPage {
  const limit = query.limit ?? QUERY_LIMITS.defaultRows;
  const offset = cursor?.offset ?? query.offset ?? 0;
  const pageSize = query.pageSize ?? Math.min(limit, QUERY_LIMITS.maxPageSize);
  return { offset, rows: Math.max(0, Math.min(pageSize, limit - offset)), limit };
}

/** count(*) of the result bounded at limit + 1, with its own copy of the filter parameters. */
function countStatement(
  resolver: Resolver,
  uses: JoinUses,
  clauses: Clauses,
  filterParams: readonly unknown[],
  limit: number,
): { countSql: string; countParams: unknown[] } {
  const countParams = [...filterParams, limit + 1];
  // The count needs the joins of the filters, and under aggregation those of the group-by columns.
  const countUses = clauses.aggregating ? new Set([...uses.filter, ...uses.select]) : uses.filter;
  const { where, group, rank } = clauses;
  const inner = rank
    ? `SELECT 1 FROM (${rankedCore(resolver, countUses, clauses)}) AS r WHERE r."_rank" <= ${rank.n}`
    : `SELECT 1 FROM ${resolver.from(countUses)}${where}${group}`;
  const countSql = `SELECT count(*) AS n FROM (${inner} LIMIT $${countParams.length}) AS q`;
  return { countSql, countParams };
}

/** The grouped rows with their rank within each group ("_rank"), before the top N per group is kept. */
function rankedCore(resolver: Resolver, uses: ReadonlySet<string>, clauses: Clauses): string {
  const { selected, aliases, where, group, rank } = clauses;
  const select = selected.map((s, index) => `${s.sql} AS ${aliases[index] ?? ''}`).join(', ');
  return `SELECT ${select}, ${rank?.sql ?? '1'} AS "_rank" FROM ${resolver.from(uses)}${where}${group}`;
}

/** Types the drivers hand back exactly, so a chosen column of one can stand for its key (valueTypes.ts). */
const EXACT_IN_JAVASCRIPT: ReadonlySet<DwDataType> = new Set(['integer', 'date', 'text']);

/**
 * Where each key is read (KeySource). A key is the same value as a chosen column when it is that column's
 * expression (without aggregation) or its output alias (under aggregation, the keys are aliases).
 */
function keySources(
  keys: readonly KeysetKey[],
  selected: readonly SelectedColumn[],
  aliases: readonly string[],
) {
  return keys.map(({ expr, type }, index): KeySource => {
    const position = aliases.findIndex((alias, at) => alias === expr || selected[at]?.sql === expr);
    const alias = aliases[position];
    return alias !== undefined && EXACT_IN_JAVASCRIPT.has(type)
      ? { alias, chosen: true, type }
      : { alias: `_k${index}`, chosen: false, type };
  });
}

/**
 * The key columns each row carries for the next page's cursor: "_k<n>", PostgreSQL's text of the keys no chosen
 * column gives exactly (only the last row's are needed, but a column costs little beside a second statement).
 */
function keyColumnsOf(keys: readonly OrderKey[] | null, sources: readonly KeySource[]): string {
  if (!keys) return '';
  return keys
    .map(([expr], index) => (sources[index]?.chosen ? '' : `, (${expr})::text AS "_k${index}"`))
    .join('');
}

/**
 * The page of rows: page.rows + 1 in the total order, from the cursor's row when the request sent one (a WHERE on
 * the order's keys, keyset.ts) and otherwise from page.offset.
 */
function rowsStatement(
  resolver: Resolver,
  uses: JoinUses,
  clauses: Clauses,
  params: Params,
  page: CompiledPage,
  cursor: Cursor | null,
  joinedPages: JoinedPageOrder,
): { sql: string; position: string | null } {
  const { selected, aliases, where, group, order, keyset } = clauses;
  const select = selected.map((s, index) => `${s.sql} AS ${aliases[index] ?? ''}`).join(', ');
  const after = (keys: readonly KeysetKey[]) => (cursor ? afterCondition(keys, cursor.values, params) : null);
  const andAfter = (clause: string, keys: readonly KeysetKey[]) => {
    const condition = after(keys);
    if (condition === null) return clause;
    return clause ? `${clause} AND ${condition}` : ` WHERE ${condition}`;
  };
  // A cursor already starts at its row: OFFSET stays for offset requests (old clients, jumping to a page).
  const window = () =>
    ` LIMIT ${params.bind(page.rows + 1)}` + (cursor ? '' : ` OFFSET ${params.bind(page.offset)}`);
  const lateJoins = [...uses.select].some((path) => !uses.page.has(path));
  const keys = keyset ? order : null;
  const sources = keyset ? keySources(keyset, selected, aliases) : [];
  const keyColumns = (orderKeys: readonly OrderKey[] | null) => keyColumnsOf(orderKeys, sources);
  if (clauses.rank) {
    // Order keys under aggregation are the output aliases, so they order the kept rows outside the window.
    const core = rankedCore(resolver, new Set([...uses.select, ...uses.page]), clauses);
    const kept = andAfter(` WHERE r."_rank" <= ${clauses.rank.n}`, keyset ?? []);
    return {
      sql: `SELECT ${aliases.join(', ')}${keyColumns(keys)} FROM (${core}) AS r${kept}${orderSql(order)}${window()}`,
      position: null,
    };
  }
  if (clauses.aggregating) {
    const grouped = `SELECT ${select} FROM ${resolver.from(new Set([...uses.select, ...uses.page]))}${where}${group}`;
    if (!keyset) return { sql: `${grouped}${orderSql(order)}${window()}`, position: null };
    // The keys are output aliases (totals), which a WHERE beside the GROUP BY cannot name: page the grouped rows.
    const kept = andAfter('', keyset);
    return {
      sql: `SELECT q.*${keyColumns(keys)} FROM (${grouped}) AS q${kept}${orderSql(order)}${window()}`,
      position: null,
    };
  }
  if (!lateJoins) {
    const all = new Set([...uses.select, ...uses.page]);
    const kept = andAfter(where, keyset ?? []);
    return {
      sql: `SELECT ${select}${keyColumns(keys)} FROM ${resolver.from(all)}${kept}${orderSql(order)}${window()}`,
      position: null,
    };
  }
  // Relations are many-to-one, so joining after paging keeps the rows and their order: choose the page on the
  // base table (with only the joins its filters and sort need), then join the related columns of those rows
  // alone. OFFSET then skips base rows instead of joined ones. Sort keys from related tables travel out of the
  // page as "_s<n>" (catalogue names start with a letter, so they cannot clash with t0's columns).
  const carried: string[] = [];
  const outerOrder = order.map(([expr, direction], index): [string, 'ASC' | 'DESC'] => {
    if (expr.startsWith('t0.')) return [expr, direction];
    carried.push(`${expr} AS "_s${index}"`);
    return [`t0."_s${index}"`, direction];
  });
  const kept = andAfter(where, keyset ?? []);
  const joins = resolver.joinsOf(uses.select);
  const outerKeys = keyColumns(keyset ? outerOrder : null);
  const pageSelect = ['t0.*', ...carried].join(', ');
  const pageSql = `SELECT ${pageSelect} FROM ${resolver.from(uses.page)}${kept}${orderSql(order)}${window()}`;
  if (order.length === 0 || joinedPages === 'sorted') {
    return {
      sql: `SELECT ${select}${outerKeys} FROM (${pageSql}) AS t0${joins}${orderSql(outerOrder)}`,
      position: null,
    };
  }
  // Numbered: the joined rows are not sorted again; each carries its place in the page ("_n") and the reader puts
  // them back in it where the joins moved them (run.ts). Numbered outside the page's LIMIT, so a sort the page
  // needs still keeps only the page's rows (a top-N sort); the page comes out in that order, so numbering it sorts
  // nothing again.
  const numbered = `SELECT t0.*, row_number() OVER (${orderSql(outerOrder).trim()}) AS "${POSITION_COLUMN}" FROM (${pageSql}) AS t0`;
  return {
    sql: `SELECT ${select}${outerKeys}, t0."${POSITION_COLUMN}" FROM (${numbered}) AS t0${joins}`,
    position: POSITION_COLUMN,
  };
}

/**
 * Compiles a table design against the instance's catalogue; throws ApiError(400) naming the first bad field. The
 * design is checked over its table first, then answered from the smallest current roll-up that holds exactly its
 * answer, if any (rollup.ts).
 */
export function compileQuery(
  catalogue: Catalogue,
  query: TableQuery,
  options: CompileOptions = {},
): CompiledQuery {
  const now = options.now ?? new Date();
  const rollups = options.rollups !== false;
  // The instance's today is all of `now` a design reads (relative periods, and the roll-ups' dates).
  const joinedPages = options.joinedPages ?? 'sorted';
  const key = [todayIn(catalogue.timeZone, now), rollups, joinedPages, query];
  return keptCompile(catalogue, key, () => compileFresh(catalogue, query, now, rollups, joinedPages));
}

function compileFresh(
  catalogue: Catalogue,
  query: TableQuery,
  now: Date,
  rollups: boolean,
  joinedPages: JoinedPageOrder,
): CompiledQuery {
  const base = compileOver(catalogue, query, now, null, joinedPages);
  if (!rollups) return base;
  for (const candidate of rollupCandidates(catalogue, query, todayIn(catalogue.timeZone, now))) {
    try {
      return { ...compileOver(catalogue, query, now, candidate, joinedPages), rollup: candidate.name };
    } catch (error) {
      if (!(error instanceof RollupMiss)) throw error;
    }
  }
  return base;
}

/** A placeholder left in the statement: a column of a row, which a roll-up does not hold. */
const PLACEHOLDER_LEFT = /\{[a-z]/;

function compileOver(
  catalogue: Catalogue,
  query: TableQuery,
  now: Date,
  rollup: RollupCandidate | null,
  joinedPages: JoinedPageOrder,
): CompiledQuery {
  const resolver = new Resolver(catalogue, query.table, rollup?.view ?? null);
  checkColumnMaps(query);
  // A function or a measure makes the design summarize: its other chosen columns are the group-by.
  const aggregating = summarizes(query);
  const params = new Params();
  // Resolution order (columns, filters, sort) numbers the joins t1, t2, …; the page is chosen with the joins of
  // filters and sort only (see rowsStatement).
  const selectUses = new Set<string>();
  const pageUses = new Set<string>();
  const periods: PeriodContext = {
    today: todayIn(catalogue.timeZone, now),
    timeZone: catalogue.timeZone,
    answered: [],
  };
  // A comparison's periods are bound first: the totals in the select list and the WHERE both read them.
  const compare = compareFlags(query, resolver, { page: pageUses, select: selectUses }, params, periods);
  const chosen = selectColumns(query, resolver, selectUses, compare);
  const selected = rollup ? chosen.map((column) => ({ ...column, sql: rollup.rewrite(column.sql) })) : chosen;
  const aliases = selected.map((_, index) => `c${index}`);
  const conditions = [
    ...filterConditions(query, resolver, pageUses, params, periods, compare),
    ...anyOfConditions(query, resolver, pageUses, params, periods),
  ];
  const uses: JoinUses = { select: selectUses, filter: new Set(pageUses), page: pageUses };
  const { order, keyset, rowKey } = totalOrder(query, resolver, selected, aliases, pageUses);
  const groupBy = selected.filter((s) => s.grouped).map((s) => s.sql);
  const having = havingConditions(query, selected, params);
  const rank = rankWindow(query, selected, params);
  const clauses: Clauses = {
    aggregating,
    selected,
    aliases,
    where: conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '',
    group:
      (groupBy.length ? ` GROUP BY ${groupBy.join(', ')}` : '') +
      (having.length ? ` HAVING ${having.join(' AND ')}` : ''),
    order,
    keyset,
    rank,
  };
  const cursor = cursorOf(query, resolver.base.name, keyset);
  const page = pageOf(query, cursor);
  const count = countStatement(resolver, uses, clauses, params.values, page.limit);
  const { sql, position } = rowsStatement(resolver, uses, clauses, params, page, cursor, joinedPages);
  if (rollup && (PLACEHOLDER_LEFT.test(sql) || PLACEHOLDER_LEFT.test(count.countSql))) {
    throw new RollupMiss('the design reads a column of a row');
  }
  return {
    sql,
    params: params.values,
    ...count,
    countBeside: !aggregating,
    columns: selected.map((s) => s.result),
    aliases,
    page,
    periods: periods.answered,
    partialGroups: partialGroupsOfAnswer(
      query,
      selected.map((s) => s.result),
      periods.today,
    ),
    rollup: null,
    position,
    rowKey,
    keyset: keyset
      ? {
          fingerprint: orderFingerprint(resolver.base.name, keyset),
          sources: keySources(keyset, selected, aliases),
        }
      : null,
  };
}
