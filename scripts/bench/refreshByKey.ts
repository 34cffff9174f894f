/**
 * Refresh by key (docs/host.md, "Refresh by key") on the fake Excel host in Node, its cells kept so the refresh
 * reads the table as Excel would hold it: a table of 100k × 12 and one of the full sheet (1,048,575 × 12), landed
 * with their key, then refreshed after 1 % of their rows changed (three cells each), 0.5 % were added and 0.5 %
 * removed. Beside it, in the same run: a full rewrite of the same table with the same new rows (the refresh's goal
 * is ≤ 0.2× its time), and the floor — the writes of the changed cells alone, packed the same way. Then a refresh
 * with nothing changed, which writes no cell. Each time is the add-in's own (the process's CPU time, its garbage
 * collector's threads included, less the fake host's own, so the machine's other work does not count; the wall-clock
 * figure is printed beside it) plus what Excel
 * on the web charges for the requests the fake host counted (hostCost.ts; docs/scale.md, "What Excel charges"), the
 * same model for every path; both parts are printed.
 *
 * Runs alone too: `npx tsx scripts/bench/refreshByKey.ts`.
 */
import { pathToFileURL } from 'node:url';
import { installFakeOffice, type FakeExcelControl } from '../../tests/fixtures/fakeOffice.ts';
import { KB, type Figure } from './figures.ts';
import type { Measurement, MeasurementResult } from './measurement.ts';
import { countSince, EXCEL_ON_THE_WEB, hostMark, modelMs, type HostCount } from './hostCost.ts';
import { garbageCollector, settledHeap } from './fullCollection.ts';
import type { CellValue, LandingColumn, WriteTableResult } from '../../src/host/types.ts';

const COLUMNS = 12;
const CHANGED_COLUMNS = [4, 7, 10];
/** Cells a refresh may write: 2.5 % of the table's. */
const CELLS_SHARE_BUDGET = 0.025;
const REWRITE_GOAL = 0.2;
const LARGEST_REQUEST_BUDGET_KB = 5 * 1024;

const columns: LandingColumn[] = Array.from({ length: COLUMNS }, (_, c) => ({
  name: `Column ${c + 1}`,
  ...(c % 3 === 0 ? {} : { format: '#,##0.00' }),
}));

function rowAt(i: number, version: number): CellValue[] {
  return Array.from({ length: COLUMNS }, (_, c) => {
    if (c === 0) return `SO-${i + 1}`;
    if (c === 11) return i % 10 === 0 ? `Note for order ${i + 1}` : null;
    const changed = version > 1 && CHANGED_COLUMNS.includes(c) && i % 100 === 50;
    return c % 3 === 0
      ? `Text ${c} for row ${i + 1}${changed ? ' (changed)' : ''}`
      : (i + 1) * (c + 0.25) + (changed ? 1 : 0);
  });
}

/**
 * Rows as the API's answer delivers them: parsed from JSON. Rows made here by template literals hold each text as
 * a chain of pieces that every first read of a character flattens, a cost no answer from the API has.
 */
const asAnswered = (rows: CellValue[][]): CellValue[][] => JSON.parse(JSON.stringify(rows)) as CellValue[][];

/** The first landing's rows, and the source's after 1 % changed, 0.5 % removed and 0.5 % added. */
function sourceRows(rows: number) {
  const first = asAnswered(Array.from({ length: rows }, (_, i) => rowAt(i, 1)));
  const removed = (i: number) => i % 200 === 7;
  const added = Math.floor(rows / 200);
  const second = asAnswered([
    ...Array.from({ length: rows }, (_, i) => i)
      .filter((i) => !removed(i))
      .map((i) => rowAt(i, 2)),
    ...Array.from({ length: added }, (_, n) => rowAt(rows + n, 2)),
  ]);
  return {
    first,
    second,
    changedRows: Math.floor((rows + 49) / 100),
    removed: Math.ceil((rows - 7) / 200),
    added,
  };
}

interface Installed {
  control: FakeExcelControl;
  uninstall(): void;
}

