/**
 * Turns an intent into a table design of the query language: picks the table the question is about (measures are
 * only ever totalled on their own table, so a relation never repeats a value), reaches every other column through
 * relations, and says what it assumed. When no table can hold the whole question it says what could not be placed.
 */
import {
  measureKeyOf,
  measureRef,
  periodValues,
  type AggregateFunction,
  type HavingFilter,
  type HavingOp,
  type QueryFilter,
  type TableQuery,
} from '@wharf/contract';
import { findMeasure, measureColumns, type MeasureDefinition } from '../../../../model/measures.ts';
import type { SegmentDefinition } from '../../../../model/segments.ts';
import { BUSINESS_TABLES } from '../../../../model/businessTables.ts';
import type { Catalogue, CatalogueTable } from '../../query/catalogue.ts';
import { availableMeasures } from '../../query/measures.ts';
import type { Intent, IntentComparison, IntentMember } from './intent.ts';
import { refTo, refToAny, relationPath, tablesReaching } from './paths.ts';
import {
  BUSINESS_MODEL,
  homesOfWord,
  isPrimary,
  wordsOf,
  type ColumnHome,
  type ParserModel,
} from './modelWords.ts';
import { BARE_AMOUNT_WORDS } from './words.ts';

export type Design =
  { ok: true; query: TableQuery; assumptions: string[] } | { ok: false; missing: string[] };

const DEFAULT_TOP = 10;
const HIDDEN = new Set(['landed_at']);

function table(catalogue: Catalogue, name: string): CatalogueTable | undefined {
  return catalogue.tables.find((t) => t.name === name);
}

export function homeLabel(catalogue: Catalogue, home: ColumnHome): string {
  const t = table(catalogue, home.table);
  const key = measureKeyOf(home.column);
  const name =
    key !== null
      ? findMeasure(home.table, key)?.friendlyName
      : t?.columns.find((c) => c.name === home.column)?.friendlyName;
  return `${t?.friendlyName ?? home.table} › ${name ?? home.column}`;
}

/** Candidate design tables, in order of preference: where the model's measure is, then the word's columns. */
function candidateTables(catalogue: Catalogue, intent: Intent): string[] {
  const [first] = intent.measures;
  if (first) return [...first.term.model, ...first.term.homes].map((home) => home.table);
  if (intent.count) {
    const counted = intent.count.table;
    // "customers who placed orders in 2025": counted over the orders, not the customer list.
    const over = intent.entities.filter(
      (e) => e.role === 'subject' && relationPath(catalogue, e.table, counted) !== null,
    );
    return [...over.map((e) => e.table), ...tablesReaching(catalogue, counted)];
  }
  const subject = intent.entities.find((e) => e.role === 'subject') ?? intent.entities[0];
  if (subject) return tablesReaching(catalogue, subject.table);
  const compared = intent.comparisons.find((c) => c.measure)?.measure;
  if (compared) return compared.homes.map((home) => home.table);
  const dimension = intent.dimensions[0];
  if (dimension) return dimension.homes.map((home) => home.table);
  const member = intent.members[0]?.hits[0];
  return member ? [member.table] : [];
}

/** The design table's date for periods and grains: its own date column first, then one through a relation. */
function dateRef(
  catalogue: Catalogue,
  model: ParserModel,
  base: string,
): { ref: string; home: ColumnHome } | null {
  // A date the model works out from other rows (a product's last sale) is not when anything on the row happened.
  const workedOut = (table: string, column: string) =>
    model.tables.find((t) => t.name === table)?.columns.find((c) => c.name === column)?.workedOut === true;
  const homes: ColumnHome[] = [];
  for (const type of ['date', 'timestamptz'] as const) {
    for (const t of catalogue.tables) {
      for (const c of t.columns)
        if (c.dataType === type && !HIDDEN.has(c.name) && !workedOut(t.name, c.name))
          homes.push({ table: t.name, column: c.name });
    }
  }
  const own = homes.find((home) => home.table === base);
  if (own) return { ref: own.column, home: own };
  // Through a relation only an event's date (an order's, a transfer's): a snapshot such as stock on hand has no
  // date, and its product's creation time stamp is not when anything on it happened.
  const events = new Set(
    catalogue.tables.flatMap((t) =>
      t.columns.filter((c) => c.dataType === 'date').map((c) => `${t.name}.${c.name}`),
    ),
  );
  return refToAny(
    catalogue,
    base,
    homes.filter((home) => events.has(`${home.table}.${home.column}`)),
  );
}

