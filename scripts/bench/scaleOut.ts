/**
 * Past one machine, measured (docs/scale.md), on the bench's PostgreSQL server (postgresServer.ts: BENCH_DATABASE_URL,
 * else TEST_DATABASE_URL, else a throwaway cluster on loopback; without any it is skipped and says so):
 * - clientQuery under the same load — 20 clients asking a 1,000-row joined design back to back — answered by one
 *   API process on the embedded database, one API process on PostgreSQL, and three API processes on PostgreSQL
 *   (clients spread over them), each a separate process as `npm run api` starts it: throughput, p50, p99.
 * - The demo designs over a generated 10-million-row sales_order_lines (2.5 million orders), loaded with COPY, before
 *   and after what they need: a b-tree index for an equality filter, a monthly roll-up for the aggregations.
 *
 * `npx tsx scripts/bench/scaleOut.ts` runs it alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS } from '@wharf/contract/paths.ts';
import type { TableQuery } from '@wharf/contract/warehouse.ts';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { DEMO_DESIGN_DAY, seedDemo } from '../../server/db/seed.ts';
import { demoCalendarFor } from '../../server/db/demoClock.ts';
import { DEMO_CIN7_API_KEY } from '../../server/etl/demoConnection.ts';
import { demoAccounts, landDemoFromStandIn, startCin7Simulator } from '../../standins/cin7Omni/index.ts';
import { CLIENT_ID } from '../../server/idp/configuration.ts';
import { startIdentityProvider } from '../../server/idp/provider.ts';
import { ClusterClient } from '../../server/testing/cluster/apiClient.ts';
import { runLoad } from '../../server/testing/cluster/load.ts';
import { freePort } from '../../server/testing/cluster/ports.ts';
import { API_ENTRY, startProcess, type WharfProcess } from '../../server/testing/cluster/processes.ts';
import {
  ADDIN_ORIGIN,
  TEST_SECRET_KEY,
  demoInstanceIds,
  signInForIdToken,
} from '../../server/testing/testStack.ts';
import { ensureDevCertificate } from '../../server/tls/devCertificate.ts';
import { percentile, table, type Figure } from './figures.ts';
import { freshDatabase, postgresOnly, runWhenMain } from './postgresServer.ts';
import type { Measurement, MeasurementResult } from './measurement.ts';
import { loadLargeSales, timeDesigns, type DesignTiming } from './scaleOutData.ts';
import { keepLargeSales } from './largeSalesHandover.ts';

const CLIENTS = 20;
const LOAD_MS = 15_000;
const API_READY = /Wharf API: https:\/\/localhost:\d+\/api/;

const DESIGN_1K: TableQuery = {
  table: 'sales_order_lines',
  columns: ['line_id', 'sku', 'product.name', 'product.category', 'order.order_date', 'qty', 'line_total'],
  limit: 1000,
};

export const SCALE_ROWS = Number(process.env.BENCH_SCALE_ROWS ?? 10_000_000);

interface LoadFigures {
  setup: string;
  answersPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

async function measureLoad(setup: string, urls: string[], client: ClusterClient): Promise<LoadFigures> {
  // A short warm-up per process: the first calls load the catalogue and JIT the compiler.
  for (const url of urls) await client.post(url, API_PATHS.clientQuery, { query: DESIGN_1K });
  const started = performance.now();
  const report = await runLoad({
    clients: CLIENTS,
    apiUrls: () => urls,
    client,
    questions: [
      {
        path: API_PATHS.clientQuery,
        payload: { query: DESIGN_1K },
        check: (answer) =>
          (answer.body.rows as unknown[] | undefined)?.length === 1000 ? null : 'not 1,000 rows',
      },
    ],
    until: () => performance.now() - started > LOAD_MS,
  });
  const seconds = (performance.now() - started) / 1000;
  if (report.wrong.length || report.unexpected.length) {
    throw new Error(
      `scale-out bench (${setup}): ${[...report.wrong, ...report.unexpected].slice(0, 3).join('; ')}`,
    );
  }
  return {
    setup,
    answersPerSecond: report.answered / seconds,
    p50: percentile(report.latenciesMs, 50),
    p99: percentile(report.latenciesMs, 99),
    failed: report.failed,
  };
}

async function startApis(
  count: number,
  env: Record<string, string>,
  firstIndex = 0,
): Promise<WharfProcess[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      // --demo: the embedded database starts empty; the PostgreSQL one already holds the demo world (a no-op there).
      startProcess(`bench-api-${firstIndex + i}`, API_ENTRY, env, API_READY, 120_000, ['--demo']),
    ),
  );
}

async function stopAll(processes: WharfProcess[]): Promise<void> {
  for (const child of processes) child.kill('SIGTERM');
  await Promise.all(processes.map((child) => child.exited));
}

function loadFigures(rows: LoadFigures[]): Figure[] {
  return rows.flatMap((row) => [
    {
      name: `clientQuery 1k × ${CLIENTS} clients, ${row.setup}: answers/s`,
      value: row.answersPerSecond,
      unit: 'count',
    },
    { name: `clientQuery 1k × ${CLIENTS} clients, ${row.setup}: p50`, value: row.p50, unit: 'ms' },
    { name: `clientQuery 1k × ${CLIENTS} clients, ${row.setup}: p99`, value: row.p99, unit: 'ms' },
  ]);
}

function designFigures(timings: DesignTiming[]): Figure[] {
  return timings.flatMap((timing) => [
    {
      name: `${timing.design} over ${SCALE_ROWS.toLocaleString('en-US')} lines, before`,
      value: timing.beforeMs,
      unit: 'ms',
    },
    {
      name: `${timing.design} over ${SCALE_ROWS.toLocaleString('en-US')} lines, after ${timing.remedy}`,
      value: timing.afterMs,
      unit: 'ms',
    },
  ]);
}

async function measure(adminUrl: string): Promise<MeasurementResult> {
  const database = await freshDatabase(adminUrl, 'scale_out');
  const idpDir = mkdtempSync(join(tmpdir(), 'wharf-bench-idp-'));
  const pgliteDir = mkdtempSync(join(tmpdir(), 'wharf-bench-pglite-'));
  const idp = await startIdentityProvider({
    port: 0,
    dataDir: idpDir,
    redirectUris: [`${ADDIN_ORIGIN}/signin`],
  });
  // The embedded API's --demo lands the demo world from the Cin7 Omni API, as `npm start` does: from the stand-in
  // serving the demo companies' accounts (no rate limit), dated as the PostgreSQL database's demo world is.
  const cin7 = await startCin7Simulator({
    host: 'localhost',
    accounts: demoAccounts(DEMO_CIN7_API_KEY, demoCalendarFor(DEMO_DESIGN_DAY)),
    limits: null,
  });
  const running: WharfProcess[] = [];
  let db: Database | undefined;
  let handedOn = false;
  try {
    db = await openDatabase({ databaseUrl: database.url });
    await migrate(db);
    await seedDemo(db, { today: DEMO_DESIGN_DAY, landWarehouses: landDemoFromStandIn(db) });
    const { harbour } = await demoInstanceIds(db);
    const certificate = await ensureDevCertificate();
    const client = new ClusterClient(certificate.cert, await signInForIdToken(idp.issuer), harbour);
    const ports = [await freePort(), await freePort(), await freePort(), await freePort()];
    const base = {
      WHARF_SECRET_KEY: TEST_SECRET_KEY.toString('base64'),
      WHARF_IDP_ISSUER: idp.issuer,
      WHARF_API_AUDIENCE: CLIENT_ID,
      WHARF_WEB_ORIGIN: ADDIN_ORIGIN,
      WHARF_ETL_WORKER: 'off',
      // Twenty clients of one user stand for twenty people: the per-caller limits are lifted alike for every setup.
      WHARF_RATE_LIMIT_MAX: '1000000',
      WHARF_RATE_LIMIT_CONCURRENCY: '1000',
    };
    const url = (port: number) => `https://localhost:${port}`;
    const rows: LoadFigures[] = [];

    const [embedded] = await startApis(1, {
      ...base,
      CIN7_OMNI_BASE_URL: cin7.baseUrl,
      WHARF_DEMO_CIN7_KEY: DEMO_CIN7_API_KEY,
      WHARF_DEMO_TODAY: DEMO_DESIGN_DAY,
      WHARF_PGLITE_DIR: pgliteDir,
      WHARF_API_PORT: String(ports[3]),
    });
    if (embedded) running.push(embedded);
    rows.push(await measureLoad('embedded PGlite, 1 API', [url(ports[3] ?? 0)], client));
    await stopAll(running.splice(0));

    const pgEnv = { ...base, DATABASE_URL: database.url, WHARF_DB_POOL_MAX: '10' };
    running.push(...(await startApis(1, { ...pgEnv, WHARF_API_PORT: String(ports[0]) })));
    rows.push(await measureLoad('PostgreSQL, 1 API', [url(ports[0] ?? 0)], client));
    running.push(
      ...(await startApis(1, { ...pgEnv, WHARF_API_PORT: String(ports[1]) }, 1)),
      ...(await startApis(1, { ...pgEnv, WHARF_API_PORT: String(ports[2]) }, 2)),
    );
    rows.push(await measureLoad('PostgreSQL, 3 APIs', ports.slice(0, 3).map(url), client));
    await stopAll(running.splice(0));
    client.close();

    console.log(`bench: loading ${SCALE_ROWS.toLocaleString('en-US')} sales order lines with COPY…`);
    const loaded = await loadLargeSales(database.url, db, SCALE_ROWS);
    const timings = await timeDesigns(db, harbour);
    const kept = db;
    keepLargeSales({
      db: kept,
      harbour,
      loaded,
      async drop() {
        await kept.close();
        await database.drop();
      },
    });
    handedOn = true;

    const figures = [...loadFigures(rows), ...designFigures(timings)];
    const notes = [
      `Scale-out: ${CLIENTS} clients asking a 1,000-row joined design back to back for ${LOAD_MS / 1000} s per setup (one user, per-caller limits lifted alike)`,
      ...table(
        [
          ['setup', 'answers/s', 'p50 ms', 'p99 ms', 'failed'],
          ...rows.map((row) => [
            row.setup,
            row.answersPerSecond.toFixed(1),
            row.p50.toFixed(0),
            row.p99.toFixed(0),
            String(row.failed),
          ]),
        ],
        [1, 2, 3, 4],
      ),
      '',
      `Loaded ${loaded.lines.toLocaleString('en-US')} lines and ${loaded.orders.toLocaleString('en-US')} orders with COPY in ${(loaded.copyMs / 1000).toFixed(1)} s (${Math.round(loaded.lines / (loaded.copyMs / 1000)).toLocaleString('en-US')} lines/s); secondary indexes built again and ANALYZE in ${(loaded.indexMs / 1000).toFixed(1)} s`,
      ...table(
        [
          ['design', 'before ms', 'after ms', 'what it needed'],
          ...timings.map((t) => [t.design, t.beforeMs.toFixed(0), t.afterMs.toFixed(0), t.remedy]),
        ],
        [1, 2],
      ),
    ];
    return { figures, notes, details: { load: rows, large: { ...loaded, designs: timings } } };
  } finally {
    await stopAll(running);
    if (!handedOn) await db?.close();
    await idp.close();
    await cin7.close();
    if (!handedOn) await database.drop();
    rmSync(idpDir, { recursive: true, force: true });
    rmSync(pgliteDir, { recursive: true, force: true });
  }
}

export function scaleOut(): Measurement {
  return postgresOnly('PostgreSQL scale-out', 'PostgreSQL scale-out', measure);
}

runWhenMain(import.meta.url, 'PostgreSQL scale-out', measure);