function install(): Installed {
  const realm = globalThis as { window?: unknown; Office?: unknown; Excel?: unknown; __fakeExcel?: unknown };
  realm.window = globalThis;
  const control = installFakeOffice({ host: 'Excel', requirementSets: { ExcelApi: '1.20' } });
  return {
    control,
    uninstall() {
      delete realm.Office;
      delete realm.Excel;
      delete realm.__fakeExcel;
      delete realm.window;
    },
  };
}

const copy = (rows: readonly CellValue[][]) => rows.map((row) => row.slice());

interface Timed<T> {
  /** Wall time on the fake host. */
  wallMs: number;
  /** The add-in's own time: the process's CPU time (every thread) less the fake host's own. */
  addinMs: number;
  /** The same by the wall clock: the wall time less the fake host's own, the machine's other work included. */
  addinWallMs: number;
  /** What Excel on the web would charge for the same requests (hostCost.ts). */
  hostMs: number;
  /** The add-in's own time and Excel's charge: what the person waits. */
  ms: number;
  count: HostCount;
  cells: number;
  largestBytes: number;
  largestResponseBytes: number;
  result: T;
}

const collect = garbageCollector();

async function timed<T>(control: FakeExcelControl, work: () => Promise<T>): Promise<Timed<T>> {
  // Each path starts on a collected heap: none pays for the garbage of the one before it (docs/scale.md).
  await settledHeap(collect);
  const mark = hostMark(control);
  const requestsBefore = control.requests.length;
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const result = await work();
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuStarted);
  const count = countSince(control, mark);
  const sent = control.requests.slice(requestsBefore);
  const largestBytes = Math.max(0, ...sent.map((request) => request.bytes));
  const largestResponseBytes = Math.max(0, ...sent.map((request) => request.responseBytes));
  const addinMs = (cpu.user + cpu.system) / 1000 - count.fakeHostCpuMs;
  const addinWallMs = wallMs - count.fakeHostMs;
  const hostMs = modelMs(count);
  return {
    wallMs,
    addinMs,
    addinWallMs,
    hostMs,
    ms: addinMs + hostMs,
    count,
    cells: count.cellsWritten,
    largestBytes,
    largestResponseBytes,
    result,
  };
}

/** The changed cells' writes alone, at the places the refresh wrote them, packed the same way. */
async function floorWrites(rows: number, newRows: readonly CellValue[][]): Promise<void> {
  const { rectAddress } = await import('../../src/host/address.ts');
  const { RequestPacker } = await import('../../src/host/refreshByKey/requestPacker.ts');
  const { excelRowInPlace } = await import('../../src/host/chunking.ts');
  // The floor talks to the fake host itself: it is the writer's own requests without the reading and matching.
  // eslint-disable-next-line no-restricted-globals
  await Excel.run(async (context) => {
    const sheet = context.workbook.worksheets.getItem('Sheet1');
    const packer = new RequestPacker(context);
    const left = CHANGED_COLUMNS[0] ?? 0;
    const width = (CHANGED_COLUMNS.at(-1) ?? 0) - left + 1;
    for (let i = 50; i < rows; i += 100) {
      // One range a row, null (left as it is) between its changed cells, as the refresh writes them.
      const source = rowAt(i, 2);
      const cells = Array.from({ length: width }, (_, at) =>
        CHANGED_COLUMNS.includes(left + at) ? (source[left + at] ?? '') : null,
      );
      const address = rectAddress({ top: 1 + i, left, rows: 1, columns: width });
      const bytes = JSON.stringify(cells).length;
      await packer.add(bytes + address.length, () => {
        sheet.getRange(address).values = [cells as Array<string | number>];
      });
    }
    for (let n = 0; n < newRows.length; n += 1) {
      const cells = (newRows[n] ?? []).slice();
      const address = rectAddress({ top: 1 + rows + n, left: 0, rows: 1, columns: COLUMNS });
      const bytes = excelRowInPlace(cells, COLUMNS);
      await packer.add(bytes + address.length, () => {
        sheet.getRange(address).values = [cells as Array<string | number>];
      });
    }
    await packer.flush();
  });
}