function displayRefs(
  catalogue: Catalogue,
  model: ParserModel,
  base: string,
  entity: string,
): string[] | null {
  const path = relationPath(catalogue, base, entity);
  const t = table(catalogue, entity);
  if (path === null || !t) return null;
  const names = wordsOf(model, entity)?.display ?? t.primaryKey;
  return names
    .filter((name) => t.columns.some((c) => c.name === name))
    .map((name) => [...path, name].join('.'));
}

/**
 * A column named as the table the question named, reachable from the design's table: "by branch" groups by the
 * orders' Branch even where a Branches table exists that the orders do not relate to.
 */
function columnNamedAs(catalogue: Catalogue, base: string, entityWord: string): string | null {
  const singular = entityWord.replace(/e?s$/, '');
  const homes: ColumnHome[] = catalogue.tables.flatMap((t) =>
    t.columns
      .filter((c) => c.role !== 'measure' && !HIDDEN.has(c.name))
      .filter((c) => [entityWord, singular].includes(c.friendlyName.toLowerCase()))
      .map((c) => ({ table: t.name, column: c.name })),
  );
  return refToAny(catalogue, base, homes)?.ref ?? null;
}

/** A list's columns: the table's own, less what the model works out from other rows (shown when named). */
function allColumns(catalogue: Catalogue, base: string): string[] {
  const declared = BUSINESS_TABLES.find((t) => t.name === base)?.columns ?? [];
  const workedOut = new Set(declared.filter((c) => c.workedOut).map((c) => c.name));
  return (table(catalogue, base)?.columns ?? [])
    .filter((c) => !HIDDEN.has(c.name) && !workedOut.has(c.name))
    .map((c) => c.name);
}

function comparisonHomes(
  model: ParserModel,
  intent: Intent,
  comparison: IntentComparison,
): readonly ColumnHome[] {
  if (comparison.measure) return comparison.measure.homes;
  const main = intent.measures[0]?.term.homes;
  if (main && !comparison.money) return main;
  // "orders over 5,000": a bare amount on a list is its value, as with a currency sign.
  const words = comparison.money || !main ? BARE_AMOUNT_WORDS : [];
  return words.flatMap((word) => homesOfWord(model, word));
}

/** What is grouped by, or (listing) shown: the tables and dimensions the question names, reached from the table. */
function groupColumns(
  catalogue: Catalogue,
  model: ParserModel,
  intent: Intent,
  base: CatalogueTable,
  draft: { push: (ref: string) => void; missing: string[] },
): void {
  const aggregating = intent.measures.length > 0 || intent.count !== null;
  for (const entity of intent.entities) {
    // "Which branch had the highest revenue": a ranked subject the design's table does not hold is its groups.
    const rankedElsewhere = intent.top !== null && entity.table !== base.name;
    if (entity.role === 'subject' && aggregating && !rankedElsewhere) continue;
    if (
      entity.table === base.name &&
      aggregating &&
      intent.entities.length === 1 &&
      entity.role === 'subject'
    )
      continue;
    const refs =
      entity.role === 'subject' && entity.table === base.name
        ? allColumns(catalogue, base.name)
        : displayRefs(catalogue, model, base.name, entity.table);
    const named = refs ? null : columnNamedAs(catalogue, base.name, entity.word);
    if (named) {
      draft.push(named);
      continue;
    }
    if (!refs) {
      draft.missing.push(`a way from ${base.friendlyName} to ${entity.word}`);
      continue;
    }
    refs.forEach(draft.push);
  }
  for (const dimension of intent.dimensions) {
    const found = refToAny(catalogue, base.name, dimension.homes);
    if (!found) draft.missing.push(`${dimension.word} for ${base.friendlyName}`);
    else draft.push(found.ref);
  }
}

/**
 * The measures, only ever the design table's own columns: a plain total of a business word is the model's measure;
 * a function the question names ("average price", "largest order") applies to the word's column. Hands back their
 * references in the order of intent.measures.
 */
