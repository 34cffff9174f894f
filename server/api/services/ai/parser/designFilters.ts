/**
 * The filters of a design: the question's values (placed on the column they name), its period, comparisons on
 * single rows, the model's segments, and "new" rows. Each says what it assumed, or what it could not place.
 */
import { measureKeyOf, periodValues, type QueryFilter } from '@wharf/contract';
import { findMeasure } from '../../../../model/measures.ts';
import type { SegmentDefinition } from '../../../../model/segments.ts';
import type { Catalogue, CatalogueTable } from '../../query/catalogue.ts';
import type { Intent, IntentComparison, IntentMember } from './intent.ts';
import type { MemberHit } from './members.ts';
import { refTo, refToAny, relationPath } from './paths.ts';
import { homesOfWord, wordsOf, type ColumnHome, type ParserModel } from './modelWords.ts';
import { BARE_AMOUNT_WORDS } from './words.ts';
import { singular } from './tokens.ts';
import type { Draft } from './designDraft.ts';
import { homeLabel, refExists, singularWord, table } from './designLookups.ts';

/** The question's values as filters: those joined by "or" are one condition, any of them may hold. */
export function memberFilters(catalogue: Catalogue, model: ParserModel, intent: Intent, draft: Draft): void {
  const base = draft.base.name;
  const { filters, missing, assumptions, anyOf } = draft;
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
      missing.push(...unplaced.map((p) => `"${p.member.text}" for ${draft.base.friendlyName}`));
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
}

/** The period on the design's date: kept as its words when counted from today, else fixed dates. */
export function periodFilter(intent: Intent, date: { ref: string } | null, draft: Draft): void {
  if (date && intent.period?.relative) {
    // Kept as the words: the design lands the period as it is on the day it is refreshed.
    draft.filters.push({ column: date.ref, op: 'inPeriod', values: periodValues(intent.period.relative) });
  } else if (date && intent.period) {
    draft.filters.push({ column: date.ref, op: 'gte', values: [intent.period.from] });
    draft.filters.push({ column: date.ref, op: 'lt', values: [intent.period.to] });
  }
}

/** Comparisons on single rows ("orders over $5,000"); those on each group's total are HAVING, made later. */
export function rowComparisons(catalogue: Catalogue, model: ParserModel, intent: Intent, draft: Draft): void {
  const base = draft.base.name;
  for (const comparison of intent.comparisons) {
    if (comparison.onTotal) continue;
    const homes = comparisonHomes(model, intent, comparison, base);
    const own = homes.find((h) => h.table === base);
    const found = own ? { ref: own.column, home: own } : refToAny(catalogue, base, homes);
    if (!found) {
      draft.missing.push(
        `what "${comparison.op} ${comparison.values.join(' and ')}" compares on ${draft.base.friendlyName}`,
      );
      continue;
    }
    if (
      draft.aggregating &&
      found.ref in draft.aggregate &&
      draft.columns.length > Object.keys(draft.aggregate).length
    ) {
      // "customers who spent over $5,000": a filter on a total after grouping, which the language cannot say.
      draft.missing.push(
        `a filter on the ${comparison.measure?.word ?? 'total'} after grouping (only rows can be filtered)`,
      );
      continue;
    }
    if (!draft.aggregating) draft.push(found.ref);
    draft.filters.push({ column: found.ref, op: comparison.op, values: comparison.values });
  }
}

export function comparisonHomes(
  model: ParserModel,
  intent: Intent,
  comparison: IntentComparison,
  base: string,
): readonly ColumnHome[] {
  if (comparison.measure) return comparison.measure.homes;
  const main = intent.measures[0]?.term.homes;
  if (main && !comparison.money) return main;
  // "orders over 5,000", "credit notes over $500": a bare amount on a list is its rows' value, as the model declares.
  const value = wordsOf(model, base)?.value;
  if (value) return [{ table: base, column: value }];
  const words = comparison.money || !main ? BARE_AMOUNT_WORDS : [];
  return words.flatMap((word) => homesOfWord(model, word));
}