interface SizeRun {
  rows: number;
  cells: number;
  refresh: Timed<WriteTableResult>;
  unchanged: Timed<WriteTableResult>;
  rewrite: Timed<WriteTableResult>;
  floor: Timed<void>;
  indexBytes: number;
  changedRows: number;
  newRows: number;
  removedRows: number;
}

async function sizeRun(rows: number): Promise<SizeRun> {
  const { createExcelTableWriter } = await import('../../src/host/excelTableWriter.ts');
  const { keyedTableWriter } = await import('../../src/host/refreshByKey/keyedWriter.ts');
  const data = sourceRows(rows);
  const installed = install();
  const { control } = installed;
  try {
    const excel = createExcelTableWriter();
    const request = (source: readonly CellValue[][]) => ({
      tableName: 'Bench',
      anchor: 'A1',
      columns,
      rowKey: [0],
      rows: copy(source),
    });
    const landed = await keyedTableWriter(excel, { landed: null, conflictDefault: 'keep' }).writeTable(
      request(data.first),
    );
    const record = landed.keyed?.record ?? null;
    const refreshRequest = request(data.second);
    const refresh = await timed(control, () =>
      keyedTableWriter(excel, { landed: record, conflictDefault: 'keep' }).writeTable(refreshRequest),
    );
    const summary = refresh.result.keyed?.refresh;
    if (!summary) throw new Error('the refresh did not go by key');
    const unchangedRequest = request(data.second);
    const unchanged = await timed(control, () =>
      keyedTableWriter(excel, {
        landed: refresh.result.keyed?.record ?? null,
        conflictDefault: 'keep',
      }).writeTable(unchangedRequest),
    );
    // The floor writes over the refreshed table: the same cells again, at the same places.
    const floor = await timed(control, () =>
      floorWrites(rows - data.removed, data.second.slice(data.second.length - data.added)),
    );
    const rewriteRequest = request(data.second);
    const rewrite = await timed(control, () => excel.writeTable(rewriteRequest));
    return {
      rows,
      cells: rows * COLUMNS,
      refresh,
      unchanged,
      rewrite,
      floor,
      indexBytes: summary.indexBytes,
      changedRows: summary.changedRows,
      newRows: summary.newRows,
      removedRows: summary.removed.length,
    };
  } finally {
    installed.uninstall();
  }
}

function figuresOf(label: string, run: SizeRun): Figure[] {
  return [
    {
      name: `Refresh by key ${label}: cells written`,
      value: run.refresh.cells,
      unit: 'count',
      budget: Math.floor(run.cells * CELLS_SHARE_BUDGET),
    },
    {
      // The rewrite is no floor (the refresh does less, and a floor is what a path cannot beat): its time, measured
      // in the same run, makes the budget. The floor, the changed cells' writes alone, is in the note.
      name: `Refresh by key ${label}: time, own and Excel on the web's (budget ${REWRITE_GOAL}× a full rewrite's)`,
      value: run.refresh.ms,
      unit: 'ms',
      budget: run.rewrite.ms * REWRITE_GOAL,
    },
    { name: `Refresh by key ${label}: the add-in's own time`, value: run.refresh.addinMs, unit: 'ms' },
    {
      name: `Refresh by key ${label}: largest request`,
      value: run.refresh.largestBytes / KB,
      unit: 'KB',
      budget: LARGEST_REQUEST_BUDGET_KB,
    },
    {
      name: `Refresh by key ${label}: largest response`,
      value: run.refresh.largestResponseBytes / KB,
      unit: 'KB',
      budget: LARGEST_REQUEST_BUDGET_KB,
    },
    {
      name: `Refresh by key ${label}, nothing changed: cells written`,
      value: run.unchanged.cells,
      unit: 'count',
      budget: 0,
    },
    { name: `Refresh by key ${label}: key index`, value: run.indexBytes / KB, unit: 'KB' },
  ];
}

/** Other costs of a request than the model's (an assumption, docs/scale.md): how the ratio depends on it. */
const OTHER_ROUND_TRIPS_MS = [25, 100];

/** The refresh's time over the rewrite's with `roundTripMs` a request, the rest of the model as it is. */
function ratioAt(run: SizeRun, roundTripMs: number): number {
  const model = { ...EXCEL_ON_THE_WEB, roundTripMs };
  const at = (timed: Timed<unknown>) => timed.addinMs + modelMs(timed.count, model);
  return at(run.refresh) / at(run.rewrite);
}