function measureRefsOf(
  catalogue: Catalogue,
  intent: Intent,
  base: CatalogueTable,
  draft: {
    push: (ref: string) => void;
    missing: string[];
    assumptions: string[];
    aggregate: Record<string, AggregateFunction>;
    aggregating: boolean;
  },
): string[] {
  const measureRefs: string[] = [];
  for (const measure of intent.measures) {
    // A plain total of a business word is the model's measure; a function the question names ("average price",
    // "largest order") applies to the word's column.
    const model = measure.term.model.find((h) => h.table === base.name);
    if (model && measure.fn === measure.term.fn && intent.superlative === null) {
      measureRefs.push(model.column);
      draft.push(model.column);
      continue;
    }
    const home = measure.term.homes.find((h) => h.table === base.name);
    if (!home) {
      draft.missing.push(`${measure.term.word} on ${base.friendlyName}`);
      continue;
    }
    measureRefs.push(home.column);
    draft.push(home.column);
    if (draft.aggregating)
      draft.aggregate[home.column] =
        intent.superlative === null ? measure.fn : intent.superlative ? 'max' : 'min';
    const label = homeLabel(catalogue, home);
    if (!label.toLowerCase().endsWith(measure.term.word))
      draft.assumptions.push(`${measure.term.word} = ${label}`);
  }
  return measureRefs;
}

