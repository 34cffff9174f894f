// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { databaseOptionsFromEnv, openDatabase } from './database.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { migratedPgliteDump } from '../testing/pgliteStarts.ts';
import { TEST_DATABASE_URL, testBackends, type TestDatabase } from '../testing/testBackends.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

describe('PostgreSQL coverage of the data-layer tests', () => {
  it('runs them on PostgreSQL as well when TEST_DATABASE_URL is set, and CI must set it', () => {
    if (TEST_DATABASE_URL) return;
    if (process.env.CI) {
      expect.fail(
        'TEST_DATABASE_URL is not set: CI must run the data-layer tests on PostgreSQL (.ci/run starts one)',
      );
    }
    console.warn('[server/db] TEST_DATABASE_URL is not set: the data-layer tests ran on PGlite only.');
  });
});

describe('choosing the backend from the environment', () => {
  it('uses the PostgreSQL server named by DATABASE_URL, else embedded PGlite', () => {
    expect(databaseOptionsFromEnv({ DATABASE_URL: 'postgres://u@h/db' })).toEqual({
      databaseUrl: 'postgres://u@h/db',
    });
    expect(databaseOptionsFromEnv({ DATABASE_URL: ' ' })).toEqual({});
    expect(databaseOptionsFromEnv({})).toEqual({});
  });
});

describe.each(testBackends())('the database on $name', (backend) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await backend.open();
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('names its backend', () => {
    expect(t.db.backend).toBe(backend.name);
  });

  it('hands back bigint and numeric as numbers, dates as YYYY-MM-DD, timestamps as Dates, arrays as arrays', async () => {
    const [row] = await t.db.query<Record<string, unknown>>(
      `SELECT count(*) AS count, 9007199254740991::bigint AS big, 1234.50::numeric(14,2) AS money,
              date '2025-03-04' AS day, timestamptz '2025-03-04T05:06:07Z' AS at, $1::text[] AS list, $2::int AS param`,
      [['a', 'b'], 7],
    );
    expect(row).toEqual({
      count: 1,
      big: 9007199254740991,
      money: 1234.5,
      day: '2025-03-04',
      at: new Date('2025-03-04T05:06:07Z'),
      list: ['a', 'b'],
      param: 7,
    });
  });

  it('refuses a bigint beyond 2^53 rather than rounding it', async () => {
    await expect(t.db.query('SELECT 9007199254740993::bigint AS big')).rejects.toThrow(/does not fit/);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await t.db.exec('CREATE TABLE t (v int)');
    await t.db.transaction(async (tx) => {
      await tx.query('INSERT INTO t VALUES ($1)', [1]);
    });
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES ($1)', [2]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await t.db.query('SELECT v FROM t')).toEqual([{ v: 1 }]);
  });
});

describe('PGlite on disk', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wharf-pglite-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps its data across close and reopen of the same directory', async () => {
    // Started from the run's migrated cluster written into the directory (server/testing/pgliteStarts.ts), not a
    // cluster created there: this test keeps the directory across a close; creating a cluster on disk and migrating
    // it is a first `npm run api`'s, which server/api/demoSeeding.test.ts starts.
    const migrated = migratedPgliteDump();
    const first = migrated ? await openPglite(dir, migrated) : await openDatabase({ dataDir: dir });
    await migrate(first);
    await first.query(
      "INSERT INTO app.plans (id, name, monthly_price_per_connection, currency) VALUES ($1, $2, $3, 'usd')",
      ['prod_kept', 'Kept', 12.5],
    );
    await first.close();

    const again = await openDatabase({ dataDir: dir });
    expect(await migrate(again)).toEqual([]);
    expect(await again.query('SELECT id, monthly_price_per_connection AS price FROM app.plans')).toEqual([
      { id: 'prod_kept', price: 12.5 },
    ]);
    await again.close();
  });
});
