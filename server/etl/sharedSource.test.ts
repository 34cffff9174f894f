// @vitest-environment node
/**
 * Two things that need the simulator and one stack: the Cin7 call budget shared through the database (two workers
 * on one account see no 429 where per-process limiters do), and a full re-sync of one entity removing what the
 * source deleted, swapped in atomically, with the table's landing time for freshness.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import {
  TEST_SECRET_KEY,
  TestStack,
  demoInstanceIds,
  signInForIdToken,
  type TestApi,
} from '../testing/testStack.ts';
import { SECOND_WINDOW_MS, processCallBudget, sourceAccount } from './calls/rateBudget.ts';
import { abortableSleep } from './calls/sleep.ts';
import type { ConnectorConfig } from './connectors/registry.ts';
import {
  cancelOpenJobs,
  connectionNamed,
  standInConnectors,
  storeCin7Key,
} from '../testing/cin7Connections.ts';
import { startCin7Simulator, type Cin7Simulator } from '../../standins/cin7Omni/index.ts';
import { EtlWorker } from './worker.ts';
import { testBackend } from '../testing/testBackends.ts';

const USERNAME = 'harbour-traders-omni';
const KEY = 'test-omni-key-123456';
const LIMITS = { perSecond: 3, perMinute: 60, perDay: 5000 };

let stack: TestStack;
let api: TestApi;
let sim: Cin7Simulator;
let token: string;
let harbour: number;
let omni: number;
let second: number;
let connectors: ConnectorConfig;

const call = (path: string, payload: unknown) => api.post(path, payload, { token, instanceId: harbour });

const worker = (config: ConnectorConfig = connectors) =>
  new EtlWorker({ db: stack.db, secretKey: TEST_SECRET_KEY, connectors: config, pollIntervalMs: 20 });

interface Job {
  id: number;
  status: string;
  messages: { severity: number; text: string }[];
}

async function start(connectionId: number, mode: 'full' | 'incremental', scopes: string[]): Promise<number> {
  const answer = await call(API_PATHS.etlStart, { connectionId, mode, scopes });
  expect(answer.status).toBe(200);
  return (answer.body.job as Job).id;
}

async function job(id: number): Promise<Job> {
  const answer = await call(API_PATHS.etlStatus, { jobId: id });
  return (answer.body.jobs as Job[])[0] as Job;
}

async function landedProducts(connectionId = omni): Promise<number> {
  const [row] = await stack.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM harbour_traders.cin7_products WHERE connection_id = $1',
    [connectionId],
  );
  return row?.n ?? 0;
}

async function lastLanded(table: string): Promise<string | null> {
  const answer = await call(API_PATHS.warehouseFreshness, {});
  expect(answer.status).toBe(200);
  const tables = answer.body.tables as { tableName: string; lastLanded: string | null }[];
  return tables.find((t) => t.tableName === table)?.lastLanded ?? null;
}

beforeAll(async () => {
  sim = await startCin7Simulator({
    credentials: [{ username: USERNAME, key: KEY }],
    sizes: {
      products: 600,
      optionsPerProduct: 1,
      branches: 1,
      contacts: 40,
      salesOrders: 40,
      purchaseOrders: 10,
    },
    limits: LIMITS,
  });
  // Few, quick retries: a 429 must show in the simulator's count, not be waited out.
  connectors = standInConnectors(sim, { limits: LIMITS, attempts: 4 });
  // On PostgreSQL when the machine has one (CI does): several workers sharing a budget is a deployment of several
  // processes on one database server, and the embedded database's synchronous work on this test's event loop would
  // hold back the in-process stand-in's clock (a call counted on time arrived late, bunched with the next three).
  stack = await TestStack.start({ backend: testBackend() });
  api = await stack.api({ etl: { connectors, worker: false } });
  token = await signInForIdToken(stack.idp.issuer);
  ({ harbour } = await demoInstanceIds(stack.db));
  omni = await connectionNamed(stack.db, 'Harbour Traders Omni');
  second = await connectionNamed(stack.db, 'Wellington Store Omni');
  // Two connections of one instance on one Cin7 account (one API user): their calls share the account's limits.
  await storeCin7Key(stack.db, [omni, second], KEY, { activeAs: USERNAME });
  await cancelOpenJobs(stack.db);
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await sim?.close();
});

const SCOPES = ['contacts', 'salesOrders', 'purchaseOrders', 'products'];

describe('one Cin7 call budget across workers', () => {
  it('two workers importing on one account at once get no 429', async () => {
    const jobs = [await start(omni, 'full', SCOPES), await start(second, 'full', SCOPES)];
    const callsBefore = Object.values(sim.calls).reduce((sum, n) => sum + n, 0);
    await Promise.all([worker().runOnce(), worker().runOnce()]);
    for (const id of jobs) expect((await job(id)).status).toBe('success');
    const calls = Object.values(sim.calls).reduce((sum, n) => sum + n, 0) - callsBefore;
    expect(calls).toBeGreaterThanOrEqual(12);
    expect(sim.throttled()).toBe(0);
    // The shared record itself: both workers' calls are in it, never more than the second's limit in its window.
    const counted = await stack.db.query<{ at: Date }>(
      'SELECT called_at AS at FROM app.source_calls WHERE account = $1 ORDER BY called_at',
      [sourceAccount('cin7Omni', sim.baseUrl, USERNAME)],
    );
    expect(counted.length).toBeGreaterThanOrEqual(calls);
    const times = counted.map((row) => row.at.getTime());
    const busiest = Math.max(
      ...times.map((start) => times.filter((t) => t >= start && t < start + SECOND_WINDOW_MS).length),
    );
    expect(busiest).toBeLessThanOrEqual(LIMITS.perSecond);
  }, 60_000);

  it('(the control) two workers each keeping the limits to itself are answered 429', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const ownLimits: ConnectorConfig = {
      ...connectors,
      budgets: {
        budget: (_account, limits, sourceName) => processCallBudget(limits, sourceName, abortableSleep),
        usedToday: () => Promise.resolve(new Map<string, number>()),
      },
    };
    await start(omni, 'full', SCOPES);
    await start(second, 'full', SCOPES);
    await Promise.all([worker(ownLimits).runOnce(), worker(ownLimits).runOnce()]);
    expect(sim.throttled()).toBeGreaterThan(0);
  }, 60_000);
});

describe('a full re-sync of one entity', () => {
  it('removes what the source deleted, and readers see the old rows until the swap', async () => {
    sim.setLimits(null);
    const landedBefore = await lastLanded('cin7_products');
    expect(landedBefore).not.toBeNull();
    expect(await landedProducts()).toBe(600);
    sim.remove('Products', [5, 6, 7]);
    // The third page answers slowly: the first two pages are staged by then.
    sim.inject({ kind: 'slow', resource: 'Products', fromPage: 3, delayMs: 1500 });
    // The re-sync button sends the warehouse table's name as its scope.
    const id = await start(omni, 'full', ['cin7_products']);
    const running = worker().runOnce();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await job(id)).status).toBe('running');
    expect(await landedProducts()).toBe(600);
    await running;
    const done = await job(id);
    expect(done.status).toBe('success');
    expect(done.messages.map((m) => m.text)).toContain(
      'Products: 3 records the source no longer has were removed.',
    );
    expect(await landedProducts()).toBe(597);
    const ids = await stack.db.query<{ product_id: number }>(
      'SELECT product_id FROM harbour_traders.cin7_products WHERE connection_id = $1 AND product_id IN (5, 6, 7)',
      [omni],
    );
    expect(ids).toEqual([]);
    // The other connection's rows are its own: untouched.
    expect(await landedProducts(second)).toBe(600);
    const landedAfter = await lastLanded('cin7_products');
    expect(Date.parse(landedAfter ?? '')).toBeGreaterThan(Date.parse(landedBefore ?? ''));
  }, 60_000);

  it('freshness answers only the caller’s instance and needs a token', async () => {
    expect((await api.post(API_PATHS.warehouseFreshness, {}, { instanceId: harbour })).status).toBe(401);
    const answer = await call(API_PATHS.warehouseFreshness, {});
    expect(answer.body.instanceId).toBe(harbour);
    expect((await call(API_PATHS.warehouseFreshness, { extra: '\u0000' })).status).toBe(400);
  });
});
