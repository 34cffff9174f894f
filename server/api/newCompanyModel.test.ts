// @vitest-environment node
/**
 * What a company lands is what it can ask for: a brand-new company signs up, connects Cin7 Omni (the stand-in, an
 * account in daily use) and imports; then every business table holds rows, every template answers rows, the AI
 * view's "top 10 customers by revenue" is the template's own top 10, and "sales orders in the last 30 days" answers.
 */
import { CIN7_ENTITIES } from '../etl/connectors/cin7Omni/entities.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CURRENT_TERMS_VERSION,
  type AiQueryResponse,
  type ClientQueryResponse,
  type TableQuery,
} from '@wharf/contract';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { startCin7Simulator, type Cin7Simulator } from '../../standins/cin7Omni/index.ts';
import type { ConnectorConfig } from '../etl/index.ts';
import { EtlWorker } from '../etl/worker.ts';
import { BUSINESS_TABLES } from '../model/businessTables.ts';
import { TEST_SECRET_KEY, TestStack, signUpForIdToken, type TestApi } from '../testing/testStack.ts';
import { CIN7_OMNI_TEMPLATES } from './services/libraryTemplates/cin7Omni.ts';

const USERNAME = 'fern-omni';
const KEY = 'fern-omni-key-Wharf-2468';
const FOUNDER = { name: 'Fern Founder', email: 'fern@fernhill.test', password: 'fern-password-1' };
const ALL_SCOPES = CIN7_ENTITIES.map((entity) => entity.key);

interface CatalogueTable {
  tableName: string;
  layer: string;
  rowCount: number;
  columns: { columnName: string }[];
}

let sim: Cin7Simulator;
let stack: TestStack;
let api: TestApi;
let token: string;
let company: number;

const call = (path: string, payload: unknown) => api.post(path, payload, { token, instanceId: company });

async function query(design: TableQuery): Promise<ClientQueryResponse> {
  const answer = await call(API_PATHS.clientQuery, { query: design });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as unknown as ClientQueryResponse;
}

async function ask(question: string): Promise<TableQuery> {
  const answer = await call(API_PATHS.aiQuery, { question });
  expect(answer.status, answer.text).toBe(200);
  const { query: design } = answer.body as unknown as AiQueryResponse;
  expect(design, `the AI view answers "${question}"`).not.toBeNull();
  return design as TableQuery;
}

beforeAll(async () => {
  sim = await startCin7Simulator({
    credentials: [{ username: USERNAME, key: KEY }],
    sizes: {
      products: 60,
      optionsPerProduct: 2,
      branches: 3,
      contacts: 120,
      salesOrders: 600,
      averageLinesPerOrder: 3,
      purchaseOrders: 30,
    },
    limits: null,
  });
  const connectors: ConnectorConfig = {
    cin7Omni: {
      baseUrl: sim.baseUrl,
      limits: null,
      retry: { attempts: 3, baseDelayMs: 5, maxDelayMs: 50 },
      timeoutMs: 10_000,
    },
  };
  stack = await TestStack.start();
  api = await stack.api({ etl: { connectors, worker: false } });
  token = await signUpForIdToken(stack.idp.issuer, FOUNDER);

  const created = await api.post(API_PATHS.signupInstance, { name: 'Fernhill Goods' }, { token });
  expect(created.status, created.text).toBe(200);
  company = created.body.instanceId as number;
  const terms = await api.post(
    API_PATHS.signupInitialUser,
    { termsVersion: CURRENT_TERMS_VERSION, accepted: true, instanceId: company },
    { token },
  );
  expect(terms.status, terms.text).toBe(200);
  const connection = await api.post(
    API_PATHS.signupConnections,
    {
      instanceId: company,
      name: 'Fernhill Omni',
      sourceSystemId: 1,
      APIKeys: { clientId: USERNAME, secret: KEY },
      ETLScopes: ALL_SCOPES,
      connectionGroup: 'Fernhill',
      attribute1: 'NZD',
      attribute2: 'Auckland',
    },
    { token },
  );
  expect(connection.status, connection.text).toBe(200);
  const connectionId = connection.body.connectionId as number;

  const started = await call(API_PATHS.etlStart, { connectionId, mode: 'full', scopes: ALL_SCOPES });
  expect(started.status, started.text).toBe(200);
  const jobId = (started.body.job as { id: number }).id;
  const worker = new EtlWorker({
    db: stack.db,
    secretKey: TEST_SECRET_KEY,
    connectors,
    pollIntervalMs: 20,
  });
  worker.start();
  try {
    for (let waited = 0; ; waited += 100) {
      const status = await call(API_PATHS.etlStatus, { jobId });
      const job = (status.body.jobs as { status: string; messages: unknown[] }[])[0];
      if (job && !['queued', 'running'].includes(job.status)) {
        expect(job.status, JSON.stringify(job.messages)).toBe('success');
        break;
      }
      if (waited > 120_000) throw new Error('the first import did not finish in 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await worker.stop();
  }
}, 240_000);

afterAll(async () => {
  await stack?.close();
  await sim?.close();
});

describe("a new company's first Cin7 Omni import reaches its questions", () => {
  it('fills every business table, each answering rows to a design over its columns', async () => {
    const answer = await call(API_PATHS.clientDWSchema, {});
    expect(answer.status).toBe(200);
    const tables = answer.body.tables as CatalogueTable[];
    const business = tables.filter((table) => table.layer === 'business');
    expect(business.map((table) => table.tableName).sort()).toEqual(
      BUSINESS_TABLES.map((table) => table.name).sort(),
    );
    for (const table of business) {
      expect(table.rowCount, `${table.tableName} holds rows`).toBeGreaterThan(0);
      const rows = await query({
        table: table.tableName,
        columns: table.columns.map((column) => column.columnName),
        limit: 5,
      });
      expect(rows.rows.length, `${table.tableName} answers rows`).toBeGreaterThan(0);
    }
    // The source tables stay available, apart and named as such.
    const source = tables.filter((table) => table.layer === 'source');
    expect(source.map((table) => table.tableName)).toContain('cin7_sales_orders');
  });

  it('answers rows to every Cin7 Omni template', async () => {
    for (const template of CIN7_OMNI_TEMPLATES) {
      const rows = await query(template.query);
      expect(rows.rows.length, template.title).toBeGreaterThan(0);
    }
  });

  it("answers the AI view's top 10 customers by revenue with the template's own first 10", async () => {
    const template = CIN7_OMNI_TEMPLATES.find((t) => t.key === 'cin7Omni.topCustomersByRevenue');
    if (!template) throw new Error('no template "Top customers by revenue"');
    const fromTemplate = await query(template.query);
    const fromAi = await query(await ask('top 10 customers by revenue'));
    expect(fromAi.rows).toHaveLength(10);
    const revenueOf = (answer: ClientQueryResponse) => {
      const at = answer.columns.findIndex((column) => column.measure === 'revenue');
      expect(at, 'the answer has the Revenue measure').toBeGreaterThanOrEqual(0);
      return answer.rows.map((row) => row[at]);
    };
    expect(revenueOf(fromAi)).toEqual(revenueOf(fromTemplate).slice(0, 10));
  });

  it('answers "sales orders in the last 30 days" with rows', async () => {
    const rows = await query(await ask('sales orders in the last 30 days'));
    expect(rows.rows.length).toBeGreaterThan(0);
  });
});