function tryTable(catalogue: Catalogue, model: ParserModel, intent: Intent, base: string): Design {
  const missing: string[] = [];
  const assumptions: string[] = [];
  const baseTable = table(catalogue, base);
  if (!baseTable) return { ok: false, missing: [`the table ${base}`] };
  const aggregating = intent.measures.length > 0 || intent.count !== null;
  const columns: string[] = [];
  const aggregate: Record<string, AggregateFunction> = {};
  const filters: QueryFilter[] = [];
  const push = (ref: string) => {
    if (!columns.includes(ref)) columns.push(ref);
  };

  groupColumns(catalogue, model, intent, baseTable, { push, missing });
  const needsDate = intent.grain !== null || intent.period !== null;
  const date = needsDate ? dateRef(catalogue, model, base) : null;
  if (needsDate && !date) missing.push(`a date on ${baseTable.friendlyName}`);
  if (date && intent.grain) push(date.ref);
  if (date && (intent.period || intent.grain)) assumptions.push(`dates = ${homeLabel(catalogue, date.home)}`);

  const measureRefs = measureRefsOf(catalogue, intent, baseTable, {
    push,
    missing,
    assumptions,
    aggregate,
    aggregating,
  });
  if (intent.count) {
    const counted = table(catalogue, intent.count.table);
    const key = counted?.primaryKey[0];
    const path = relationPath(catalogue, base, intent.count.table);
    if (!counted || !key || path === null) missing.push(`a way to count ${intent.count.table}`);
    else {
      const ref = [...path, key].join('.');
      push(ref);
      measureRefs.push(ref);
      aggregate[ref] = path.length === 0 && !intent.count.distinct ? 'count' : 'countDistinct';
      const rows = verbRows(intent, base);
      // "how many customers did we sell to": those of the rows the verb's measure totals (orders that are sales).
      if (path.length > 0 && rows) {
        filters.push({ column: rows.column, op: rows.op, values: [...rows.values] });
        assumptions.push(`${intent.count.said ?? intent.count.table} counted = ${rows.definition}`);
      }
    }
  }
  const segments = segmentsOn(catalogue, intent, baseTable, { filters, assumptions, missing });
  // A list of a segment shows what its declaration says identifies its rows (each product and branch out of stock).
  if (!aggregating && segments.length > 0) segments.flatMap((s) => s.show).forEach(push);
  else if (!aggregating && intent.entities.length === 0 && intent.dimensions.length === 0)
    allColumns(catalogue, base).forEach(push);

  // Filters: values joined by "or" are one condition, any of them may hold.
  const anyOf: QueryFilter[][] = [];
  for (const chain of orChains(intent)) {
    // "Auckland or Hamilton customers": what one value of the chain describes, they all do.
    const hostTable = chain.find((m) => m.hostTable)?.hostTable ?? null;
    const dimension = chain.find((m) => m.dimension)?.dimension ?? null;
    // A column every value of the chain is found in is the one they all mean ("Auckland or Hamilton": cities).
    const key = (hit: { table: string; column: string }) => `${hit.table}.${hit.column}`;
    const shared = chain
      .map((m) => new Set(m.hits.map(key)))
      .reduce((common, next) => new Set([...common].filter((k) => next.has(k))));
    const placed = chain.map((member) => ({
      member,
      at: placeMember(catalogue, model, base, {
        ...member,
        hits:
          chain.length > 1 && shared.size > 0 ? member.hits.filter((h) => shared.has(key(h))) : member.hits,
        hostTable: member.hostTable ?? hostTable,
        dimension: member.dimension ?? dimension,
      }),
    }));
    const twoNames = placed.flatMap((p) => (p.at && 'names' in p.at ? [{ member: p.member, ...p.at }] : []));
    for (const { member, names } of twoNames)
      missing.push(
        `which "${member.text}" is meant: it names ${names.join(' and ')} (say the ${names[0]} or the ${names[1]})`,
      );
    const unplaced = placed.filter((p) => p.at === null);
    if (unplaced.length > 0) {
      missing.push(...unplaced.map((p) => `"${p.member.text}" for ${baseTable.friendlyName}`));
      continue;
    }
    if (twoNames.length > 0) continue;
    const resolved = placed.flatMap((p) =>
      p.at && !('names' in p.at) ? [{ member: p.member, ...p.at }] : [],
    );
    for (const r of resolved) if (r.assumption) assumptions.push(r.assumption);
    const [first] = resolved;
    const oneColumn = resolved.every((r) => r.ref === first?.ref && !r.member.negate);
    if (resolved.length > 1 && !oneColumn) {
      anyOf.push(
        resolved.map((r) => ({ column: r.ref, op: r.member.negate ? 'neq' : 'eq', values: [r.value] })),
      );
      continue;
    }
    for (const { member, ref, value } of resolved) {
      const existing = filters.find(
        (f) => f.column === ref && (f.op === 'eq' || f.op === 'in') && !member.negate,
      );
      if (existing) {
        existing.op = 'in';
        existing.values = [...existing.values, value];
      } else filters.push({ column: ref, op: member.negate ? 'neq' : 'eq', values: [value] });
    }
  }
  if (date && intent.period?.relative) {
    // Kept as the words: the design lands the period as it is on the day it is refreshed.
    filters.push({ column: date.ref, op: 'inPeriod', values: periodValues(intent.period.relative) });
  } else if (date && intent.period) {
    filters.push({ column: date.ref, op: 'gte', values: [intent.period.from] });
    filters.push({ column: date.ref, op: 'lt', values: [intent.period.to] });
  }
  for (const comparison of intent.comparisons) {
    // A filter on each group's total: HAVING, once the totals are known (below).
    if (comparison.onTotal) continue;
    const homes = comparisonHomes(model, intent, comparison);
    const own = homes.find((h) => h.table === base);
    const found = own ? { ref: own.column, home: own } : refToAny(catalogue, base, homes);
    if (!found) {
      missing.push(
        `what "${comparison.op} ${comparison.values.join(' and ')}" compares on ${baseTable.friendlyName}`,
      );
      continue;
    }
    if (aggregating && found.ref in aggregate && columns.length > Object.keys(aggregate).length) {
      // "customers who spent over $5,000": a filter on a total after grouping, which the language cannot say.
      missing.push(
        `a filter on the ${comparison.measure?.word ?? 'total'} after grouping (only rows can be filtered)`,
      );
      continue;
    }
    if (!aggregating) push(found.ref);
    filters.push({ column: found.ref, op: comparison.op, values: comparison.values });
  }
  if (!aggregating && segments.length === 0)
    missing.push(...rowsPerSubject(catalogue, intent, baseTable, filters));
  // "What did each branch sell?": grouped, with nothing named to total or count — never a bare list of branches.
  if (!aggregating && intent.grouped && !intent.entities.some((e) => e.role === 'subject')) {
    missing.push('what to total or count for each (say revenue, units, orders…)');
  }
  if (missing.length > 0) return { ok: false, missing };
  if (columns.length === 0) return { ok: false, missing: ['what to show'] };
  countAsMeasure(catalogue, baseTable, { columns, aggregate, filters, measureRefs });
  const having = havingOf(intent, measureRefs);
  if (having.missing.length > 0) return { ok: false, missing: having.missing };
  if (having.filters.length > 0 && columns.length <= measureRefs.length)
    return { ok: false, missing: ['what to group the total by (each customer, branch, product…)'] };

  const query: TableQuery = { table: base, columns };
  if (having.filters.length > 0) query.having = having.filters;
  if (Object.keys(aggregate).length > 0) query.aggregate = aggregate;
  if (date && intent.grain) query.grain = { [date.ref]: intent.grain };
  if (filters.length > 0) query.filters = filters;
  if (anyOf.length > 0) query.anyOf = anyOf;
  const rankBy =
    measureRefs[0] ??
    intent.comparisons
      .map((c) => comparisonHomes(model, intent, c).find((h) => h.table === base)?.column)
      .find(Boolean) ??
    defaultRanking(model, base);
  if (!aggregating && rankBy && intent.top && !columns.includes(rankBy)) push(rankBy);
  const within = rankedWithin(catalogue, intent, base, date?.ref ?? null);
  if (intent.top && within) {
    if (within.missing.length > 0) return { ok: false, missing: within.missing };
    if (!aggregating || !rankBy || !measureRefs.includes(rankBy))
      return {
        ok: false,
        missing: ['a total to rank by within each group (say revenue, units sold, orders…)'],
      };
    const ranked = columns.filter((ref) => !measureRefs.includes(ref) && !within.refs.includes(ref));
    if (ranked.length === 0) return { ok: false, missing: ['what to rank within each group'] };
    const n = intent.top.n ?? ((intent.pluralNoun ?? true) ? DEFAULT_TOP : 1);
    if (intent.top.n === null) assumptions.push(`top = the first ${n} in each group`);
    const desc = intent.top.desc;
    query.topPerGroup = { n, by: rankBy, within: within.refs, ...(desc ? {} : { desc: false }) };
    query.sort = [...within.refs.map((ref) => ({ column: ref })), { column: rankBy, desc }];
    assumptions.push('ties = the first A–Z');
  } else if (intent.top) {
    if (!rankBy) return { ok: false, missing: ['what to rank by'] };
    const plural = intent.pluralNoun ?? true;
    const n = intent.top.n ?? (plural ? DEFAULT_TOP : 1);
    if (intent.top.n === null && plural) assumptions.push(`top = the first ${DEFAULT_TOP}`);
    query.sort = [{ column: rankBy, desc: intent.top.desc }];
    query.limit = n;
  } else if (date && intent.grain) {
    query.sort = [{ column: date.ref }];
  } else if (aggregating && rankBy && columns.length > measureRefs.length) {
    query.sort = [{ column: rankBy, desc: intent.sortDesc ?? true }];
  } else if (intent.sortDesc !== null && rankBy) {
    query.sort = [{ column: rankBy, desc: intent.sortDesc }];
  }
  return { ok: true, query, assumptions };
}

