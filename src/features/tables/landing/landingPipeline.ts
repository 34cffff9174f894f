/**
 * Landing a design: run its query page by page (/api/clientQuery, nextOffset), lay the rows out in design order,
 * and hand them to the host's table writer (src/host: in Excel a table on the sheet, written in chunks with the
 * edit-mode retry; in the browser the result grid's store).
 */
import { API_PATHS, apiRequest } from '../../../api';
import type { ClientQueryResponse, QueryCell, TableQuery } from '../../../api/contract';
import { QUERY_LIMITS } from '../../../api/contract';
import type { TableWriter } from '../../../host';
import { buildQuery, landingColumns, landingRows } from '../design/buildQuery';
import { effectiveLanding, type TableDesign } from '../design/model';

export type LandingPhase = 'fetching' | 'writing';

export interface LandingProgress {
  phase: LandingPhase;
  /** Rows fetched or written so far. */
  done: number;
  /** All rows, when known. */
  total: number | null;
}

export interface LandingOptions {
  writer: TableWriter;
  onProgress?: (progress: LandingProgress) => void;
  onPendingEdit?: (pending: boolean) => void;
  signal?: AbortSignal;
  /** Injectable for tests: the time the refresh is recorded at. */
  now?: () => Date;
}

export interface LandingResult {
  rowCount: number;
  address: string;
  /** ISO 8601 time of the refresh. */
  at: string;
  truncated: boolean;
}

/** Every row of the query, asking page after page until the answer says it is the last one. */
export async function fetchAllRows(
  query: TableQuery,
  options: { signal?: AbortSignal; onRows?: (fetched: number, total: number | null) => void } = {},
): Promise<{ rows: QueryCell[][]; truncated: boolean }> {
  const rows: QueryCell[][] = [];
  let offset: number | null = 0;
  let truncated = false;
  while (offset !== null) {
    const page: ClientQueryResponse = await apiRequest(
      API_PATHS.clientQuery,
      { query: { ...query, pageSize: QUERY_LIMITS.maxPageSize, offset } },
      { signal: options.signal },
    );
    rows.push(...page.rows);
    truncated ||= page.truncated;
    options.onRows?.(rows.length, page.totalRows);
    // A server that does not page yet answers no nextOffset: one page is all.
    offset = page.nextOffset !== null && page.nextOffset > offset ? page.nextOffset : null;
  }
  return { rows, truncated };
}

export async function landDesign(design: TableDesign, options: LandingOptions): Promise<LandingResult> {
  const query = buildQuery(design);
  if (!query) throw new Error('Choose a table and at least one source column before landing the design.');
  const { rows, truncated } = await fetchAllRows(query, {
    signal: options.signal,
    onRows: (done, total) => options.onProgress?.({ phase: 'fetching', done, total }),
  });
  const landing = effectiveLanding(design);
  const laidOut = landingRows(design, rows);
  options.onProgress?.({ phase: 'writing', done: 0, total: laidOut.length });
  const result = await options.writer.writeTable({
    tableName: landing.tableName,
    ...(landing.sheet ? { sheetName: landing.sheet } : {}),
    columns: landingColumns(design),
    rows: laidOut,
    onProgress: (done, total) => options.onProgress?.({ phase: 'writing', done, total }),
    onPendingEdit: options.onPendingEdit,
    signal: options.signal,
  });
  const now = options.now?.() ?? new Date();
  return { rowCount: result.rowCount, address: result.address, at: now.toISOString(), truncated };
}
