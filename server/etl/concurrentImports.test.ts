// @vitest-environment node
/**
 * Imports wait on their own source, not on each other (docs/etl.md, "Several imports at once"): two companies'
 * full imports from their own Cin7 Omni accounts run side by side in one worker, each within its account's
 * published limits, and a company's import starts within seconds while another's runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET_KEY, TestStack, demoInstanceIds } from '../testing/testStack.ts';
import { SECOND_WINDOW_MS, sourceAccount } from './calls/rateBudget.ts';
import type { ConnectorConfig } from './connectors/registry.ts';
import {
  cancelOpenJobs,
  connectionNamed,
  standInConnectors,
  storeCin7Key,
} from '../testing/cin7Connections.ts';
import { startCin7Simulator, type Cin7Simulator } from '../../standins/cin7Omni/index.ts';
import { enqueueJob } from './queue.ts';
import { EtlWorker } from './worker.ts';
import { testBackend } from '../testing/testBackends.ts';

const HARBOUR_USER = 'harbour-traders-omni';
const NORTHWIND_USER = 'northwind-wholesale-omni';
const KEY = 'test-omni-key-123456';
/** Cin7 Omni's published limits per API user, kept by the stand-in and by the worker's shared budget. */
const LIMITS = { perSecond: 3, perMinute: 60, perDay: 5000 };
/** Enough pages that each import is bound by its account's calls (about 20 calls each). */
const SIZES = { products: 2000, optionsPerProduct: 1, branches: 1, contacts: 1000, salesOrders: 1000 };
const SCOPES = ['products', 'contacts', 'salesOrders'];

let stack: TestStack;
let sim: Cin7Simulator;
let connectors: ConnectorConfig;
let harbourInstance: number;
let northwindInstance: number;
let harbour: number;
let northwind: number;