/**
 * The model's segments the question names, as filters on the design's table with their definitions said; a segment
 * of another table cannot be answered here.
 */
function segmentsOn(
  catalogue: Catalogue,
  intent: Intent,
  base: CatalogueTable,
  design: { filters: QueryFilter[]; assumptions: string[]; missing: string[] },
): SegmentDefinition[] {
  for (const segment of intent.segments) {
    if (segment.table !== base.name) {
      design.missing.push(`${segment.friendlyName.toLowerCase()} for ${base.friendlyName}`);
      continue;
    }
    for (const condition of segment.conditions)
      design.filters.push({ column: condition.column, op: condition.op, values: [...condition.values] });
    design.assumptions.push(segment.definition);
  }
  return intent.segments.filter(
    (s) => s.table === base.name && s.show.every((ref) => refExists(catalogue, base, ref)),
  );
}

/** Whether a column reference ("product.name") reaches a column from the table. */
function refExists(catalogue: Catalogue, base: CatalogueTable, ref: string): boolean {
  const parts = ref.split('.');
  let at: CatalogueTable | undefined = base;
  for (const relation of parts.slice(0, -1)) {
    const to: string | undefined = at?.relations.find((r) => r.name === relation)?.toTable;
    at = to ? table(catalogue, to) : undefined;
  }
  return at?.columns.some((c) => c.name === parts.at(-1)) ?? false;
}

/** The rows the question's verb counts on the design's table, as its measure declares them. */
function verbRows(
  intent: Intent,
  base: string,
): { column: string; op: 'in' | 'notIn'; values: readonly string[]; definition: string } | null {
  const home = intent.verb?.term.model.find((h) => h.table === base);
  const key = home ? measureKeyOf(home.column) : null;
  const measure = key ? findMeasure(base, key) : undefined;
  if (!measure?.rows) return null;
  const values = measure.rows.values.join(' or ');
  const which = measure.rows.op === 'notIn' ? `is not ${values}` : `is ${values}`;
  return {
    ...measure.rows,
    definition: `those of rows whose ${measure.rows.column} ${which} (the rows ${measure.friendlyName} totals)`,
  };
}

