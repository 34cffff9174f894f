/**
 * Two companies importing at once (docs/etl.md, "Several imports at once"): the full imports of Harbour Traders and
 * Northwind Wholesale, each from its own account of the Cin7 Omni stand-in at the published limits, run by one
 * worker one after the other (one job at a time) and then side by side (two at once). Printed: the time side by side
 * as a share of the time one after the other, and how long the second company's import waited to start while the
 * first ran. Part of the ETL group (etl.ts).
 */
import type { Database } from '../../server/db/database.ts';
import { encryptSecret } from '../../server/crypto/secrets.ts';
import { DEFAULT_RETRY } from '../../server/etl/calls/retry.ts';
import { enqueueJob } from '../../server/etl/queue.ts';
import { EtlWorker } from '../../server/etl/worker.ts';
import { figureName, type EngineName } from './engine.ts';
import type { Figure } from './figures.ts';
import { startSimulatorThread } from './simulatorThread.ts';

/** Side by side must take at most this share of one after the other. */
const SHARE_BUDGET = 0.75;
/** A company's import starts within this while another company's runs. */
const START_BUDGET_MS = 5000;
/** Cin7 Omni's published limits per API user, kept by the stand-in and by the worker's shared budget. */
const LIMITS = { perSecond: 3, perMinute: 60, perDay: 5000 };
/** About twenty calls an import: each is bound by its account's calls, as a real first import is. */
const SIZES = { products: 2000, optionsPerProduct: 1, branches: 1, contacts: 1000, salesOrders: 1000 };
const SCOPES = ['products', 'contacts', 'salesOrders'];
const KEY = 'bench-two-companies-key';
const COMPANIES = [
  { connection: 'Harbour Traders Omni', username: 'bench-harbour-omni', account: {} },
  {
    connection: 'Northwind Omni',
    username: 'bench-northwind-omni',
    account: { salt: 'northwind-wholesale', region: 'US' as const },
  },
];

interface Connection {
  id: number;
  instance_id: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function untilFinished(db: Database, ids: number[]): Promise<void> {
  for (;;) {
    const [open] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM app.etl_jobs WHERE id = ANY($1) AND finished_at IS NULL',
      [ids],
    );
    if ((open?.n ?? 0) === 0) return;
    await pause(200);
  }
}

export interface TwoCompanies {
  figures: Figure[];
  notes: string[];
  details: { oneAfterTheOtherMs: number; sideBySideMs: number; share: number; secondStartMs: number };
}

/** Runs on a database the ETL bench has seeded with the demo world (both companies' Cin7 Omni connections). */
export async function measureTwoCompanies(db: Database, engine: EngineName): Promise<TwoCompanies> {
  const sim = await startSimulatorThread({
    accounts: COMPANIES.map((company) => ({
      credentials: [{ username: company.username, key: KEY }],
      ...company.account,
    })),
    sizes: SIZES,
    limits: LIMITS,
  });
  try {
    const secretKey = Buffer.alloc(32, 5);
    const connections: Connection[] = [];
    for (const company of COMPANIES) {
      const [row] = await db.query<Connection>(
        `UPDATE app.instance_connections SET status = 'ACTIVE', api_client_id = $2, api_secret_encrypted = $3
         WHERE name = $1 RETURNING id, instance_id`,
        [company.connection, company.username, encryptSecret(KEY, secretKey)],
      );
      if (!row) throw new Error(`bench: no demo connection ${company.connection}`);
      connections.push(row);
    }
    await db.query(
      "UPDATE app.etl_jobs SET status = 'cancelled', finished_at = now() WHERE finished_at IS NULL",
    );
    const worker = (concurrency: number) =>
      new EtlWorker({
        db,
        secretKey,
        concurrency,
        connectors: {
          cin7Omni: { baseUrl: sim.baseUrl, limits: LIMITS, retry: DEFAULT_RETRY, timeoutMs: 120_000 },
        },
      });
    const enqueue = async (connection: Connection) =>
      (
        await enqueueJob(db, {
          instanceId: connection.instance_id,
          connectionId: connection.id,
          mode: 'full',
          scopes: SCOPES,
          requestedBy: null,
        })
      ).jobId;
    const timeBoth = async (concurrency: number) => {
      const running = worker(concurrency);
      const started = performance.now();
      const ids = [];
      for (const connection of connections) ids.push(await enqueue(connection));
      running.start();
      await untilFinished(db, ids);
      const ms = performance.now() - started;
      await running.stop();
      return ms;
    };
    // Each company's first full import in a process makes its tables ready (tablesReady.ts), which later ones skip:
    // one untimed run first, so both timed runs start alike.
    await timeBoth(2);
    const oneAfterTheOtherMs = await timeBoth(1);
    const sideBySideMs = await timeBoth(2);
    // The second company asks while the first company's full import is landing pages.
    const busy = worker(2);
    busy.start();
    const [first, second] = connections;
    if (!first || !second) throw new Error('bench: two companies expected');
    const long = await enqueue(first);
    busy.wake();
    for (;;) {
      const [row] = await db.query<{ pages: number }>(
        `SELECT coalesce(sum((e->>'pages')::int), 0)::int AS pages
         FROM app.etl_jobs, jsonb_array_elements(entities) e WHERE id = $1`,
        [long],
      );
      if ((row?.pages ?? 0) > 0) break;
      await pause(100);
    }
    const asked = await enqueue(second);
    busy.wake();
    for (;;) {
      const [row] = await db.query<{ started: boolean }>(
        'SELECT started_at IS NOT NULL AS started FROM app.etl_jobs WHERE id = $1',
        [asked],
      );
      if (row?.started) break;
      await pause(50);
    }
    const [waited] = await db.query<{ ms: number }>(
      'SELECT extract(epoch FROM started_at - created_at)::float * 1000 AS ms FROM app.etl_jobs WHERE id = $1',
      [asked],
    );
    await busy.stop();
    await db.query(
      "UPDATE app.etl_jobs SET status = 'cancelled', finished_at = now() WHERE finished_at IS NULL",
    );
    const secondStartMs = waited?.ms ?? Number.NaN;
    const share = sideBySideMs / oneAfterTheOtherMs;
    return {
      figures: [
        {
          name: figureName(
            'ETL two companies’ full imports side by side, share of one after the other',
            engine,
          ),
          value: share,
          unit: 'share',
          budget: SHARE_BUDGET,
          compare: 'max',
        },
        {
          name: figureName('ETL a company’s import waits to start while another’s runs', engine),
          value: secondStartMs,
          unit: 'ms',
          budget: START_BUDGET_MS,
          compare: 'max',
        },
      ],
      notes: [
        `ETL two companies on ${engine}: both full imports (${SCOPES.join(', ')}, each from its own Cin7 Omni ` +
          `account at 3/s and 60/min) one after the other ${(oneAfterTheOtherMs / 1000).toFixed(1)} s, side by side ` +
          `${(sideBySideMs / 1000).toFixed(1)} s (${share.toFixed(2)}×); the second company's import started ` +
          `${secondStartMs.toFixed(0)} ms after it was asked for while the first ran`,
      ],
      details: { oneAfterTheOtherMs, sideBySideMs, share, secondStartMs },
    };
  } finally {
    await sim.close();
  }
}
