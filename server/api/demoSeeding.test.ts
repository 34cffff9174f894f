// @vitest-environment node
/**
 * The demo world (Harbour Traders, Northwind and the demo account) is seeded only when the start asks for it:
 * `npm start` asks, `npm run api` — what runs against a production database — does not.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { freePort } from '../testing/cluster/ports.ts';
import { API_ENTRY, startProcess } from '../testing/cluster/processes.ts';
import { testBackends, openMigrated } from '../testing/testBackends.ts';
import { TEST_SECRET_KEY } from '../testing/testStack.ts';
import { startApi } from './main.ts';

const API_READY = /Wharf API: https:\/\/localhost:\d+\/api/;
/** The API alone: no import worker, a key of its own (so nothing is written under the checkout's .data/). */
const API_ENV = {
  WHARF_SECRET_KEY: TEST_SECRET_KEY.toString('base64'),
  WHARF_ETL_WORKER: 'off',
};

async function instanceNames(db: Database): Promise<string[]> {
  const rows = await db.query<{ name: string }>('SELECT name FROM app.instances ORDER BY name');
  return rows.map((row) => row.name);
}

describe('seeding the demo world', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('`npm run api` on a new database migrates it and creates no demo instance', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wharf-api-nodemo-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const api = await startProcess(
      'api',
      API_ENTRY,
      { ...API_ENV, WHARF_PGLITE_DIR: dataDir, WHARF_API_PORT: String(port) },
      API_READY,
      180_000,
    );
    // Stopped before its database is opened again here (how it stops is the cluster test's subject).
    api.kill('SIGTERM');
    await api.exited;

    const db = await openDatabase({ dataDir });
    cleanups.push(() => db.close());
    expect(await instanceNames(db)).toEqual([]);
    const [demoUsers] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM app.users');
    expect(demoUsers?.n).toBe(0);
  }, 240_000);

  it('startApi leaves the demo world out unless asked (npm start asks; its browser tests see Harbour Traders)', async () => {
    // A copy of the run's migrated cluster (server/testing/pgliteStarts.ts): startApi's own migrate finds nothing to
    // do, and the test skips creating a cluster, several seconds of this machine.
    const [pglite] = testBackends();
    if (!pglite) throw new Error('no PGlite backend');
    const { db, dispose } = await openMigrated(pglite);
    cleanups.push(dispose);
    const api = await startApi({ db, port: 0, logger: false, env: API_ENV });
    cleanups.push(() => api.close());
    expect(await instanceNames(db)).toEqual([]);
  }, 180_000);
});
