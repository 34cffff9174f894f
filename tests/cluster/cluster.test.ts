// @vitest-environment node
/**
 * Past one machine (docs/scale.md): three API processes and two import workers, each its own operating-system
 * process as `npm run api` / `npm run worker` start them, on one PostgreSQL server (TEST_DATABASE_URL, which
 * .ci/run provides), sharing the import queue, the leases and the Cin7 Omni call budget through it. Fifty clients
 * spread over the APIs for a bounded time while one worker is killed mid-import and one API process is killed and
 * started again; a session signed out at one process is refused by the others. Without a PostgreSQL server the test is skipped and says why.
 */
import { CIN7_ENTITIES } from '../../server/etl/connectors/cin7Omni/entities.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { SIGNED_OUT_MESSAGE } from '../../server/api/auth.ts';
import type { TableQuery } from '@wharf/contract/warehouse.ts';
import { DEMO_CIN7_USERNAME } from '../../server/etl/demoConnection.ts';
import { startCin7Simulator, type Cin7Simulator } from '../../standins/cin7Omni/index.ts';
import { CLIENT_ID } from '../../server/idp/configuration.ts';
import { startIdentityProvider, type RunningIdentityProvider } from '../../server/idp/provider.ts';
import { openDemoWorld } from '../../server/testing/seededDemo.ts';
import { testBackends, TEST_DATABASE_URL, type TestDatabase } from '../../server/testing/testBackends.ts';
import {
  ADDIN_ORIGIN,
  TEST_SECRET_KEY,
  demoInstanceIds,
  signInForIdToken,
} from '../../server/testing/testStack.ts';
import { ensureDevCertificate } from '../../server/tls/devCertificate.ts';
import { ClusterClient, type ClusterAnswer } from '../../server/testing/cluster/apiClient.ts';
import { runLoad, type Question } from '../../server/testing/cluster/load.ts';
import { freePort } from '../../server/testing/cluster/ports.ts';
import {
  API_ENTRY,
  startProcess,
  WORKER_ENTRY,
  type WharfProcess,
} from '../../server/testing/cluster/processes.ts';

const CLIENTS = 50;
/** The load runs at least this long, and on until the interrupted import has finished. */
const MIN_LOAD_MS = 12_000;
const MAX_LOAD_MS = 120_000;
const LEASE_MS = 1500;
const KEY = 'cluster-omni-key-0001';
const API_READY = /Wharf API: https:\/\/localhost:\d+\/api/;
const WORKER_READY = /import worker \S+ is polling the queue/;

