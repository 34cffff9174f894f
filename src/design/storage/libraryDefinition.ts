/**
 * A design as a library item's `definition` (browser mode, docs/tables.md): the structured query at the top level,
 * as every library item holds it, plus the designer's presentation under `wharfDesign`. Any library item whose
 * definition is a query opens in the designer too.
 */
import type { z } from 'zod';
import { derivedName, measureKeyOf, tableQuerySchema, type LibraryItem } from '@wharf/contract';
import { buildQuery } from '../buildQuery';
import { DEFAULT_ROW_LIMIT, newDesign, tableDesignSchema, type TableDesign } from '../tableDesign';

export const DESIGN_KEY = 'wharfDesign';

type JsonObject = Record<string, z.core.util.JSONType>;

/** Drops undefined fields, as JSON would. */
function asJson(value: unknown): JsonObject {
  return JSON.parse(JSON.stringify(value)) as JsonObject;
}

export function toDefinition(design: TableDesign): JsonObject {
  const { id: _id, ...presentation } = design;
  void _id;
  return asJson({ ...(buildQuery(design) ?? { table: design.table }), [DESIGN_KEY]: presentation });
}

const storedPresentationSchema = tableDesignSchema.omit({ id: true });

/** The design a library item holds; null when its definition is neither a design nor a query. */
export function fromLibraryItem(item: Pick<LibraryItem, 'id' | 'title' | 'definition'>): TableDesign | null {
  const stored = storedPresentationSchema.safeParse(item.definition[DESIGN_KEY]);
  if (stored.success) return { ...stored.data, id: item.id, name: item.title };
  const query = tableQuerySchema.safeParse(item.definition);
  if (!query.success) return null;
  return designFromQuery(item.id, item.title, query.data);
}

/**
 * A column's header without the catalogue: the column's or the measure's key in words ("customer_id" → "Customer
 * id", "measure:gross_profit" → "Gross profit"), never the stored key. It stands until the column lands, where the
 * warehouse's own name replaces it (friendlyHeaders.ts: "Customer ID", "Stock value at cost").
 */
export function bareQueryHeader(ref: string): string {
  const key = measureKeyOf(ref) ?? ref.split('.').pop() ?? ref;
  const words = key.replace(/_+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : ref;
}
const headerOf = bareQueryHeader;

/**
 * A design made from a bare query (a managed template, a seeded item, an AI answer): one source column per reference
 * with the query's format, summary and date grain, its filters and its order; so it lands as the query runs. A null
 * id: a design not stored yet.
 */
export function designFromQuery(
  id: number | null,
  name: string,
  query: z.infer<typeof tableQuerySchema>,
): TableDesign {
  const base = newDesign();
  let nextId = 1;
  const columns = query.columns.map((ref) => ({
    id: nextId++,
    kind: 'source' as const,
    ref,
    // A share, a comparison or a calculated measure is named in words from its total, never by its key.
    name: derivedName(query, ref, headerOf) ?? headerOf(ref),
    ...(query.formats?.[ref] ? { format: query.formats[ref] } : {}),
    ...(query.aggregate?.[ref] ? { aggregate: query.aggregate[ref] } : {}),
    ...(query.grain?.[ref] ? { grain: query.grain[ref] } : {}),
  }));
  const filters = (query.filters ?? []).map((filter) => ({ ...filter, id: nextId++ }));
  return {
    ...base,
    id,
    name,
    table: query.table,
    columns,
    filters,
    limit: query.limit ?? DEFAULT_ROW_LIMIT,
    ...(query.sort?.length ? { sort: query.sort.map((key) => ({ ...key })) } : {}),
    ...(query.anyOf?.length ? { anyOf: query.anyOf } : {}),
    ...(query.having?.length ? { having: query.having } : {}),
    ...(query.topPerGroup ? { topPerGroup: query.topPerGroup } : {}),
    ...(query.calculated && Object.keys(query.calculated).length > 0 ? { calculated: query.calculated } : {}),
    ...(query.shareWithin && Object.keys(query.shareWithin).length > 0
      ? { shareWithin: query.shareWithin }
      : {}),
    ...(query.compare ? { compare: query.compare } : {}),
    nextId,
  };
}
