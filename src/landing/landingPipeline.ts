/**
 * Landing a design, one pipeline (DESIGN "Large results stream in pages"): check the design, ask /api/clientQuery
 * for page after page, lay each page out in design order and hand it to the host's table writer as it arrives
 * (src/host: in Excel a table on the sheet, written in byte-sized blocks with the edit-mode retry; in the browser
 * the result grid's store), report rows landed after every page, and stop between pages when cancelled. Memory is bounded by a page: no page is kept once it is written.
 */
import type { ClientQueryResponse, TableQuery } from '@wharf/contract';
import { requestClientQueryPage, type ClientQueryPayload } from '../api/queryOptions/warehouse';
import { throwIfAborted, type TableAbout, type TableStream, type TableWriter } from '../host';
import { readAddinSettings } from '../host/records';
import type { KeyedOutcome } from '../host/refreshByKey/outcome';
import { buildQuery, landingColumns, landingRows } from '../design/buildQuery';
import { effectiveLanding, type LastRefresh, type TableDesign } from '../design/tableDesign';
import { landingProblem, NOTHING_TO_LAND } from './landingRules';
import { withFriendlyHeaders } from './friendlyHeaders';
import { newTableSpot, withDefaultFormats, withHeaderNotes, type LandingSettings } from './landingSettings';
import { aboutWithPartPeriods, withPartPeriodNotes } from './partPeriodNotes';
import { landingPageSize } from './pageSize';
import { landedRowKey } from './landedRowKey';

export interface LandingProgress {
  /** Rows written to the host so far. */
  landed: number;
  /** All rows, as the first page counted them (never less than landed). */
  total: number;
}

export type PageRequest = (payload: ClientQueryPayload, signal?: AbortSignal) => Promise<ClientQueryResponse>;

export interface LandingOptions {
  writer: TableWriter;
  /** Called after every page the host has written. */
  onProgress?: (progress: LandingProgress) => void;
  onPendingEdit?: (pending: boolean) => void;
  signal?: AbortSignal;
  /**
   * Called once the table is finished, with the refresh. A refresh from a screen (refreshTable) records the landing
   * itself, in one place (recordLanding.ts), and passes none.
   */
  recordRefresh?: (refresh: LastRefresh) => Promise<void>;
  /** Injectable for tests and the bench: one page of the query. Default: /api/clientQuery. */
  requestPage?: PageRequest;
  /** Injectable for tests: the time the refresh is recorded at. */
  now?: () => Date;
  /** Lands somewhere else than the design says (a refresh kept beside a table edited by hand). */
  target?: LandingPlace;
  /** Where a new table lands and the default formats; default: /settings/addin's, read when the landing starts. */
  settings?: LandingSettings;
  /** What the table is, for the browser result's download (landingAbout.ts). */
  about?: TableAbout;
}

/** Where a landing goes: the Excel table's name, and for a new table its sheet and top-left cell. */
export interface LandingPlace {
  tableName: string;
  sheetName?: string;
  anchor?: string;
}

export interface LandingResult {
  /** A landing whose rows have a key: what it holds as landed and, refreshed by key, what changed. */
  keyed?: KeyedOutcome;
  rowCount: number;
  address: string;
  /** ISO 8601 time of the refresh. */
  at: string;
  truncated: boolean;
}

/** Where the next page starts: the previous answer's cursor, or an offset. */
type PageStart = { offset: number } | { after: string };

/**
 * The request for the page after this one; null when it was the last (a server that does not page answers no
 * nextOffset). The cursor comes first: the server continues from this page's last row instead of re-reading every
 * row before it, so a full sheet costs its pages, not their squares. A design whose order has no key to continue
 * from (or an older server) answers no cursor, and the offset serves.
 */
function nextPageAfter(page: ClientQueryResponse, offset: number): PageStart | null {
  if (page.nextOffset === null || page.nextOffset <= offset) return null;
  return page.nextCursor ? { after: page.nextCursor } : { offset: page.nextOffset };
}

/** Where the design says it lands (a refresh works this out once and passes it as the target). */
function placeOf(design: TableDesign): LandingPlace {
  const landing = effectiveLanding(design);
  return { tableName: landing.tableName, ...(landing.sheet ? { sheetName: landing.sheet } : {}) };
}

async function writePages(
  design: TableDesign,
  query: TableQuery,
  options: LandingOptions,
): Promise<{ stream: TableStream; truncated: boolean }> {
  const { writer, signal, onProgress } = options;
  const requestPage = options.requestPage ?? requestClientQueryPage;
  const settings = options.settings ?? readAddinSettings();
  let stream: TableStream | null = null;
  let total = 0;
  let landed = 0;
  let truncated = false;
  let start: PageStart | null = { offset: 0 };
  // The offset this page starts at: a next page must start past it (a server answering otherwise would loop).
  let offset = 0;
  while (start !== null) {
    // Between pages: a cancelled landing asks for no more rows and writes no more.
    throwIfAborted(signal);
    const page = await requestPage(
      { query: { ...query, pageSize: landingPageSize(query.columns.length), ...start } },
      signal,
    );
    throwIfAborted(signal);
    if (stream === null) {
      total = page.totalRows ?? page.rows.length;
      const place: LandingPlace = options.target ?? placeOf(design);
      stream = await writer.begin({
        ...place,
        // Only a table that does not exist yet uses it: a refresh replaces the table where it stands.
        ...(place.sheetName || place.anchor
          ? {}
          : { newTable: newTableSpot(design, place.tableName, settings) }),
        columns: withPartPeriodNotes(
          design,
          withHeaderNotes(
            design,
            withFriendlyHeaders(
              design,
              withDefaultFormats(design, landingColumns(design), page.columns, settings),
              page.columns,
            ),
            page.columns,
          ),
          page,
        ),
        expectedRows: total,
        rowKey: landedRowKey(design, page.rowKey),
        ...(options.about ? { about: aboutWithPartPeriods(options.about, page) } : {}),
        onPendingEdit: options.onPendingEdit,
        signal,
      });
    }
    await stream.append(landingRows(design, page.rows));
    landed += page.rows.length;
    truncated ||= page.truncated;
    total = Math.max(total, landed);
    onProgress?.({ landed, total });
    start = nextPageAfter(page, offset);
    offset = page.nextOffset ?? offset;
  }
  if (stream === null) throw new Error(NOTHING_TO_LAND);
  return { stream, truncated };
}

export async function landDesign(design: TableDesign, options: LandingOptions): Promise<LandingResult> {
  const problem = landingProblem(design);
  const query = buildQuery(design);
  if (problem !== undefined || query === null) throw new Error(problem ?? NOTHING_TO_LAND);
  const { stream, truncated } = await writePages(design, query, options);
  throwIfAborted(options.signal);
  const { rowCount, address, keyed } = await stream.finish();
  const at = (options.now?.() ?? new Date()).toISOString();
  await options.recordRefresh?.({ at, rowCount });
  return { rowCount, address, at, truncated, ...(keyed ? { keyed } : {}) };
}
