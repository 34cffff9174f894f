// @vitest-environment node
import { CIN7_ENTITIES } from './connectors/cin7Omni/entities.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { TEST_SECRET_KEY } from '../testing/testStack.ts';
import { startSignedInDemo, type SignedInDemo } from '../testing/signedInDemo.ts';
import type { ConnectorConfig } from './connectors/registry.ts';
import { connectionNamed, standInConnectors, storeCin7Key } from '../testing/cin7Connections.ts';
import { startCin7Simulator, type Cin7Simulator } from '../../standins/cin7Omni/index.ts';
import { cin7RefusedKeysAdvice } from './connectors/cin7Omni/connector.ts';
import { EtlWorker } from './worker.ts';
import type { JobMessage } from './queue.ts';

// Each landing over Harbour Traders rebuilds its business tables (60,000 order lines), as a customer's does.
vi.setConfig({ testTimeout: 60_000 });

const USERNAME = 'harbour-traders-omni';
const KEY = 'test-omni-key-123456';
const ALL_SCOPES = CIN7_ENTITIES.map((entity) => entity.key);

let demo: SignedInDemo;
let sim: Cin7Simulator;
let connectionId: number;
let connectors: ConnectorConfig;

function worker(options: { leaseMs?: number } = {}) {
  return new EtlWorker({
    db: demo.stack.db,
    secretKey: TEST_SECRET_KEY,
    connectors,
    pollIntervalMs: 20,
    ...options,
  });
}

const call = (path: string, payload: unknown) =>
  demo.api.post(path, payload, { token: demo.idToken, instanceId: demo.harbour });

interface Job {
  id: number;
  status: string;
  counts: Record<string, number>;
  messages: JobMessage[];
  entities: {
    entity: string;
    status: string;
    rows: number;
    pages: number;
    message: string | null;
    lastFullRows?: number | null;
  }[];
}

async function job(id: number): Promise<Job> {
  const answer = await call(API_PATHS.etlStatus, { jobId: id });
  expect(answer.status).toBe(200);
  return (answer.body.jobs as Job[])[0] as Job;
}

async function start(mode: 'full' | 'incremental', scopes: string[] = ALL_SCOPES): Promise<number> {
  const answer = await call(API_PATHS.etlStart, { connectionId, mode, scopes });
  expect(answer.status).toBe(200);
  return (answer.body.job as Job).id;
}

async function landed(table: string): Promise<number> {
  const [row] = await demo.stack.db.query<{ n: number }>(
    `SELECT count(*) AS n FROM harbour_traders.${table} WHERE connection_id = $1`,
    [connectionId],
  );
  return row?.n ?? 0;
}

async function landedAll(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.keys(sim.expectedRows())) counts[table] = await landed(table);
  return counts;
}

beforeAll(async () => {
  sim = await startCin7Simulator({
    credentials: [{ username: USERNAME, key: KEY }],
    sizes: {
      products: 120,
      optionsPerProduct: 2,
      branches: 2,
      contacts: 200,
      salesOrders: 320,
      purchaseOrders: 40,
    },
    limits: null,
  });
  connectors = standInConnectors(sim, { attempts: 5 });
  demo = await startSignedInDemo({}, { etl: { connectors, worker: false } });
  connectionId = await connectionNamed(demo.stack.db, 'Harbour Traders Omni');
  await storeCin7Key(demo.stack.db, [connectionId], KEY);
}, 120_000);

afterAll(async () => {
  await demo?.stack.close();
  await sim?.close();
});

