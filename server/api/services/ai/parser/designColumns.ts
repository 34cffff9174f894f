/**
 * The columns of a design: what is grouped by or listed, the totals (the model's measures, or a column with the
 * function the question names), the count, and the filters on totals. Measures are only ever totalled on the
 * design's own table, so a relation never repeats a value.
 */
import {
  measureRef,
  type AggregateFunction,
  type HavingFilter,
  type HavingOp,
  type QueryFilter,
} from '@wharf/contract';
import { measureColumns, type MeasureDefinition } from '../../../../model/measures.ts';
import type { Catalogue, CatalogueTable } from '../../query/catalogue.ts';
import { availableMeasures } from '../../query/measures.ts';
import type { Intent } from './intent.ts';
import { refToAny, relationPath } from './paths.ts';
import type { ParserModel } from './modelWords.ts';
import type { Draft } from './designDraft.ts';
import { verbRows } from './designFilters.ts';
import { allColumns, columnNamedAs, displayRefs, homeLabel, singularWord, table } from './designLookups.ts';

/** What is grouped by, or (listing) shown: the tables and dimensions the question names, reached from the table. */
export function groupColumns(
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
    if (entity.role === 'subject' && aggregating && !rankedElsewhere) {
      // "cost of adjustments": a total of another table's rows is no answer about the rows the question names.
      if (
        entity.table !== base.name &&
        relationPath(catalogue, base.name, entity.table) === null &&
        !columnNamedAs(catalogue, base.name, entity.word)
      )
        draft.missing.push(`a way from ${base.friendlyName} to ${entity.word}`);
      continue;
    }
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
export function measureRefsOf(
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

/**
 * "how many customers": the count of the counted table's rows, reached through relations (distinct then), over the
 * rows the question's verb counts ("did we sell to": orders that count as sales).
 */
export function countColumn(catalogue: Catalogue, intent: Intent, draft: Draft): void {
  if (!intent.count) return;
  const base = draft.base.name;
  const counted = table(catalogue, intent.count.table);
  const key = counted?.primaryKey[0];
  const path = relationPath(catalogue, base, intent.count.table);
  if (!counted || !key || path === null) {
    draft.missing.push(`a way to count ${intent.count.table}`);
    return;
  }
  const ref = [...path, key].join('.');
  draft.push(ref);
  draft.measureRefs.push(ref);
  draft.aggregate[ref] = path.length === 0 && !intent.count.distinct ? 'count' : 'countDistinct';
  const rows = verbRows(intent, base);
  // "how many customers did we sell to": those of the rows the verb's measure totals (orders that are sales).
  if (path.length > 0 && rows) {
    draft.filters.push({ column: rows.column, op: rows.op, values: [...rows.values] });
    draft.assumptions.push(`${intent.count.said ?? intent.count.table} counted = ${rows.definition}`);
  }
}

const HAVING_OPS: ReadonlySet<string> = new Set<HavingOp>(['gt', 'gte', 'lt', 'lte', 'eq', 'between']);

/**
 * The filters on totals: each on-total comparison on the total it names — the measure's column (in the order of
 * intent.measures), or the count, which comes after them.
 */
export function havingOf(
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

/** The measure that counts a table's rows the business counts ("Orders": those that count as sales). */
function rowCountMeasure(catalogue: Catalogue, base: CatalogueTable): MeasureDefinition | undefined {
  return availableMeasures(catalogue, base).find((m) => m.countsRows === true);
}

/**
 * "How many orders", "number of orders per branch": the count of the table's rows becomes its counting measure,
 * unless the question chose rows or groups by the very column the measure's rule reads ("how many orders are still
 * in Draft", "orders by status"): then every row it chose is counted, as asked.
 */
export function countAsMeasure(
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
export function rowsPerSubject(
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
