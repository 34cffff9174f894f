// @vitest-environment node
/**
 * How Wharf reads Cin7 Omni against its stand-in: from ModifiedDate >= the watermark so a record changed in the
 * watermark's own second is not lost, only the fields the tables read, a daily id sweep that carries deletes
 * through (a voided order stays), and an entity switched off at the source (403) that leaves the others landing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { TEST_SECRET_KEY } from '../testing/testStack.ts';
import { startSignedInDemo, type SignedInDemo } from '../testing/signedInDemo.ts';
import type { ConnectorConfig } from './connectors/registry.ts';
import {
  cancelOpenJobs,
  connectionNamed,
  standInConnectors,
  storeCin7Key,
} from '../testing/cin7Connections.ts';
import { startCin7Simulator, type Cin7Simulator } from '../../standins/cin7Omni/index.ts';
import { EtlWorker } from './worker.ts';

vi.setConfig({ testTimeout: 60_000 });

const USERNAME = 'harbour-traders-omni';
const KEY = 'test-omni-key-123456';
const HOUR = 3_600_000;

let demo: SignedInDemo;
let sim: Cin7Simulator;
let connectionId: number;
let connectors: ConnectorConfig;
// After the demo's own landing (real time), which counts as the entities' last sweep.
let clock = Date.now() + HOUR;

const worker = () =>
  new EtlWorker({
    db: demo.stack.db,
    secretKey: TEST_SECRET_KEY,
    connectors,
    pollIntervalMs: 20,
    now: () => new Date(clock),
  });

const call = (path: string, payload: unknown) =>
  demo.api.post(path, payload, { token: demo.idToken, instanceId: demo.harbour });

interface Job {
  id: number;
  status: string;
  messages: { severity: number; text: string }[];
  entities: { entity: string; status: string; rows: number; message: string | null; removed?: number }[];
}

async function run(mode: 'full' | 'incremental', scopes: string[]): Promise<Job> {
  const started = await call(API_PATHS.etlStart, { connectionId, mode, scopes });
  expect(started.status).toBe(200);
  const id = (started.body.job as Job).id;
  expect(await worker().runOnce()).toBe(id);
  const answer = await call(API_PATHS.etlStatus, { jobId: id });
  return (answer.body.jobs as Job[])[0] as Job;
}

async function contactCompany(id: number): Promise<string | null> {
  const [row] = await demo.stack.db.query<{ company: string | null }>(
    'SELECT company FROM harbour_traders.cin7_contacts WHERE connection_id = $1 AND contact_id = $2',
    [connectionId, id],
  );
  return row?.company ?? null;
}

async function ids(table: string, key: string): Promise<number[]> {
  const rows = await demo.stack.db.query<{ id: number }>(
    `SELECT ${key} AS id FROM harbour_traders.${table} WHERE connection_id = $1 ORDER BY 1`,
    [connectionId],
  );
  return rows.map((row) => row.id);
}

/** What the stand-in answers a list call with this query (as the connector's API user). */
async function list(resource: string, query: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${sim.baseUrl}/v1/${resource}?${query}`, {
    headers: { authorization: `Basic ${Buffer.from(`${USERNAME}:${KEY}`).toString('base64')}` },
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

beforeAll(async () => {
  sim = await startCin7Simulator({
    credentials: [{ username: USERNAME, key: KEY }],
    sizes: {
      products: 30,
      optionsPerProduct: 1,
      branches: 1,
      contacts: 40,
      salesOrders: 30,
      purchaseOrders: 6,
    },
    limits: null,
  });
  connectors = standInConnectors(sim);
  demo = await startSignedInDemo({}, { etl: { connectors, worker: false } });
  connectionId = await connectionNamed(demo.stack.db, 'Harbour Traders Omni');
  await storeCin7Key(demo.stack.db, [connectionId], KEY, { activeAs: USERNAME });
  await cancelOpenJobs(demo.stack.db);
  expect((await run('full', ['contacts', 'salesOrders'])).status).toBe('success');
}, 120_000);

afterAll(async () => {
  await demo?.stack.close();
  await sim?.close();
});

describe('incremental reads from the watermark’s own second', () => {
  it('land a record changed in the watermark’s second after the last run, which a strict > loses', async () => {
    const contacts = sim.dataOf().Contacts;
    const newest = contacts.reduce((a, b) =>
      Date.parse(String(a.modifiedDate)) >= Date.parse(String(b.modifiedDate)) ? a : b,
    );
    const boundary = String(newest.modifiedDate);
    // Another contact is saved in Cin7 in the same second as the newest one landed, after that import.
    const late = contacts.find((contact) => contact !== newest) ?? newest;
    late.company = 'Boundary Second Ltd';
    late.modifiedDate = boundary;
    const second = `${new Date(boundary).toISOString().slice(0, 19)}Z`;
    const strict = await list('Contacts', `where=ModifiedDate>'${second}'&rows=250`);
    expect((strict.body as { id: number }[]).map((c) => c.id)).not.toContain(late.id);

    const job = await run('incremental', ['contacts']);
    expect(job.status).toBe('success');
    expect(await contactCompany(Number(late.id))).toBe('Boundary Second Ltd');
    // The newest contact came again (same second) but had not changed: only the late one counts.
    expect(job.entities.find((e) => e.entity === 'contacts')?.rows).toBe(1);

    const again = await run('incremental', ['contacts']);
    expect(again.status).toBe('info');
    expect(again.entities.find((e) => e.entity === 'contacts')?.message).toMatch(/^0 changed since/);
  });
});

describe('the fields asked for', () => {
  it('land every column of the tables, as only those fields are read', async () => {
    const [row] = await demo.stack.db.query<Record<string, unknown>>(
      `SELECT reference, member_id, total, invoice_date, modified_date FROM harbour_traders.cin7_sales_orders
       WHERE connection_id = $1 ORDER BY sales_order_id LIMIT 1`,
      [connectionId],
    );
    expect(Object.values(row ?? {}).every((value) => value !== null)).toBe(true);
    const [lines] = await demo.stack.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM harbour_traders.cin7_sales_order_lines WHERE connection_id = $1',
      [connectionId],
    );
    expect(lines?.n).toBe(sim.expectedRows().cin7_sales_order_lines);
  });

  it('the stand-in refuses more than 250 rows a page and sends only the fields asked for', async () => {
    const tooMany = await list('Contacts', 'rows=251');
    expect(tooMany).toEqual({
      status: 400,
      body: { Message: 'The rows argument cannot be greater than 250.' },
    });
    const idsOnly = await list('Contacts', 'rows=2&fields=id,noSuchField&order=Id');
    expect(idsOnly.body).toEqual([{ id: 1 }, { id: 2 }]);
  });
});

describe('deletes in Cin7 Omni', () => {
  it('are removed within a day by the id sweep, with their lines; a voided order stays', async () => {
    const orders = sim.dataOf().SalesOrders;
    const [gone, voided] = [Number(orders[3]?.id), Number(orders[4]?.id)];
    sim.remove('SalesOrders', [gone]);
    sim.remove('Contacts', [7, 8, 9]);
    const voidedOrder = orders.find((order) => Number(order.id) === voided);
    if (voidedOrder) voidedOrder.status = 'Voided';
    sim.touch('SalesOrders', [voided]);

    // Within the day of the full load: no sweep yet, the incremental run lands the voided order.
    clock += 2 * HOUR;
    const callsBefore = sim.calls.SalesOrders ?? 0;
    await run('incremental', ['contacts', 'salesOrders']);
    expect(sim.calls.SalesOrders).toBe(callsBefore + 1);
    expect(await ids('cin7_sales_orders', 'sales_order_id')).toContain(gone);

    // A day after the full load: each entity is swept once.
    clock += 23 * HOUR;
    const swept = await run('incremental', ['contacts', 'salesOrders']);
    expect(swept.status).toBe('success');
    expect(swept.messages.map((m) => m.text)).toEqual(
      expect.arrayContaining([
        'Contacts: 3 deleted in Cin7 Omni removed.',
        'Sales orders: 1 deleted in Cin7 Omni removed.',
      ]),
    );
    expect(swept.entities.find((e) => e.entity === 'contacts')?.removed).toBe(3);
    expect(await ids('cin7_contacts', 'contact_id')).not.toContain(8);
    expect(await ids('cin7_sales_orders', 'sales_order_id')).not.toContain(gone);
    expect(await ids('cin7_sales_order_lines', 'sales_order_id')).not.toContain(gone);
    const [status] = await demo.stack.db.query<{ status: string }>(
      'SELECT status FROM harbour_traders.cin7_sales_orders WHERE connection_id = $1 AND sales_order_id = $2',
      [connectionId, voided],
    );
    expect(status?.status).toBe('Voided');
    expect(await ids('cin7_contacts', 'contact_id')).toHaveLength(sim.dataOf().Contacts.length);

    // The next run the same day sweeps nothing: one call per entity.
    const before = (sim.calls.Contacts ?? 0) + (sim.calls.SalesOrders ?? 0);
    clock += HOUR;
    await run('incremental', ['contacts', 'salesOrders']);
    expect((sim.calls.Contacts ?? 0) + (sim.calls.SalesOrders ?? 0)).toBe(before + 2);
  });
});

describe('an entity switched off in Cin7 Omni', () => {
  it('lands the others and says which one to switch on, in Cin7’s words', async () => {
    sim.switchOff('SalesOrders', true);
    sim.touch('Contacts', [1]);
    try {
      const job = await run('incremental', ['contacts', 'salesOrders', 'purchaseOrders']);
      expect(job.status).toBe('warning');
      const orders = job.entities.find((e) => e.entity === 'salesOrders');
      expect(orders?.status).toBe('error');
      expect(orders?.message).toBe(
        'Cin7 Omni refused Sales orders (403: You do not have permission to access this resource.): switch on ' +
          'API access to Sales orders in Cin7 Omni under Settings > Integrations & API > API v1 > Permissions ' +
          '(Read), then import again.',
      );
      expect(job.entities.find((e) => e.entity === 'contacts')?.status).toBe('success');
      expect(job.entities.find((e) => e.entity === 'purchaseOrders')?.status).toBe('success');
      expect(await contactCompany(1)).toMatch(/\(changed\)$/);
    } finally {
      sim.switchOff('SalesOrders', false);
    }
  });
});
