// @vitest-environment node
/**
 * Northwind Wholesale's demo connection is another account of the Cin7 Omni stand-in: with the key the API stores
 * for the demo connections, its import lands Northwind's own records in northwind_wholesale's cin7_* tables, and
 * the Cin7 Omni model builds its business tables from them, as it does a customer's.
 */
import { CIN7_ENTITIES } from './connectors/cin7Omni/entities.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import {
  TEST_SECRET_KEY,
  TestStack,
  demoInstanceIds,
  signInForIdToken,
  type TestApi,
} from '../testing/testStack.ts';
import type { ConnectorConfig } from './connectors/registry.ts';
import { standInConnectors } from '../testing/cin7Connections.ts';
import { demoAccounts, startCin7Simulator, type Cin7Simulator } from '../../standins/cin7Omni/index.ts';
import {
  DEMO_CIN7_USERNAME,
  DEMO_NORTHWIND_CIN7_USERNAME,
  storeDemoConnectionKey,
} from './demoConnection.ts';
import { EtlWorker } from './worker.ts';

const KEY = 'test-demo-omni-key-01';

let stack: TestStack;
let api: TestApi;
let sim: Cin7Simulator;
let token: string;
let northwind: number;
let connectors: ConnectorConfig;
let stored: number;

async function count(table: string): Promise<number> {
  const [row] = await stack.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM northwind_wholesale.${table}`,
  );
  return row?.n ?? 0;
}

beforeAll(async () => {
  sim = await startCin7Simulator({
    accounts: demoAccounts(KEY),
    sizes: {
      products: 40,
      optionsPerProduct: 2,
      branches: 2,
      contacts: 60,
      salesOrders: 90,
      purchaseOrders: 10,
    },
    limits: null,
  });
  connectors = standInConnectors(sim, { attempts: 5 });
  stack = await TestStack.start();
  api = await stack.api({ etl: { connectors, worker: false } });
  token = await signInForIdToken(stack.idp.issuer);
  ({ northwind } = await demoInstanceIds(stack.db));
  // A company that is not the demo's, naming Northwind's API username: the demo key is not for it.
  const [other] = await stack.db.query<{ id: number }>(
    "INSERT INTO app.instances (name, schema, plan_id) VALUES ('Other Co', 'other_co', 'prod_wharf_starter') RETURNING id",
  );
  await stack.db.query(
    `INSERT INTO app.instance_connections (instance_id, name, status, source_system_id, api_client_id)
     VALUES ($1, 'Look-alike Omni', 'ACTIVE', 1, $2)`,
    [other?.id, DEMO_NORTHWIND_CIN7_USERNAME],
  );
  // As the API does at start when WHARF_DEMO_CIN7_KEY is set.
  stored = await storeDemoConnectionKey(stack.db, TEST_SECRET_KEY, KEY);
  // The demo user is a plain member of Northwind; starting an import is for its owners and admins.
  await stack.db.query("UPDATE app.memberships SET role = 'admin' WHERE instance_id = $1", [northwind]);
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await sim?.close();
});

describe("Northwind Wholesale's demo connection", () => {
  it('is a Cin7 Omni connection to its own account of the stand-in, keyed like Harbour’s', async () => {
    expect(stored).toBe(2);
    const keyed = await stack.db.query<{ name: string }>(
      'SELECT name FROM app.instance_connections WHERE api_secret_encrypted IS NOT NULL ORDER BY id',
    );
    expect(keyed.map((c) => c.name)).toEqual(['Harbour Traders Omni', 'Northwind Omni']);
    const answer = await api.post(API_PATHS.instanceConnection, {}, { token, instanceId: northwind });
    expect(answer.status).toBe(200);
    const connections = answer.body.instanceConnections as {
      name: string;
      status: string;
      sourceSystem: { id: number; name: string };
      APIKey: { clientId: string; secret: string | null };
    }[];
    expect(connections).toEqual([
      expect.objectContaining({
        name: 'Northwind Omni',
        status: 'ACTIVE',
        sourceSystem: { id: 1, name: 'Cin7 Omni' },
        APIKey: { clientId: DEMO_NORTHWIND_CIN7_USERNAME, secret: '••••y-01' },
      }),
    ]);
  });

  it('imports Northwind’s own records into its cin7_* tables, and builds its business tables from them', async () => {
    const [connection] = await stack.db.query<{ id: number }>(
      "SELECT id FROM app.instance_connections WHERE instance_id = $1 AND name = 'Northwind Omni'",
      [northwind],
    );
    const started = await api.post(
      API_PATHS.etlStart,
      {
        connectionId: connection?.id,
        mode: 'full',
        scopes: CIN7_ENTITIES.map((entity) => entity.key),
      },
      { token, instanceId: northwind },
    );
    expect(started.status).toBe(200);
    const worker = new EtlWorker({
      db: stack.db,
      secretKey: TEST_SECRET_KEY,
      connectors,
      pollIntervalMs: 20,
    });
    await worker.runOnce();
    const status = await api.post(
      API_PATHS.etlStatus,
      { jobId: (started.body.job as { id: number }).id },
      { token, instanceId: northwind },
    );
    const [job] = status.body.jobs as { status: string; counts: Record<string, number> }[];
    expect(job?.status).toBe('success');

    const expected = sim.expectedRows(DEMO_NORTHWIND_CIN7_USERNAME);
    expect(job?.counts).toEqual(expected);
    for (const [table, rows] of Object.entries(expected)) expect(await count(table)).toBe(rows);

    const companies = await stack.db.query<{ company: string }>(
      'SELECT company FROM northwind_wholesale.cin7_contacts ORDER BY contact_id',
    );
    const northwindCompanies = sim.dataOf(DEMO_NORTHWIND_CIN7_USERNAME).Contacts.map((c) => c.company);
    const harbourCompanies = new Set(sim.dataOf(DEMO_CIN7_USERNAME).Contacts.map((c) => c.company));
    expect(companies.map((c) => c.company)).toEqual(northwindCompanies);
    expect(companies.filter((c) => harbourCompanies.has(c.company))).toEqual([]);
    const currencies = await stack.db.query<{ currency_code: string }>(
      'SELECT DISTINCT currency_code FROM northwind_wholesale.cin7_sales_orders',
    );
    expect(currencies).toEqual([{ currency_code: 'USD' }]);

    // As a customer's import does (the demo world's first start landed its own the same way).
    const customers = sim.dataOf(DEMO_NORTHWIND_CIN7_USERNAME).Contacts.filter((c) => c.type === 'Customer');
    expect({ orders: await count('sales_orders'), customers: await count('customers') }).toEqual({
      orders: expected.cin7_sales_orders,
      customers: customers.length,
    });
  });
});
