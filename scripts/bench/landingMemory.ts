/**
 * Landing's memory: peak heap while a 100,000 × 12 design lands through the landing pipeline in
 * Node — pages asked of /api/clientQuery through the app's one API client (its fetch answered here, page by page,
 * as the API would: as many rows a page as the pipeline asks, 12,500 of 12 columns), laid out in design order and handed to a host writer. The writer keeps
 * nothing, as Excel keeps the workbook in its own process: what is measured is the add-in's share. The budgeted
 * figure is the most heap held after a full collection at the end of a page (what a landing keeps between pages);
 * the heap in use, garbage included, is sampled every few milliseconds and printed beside it.
 *
 * Runs alone too: `npx tsx scripts/bench/landingMemory.ts`.
 */
import { pathToFileURL } from 'node:url';
import type { ClientQueryResponse } from '@wharf/contract';
import type { TableDesign } from '../../src/design/tableDesign.ts';
import type { landDesign } from '../../src/landing/landingPipeline.ts';
import type { TableStart, TableStream, TableWriter } from '../../src/host/types.ts';
import { KB } from './figures.ts';
import { garbageCollector } from './fullCollection.ts';
import type { Measurement, MeasurementResult } from './measurement.ts';

const ROWS = 100_000;
const COLUMNS = 12;
/**
 * Heap over the heap before the landing, for 100k × 12. Measured before the pipeline streamed (all rows fetched,
 * then laid out, then written): 54.4 MB held between pages, 91–95 MB in use; streamed: 7.3 MB held, 26–28 MB in
 * use. The budgets leave about twice the streamed figures, far below what holding every row takes.
 */
const HELD_BETWEEN_PAGES_BUDGET_KB = 16 * 1024;
const IN_USE_BUDGET_KB = 48 * 1024;
const SAMPLE_EVERY_MS = 5;

const refs = Array.from({ length: COLUMNS }, (_, c) => `c${c + 1}`);

function benchDesign(rows: number): TableDesign {
  return {
    id: null,
    name: 'Bench',
    table: 'bench',
    columns: refs.map((ref, c) => ({ id: c + 1, name: `Column ${c + 1}`, kind: 'source', ref })),
    filters: [],
    limit: rows,
    landing: { sheet: '', tableName: 'Bench' },
    lastRefresh: null,
    nextId: COLUMNS + 1,
  };
}

function cell(row: number, column: number): string | number | null {
  if (column === 11) return row % 10 === 0 ? `Note for order ${row + 1}` : null;
  return column % 3 === 0 ? `Text ${column} for row ${row + 1}` : (row + 1) * (column + 0.25);
}

/** The API's answer to one page, made when asked (the server's memory is not the add-in's). */
function pageAnswer(total: number, offset: number, pageSize: number): ClientQueryResponse {
  const end = Math.min(total, offset + pageSize);
  return {
    columns: refs.map((ref) => ({
      ref,
      name: ref,
      friendlyName: ref,
      dataType: 'text',
      role: 'dimension',
      aggregate: null,
      grain: null,
      format: null,
      measure: null,
      definition: null,
    })),
    rows: Array.from({ length: end - offset }, (_, i) =>
      Array.from({ length: COLUMNS }, (_, c) => cell(offset + i, c)),
    ),
    offset,
    nextOffset: end < total ? end : null,
    totalRows: total,
    truncated: false,
  };
}

function clientQueryAnswers(total: number) {
  return (_input: unknown, init?: RequestInit): Promise<Response> => {
    const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
    const query = (body as { query?: { offset?: number; pageSize?: number } }).query ?? {};
    const answer = pageAnswer(total, query.offset ?? 0, query.pageSize ?? total);
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
  };
}

/** A host that keeps nothing: it counts the rows it is given. */
function countingWriter(onPage: () => void): TableWriter {
  const begin = (start: TableStart): Promise<TableStream> => {
    let written = 0;
    return Promise.resolve({
      append(rows) {
        written += rows.length;
        start.onProgress?.(written, Math.max(start.expectedRows, written));
        onPage();
        return Promise.resolve();
      },
      finish: () =>
        Promise.resolve({ rowCount: written, requests: 0, largestRequestBytes: 0, address: 'Bench!A1' }),
    });
  };
  return {
    begin,
    async writeTable({ rows, ...start }) {
      const stream = await begin({ ...start, expectedRows: rows.length });
      await stream.append(rows);
      return stream.finish();
    },
  };
}