/**
 * "new customers last month": the rows counted or listed whose own date is in the period. Any other reading (new
 * customers by branch, read over the orders' dates) would count something else, so it is declined.
 */
export function newRowsOf(
  catalogue: Catalogue,
  intent: Intent,
  base: CatalogueTable,
  date: ColumnHome | null,
): { assumption: string | null } | { missing: string } {
  if (!intent.newRows) return { assumption: null };
  const rows = intent.count?.table ?? intent.entities.find((e) => e.role === 'subject')?.table ?? base.name;
  const name = table(catalogue, rows)?.friendlyName.toLowerCase() ?? rows;
  if (!intent.period)
    return { missing: `a period that says which ${name} are "${intent.newRows}" (this month, last year…)` };
  if (date?.table !== rows)
    return {
      missing: `what "${intent.newRows}" means here: only ${name} whose own date is in the period are read as new`,
    };
  return {
    assumption: `${intent.newRows} = ${name} whose ${homeLabel(catalogue, date).split(' › ')[1]} is in the period`,
  };
}

/**
 * The model's segments the question names, as filters on the design's table with their definitions said; a segment
 * of another table cannot be answered here.
 */
export function segmentsOn(
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

/** The rows the question's verb counts on the design's table, as its measure declares them. */
export function verbRows(
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

/**
 * "which customers bought last month": the rows listed by a verb are those of the rows its measure totals (orders
 * that count as sales), so a customer with only a draft order is not listed; said in "what it assumed".
 */
export function listedByVerbRows(intent: Intent, draft: Draft): void {
  if (!intent.listedByVerb && !intent.rankedByVerb) return;
  const rows = verbRows(intent, draft.base.name);
  if (!rows) return;
  draft.filters.push({ column: rows.column, op: rows.op, values: [...rows.values] });
  // "the biggest order we've taken": the rows ranked are those the verb's measure totals.
  const listed = intent.rankedByVerb ? intent.entities[0] : intent.entities.find((e) => e.role === 'group');
  const how = intent.rankedByVerb ? 'ranked' : 'listed';
  draft.assumptions.push(`${listed?.said ?? listed?.word ?? 'rows'} ${how} = ${rows.definition}`);
}

/**
 * "units moved between stores": a table that records both ends of each row ("From Branch" and "To Branch", on it or
 * on the row it belongs to) has every row between two of them, so the words filter nothing and are said; on any
 * other table they cannot be read.
 */
export function betweenEnds(catalogue: Catalogue, intent: Intent, draft: Draft): void {
  if (!intent.between) return;
  const rows = table(catalogue, intent.between.table)?.friendlyName ?? intent.between.table;
  const end = singular(rows.toLowerCase()).replace(/\s+/g, '_');
  const holder = catalogue.tables.find(
    (t) =>
      ['from', 'to'].every((side) => t.columns.some((c) => c.name === `${side}_${end}`)) &&
      relationPath(catalogue, draft.base.name, t.name) !== null,
  );
  if (!holder) {
    draft.missing.push(
      `"between ${intent.between.said}" on ${draft.base.friendlyName}: it records no two ends`,
    );
    return;
  }
  draft.assumptions.push(
    `between ${intent.between.said} = every ${singularWord(holder.friendlyName.toLowerCase())}: each goes from one ${end} to another`,
  );
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
  asked: IntentMember,
): { ref: string; value: string; assumption: string | null } | { names: string[] } | null {
  const member = describedHits(catalogue, asked);
  if (!member) return null;
  const { direction } = member;
  // "to Wellington": of the columns holding it, the one of that end ("To Branch"), before any other reading.
  const directed = direction ? member.hits.filter((hit) => hit.column.startsWith(`${direction}_`)) : [];
  const preferred =
    directed.length > 0
      ? directed
      : member.hits.filter(
          (hit) =>
            (member.dimension &&
              member.dimension.homes.some((h) => h.table === hit.table && h.column === hit.column)) ||
            (member.hostTable && hit.table === member.hostTable),
        );
  // "transfers in Auckland": the branch they left or the one they reached, and nothing says which.
  const ends = (preferred.length > 0 ? preferred : member.hits).filter(
    (hit) => directed.length === 0 && /^(from|to)_/.test(hit.column) && refTo(catalogue, base, hit) !== null,
  );
  if (new Set(ends.map((hit) => hit.column.split('_')[0])).size > 1)
    return {
      names: ends.map((hit) => homeLabel(catalogue, hit).split(' › ')[1]?.toLowerCase() ?? hit.column),
    };
  if (preferred.length === 0) {
    const named = member.hits.filter(
      (hit) =>
        wordsOf(model, hit.table)?.display?.includes(hit.column) && refTo(catalogue, base, hit) !== null,
    );
    const tables = [...new Set(named.map((hit) => hit.table))];
    if (tables.length > 1)
      return { names: tables.map((t) => singularWord(table(catalogue, t)?.friendlyName.toLowerCase() ?? t)) };
  }
  const found =
    refToAny(catalogue, base, ownCopies(catalogue, base, preferred.length > 0 ? preferred : member.hits)) ??
    refToAny(catalogue, base, sameNamed(catalogue, preferred, member.hits));
  if (!found) return null;
  const value =
    member.hits.find((hit) => hit.table === found.home.table && hit.column === found.home.column)?.value ??
    member.text;
  const columnsMeaning = new Set(member.hits.map((hit) => homeLabel(catalogue, hit).split(' › ')[1]));
  const assumption = columnsMeaning.size > 1 ? `${value} = ${homeLabel(catalogue, found.home)}` : null;
  return { ref: found.ref, value, assumption };
}

/**
 * "revenue by store excluding Christchurch": the stores' Branch cannot be reached from the sales, whose own column
 * of that name ("Branch") holds the same value — the one read instead.
 */
function sameNamed(
  catalogue: Catalogue,
  preferred: readonly MemberHit[],
  hits: readonly MemberHit[],
): MemberHit[] {
  const label = (hit: ColumnHome) => homeLabel(catalogue, hit).split(' › ')[1];
  const names = new Set(preferred.map(label));
  return hits.filter((hit) => !preferred.includes(hit) && names.has(label(hit)));
}

/**
 * The values of a column the member dictionary left to a related table of its name (a credit note's Branch, whose
 * values its order's Branch holds too: members.ts) are the base table's own column's first: "what did we refund in
 * Wellington" reads the credit notes' branch, not their customers' city one relation away.
 */
function ownCopies<T extends ColumnHome>(catalogue: Catalogue, base: string, hits: readonly T[]): T[] {
  const home = table(catalogue, base);
  if (!home) return [...hits];
  const copiesOn = (owner: CatalogueTable) =>
    hits
      .filter(
        (hit) =>
          hit.table !== owner.name &&
          owner.relations.some((r) => r.toTable === hit.table) &&
          owner.columns.some((c) => c.name === hit.column && c.searchable) &&
          !hits.some((other) => other.table === owner.name && other.column === hit.column),
      )
      .map((hit) => ({ ...hit, table: owner.name }));
  // "which SKUs came back in Auckland": on credit note lines, their credit note's own Branch comes next.
  const headers = home.relations.flatMap((r) => table(catalogue, r.toTable) ?? []);
  return [...copiesOn(home), ...headers.flatMap(copiesOn), ...hits];
}

/**
 * "active products": a value said just before a rows word is one of those rows, or of rows they lead to ("wholesale
 * orders": the orders' customers), never of rows of another kind the design reaches (the orders' sales people).
 */
function describedHits(catalogue: Catalogue, member: IntentMember): IntentMember | null {
  const describes = member.describes;
  if (!describes) return member;
  // "the Wellington branch" on the orders: their Branch column names the branches.
  const named = singular(table(catalogue, describes)?.friendlyName.toLowerCase() ?? describes);
  const namesThem = (hit: { table: string; column: string }) =>
    table(catalogue, hit.table)
      ?.columns.find((c) => c.name === hit.column)
      ?.friendlyName.toLowerCase() === named;
  const hits = member.hits.filter(
    (hit) => hit.table === describes || refTo(catalogue, describes, hit) !== null || namesThem(hit),
  );
  return hits.length > 0 ? { ...member, hits } : null;
}
