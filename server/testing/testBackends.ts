/**
 * The backends the data-layer tests run on: PGlite in memory always, and PostgreSQL when TEST_DATABASE_URL is set.
 * Each PostgreSQL test database is created fresh and dropped afterwards, so reruns start clean.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase, type Backend, type Database } from '../db/database.ts';
import { openPglite } from '../db/pglite.ts';
import { migrate } from '../db/migrate.ts';
import { emptyPgliteDump, migratedPgliteDump } from './pgliteStarts.ts';
import { seededPgliteDump, seededPostgresTemplate } from './seededDemo.ts';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

export interface TestDatabase {
  db: Database;
  /** The PostgreSQL database's URL, for a process of its own (the cluster test); null on PGlite. */
  url: string | null;
  /** A second, independent handle on the same database — a stand-in for another process. Null on PGlite. */
  openAnother(): Promise<Database | null>;
  /** Closes every handle and drops what the test created. */
  dispose(): Promise<void>;
}

export interface TestBackend {
  name: Backend;
  /** An empty database. */
  open(): Promise<TestDatabase>;
  /** A database with every migration applied and nothing else (openMigrated below when a backend has none). */
  openMigrated?(): Promise<TestDatabase>;
  /** A copy of the run's migrated and seeded demo world, or null when the run prepared none. */
  openSeeded?(): Promise<TestDatabase | null>;
}

function inMemory(db: Database): TestDatabase {
  return { db, url: null, openAnother: () => Promise.resolve(null), dispose: () => db.close() };
}

/** Opens a copy of `dump` when the run prepared one, else creates the cluster and runs `fill` on it. */
async function pgliteFrom(
  dump: Blob | null,
  fill: (db: Database) => Promise<unknown>,
): Promise<TestDatabase> {
  if (dump) return inMemory(await openPglite('memory://', dump));
  const db = await openDatabase({ dataDir: 'memory://' });
  await fill(db);
  return inMemory(db);
}

const pglite: TestBackend = {
  name: 'pglite',
  open: () => pgliteFrom(emptyPgliteDump(), () => Promise.resolve()),
  openMigrated: () => pgliteFrom(migratedPgliteDump(), migrate),
  async openSeeded() {
    const dump = seededPgliteDump();
    return dump ? inMemory(await openPglite('memory://', dump)) : null;
  },
};

/**
 * pg's pool.end() resolves once its clients are told to end, before the server has seen them go; dropping the
 * database WITH (FORCE) at that moment makes the closing clients report a spurious termination error.
 */
async function waitForDisconnect(admin: Database, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const [row] = await admin.query<{ count: number }>(
      'SELECT count(*) AS count FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (!row || row.count === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function postgres(adminUrl: string): TestBackend {
  return {
    name: 'postgres',
    open: () => openPostgresCopy(adminUrl, null),
    async openMigrated() {
      const database = await openPostgresCopy(adminUrl, null);
      await migrate(database.db);
      return database;
    },
    async openSeeded() {
      const template = seededPostgresTemplate();
      return template ? openPostgresCopy(adminUrl, template) : null;
    },
  };
}

/** A new database, empty or a copy of `template`. */
async function openPostgresCopy(adminUrl: string, template: string | null): Promise<TestDatabase> {
  // Unique per test, so parallel files and reruns never meet; the URL's user needs CREATEDB.
  const name = `wharf_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: adminUrl });
  await admin.exec(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handles: Database[] = [];
  const connect = async () => {
    const handle = await openDatabase({ databaseUrl: url.toString() });
    handles.push(handle);
    return handle;
  };
  const db = await connect();
  return {
    db,
    url: url.toString(),
    openAnother: connect,
    async dispose() {
      await Promise.all(handles.map((handle) => handle.close()));
      await waitForDisconnect(admin, name);
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

/**
 * Every engine the run has, for a test of what differs between them (types, COPY, DDL, locks and a second process,
 * migrations, the seed): PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
 */
export function testBackends(): TestBackend[] {
  return TEST_DATABASE_URL ? [pglite, postgres(TEST_DATABASE_URL)] : [pglite];
}

/**
 * The one engine for a test of behaviour both engines share (docs/testing.md, "One engine or both"): PostgreSQL
 * when the run has one, where a test database is a template's copy and statements run natively, else PGlite.
 */
export function testBackend(): TestBackend {
  return TEST_DATABASE_URL ? postgres(TEST_DATABASE_URL) : pglite;
}

/** A database on `backend` with every migration applied and nothing else. */
export async function openMigrated(backend: TestBackend): Promise<TestDatabase> {
  if (backend.openMigrated) return backend.openMigrated();
  const database = await backend.open();
  await migrate(database.db);
  return database;
}

/**
 * PGlite holding the run's seeded demo world when the run prepared one (server/testing/seededDemo.ts), else with its
 * migrations only: a caller that seeds the demo world after it then finds it there, or lands it.
 */
export async function seededOrMigratedPglite(): Promise<Database> {
  return ((await pglite.openSeeded?.()) ?? (await openMigrated(pglite))).db;
}