describe('source systems and connection set-up', () => {
  it('lists Cin7 Omni with its labels and scopes', async () => {
    const answer = await call(API_PATHS.sourceSystems, {});
    expect(answer.status).toBe(200);
    const systems = answer.body.sourceSystems as {
      code: string;
      clientIdLabel: string;
      scopes: { key: string }[];
    }[];
    const cin7 = systems.find((s) => s.code === 'cin7Omni');
    expect(cin7?.clientIdLabel).toBe('API username');
    expect(cin7?.scopes.map((s) => s.key)).toEqual(ALL_SCOPES);
  });

  it('tries credentials against the source: a wrong key answers 400 with the source’s message', async () => {
    const wrong = await call(API_PATHS.instanceConnectionTest, {
      sourceSystemId: 1,
      APIKeys: { clientId: USERNAME, secret: 'not-the-key' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(cin7RefusedKeysAdvice('Authorization has been denied for this request.'));
    const right = await call(API_PATHS.instanceConnectionTest, { sourceSystemId: 1, connectionId });
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ ok: true, message: `Connected to Cin7 Omni as ${USERNAME}.` });
  });

  it('saves a connection only with its id and known scopes', async () => {
    const noId = await call(API_PATHS.instanceConnectionSave, { connection: { name: 'x' } });
    expect(noId.status).toBe(400);
    expect(noId.body.message).toMatch(/^connection\.id:/);
    const unknown = await call(API_PATHS.instanceConnectionSave, {
      connection: { id: connectionId, ETLScopes: ['products', 'invoices'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('connection.ETLScopes.1: Cin7 Omni has no scope "invoices".');
    const saved = await call(API_PATHS.instanceConnectionSave, {
      connection: { id: connectionId, ETLScopes: ALL_SCOPES },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      instanceConnection: { ETLScopes: ALL_SCOPES },
      activeConnectionCount: 3,
    });
  });
});

describe('imports from the Cin7 Omni simulator', () => {
  it('a full load lands every scope with exact row counts and catalogue entries', async () => {
    // A new connection: its first import sets it up and, once landed, makes it ACTIVE (docs/api.md).
    await demo.stack.db.query("UPDATE app.instance_connections SET status = 'PENDING_INIT' WHERE id = $1", [
      connectionId,
    ]);
    const id = await start('full');
    expect((await job(id)).status).toBe('pending');
    expect(await worker().runOnce()).toBe(id);
    const done = await job(id);
    expect(done.status).toBe('success');
    const [connection] = await demo.stack.db.query<{ status: string; changed_by: string }>(
      'SELECT status, changed_by FROM app.instance_connections WHERE id = $1',
      [connectionId],
    );
    expect(connection).toEqual({ status: 'ACTIVE', changed_by: 'Wharf import' });
    expect(done.counts).toEqual(sim.expectedRows());
    expect(await landedAll()).toEqual(sim.expectedRows());
    expect(done.entities.map((e) => [e.entity, e.status])).toEqual(ALL_SCOPES.map((s) => [s, 'success']));
    // The demo connection's earlier full import (its first start's) says how many rows to expect of each entity.
    const history = (await call(API_PATHS.etlStatus, {})).body as { jobs: (Job & { mode: string })[] };
    const earlier = history.jobs.find(
      (other) => other.id < id && other.mode === 'full' && other.status === 'success',
    );
    expect(earlier).toBeDefined();
    expect(done.entities.map((e) => [e.entity, e.lastFullRows ?? null])).toEqual(
      ALL_SCOPES.map((scope) => [scope, earlier?.entities.find((e) => e.entity === scope)?.rows ?? null]),
    );
    const columns = await demo.stack.db.query<{ column_name: string; role: string; friendly_name: string }>(
      `SELECT c.column_name, c.role, c.friendly_name FROM app.dw_columns c JOIN app.dw_tables t ON t.id = c.table_id
       WHERE t.instance_id = $1 AND t.table_name = 'cin7_sales_order_lines' ORDER BY c.ordinal`,
      [demo.harbour],
    );
    expect(columns.find((c) => c.column_name === 'line_total')).toEqual({
      column_name: 'line_total',
      role: 'measure',
      friendly_name: 'Line Total',
    });
    expect(columns.find((c) => c.column_name === 'code')?.role).toBe('dimension');
  });

  it('an incremental run picks up only the changed rows', async () => {
    sim.touch('Products', [3, 4, 5]);
    sim.touch('SalesOrders', [10, 11]);
    const before = sim.calls.SalesOrders ?? 0;
    const id = await start('incremental');
    await worker().runOnce();
    const done = await job(id);
    expect(done.messages.filter((m) => m.severity !== 1)).toEqual([]);
    expect(done.status).toBe('success');
    expect(Object.fromEntries(done.entities.map((e) => [e.entity, e.rows]))).toEqual({
      products: 3,
      productOptions: 0,
      stock: 0,
      contacts: 0,
      salesOrders: 2,
      purchaseOrders: 0,
      creditNotes: 0,
      payments: 0,
      quotes: 0,
      branchTransfers: 0,
      adjustments: 0,
      branches: 0,
      // Categories carry no modified date: every run reads the (short) list again, and lands nothing when the
      // warehouse holds it as it is.
      productCategories: 0,
      users: 0,
    });
    expect(sim.calls.SalesOrders).toBe(before + 1);
    expect(await landedAll()).toEqual(sim.expectedRows());
    const [product] = await demo.stack.db.query<{ name: string }>(
      'SELECT name FROM harbour_traders.cin7_products WHERE connection_id = $1 AND product_id = 4',
      [connectionId],
    );
    expect(product?.name).toMatch(/\(changed\)$/);
    // Nothing changed since: an incremental run of the entities with a modified date answers "0 changed" (product
    // categories have none, so any run reads them in full again).
    const again = await start(
      'incremental',
      ALL_SCOPES.filter((scope) => scope !== 'productCategories'),
    );
    await worker().runOnce();
    expect((await job(again)).status).toBe('info');
  });

  it('survives 429 and 500 answers with the same final counts', async () => {
    sim.inject({ kind: 429, count: 2, resource: 'SalesOrders' });
    sim.inject({ kind: 500, count: 2, resource: 'Contacts' });
    sim.inject({ kind: 'reset', count: 1, resource: 'Products' });
    const id = await start('full');
    await worker().runOnce();
    const done = await job(id);
    expect(done.status).toBe('success');
    // A later full import expects, per entity, what the last landed full import read (its total to show).
    const firstFull = (await call(API_PATHS.etlStatus, { limit: 100 })).body as {
      jobs: (Job & { mode: string })[];
    };
    const previous = firstFull.jobs.find(
      (other) => other.id < id && other.mode === 'full' && other.status === 'success',
    );
    expect(done.entities.map((e) => [e.entity, e.lastFullRows])).toEqual(
      previous?.entities.map((e) => [e.entity, e.rows]),
    );
    expect(done.counts).toEqual(sim.expectedRows());
    expect(await landedAll()).toEqual(sim.expectedRows());
    expect(done.messages.map((m) => m.text)).toEqual(
      expect.arrayContaining([
        'Sales orders: 2 calls were retried (429 ×2).',
        'Contacts: 2 calls were retried (500 ×2).',
      ]),
    );
    // The add-in words the tallies from their data, never from the text.
    expect(done.messages.filter((m) => m.kind === 'retried').map((m) => m.retried)).toEqual(
      expect.arrayContaining([
        { entity: 'Sales orders', calls: 2, rateLimited: true },
        { entity: 'Contacts', calls: 2, rateLimited: false },
      ]),
    );
  });

  it('two concurrent starts give one run, and a pending run can be cancelled', async () => {
    const [a, b] = await Promise.all([
      call(API_PATHS.etlStart, { connectionId, mode: 'full' }),
      call(API_PATHS.etlStart, { connectionId, mode: 'full' }),
    ]);
    expect([a?.status, b?.status]).toEqual([200, 200]);
    expect([a?.body.alreadyRunning, b?.body.alreadyRunning].sort()).toEqual([false, true]);
    const id = (a?.body.job as Job).id;
    expect((b?.body.job as Job).id).toBe(id);
    const cancelled = await call(API_PATHS.etlCancel, { jobId: id });
    expect(cancelled.status).toBe(200);
    expect((cancelled.body.job as Job).status).toBe('cancelled');
    expect(await worker().runOnce()).toBeNull();
  });

  it('refuses unknown scopes and connections without a connector', async () => {
    const bad = await call(API_PATHS.etlStart, { connectionId, mode: 'full', scopes: ['products', 'nope'] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('scopes.1: Cin7 Omni has no scope "nope".');
  });

  it('a crash mid-run leaves the previous data intact, and the job is resumed after its lease', async () => {
    const previous = await landedAll();
    sim.touch('SalesOrders', [1, 2, 3]);
    sim.inject({ kind: 'slow', count: 20, resource: 'SalesOrders', fromPage: 2, delayMs: 400 });
    const id = await start('full', ['salesOrders']);
    const crashing = worker({ leaseMs: 300 });
    const run = crashing.runOnce();
    for (let i = 0; i < 100; i += 1) {
      const current = await job(id);
      if ((current.entities[0]?.pages ?? 0) >= 1) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await crashing.stop();
    await run;
    expect((await job(id)).status).toBe('running');
    expect(await landedAll()).toEqual(previous);
    const [old] = await demo.stack.db.query<{ qty: number }>(
      'SELECT sum(qty) AS qty FROM harbour_traders.cin7_sales_order_lines WHERE connection_id = $1 AND sales_order_id = 1',
      [connectionId],
    );
    sim.clearFaults();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await worker().runOnce()).toBe(id);
    const done = await job(id);
    expect(done.status).toBe('success');
    expect(done.messages[0]?.text).toBe(
      'The import was interrupted (its worker stopped answering) and resumed.',
    );
    expect(await landedAll()).toEqual(sim.expectedRows());
    const [now] = await demo.stack.db.query<{ qty: number }>(
      'SELECT sum(qty) AS qty FROM harbour_traders.cin7_sales_order_lines WHERE connection_id = $1 AND sales_order_id = 1',
      [connectionId],
    );
    expect(now?.qty).toBe((old?.qty ?? 0) + 1);
  });

  it('a wrong key fails the run with the source’s message and keeps the data', async () => {
    const previous = await landedAll();
    await storeCin7Key(demo.stack.db, [connectionId], 'a-wrong-key-000000');
    const id = await start('full');
    await worker().runOnce();
    const done = await job(id);
    expect(done.status).toBe('error');
    expect(done.messages.map((m) => m.text)).toContain(
      'Products: Cin7 Omni answered 401: Authorization has been denied for this request.',
    );
    expect(done.entities[0]).toMatchObject({ entity: 'products', status: 'error' });
    expect(await landedAll()).toEqual(previous);
    await storeCin7Key(demo.stack.db, [connectionId], KEY);
  });

  it('a key refused at the first call stops every entity of the run with the source’s answer', async () => {
    await storeCin7Key(demo.stack.db, [connectionId], 'a-wrong-key-000000');
    const id = await start('incremental');
    await worker().runOnce();
    const done = await job(id);
    expect(done.status).toBe('error');
    const refused = 'Cin7 Omni answered 401: Authorization has been denied for this request.';
    // None is left waiting for a run that will not come.
    expect(done.entities.map((e) => [e.entity, e.status, e.message])).toEqual(
      ALL_SCOPES.map((scope) => [scope, 'error', refused]),
    );
    await storeCin7Key(demo.stack.db, [connectionId], KEY);
  });
});