export interface LandingMemoryRun {
  baselineBytes: number;
  /** The most heap held after a full collection at a page's end: what the landing keeps between pages. */
  retainedPeakBytes: number;
  /** The most heap in use at any sample, garbage not yet collected included. */
  peakBytes: number;
  rowCount: number;
  ms: number;
}

type LandDesign = typeof landDesign;

/** Lands `rows` × 12 (default 100,000); fullSheet.ts lands a full sheet's 1,048,575. */
export async function landingMemoryRun(given?: LandDesign, rows = ROWS): Promise<LandingMemoryRun> {
  // Loaded here, not at the top: the app's modules bring React's development JSX runtime into the bench's process,
  // and the build that runs before this measurement prerenders pages with React's production server renderer.
  const landing = given ?? (await import('../../src/landing/landingPipeline.ts')).landDesign;
  const { configureApiClient } = await import('../../src/api/client.ts');
  const realFetch = globalThis.fetch;
  globalThis.fetch = clientQueryAnswers(rows);
  configureApiClient({
    baseUrl: 'https://api.bench.invalid',
    getIdToken: () => Promise.resolve('bench-token'),
    getInstanceId: () => 1,
  });
  const collect = garbageCollector();
  collect();
  const baselineBytes = process.memoryUsage().heapUsed;
  let peakBytes = baselineBytes;
  let retainedPeakBytes = baselineBytes;
  const sample = () => {
    peakBytes = Math.max(peakBytes, process.memoryUsage().heapUsed);
  };
  const pageEnd = () => {
    sample();
    collect();
    retainedPeakBytes = Math.max(retainedPeakBytes, process.memoryUsage().heapUsed);
  };
  const sampler = setInterval(sample, SAMPLE_EVERY_MS);
  const started = performance.now();
  try {
    const result = await landing(benchDesign(rows), { writer: countingWriter(pageEnd) });
    sample();
    if (result.rowCount !== rows) throw new Error(`landed ${result.rowCount} rows`);
    return {
      baselineBytes,
      retainedPeakBytes,
      peakBytes,
      rowCount: result.rowCount,
      ms: performance.now() - started,
    };
  } finally {
    clearInterval(sampler);
    globalThis.fetch = realFetch;
  }
}

const mb = (bytes: number): string => `${(bytes / KB / 1024).toFixed(1)} MB`;

export function landingMemoryResult(run: LandingMemoryRun): MeasurementResult {
  return {
    figures: [
      {
        name: `Landing pipeline ${ROWS / 1000}k × ${COLUMNS}: peak heap held between pages`,
        value: (run.retainedPeakBytes - run.baselineBytes) / KB,
        unit: 'KB',
        budget: HELD_BETWEEN_PAGES_BUDGET_KB,
      },
      {
        name: `Landing pipeline ${ROWS / 1000}k × ${COLUMNS}: peak heap in use, garbage included`,
        value: (run.peakBytes - run.baselineBytes) / KB,
        unit: 'KB',
        budget: IN_USE_BUDGET_KB,
      },
    ],
    notes: [
      `Landing pipeline heap over ${mb(run.baselineBytes)} before the landing: ` +
        `${mb(run.retainedPeakBytes - run.baselineBytes)} held between pages at most, ` +
        `${mb(run.peakBytes - run.baselineBytes)} in use at most (${run.rowCount} rows in ${run.ms.toFixed(0)} ms)`,
    ],
    details: { rows: ROWS, columns: COLUMNS, ...run },
  };
}

/** For `npm run bench` (scripts/bench.ts): runs in Node beside the browser measurements. */
export function landingMemory(): Measurement {
  return { name: 'landingMemory', run: () => landingMemoryRun().then(landingMemoryResult) };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = landingMemoryResult(await landingMemoryRun());
  console.log(result.notes.join('\n'));
  for (const figure of result.figures) {
    console.log(`${figure.name}: ${figure.value.toFixed(0)} ${figure.unit} (budget ${figure.budget ?? '-'})`);
  }
}
