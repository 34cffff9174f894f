/**
 * The full Excel sheet: 1,048,575 rows × 12 under the header. (a) The Excel table writer on the fake Excel host in
 * Node — host requests, the largest request (≤ 5 MB), and the writer's own time against counting the same rows'
 * request bytes once (landing.ts's floor; one JSON serialization of them is printed beside it); (b) the landing pipeline's peak heap, paged from the API as landingMemory.ts does for 100k
 * (goal: within 2× of that figure); (c) the browser's .xlsx download of the same rows — its time and the heap it
 * takes over the rows it is made from, the zip's chunks counted and dropped as a download's Blob would take them.
 *
 * Runs alone too: `npx tsx scripts/bench/fullSheet.ts`.
 */
import { pathToFileURL } from 'node:url';
import { KB, median } from './figures.ts';
import {
  WRITER_FLOOR_GOAL,
  WRITER_FLOOR_NAME,
  writerAgainstJson,
  writerFloorNoise,
  writerRun,
} from './landing.ts';
import { landingMemoryRun } from './landingMemory.ts';
import type { Measurement, MeasurementResult } from './measurement.ts';

const ROWS = 1_048_575;
const COLUMNS = 12;
/**
 * Writer runs, each on rows made afresh beside its own floor: the medians are compared, as for 100k (landing.ts);
 * four, the fewest that give the medians' noise (writerFloorNoise).
 */
const WRITER_RUNS = 4;
const LARGEST_REQUEST_BUDGET_KB = 5 * 1024;
/** ~130 bytes a row in ≤ 4 MB blocks: about 35 blocks, plus prepare, room checks and finish. */
const REQUESTS_BUDGET = 60;
/** Twice the 100k landing's budget of heap held between pages (landingMemory.ts). */
const HELD_BETWEEN_PAGES_BUDGET_KB = 2 * 16 * 1024;
const SAMPLE_EVERY_MS = 5;

function sampleRows(): (string | number | null)[][] {
  return Array.from({ length: ROWS }, (_, i) =>
    Array.from({ length: COLUMNS }, (_, c) => {
      if (c === 11) return i % 10 === 0 ? `Note for order ${i + 1}` : null;
      return c % 3 === 0 ? `Text ${c} for row ${i + 1}` : (i + 1) * (c + 0.25);
    }),
  );
}

const columns = Array.from({ length: COLUMNS }, (_, c) => ({
  name: `Column ${c + 1}`,
  format: c % 3 === 0 ? undefined : '#,##0.00',
}));

interface DownloadRun {
  ms: number;
  bytes: number;
  /** Heap in use over the heap with the rows in hand, garbage included, at the most. */
  peakOverRowsBytes: number;
}

async function downloadRun(): Promise<DownloadRun> {
  const { writePackage } = await import('../../src/landing/grid/ooxml/package.ts');
  const rows = sampleRows();
  const baseline = process.memoryUsage().heapUsed;
  let peak = baseline;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  };
  const sampler = setInterval(sample, SAMPLE_EVERY_MS);
  let bytes = 0;
  let pieces = 0;
  const started = performance.now();
  try {
    await writePackage(
      { tableName: 'Bench', columns, rows, landedAt: Date.now() },
      (chunk) => {
        bytes += chunk.length;
      },
      // A turn of the event loop now and then, as the download gives the page, so the sampler runs.
      () => {
        pieces += 1;
        return pieces % 8 === 0 ? new Promise((resolve) => setTimeout(resolve, 0)) : Promise.resolve();
      },
    );
    sample();
    return { ms: performance.now() - started, bytes, peakOverRowsBytes: peak - baseline };
  } finally {
    clearInterval(sampler);
  }
}

const mb = (bytes: number): string => `${(bytes / KB / 1024).toFixed(1)} MB`;