interface JobRow {
  id: number;
  status: string;
  pages: number;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

async function jobRow(id: number): Promise<JobRow> {
  const [row] = await stack.db.query<JobRow>(
    `SELECT id, status, created_at, started_at, finished_at,
       (SELECT coalesce(sum((e->>'pages')::int), 0)::int FROM jsonb_array_elements(entities) e) AS pages
     FROM app.etl_jobs WHERE id = $1`,
    [id],
  );
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

const enqueue = async (instanceId: number, connectionId: number) =>
  (await enqueueJob(stack.db, { instanceId, connectionId, mode: 'full', scopes: SCOPES, requestedBy: null }))
    .jobId;

const worker = (concurrency: number) =>
  new EtlWorker({ db: stack.db, secretKey: TEST_SECRET_KEY, connectors, concurrency, pollIntervalMs: 5000 });

/** Polls until every job has finished; answers how often both were running with pages landed at one look. */
async function watch(ids: number[], timeoutMs: number): Promise<{ together: number; ms: number }> {
  const started = performance.now();
  let together = 0;
  for (;;) {
    const rows = await Promise.all(ids.map(jobRow));
    if (rows.every((row) => row.finished_at !== null)) return { together, ms: performance.now() - started };
    if (rows.every((row) => row.status === 'running' && row.pages > 0)) together += 1;
    if (performance.now() - started > timeoutMs) throw new Error(`jobs ${ids.join(', ')} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The most calls counted on the account within any window of the budget's second. */
async function busiestSecond(username: string, since: Date): Promise<number> {
  const rows = await stack.db.query<{ at: Date }>(
    'SELECT called_at AS at FROM app.source_calls WHERE account = $1 AND called_at >= $2 ORDER BY called_at',
    [sourceAccount('cin7Omni', sim.baseUrl, username), since],
  );
  const times = rows.map((row) => row.at.getTime());
  return Math.max(0, ...times.map((t0) => times.filter((t) => t >= t0 && t < t0 + SECOND_WINDOW_MS).length));
}

beforeAll(async () => {
  sim = await startCin7Simulator({
    accounts: [
      { credentials: [{ username: HARBOUR_USER, key: KEY }] },
      { credentials: [{ username: NORTHWIND_USER, key: KEY }], salt: 'northwind-wholesale', region: 'US' },
    ],
    sizes: SIZES,
    limits: LIMITS,
  });
  connectors = standInConnectors(sim, { limits: LIMITS, attempts: 4 });
  // PostgreSQL when the machine has one, as the other tests of the shared budget (sharedSource.test.ts).
  stack = await TestStack.start({ backend: testBackend() });
  ({ harbour: harbourInstance, northwind: northwindInstance } = await demoInstanceIds(stack.db));
  harbour = await connectionNamed(stack.db, 'Harbour Traders Omni');
  northwind = await connectionNamed(stack.db, 'Northwind Omni');
  await storeCin7Key(stack.db, [harbour], KEY, { activeAs: HARBOUR_USER });
  await storeCin7Key(stack.db, [northwind], KEY, { activeAs: NORTHWIND_USER });
  await cancelOpenJobs(stack.db);
  // Each company's first full import in this process makes its tables ready (DDL, catalogue: tablesReady.ts), which
  // later imports skip: landed once, untimed, so both timed runs below start alike.
  const warm = worker(2);
  const ids = [await enqueue(harbourInstance, harbour), await enqueue(northwindInstance, northwind)];
  warm.start();
  await watch(ids, 240_000);
  await warm.stop();
}, 360_000);

afterAll(async () => {
  await stack?.close();
  await sim?.close();
});

describe('two companies importing at once', () => {
  let oneAfterTheOtherMs = 0;

  it('(the baseline) one job at a time runs them one after the other', async () => {
    const one = worker(1);
    const ids = [await enqueue(harbourInstance, harbour), await enqueue(northwindInstance, northwind)];
    one.start();
    const { together, ms } = await watch(ids, 240_000);
    await one.stop();
    oneAfterTheOtherMs = ms;
    expect(together).toBe(0);
    for (const id of ids) expect((await jobRow(id)).status).toBe('success');
  }, 300_000);

  it('both progress together, within their own limits, in well under the time one after the other', async () => {
    const since = new Date();
    const throttledBefore = sim.throttled();
    const both = worker(2);
    const ids = [await enqueue(harbourInstance, harbour), await enqueue(northwindInstance, northwind)];
    both.start();
    const { together, ms } = await watch(ids, 240_000);
    await both.stop();
    expect(together).toBeGreaterThan(2);
    for (const id of ids) expect((await jobRow(id)).status).toBe('success');
    expect(ms).toBeLessThan(0.75 * oneAfterTheOtherMs);
    expect(sim.throttled() - throttledBefore).toBe(0);
    expect(await busiestSecond(HARBOUR_USER, since)).toBeLessThanOrEqual(LIMITS.perSecond);
    expect(await busiestSecond(NORTHWIND_USER, since)).toBeLessThanOrEqual(LIMITS.perSecond);
  }, 300_000);

  it('a company’s first import starts within 5 s while another company’s full import runs', async () => {
    const busy = worker(2);
    busy.start();
    const long = await enqueue(harbourInstance, harbour);
    busy.wake();
    await expect.poll(async () => (await jobRow(long)).pages, { timeout: 30_000 }).toBeGreaterThan(0);
    const first = await enqueue(northwindInstance, northwind);
    // As the API does after /api/etl/start (server/etl/runtime.ts).
    busy.wake();
    await expect
      .poll(async () => (await jobRow(first)).status, { timeout: 5_000, interval: 100 })
      .toBe('running');
    const row = await jobRow(first);
    expect((row.started_at?.getTime() ?? Infinity) - row.created_at.getTime()).toBeLessThan(5_000);
    expect((await jobRow(long)).status).toBe('running');
    await busy.stop();
    await cancelOpenJobs(stack.db);
  }, 60_000);
});
