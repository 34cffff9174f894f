/**
 * `npm run bench`: builds the production app into dist-bench/, serves it on https://localhost:3200 and
 * measures it in Debian's Chromium. Prints the hot paths beside their floors measured in the same run (value,
 * floor, ratio and the ratio's goal), then every figure against its absolute budget, writes them to
 * bench-results/bench.json, and exits non-zero when a ratio or a budget is missed.
 *
 * To add a measurement: write a Measurement (scripts/bench/measurement.ts) and add it to MEASUREMENTS.
 * `npm run bench -- warehouse modelWarehouse` measures only the measurements named (the app is still built and
 * served, as the others need it).
 */
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import type { PreviewServer } from 'vite';
import { launchBrowser } from './bench/browser.ts';
import { busyUser } from './bench/busyUser.ts';
import { constructs } from './bench/constructs.ts';
import { criticalPath } from './bench/criticalPath.ts';
import { etlLoad } from './bench/etl.ts';
import { printFigures, writeResults, type Figure } from './bench/figures.ts';
import { firstPaint } from './bench/firstPaint.ts';
import { landing } from './bench/landing.ts';
import { landingMemory } from './bench/landingMemory.ts';
import { fullSheet } from './bench/fullSheet.ts';
import { refreshByKey } from './bench/refreshByKey.ts';
import type { Measurement } from './bench/measurement.ts';
import { BASE_URL, buildApp, OUT_DIR, ROOT, startPreview } from './bench/server.ts';
import { BenchPostgres } from './bench/postgresServer.ts';
import { scaleOut } from './bench/scaleOut.ts';
import { dropKeptLargeSales } from './bench/largeSalesHandover.ts';
import { warehouse } from './bench/warehouse.ts';
import { modelWarehouse } from './bench/modelWarehouse.ts';
import { aiParser } from './bench/ai.ts';
import { rollups } from './bench/rollups.ts';
import { cin7Calls } from './bench/cin7Calls.ts';

/** JS+CSS (gzip) a browser loads before /signin is interactive. */
const CRITICAL_PATH_BUDGET_KB = 220;
/** Microsoft's add-in guidance: first paint within 500 ms. */
const FIRST_PAINT_BUDGET_MS = 500;
/** The same guidance read as "loaded": the /signin screen can be used within 500 ms. */
const SIGN_IN_INTERACTIVE_BUDGET_MS = 500;
/**
 * The app and its static floor load in turns; enough runs that one busy moment of the machine moves no median.
 * 41, not 21: with 21 pairs the ratio of the two medians moves by about 8 % from run to run (1.19×, 1.33×, 1.21× in
 * three runs against a goal of 1.3×); twice the pairs take a third off that for 25 s more.
 */
const FIRST_PAINT_RUNS = 41;
const RESULTS_FILE = join(ROOT, 'bench-results', 'bench.json');

const MEASUREMENTS: Measurement[] = [
  criticalPath(CRITICAL_PATH_BUDGET_KB),
  firstPaint(FIRST_PAINT_BUDGET_MS, SIGN_IN_INTERACTIVE_BUDGET_MS, FIRST_PAINT_RUNS),
  etlLoad(),
  cin7Calls(),
  landing(),
  landingMemory(),
  fullSheet(),
  refreshByKey(),
  warehouse(),
  modelWarehouse(),
  constructs(),
  aiParser(),
  busyUser(),
  // Last: it loads ten million rows into a PostgreSQL server (skipped, saying so, without one).
  scaleOut(),
  rollups(),
];

/** The measurements named on the command line, in MEASUREMENTS' order; all of them when none is named. */
function selected(names: readonly string[]): Measurement[] {
  const unknown = names.filter((name) => !MEASUREMENTS.some((measurement) => measurement.name === name));
  if (unknown.length > 0) {
    const known = MEASUREMENTS.map((measurement) => measurement.name).join(', ');
    throw new Error(`bench: no measurement ${unknown.join(', ')} (there are ${known})`);
  }
  return names.length === 0
    ? MEASUREMENTS
    : MEASUREMENTS.filter((measurement) => names.includes(measurement.name));
}

async function measureAll(
  measurements: readonly Measurement[],
): Promise<{ figures: Figure[]; details: Record<string, unknown>; failed: string[] }> {
  const figures: Figure[] = [];
  const details: Record<string, unknown> = {};
  const failed: string[] = [];
  let server: PreviewServer | undefined;
  let browser: Browser | undefined;
  const postgres = new BenchPostgres();
  try {
    server = await startPreview();
    browser = await launchBrowser();
    for (const measurement of measurements) {
      console.log(`bench: measuring ${measurement.name}…`);
      // One measurement that fails is reported as failed; the others are still measured and printed.
      try {
        const result = await measurement.run({ browser, baseUrl: BASE_URL, outDir: OUT_DIR, postgres });
        figures.push(...result.figures);
        details[measurement.name] = result.details;
        console.log(['', ...result.notes, ''].join('\n'));
      } catch (error) {
        console.error(`bench: ${measurement.name} failed:`, error);
        details[measurement.name] = { failed: String(error) };
        failed.push(measurement.name);
      }
    }
  } finally {
    await browser?.close();
    await server?.close();
    await dropKeptLargeSales();
    await postgres.stop();
  }
  return { figures, details, failed };
}

async function main(): Promise<number> {
  const measurements = selected(process.argv.slice(2));
  console.log(`bench: building the production app into ${OUT_DIR}…`);
  await buildApp();
  const { figures, details, failed } = await measureAll(measurements);
  const { within, over } = printFigures(figures);
  writeResults(RESULTS_FILE, figures, details);
  console.log(`\nbench: figures written to ${RESULTS_FILE}`);
  console.log(
    `bench: ${within} within their goals and budgets, ${over} over (or beating a floor that is then wrong)`,
  );
  if (failed.length > 0) console.log(`bench: ${failed.length} measurements failed: ${failed.join(', ')}`);
  return over > 0 || failed.length > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
