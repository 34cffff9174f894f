/** A design as the structured query /api/clientQuery runs (DESIGN: "Structured queries, never SQL"). */
import type { CellValue, LandingColumn } from '../host';
import { derivedOf, type QueryCell, type TableQuery } from '@wharf/contract';
import { PREVIEW_ROWS, type TableDesign } from './tableDesign';

/** The source columns' references, in design order, once each. */
export function sourceRefs(design: TableDesign): string[] {
  const refs: string[] = [];
  for (const column of design.columns) {
    if (column.kind === 'source' && !refs.includes(column.ref)) refs.push(column.ref);
  }
  return refs;
}

/** The design's query; null while it has no table or no source column (nothing to ask). */
export function buildQuery(design: TableDesign): TableQuery | null {
  const columns = sourceRefs(design);
  if (!design.table || columns.length === 0) return null;
  const formats: Record<string, string> = {};
  for (const column of design.columns) {
    if (column.kind === 'source' && column.format && !(column.ref in formats))
      formats[column.ref] = column.format;
  }
  const query: TableQuery = { table: design.table, columns, limit: design.limit };
  // A summarized column makes the design an aggregation grouped by its other columns (the first setting of a
  // column reference counts, as for formats).
  const aggregate: NonNullable<TableQuery['aggregate']> = {};
  const grain: NonNullable<TableQuery['grain']> = {};
  for (const column of design.columns) {
    if (column.kind !== 'source') continue;
    if (column.aggregate && !(column.ref in aggregate)) aggregate[column.ref] = column.aggregate;
    if (column.grain && !(column.ref in grain)) grain[column.ref] = column.grain;
  }
  if (Object.keys(aggregate).length > 0) query.aggregate = aggregate;
  if (Object.keys(grain).length > 0) query.grain = grain;
  if (design.filters.length > 0) {
    query.filters = design.filters.map(({ column, op, values }) => ({ column, op, values: [...values] }));
  }
  if (Object.keys(formats).length > 0) query.formats = formats;
  const sort = (design.sort ?? []).filter((key) => columns.includes(key.column));
  if (sort.length > 0) query.sort = sort.map((key) => ({ ...key }));
  if (design.anyOf?.length) query.anyOf = design.anyOf.map((group) => group.map((f) => ({ ...f })));
  // Like the sort, a filter on a total or a ranking whose columns are no longer chosen is dropped.
  const having = (design.having ?? []).filter((filter) => columns.includes(filter.column));
  if (having.length > 0) query.having = having.map((filter) => ({ ...filter, values: [...filter.values] }));
  const top = design.topPerGroup;
  if (top && [top.by, ...top.within].every((ref) => columns.includes(ref))) {
    query.topPerGroup = { ...top, within: [...top.within] };
  }
  Object.assign(query, derivedParts(design, columns));
  return query;
}

/** The totals a chosen column is computed from, itself first: "share:calc:x" → it, "calc:x". */
function chainOf(ref: string): string[] {
  const chain = [ref];
  for (let derived = derivedOf(ref); derived; derived = derivedOf(derived.base)) chain.push(derived.base);
  return chain;
}

/**
 * The calculated measures, share scopes and comparison the chosen columns use. Like a sort, one that no chosen
 * column uses any more is dropped, and so is a comparison whose period filter is gone.
 */
function derivedParts(
  design: TableDesign,
  columns: readonly string[],
): Pick<TableQuery, 'calculated' | 'shareWithin' | 'compare'> {
  const used = new Set(columns.flatMap(chainOf));
  const parts: Pick<TableQuery, 'calculated' | 'shareWithin' | 'compare'> = {};
  const calculated = Object.entries(design.calculated ?? {}).filter(([key]) => used.has(`calc:${key}`));
  if (calculated.length > 0) {
    parts.calculated = Object.fromEntries(calculated.map(([key, calc]) => [key, { ...calc }]));
  }
  const shareWithin = Object.entries(design.shareWithin ?? {}).filter(
    ([ref, within]) => columns.includes(ref) && within.every((group) => columns.includes(group)),
  );
  if (shareWithin.length > 0) {
    parts.shareWithin = Object.fromEntries(shareWithin.map(([ref, within]) => [ref, [...within]]));
  }
  const compare = design.compare;
  const compared = columns.some((ref) => {
    const kind = derivedOf(ref)?.kind;
    return kind === 'previous' || kind === 'change' || kind === 'changePct';
  });
  const period = design.filters.some((f) => f.op === 'inPeriod' && f.column === compare?.column);
  if (compare && compared && period) parts.compare = { ...compare };
  return parts;
}

/** The live preview's query: the design's first rows, in one page; totalRows tells how many it would land. */
export function buildPreviewQuery(design: TableDesign): TableQuery | null {
  const query = buildQuery(design);
  return query ? previewOf(query) : null;
}

/** A query's preview: its first rows in one page, under its own limit so totalRows counts what it would land. */
export function previewOf(query: TableQuery): TableQuery {
  return { ...query, pageSize: Math.min(PREVIEW_ROWS, query.limit ?? PREVIEW_ROWS) };
}

/** The landed table's columns, in design order: source columns by name and format, calculated ones by formula. */
export function landingColumns(design: TableDesign): LandingColumn[] {
  return design.columns.map((column) => ({
    name: column.name,
    ...(column.format ? { format: column.format } : {}),
    ...(column.kind === 'calculated' ? { formula: column.formula } : {}),
  }));
}

/**
 * The query's rows (in sourceRefs order) laid out in design order: a source column takes its reference's value,
 * a calculated column is empty (the host writes its formula).
 */
export function landingRows(design: TableDesign, rows: ReadonlyArray<readonly QueryCell[]>): CellValue[][] {
  const refs = sourceRefs(design);
  const positions = design.columns.map((column) =>
    column.kind === 'source' ? refs.indexOf(column.ref) : -1,
  );
  return rows.map((row) => positions.map((position) => (position < 0 ? null : (row[position] ?? null))));
}