/** The ratio with the add-in's own time by the wall clock: what the machine's other work adds to it. */
const wallRatio = (run: SizeRun): number =>
  (run.refresh.addinWallMs + run.refresh.hostMs) / (run.rewrite.addinWallMs + run.rewrite.hostMs);

const int = (value: number) => Math.round(value).toLocaleString('en-US');
const mb = (bytes: number) => (bytes / KB / 1024).toFixed(2);

/** One path's line: what the person waits, split into the add-in's own time and Excel's charge, and why. */
const pathLine = (name: string, timed: Timed<unknown>): string =>
  `  ${name}: ${int(timed.ms)} ms = add-in ${int(timed.addinMs)} ms (${int(timed.addinWallMs)} ms by the wall ` +
  `clock) + Excel ${int(timed.hostMs)} ms ` +
  `(${timed.count.requests} requests, ${mb(timed.count.bytesSent)} MB sent, ${mb(timed.count.bytesReceived)} MB ` +
  `received, ${int(timed.count.cellsWritten)} cells written, ${int(timed.count.cellsRead)} read; ` +
  `wall time on the fake host ${int(timed.wallMs)} ms)`;

const noteOf = (label: string, run: SizeRun): string =>
  [
    `Refresh by key ${label}: ${int(run.changedRows)} changed, ${int(run.newRows)} new, ${int(run.removedRows)} ` +
      `removed; ${int(run.refresh.cells)} cells written of ${int(run.cells)} ` +
      `(${((run.refresh.cells / run.cells) * 100).toFixed(2)} %, budget 2.5 %); ` +
      `${(run.refresh.ms / run.rewrite.ms).toFixed(3)}× a full rewrite's time (goal ≤ ${REWRITE_GOAL}×; ` +
      OTHER_ROUND_TRIPS_MS.map((ms) => `${ratioAt(run, ms).toFixed(3)}× at ${ms} ms a request`).join(', ') +
      `; ${wallRatio(run).toFixed(3)}× with the add-in's own time by the wall clock), ` +
      `${(run.refresh.ms / run.floor.ms).toFixed(1)}× the changed cells' writes alone; largest request ` +
      `${mb(run.refresh.largestBytes)} MB, largest response ${mb(run.refresh.largestResponseBytes)} MB; ` +
      `key index ${(run.indexBytes / KB / 1024).toFixed(1)} MB`,
    pathLine('refresh by key', run.refresh),
    pathLine('full rewrite', run.rewrite),
    pathLine("changed cells' writes alone", run.floor),
    pathLine(`nothing changed (${int(run.unchanged.cells)} cells written)`, run.unchanged),
  ].join('\n');

export async function refreshByKeyResult(): Promise<MeasurementResult> {
  // A first, small run warms the refresh and the rewrite alike: each is timed once per size, not on cold code.
  await sizeRun(10_000);
  const hundred = await sizeRun(100_000);
  const full = await sizeRun(Number(process.env.WHARF_BENCH_FULL_ROWS ?? 1_048_575));
  return {
    figures: [...figuresOf('100k × 12', hundred), ...figuresOf('full sheet × 12', full)],
    notes: [noteOf('100k × 12', hundred), noteOf('full sheet × 12', full)],
    details: {
      runs: [hundred, full].map(({ refresh, unchanged, rewrite, ...rest }) => ({
        ...rest,
        refresh: { ...refresh, result: undefined },
        unchanged: { ...unchanged, result: undefined },
        rewrite: { ...rewrite, result: undefined },
        floor: { ...rest.floor, result: undefined },
      })),
    },
  };
}

/** For `npm run bench -- refreshByKey` (scripts/bench.ts). */
export function refreshByKey(): Measurement {
  return { name: 'refreshByKey', run: refreshByKeyResult };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await refreshByKeyResult();
  console.log(result.notes.join('\n'));
  for (const figure of result.figures)
    console.log(`${figure.name}: ${figure.value.toFixed(1)} ${figure.unit}`);
}