export async function fullSheetResult(): Promise<MeasurementResult> {
  const writers = [];
  // Two landings a run, not three: each is of a copy of the rows, 150 MB of row arrays at a full sheet.
  for (let run = 0; run < WRITER_RUNS; run += 1) writers.push(await writerRun(sampleRows(), 2));
  const writer = writers[0] as (typeof writers)[number];
  const writerOwnMs = median(writers.map((run) => run.writerOwnMs));
  const floorMs = median(writers.map((run) => run.floorMs));
  const floorNoise = writerFloorNoise(writers);
  const jsonOnceMs = median(writers.map((run) => run.jsonOnceMs));
  const held100k = await landingMemoryRun();
  const heldFull = await landingMemoryRun(undefined, ROWS);
  const download = await downloadRun();
  return {
    figures: [
      {
        name: `Excel writer full sheet (${ROWS} × ${COLUMNS}): host requests`,
        value: writer.requests,
        unit: 'count',
        budget: REQUESTS_BUDGET,
      },
      {
        name: `Excel writer full sheet: largest request`,
        value: writer.largestRequestBytes / KB,
        unit: 'KB',
        budget: LARGEST_REQUEST_BUDGET_KB,
      },
      {
        name: `Excel writer full sheet: own time (median of ${WRITER_RUNS})`,
        value: writerOwnMs,
        unit: 'ms',
        floor: {
          name: WRITER_FLOOR_NAME,
          value: floorMs,
          goal: WRITER_FLOOR_GOAL,
          noise: floorNoise,
        },
      },
      writerAgainstJson('Excel writer full sheet', writerOwnMs, jsonOnceMs),
      {
        name: `Landing pipeline full sheet: peak heap held between pages`,
        value: (heldFull.retainedPeakBytes - heldFull.baselineBytes) / KB,
        unit: 'KB',
        budget: HELD_BETWEEN_PAGES_BUDGET_KB,
      },
      { name: `.xlsx download full sheet: time`, value: download.ms, unit: 'ms' },
      {
        name: `.xlsx download full sheet: peak heap over the rows, garbage included`,
        value: download.peakOverRowsBytes / KB,
        unit: 'KB',
      },
    ],
    notes: [
      `Excel writer full sheet runs (ms, own / its pass alone / JSON once): ${writers
        .map(
          (run) => `${run.writerOwnMs.toFixed(0)} / ${run.floorMs.toFixed(0)} / ${run.jsonOnceMs.toFixed(0)}`,
        )
        .join(', ')}; medians ${writerOwnMs.toFixed(0)} / ${floorMs.toFixed(0)} / ${jsonOnceMs.toFixed(0)} ` +
        `(${(writerOwnMs / floorMs).toFixed(2)}× its pass alone, goal ≤ ${WRITER_FLOOR_GOAL}×, ` +
        `the medians' noise ±${(floorNoise * 100).toFixed(0)}%; ` +
        `${(writerOwnMs / jsonOnceMs).toFixed(2)}× one JSON serialization), ` +
        `${writer.requests} requests, largest ${mb(writer.largestRequestBytes)}`,
      `Landing pipeline heap held between pages: ${mb(held100k.retainedPeakBytes - held100k.baselineBytes)} for 100k, ` +
        `${mb(heldFull.retainedPeakBytes - heldFull.baselineBytes)} for the full sheet ` +
        `(${((heldFull.retainedPeakBytes - heldFull.baselineBytes) / (held100k.retainedPeakBytes - held100k.baselineBytes)).toFixed(2)}×, goal ≤ 2×); ` +
        `in use at most ${mb(held100k.peakBytes - held100k.baselineBytes)} / ${mb(heldFull.peakBytes - heldFull.baselineBytes)}`,
      `.xlsx download full sheet: ${download.ms.toFixed(0)} ms, ${mb(download.bytes)} file, ` +
        `${mb(download.peakOverRowsBytes)} heap over the rows at most`,
    ],
    details: { rows: ROWS, columns: COLUMNS, writer: writers, held100k, heldFull, download },
  };
}

/** For `npm run bench` (scripts/bench.ts): runs in Node beside the browser measurements. */
export function fullSheet(): Measurement {
  return { name: 'fullSheet', run: fullSheetResult };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await fullSheetResult();
  console.log(result.notes.join('\n'));
}