if (!TEST_DATABASE_URL) {
  console.warn(
    '[cluster test] skipped: no PostgreSQL server (set TEST_DATABASE_URL, as .ci/run does, to run three API processes and two workers against it)',
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rows as a set: order-free, so two answers compare by content. */
const rowSet = (answer: ClusterAnswer) =>
  JSON.stringify(
    ((answer.body.rows as unknown[][] | undefined) ?? []).map((row) => JSON.stringify(row)).sort(),
  );

const SALES_BY_CATEGORY: TableQuery = {
  table: 'sales_order_lines',
  columns: ['product.category', 'qty', 'line_total'],
  aggregate: { qty: 'sum', line_total: 'sum' },
};
const LANDED_QTY: TableQuery = {
  table: 'cin7_sales_order_lines',
  columns: ['qty'],
  aggregate: { qty: 'sum' },
};

describe.skipIf(!TEST_DATABASE_URL)(
  'three API processes and two import workers on one PostgreSQL server',
  () => {
    let database: TestDatabase;
    let idp: RunningIdentityProvider;
    let sim: Cin7Simulator;
    let idpDir: string;
    let client: ClusterClient;
    let instanceId: number;
    let connectionId: number;
    let commonEnv: Record<string, string>;
    const apis: (WharfProcess | null)[] = [];
    const apiPorts: number[] = [];
    const workers: WharfProcess[] = [];

    const startApi = (index: number) =>
      startProcess(
        `api-${index}`,
        API_ENTRY,
        { ...commonEnv, WHARF_API_PORT: String(apiPorts[index]), WHARF_ETL_WORKER: 'off' },
        API_READY,
      );
    const apiUrl = (index: number) => `https://localhost:${apiPorts[index]}`;
    const call = (path: string, payload: unknown, index = 0) => client.post(apiUrl(index), path, payload);

    async function jobOf(id: number) {
      const answer = await call(API_PATHS.etlStatus, { jobId: id });
      const [job] =
        (answer.body.jobs as { id: number; status: string; messages: { text: string }[] }[]) ?? [];
      return job;
    }

    async function waitForJob(id: number, done: (status: string) => boolean, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const job = await jobOf(id).catch(() => undefined);
        if (job && done(job.status)) return job;
        await wait(200);
      }
      throw new Error(`job ${id} did not finish within ${timeoutMs} ms`);
    }

    async function landedCounts(): Promise<Record<string, number>> {
      const counts: Record<string, number> = {};
      for (const table of Object.keys(sim.expectedRows())) {
        const [row] = await database.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM harbour_traders.${table} WHERE connection_id = $1`,
          [connectionId],
        );
        counts[table] = row?.n ?? 0;
      }
      return counts;
    }

    beforeAll(async () => {
      const postgres = testBackends().find((backend) => backend.name === 'postgres');
      if (!postgres) throw new Error('no PostgreSQL test backend');
      database = await openDemoWorld(postgres);
      idpDir = mkdtempSync(join(tmpdir(), 'wharf-cluster-idp-'));
      const [provider, simulator, certificate] = await Promise.all([
        startIdentityProvider({ port: 0, dataDir: idpDir, redirectUris: [`${ADDIN_ORIGIN}/signin`] }),
        startCin7Simulator({
          credentials: [{ username: DEMO_CIN7_USERNAME, key: KEY }],
          sizes: { products: 300, contacts: 400, salesOrders: 1200, purchaseOrders: 100 },
          // Cin7 Omni's published limits (3/s, 60/min): the two workers share one account's budget in the database.
        }),
        ensureDevCertificate(),
      ]);
      idp = provider;
      sim = simulator;
      for (let i = 0; i < 3; i += 1) apiPorts.push(await freePort());
      commonEnv = {
        DATABASE_URL: database.url ?? '',
        WHARF_DB_POOL_MAX: '4',
        WHARF_SECRET_KEY: TEST_SECRET_KEY.toString('base64'),
        WHARF_IDP_ISSUER: idp.issuer,
        WHARF_API_AUDIENCE: CLIENT_ID,
        WHARF_WEB_ORIGIN: ADDIN_ORIGIN,
        WHARF_DEMO_CIN7_KEY: KEY,
        // One user stands for fifty here: the per-caller limits are for people, not for this test's clients.
        WHARF_RATE_LIMIT_MAX: '1000000',
        WHARF_RATE_LIMIT_CONCURRENCY: '1000',
        CIN7_OMNI_BASE_URL: sim.baseUrl,
        CIN7_OMNI_RETRY_BASE_MS: '5',
        WHARF_ETL_LEASE_MS: String(LEASE_MS),
        WHARF_ETL_POLL_MS: '200',
      };
      const started = await Promise.all([
        startApi(0),
        startApi(1),
        startApi(2),
        startProcess('worker-0', WORKER_ENTRY, commonEnv, WORKER_READY),
        startProcess('worker-1', WORKER_ENTRY, commonEnv, WORKER_READY),
      ]);
      apis.push(...started.slice(0, 3));
      workers.push(...started.slice(3));
      ({ harbour: instanceId } = await demoInstanceIds(database.db));
      const [connection] = await database.db.query<{ id: number }>(
        "SELECT id FROM app.instance_connections WHERE name = 'Harbour Traders Omni'",
      );
      connectionId = connection?.id ?? 0;
      client = new ClusterClient(certificate.cert, await signInForIdToken(idp.issuer), instanceId);
    }, 180_000);

    afterAll(async () => {
      client?.close();
      const children = [...apis, ...workers].filter((child): child is WharfProcess => child !== null);
      for (const child of children) child.kill('SIGKILL');
      await Promise.all(children.map((child) => child.exited));
      await sim?.close();
      await idp?.close();
      await database?.dispose();
      if (idpDir) rmSync(idpDir, { recursive: true, force: true });
    }, 60_000);

    it('answers right through a killed worker and a killed API, and the import finishes with exact counts', async () => {
      // A first full load, so the interrupted one below replaces data readers already see.
      const first = await call(API_PATHS.etlStart, {
        connectionId,
        mode: 'full',
        scopes: CIN7_ENTITIES.map((entity) => entity.key),
      });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const firstJob = await waitForJob(
        (first.body.job as { id: number }).id,
        (s) => s !== 'pending' && s !== 'running',
      );
      expect(firstJob?.status, JSON.stringify(firstJob)).toBe('success');
      expect(await landedCounts()).toEqual(sim.expectedRows());

      const byCategory = await call(API_PATHS.clientQuery, { query: SALES_BY_CATEGORY });
      const landedBefore = await call(API_PATHS.clientQuery, { query: LANDED_QTY });
      expect(byCategory.status).toBe(200);
      expect(landedBefore.status).toBe(200);
      const expectedByCategory = rowSet(byCategory);
      const qtyBefore = (landedBefore.body.rows as number[][])[0]?.[0];
      // Changed at the source: the next import raises every line of these orders by one.
      sim.touch('SalesOrders', [1, 2, 3, 4, 5]);
      const [added] = await database.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM harbour_traders.cin7_sales_order_lines WHERE connection_id = $1 AND sales_order_id <= 5',
        [connectionId],
      );
      const qtyAfter = (qtyBefore ?? 0) + (added?.n ?? 0);
      expect(qtyAfter).toBeGreaterThan(qtyBefore ?? 0);
      const seenQty = new Set<number>();
      const seenByCategory = new Set<string>();

      const questions: Question[] = [
        {
          path: API_PATHS.clientQuery,
          payload: { query: SALES_BY_CATEGORY },
          // The business tables are rebuilt from the landed lines in the swap: the old totals or the new, never a mix.
          check: (answer) => {
            seenByCategory.add(rowSet(answer));
            return null;
          },
        },
        {
          path: API_PATHS.clientQuery,
          payload: { query: LANDED_QTY },
          check: (answer) => {
            const qty = (answer.body.rows as number[][])[0]?.[0];
            if (qty === undefined) return 'no rows';
            seenQty.add(qty);
            // The swap is atomic: readers see the whole previous load or the whole new one, nothing between.
            return qty === qtyBefore || qty === qtyAfter
              ? null
              : `landed qty ${qty} is neither ${qtyBefore} nor ${qtyAfter}`;
          },
        },
        {
          path: API_PATHS.instanceConnection,
          payload: {},
          check: (answer) =>
            answer.body.currentInstanceId === instanceId && Array.isArray(answer.body.instanceConnections)
              ? null
              : 'not this instance’s connections',
        },
      ];

      let importDone = false;
      const loadStarted = Date.now();
      const up = [0, 1, 2];
      const load = runLoad({
        clients: CLIENTS,
        apiUrls: () => up.map(apiUrl),
        questions,
        client,
        until: () =>
          Date.now() - loadStarted > MAX_LOAD_MS || (importDone && Date.now() - loadStarted > MIN_LOAD_MS),
      });

      // Slow pages, so the worker that claims the import is still in it when it is killed.
      sim.inject({ kind: 'slow', count: 40, resource: 'SalesOrders', fromPage: 2, delayMs: 250 });
      const second = await call(
        API_PATHS.etlStart,
        { connectionId, mode: 'full', scopes: ['salesOrders'] },
        1,
      );
      expect(second.status, JSON.stringify(second.body)).toBe(200);
      const jobId = (second.body.job as { id: number }).id;
      let holder = '';
      for (let i = 0; i < 300 && !holder; i += 1) {
        const [row] = await database.db.query<{ locked_by: string | null; entities: { pages: number }[] }>(
          'SELECT locked_by, entities FROM app.etl_jobs WHERE id = $1',
          [jobId],
        );
        if (row?.locked_by && (row.entities[0]?.pages ?? 0) >= 1) holder = row.locked_by;
        else await wait(50);
      }
      const victim = workers.find((worker) => holder.split(':')[1] === String(worker.pid));
      expect(victim, `the job's holder ${holder} is one of the workers`).toBeDefined();
      victim?.kill('SIGKILL');
      await victim?.exited;
      sim.clearFaults();

      // One API process dies with calls in flight and comes back on its port.
      const apiVictim = apis[2];
      up.splice(up.indexOf(2), 1);
      apiVictim?.kill('SIGKILL');
      await apiVictim?.exited;
      apis[2] = await startApi(2);
      up.push(2);

      const finished = await waitForJob(jobId, (s) => s !== 'pending' && s !== 'running', 90_000);
      importDone = true;
      const report = await load;

      expect(finished?.status, JSON.stringify(finished)).toBe('success');
      expect(finished?.messages.map((m) => m.text)).toContain(
        'The import was interrupted (its worker stopped answering) and resumed.',
      );
      expect(await landedCounts()).toEqual(sim.expectedRows());
      const [lease] = await database.db.query<{ attempts: number; locked_by: string | null }>(
        'SELECT attempts, locked_by FROM app.etl_jobs WHERE id = $1',
        [jobId],
      );
      expect(lease?.attempts).toBe(2);
      // Two workers on one Cin7 account kept to its limits between them: the source never had to refuse a call.
      expect(sim.throttled()).toBe(0);

      expect(report.wrong).toEqual([]);
      expect(report.unexpected).toEqual([]);
      expect(report.unretried).toBe(0);
      expect(report.answered).toBeGreaterThan(CLIENTS * 2);
      // Readers saw the previous load while the import ran, and the new one once it was swapped in.
      const byCategoryAfter = rowSet(await call(API_PATHS.clientQuery, { query: SALES_BY_CATEGORY }));
      expect(byCategoryAfter).not.toBe(expectedByCategory);
      expect(
        [...seenByCategory].filter((set) => set !== expectedByCategory && set !== byCategoryAfter),
      ).toEqual([]);
      expect([...seenQty]).toContain(qtyBefore);
      expect([...seenQty]).toContain(qtyAfter);
      const latencies = [...report.latenciesMs].sort((a, b) => a - b);
      console.log(
        `[cluster test] ${report.answered} right answers, ${report.failed} failed requests retried, p50 ${Math.round(latencies[Math.floor(latencies.length / 2)] ?? 0)} ms, p99 ${Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0)} ms over ${Math.round((Date.now() - loadStarted) / 1000)} s`,
      );

      // The restarted process serves as its peers do.
      const after = await call(API_PATHS.clientQuery, { query: LANDED_QTY }, 2);
      expect((after.body.rows as number[][])[0]?.[0]).toBe(qtyAfter);
    }, 240_000);

    it('a session signed out at one API process is refused by the others, which share only the database', async () => {
      // A sign-in of its own (each sends a fresh nonce, so its token is not the load client's).
      const session = new ClusterClient(
        (await ensureDevCertificate()).cert,
        await signInForIdToken(idp.issuer),
        instanceId,
      );
      try {
        for (const index of [0, 1, 2]) {
          expect((await session.post(apiUrl(index), API_PATHS.instanceConnection, {})).status).toBe(200);
        }
        const signOut = await session.post(apiUrl(0), API_PATHS.userSignOut, {});
        expect(signOut.status, JSON.stringify(signOut.body)).toBe(200);
        for (const index of [1, 2, 0]) {
          const refused = await session.post(apiUrl(index), API_PATHS.instanceConnection, {});
          expect(refused.status).toBe(401);
          expect(refused.body.message).toBe(SIGNED_OUT_MESSAGE);
        }
        // The load's client, signed in separately, goes on.
        expect((await call(API_PATHS.instanceConnection, {}, 1)).status).toBe(200);
      } finally {
        session.close();
      }
    }, 60_000);
  },
);