/** The question's values, those joined by "or" together: [[Marine, Kauri], [Auckland]]. */
function orChains(intent: Intent): IntentMember[][] {
  const chains: IntentMember[][] = [];
  for (const member of intent.members) {
    const last = chains.at(-1);
    if (member.orPrevious && last) last.push(member);
    else chains.push([member]);
  }
  return chains;
}

/**
 * Where a value filters the design's table: its column reference, its stored spelling, what was assumed. A value
 * that is the name of rows of two tables the design reaches ("Kiri Davies": a customer and a sales person), with
 * nothing in the question to say which, is handed back as those tables: read as either it could be a wrong answer.
 */
function placeMember(
  catalogue: Catalogue,
  model: ParserModel,
  base: string,
  member: IntentMember,
): { ref: string; value: string; assumption: string | null } | { names: string[] } | null {
  const { direction } = member;
  const preferred = member.hits.filter(
    (hit) =>
      // "from Auckland": of the columns holding it, the one of that end ("From Branch").
      (direction && hit.column.startsWith(`${direction}_`)) ||
      (member.dimension &&
        member.dimension.homes.some((h) => h.table === hit.table && h.column === hit.column)) ||
      (member.hostTable && hit.table === member.hostTable),
  );
  if (preferred.length === 0) {
    // "transfers in Auckland": the branch they left or the one they reached, and nothing says which.
    const ends = member.hits.filter(
      (hit) => /^(from|to)_/.test(hit.column) && refTo(catalogue, base, hit) !== null,
    );
    if (new Set(ends.map((hit) => hit.column.split('_')[0])).size > 1)
      return {
        names: ends.map((hit) => homeLabel(catalogue, hit).split(' › ')[1]?.toLowerCase() ?? hit.column),
      };
    const named = member.hits.filter(
      (hit) =>
        wordsOf(model, hit.table)?.display?.includes(hit.column) && refTo(catalogue, base, hit) !== null,
    );
    const tables = [...new Set(named.map((hit) => hit.table))];
    if (tables.length > 1)
      return { names: tables.map((t) => singularWord(table(catalogue, t)?.friendlyName.toLowerCase() ?? t)) };
  }
  const found = refToAny(catalogue, base, preferred.length > 0 ? preferred : member.hits);
  if (!found) return null;
  const value =
    member.hits.find((hit) => hit.table === found.home.table && hit.column === found.home.column)?.value ??
    member.text;
  const columnsMeaning = new Set(member.hits.map((hit) => homeLabel(catalogue, hit).split(' › ')[1]));
  const assumption = columnsMeaning.size > 1 ? `${value} = ${homeLabel(catalogue, found.home)}` : null;
  return { ref: found.ref, value, assumption };
}

const HAVING_OPS: ReadonlySet<string> = new Set<HavingOp>(['gt', 'gte', 'lt', 'lte', 'eq', 'between']);

/**
 * The filters on totals: each on-total comparison on the total it names — the measure's column (in the order of
 * intent.measures), or the count, which comes after them.
 */
function havingOf(
  intent: Intent,
  measureRefs: readonly string[],
): { filters: HavingFilter[]; missing: string[] } {
  const filters: HavingFilter[] = [];
  const missing: string[] = [];
  for (const comparison of intent.comparisons) {
    if (!comparison.onTotal) continue;
    const { countOf } = comparison.onTotal;
    const position = countOf
      ? intent.count?.table === countOf
        ? intent.measures.length
        : -1
      : intent.measures.findIndex((measure) => measure.term === comparison.measure);
    const ref = position >= 0 ? measureRefs[position] : undefined;
    const what = countOf
      ? `the number of ${countOf.replace(/_/g, ' ')}`
      : (comparison.measure?.word ?? 'total');
    if (!ref || !HAVING_OPS.has(comparison.op)) {
      missing.push(
        `a filter on ${what} of each group as asked (${comparison.op} ${comparison.values.join(' and ')})`,
      );
      continue;
    }
    filters.push({ column: ref, op: comparison.op as HavingOp, values: [...comparison.values] });
  }
  return { filters, missing };
}

/** The groups a ranking is within ("in each category", "per month"), or null when the question names none. */
function rankedWithin(
  catalogue: Catalogue,
  intent: Intent,
  base: string,
  dateRef: string | null,
): { refs: string[]; missing: string[] } | null {
  const { each } = intent;
  if (each.dimensions.length === 0 && !each.grain && each.entities.length === 0) return null;
  const refs: string[] = [];
  const missing: string[] = [];
  // "in each branch": a column named as the table, reachable from the design's table (the orders' Branch).
  for (const word of each.entities) {
    const named = columnNamedAs(catalogue, base, word);
    if (named) refs.push(named);
    else
      missing.push(
        `the top ${intent.top?.n ?? ''} within each of ${word}: name a column of them (category, branch, city…)`,
      );
  }
  for (const dimension of each.dimensions) {
    const found = refToAny(catalogue, base, dimension.homes);
    if (found) refs.push(found.ref);
    else missing.push(`${dimension.word} to rank within`);
  }
  if (each.grain) {
    if (dateRef) refs.push(dateRef);
    else missing.push('a date to rank within');
  }
  return { refs: [...new Set(refs)], missing };
}

/** The measure that counts a table's rows the business counts ("Orders": those that count as sales). */
function rowCountMeasure(catalogue: Catalogue, base: CatalogueTable): MeasureDefinition | undefined {
  return availableMeasures(catalogue, base).find((m) => m.countsRows === true);
}

/**
 * "How many orders", "number of orders per branch": the count of the table's rows becomes its counting measure,
 * unless the question chose rows or groups by the very column the measure's rule reads ("how many orders are still
 * in Draft", "orders by status"): then every row it chose is counted, as asked.
 */
function countAsMeasure(
  catalogue: Catalogue,
  base: CatalogueTable,
  design: {
    columns: string[];
    aggregate: Record<string, AggregateFunction>;
    filters: QueryFilter[];
    measureRefs: string[];
  },
): void {
  const key = base.primaryKey[0];
  const measure = rowCountMeasure(catalogue, base);
  if (!key || !measure || design.aggregate[key] !== 'count') return;
  const reads = new Set(measureColumns(measure));
  if (design.filters.some((f) => reads.has(f.column)) || design.columns.some((c) => reads.has(c))) return;
  const ref = measureRef(measure.key);
  design.columns.splice(design.columns.indexOf(key), 1, ref);
  delete design.aggregate[key];
  design.measureRefs.splice(design.measureRefs.indexOf(key), 1, ref);
}

/**
 * A list of customers (or products) read from another table must have one row per customer: the table's key must
 * be the link to them plus columns fixed by a filter (stock per product and branch, with one branch chosen).
 * Otherwise "customers who spent over $5,000" would list each order over $5,000 — a silent wrong answer.
 */
function rowsPerSubject(
  catalogue: Catalogue,
  intent: Intent,
  base: CatalogueTable,
  filters: QueryFilter[],
): string[] {
  const subject = intent.entities.find((e) => e.role === 'subject' && e.table !== base.name);
  if (!subject) return [];
  const [first] = relationPath(catalogue, base.name, subject.table) ?? [];
  const link = base.relations.find((r) => r.name === first)?.fromColumn;
  const fixed = new Set(filters.filter((f) => f.op === 'eq' && !f.column.includes('.')).map((f) => f.column));
  if (link && base.primaryKey.every((key) => key === link || fixed.has(key))) return [];
  return [
    `one row per ${singularWord(subject.word)}: ${base.friendlyName} holds several, and a total per ${singularWord(subject.word)} cannot be filtered`,
  ];
}

const singularWord = (word: string) => word.replace(/people$/, 'person').replace(/s$/, '');

/** "the largest orders": ranked by their value, the one measure a person means without saying it. */
function defaultRanking(model: ParserModel, base: string): string | undefined {
  return homesOfWord(model, BARE_AMOUNT_WORDS[0] ?? '').find((h) => h.table === base)?.column;
}

export function designFor(catalogue: Catalogue, intent: Intent, model: ParserModel = BUSINESS_MODEL): Design {
  const candidates = orderCandidates(catalogue, model, intent, [
    ...new Set([...intent.segments.map((s) => s.table), ...candidateTables(catalogue, intent)]),
  ]);
  if (candidates.length === 0) return { ok: false, missing: ['what to measure, count or list'] };
  let firstFailure: Design | null = null;
  for (const base of candidates) {
    const design = tryTable(catalogue, model, intent, base);
    if (design.ok)
      return {
        ...design,
        assumptions: [
          ...intent.assumed,
          ...choiceOf(catalogue, model, intent, base, candidates),
          ...design.assumptions,
        ],
      };
    firstFailure ??= design;
  }
  return firstFailure ?? { ok: false, missing: ['a table that holds all of it'] };
}

/** What a table's rows record, as the model declares it ("sales", "credits"); its own name when undeclared. */
const subjectOf = (model: ParserModel, name: string) => wordsOf(model, name)?.subject ?? name;

/** The tables the question names by their words ("credit notes", "quotes'"), by what their rows record. */
function namedSubjects(model: ParserModel, intent: Intent): Set<string> {
  return new Set(intent.entities.map((entity) => subjectOf(model, entity.table)));
}

/**
 * The order tables are tried in: the table the question lists, then tables of what it names, then the table
 * counted itself, then the model's primary meaning (the sales), then the rest as found. "Orders", "customers … per branch", "largest order"
 * read the sales unless the question names credits, quotes, payments, transfers or adjustments.
 */
function orderCandidates(
  catalogue: Catalogue,
  model: ParserModel,
  intent: Intent,
  tables: string[],
): string[] {
  const named = namedSubjects(model, intent);
  const subjects = intent.entities.filter((e) => e.role === 'subject').map((e) => e.table);
  const itself = intent.count?.table ?? null;
  const measured = intent.measures.length > 0;
  const segmented = intent.segments.map((s) => s.table);
  // "how many products were returned": counted over the rows of what the verb asks for (the credits).
  const verbTable = intent.verb?.term.model[0]?.table;
  const verbSubject = intent.count && verbTable ? subjectOf(model, verbTable) : null;
  const rank = (name: string) => {
    // "products that are out of stock": the rows the model's segment chooses are the answer's table.
    if (segmented.includes(name)) return -1;
    if (subjects.includes(name)) return 0;
    if (named.has(subjectOf(model, name)) && (measured || subjects.length > 0)) return 1;
    if (verbSubject !== null && subjectOf(model, name) === verbSubject) return 1;
    if (name === itself) return 2;
    // A measure word's homes are already in the model's order (its primary meaning first).
    return measured || isPrimary(model, name) ? 3 : 4;
  };
  return tables
    .filter((name) => table(catalogue, name))
    .map((name, index) => ({ name, index }))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.index - b.index)
    .map(({ name }) => name);
}

/**
 * The choices made between tables, said in "what it assumed": the table read when others of another meaning could
 * have answered, and a word two tables declare read as the primary one.
 */
function choiceOf(
  catalogue: Catalogue,
  model: ParserModel,
  intent: Intent,
  base: string,
  candidates: string[],
): string[] {
  const said: string[] = [];
  const name = (t: string) => table(catalogue, t)?.friendlyName ?? t;
  for (const named of [...intent.entities, ...(intent.count ? [intent.count] : [])]) {
    if (named.others && named.others.length > 0)
      said.push(
        `"${named.said ?? ''}" = ${name(named.table)} (the model's primary meaning; not ${named.others.join(' or ')})`,
      );
  }
  // What is counted or listed is read from its own table: no other table was a choice.
  const itself = [
    intent.count?.table,
    ...intent.entities.filter((e) => e.role === 'subject').map((e) => e.table),
  ];
  if (intent.measures.length === 0 && itself.includes(base)) return said;
  const subject = subjectOf(model, base);
  const others = candidates.filter(
    (t) => t !== base && subjectOf(model, t) !== subject && t !== intent.count?.table,
  );
  if (others.length === 0) return said;
  const verbTable = intent.verb?.term.model[0]?.table;
  const why = namedSubjects(model, intent).has(subject)
    ? 'as the question names them'
    : intent.verb && verbTable && subjectOf(model, verbTable) === subject
      ? `what "${intent.verb.word}" asks for`
      : isPrimary(model, base)
        ? `the ${subject}, the model's primary meaning`
        : "the model's first home of the word";
  const otherSubjects = [...new Set(others.map((t) => subjectOf(model, t)))];
  said.push(`table = ${name(base)} (${why}; ${otherSubjects.join(', ')} not read: name them to read them)`);
  return said;
}

export { refTo };
