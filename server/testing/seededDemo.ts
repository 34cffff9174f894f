/**
 * The API tests' demo world, made once per test run (tests/globalSetup.ts) and copied for each test stack. Creating
 * a PGlite cluster and seeding it costs about 4 s of CPU per stack; loading a dump of it about 0.6 s. On PostgreSQL
 * a database created from a template is a file copy instead of the migrations and the seed again.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { dumpPglite, openPglite } from '../db/pglite.ts';
import { DEMO_DESIGN_DAY, seedDemo } from '../db/seed.ts';
import { landDemoFromStandIn } from '../../standins/cin7Omni/index.ts';
import type { TestBackend, TestDatabase } from './testBackends.ts';

/** Where the run's prepared copies are named; the test workers inherit the environment of the run. */
const PGLITE_DUMP_ENV = 'WHARF_TEST_SEEDED_PGLITE';
const POSTGRES_TEMPLATE_ENV = 'WHARF_TEST_SEEDED_TEMPLATE';

/**
 * A fresh database migrated and seeded: the seed's first run, which must answer that it seeded (the seed test reads
 * the run's demo world on each engine as that first run: server/db/seed.test.ts).
 */
async function migratedAndSeeded(db: Database): Promise<void> {
  await migrate(db);
  const { seeded } = await seedDemo(db, { today: DEMO_DESIGN_DAY, landWarehouses: landDemoFromStandIn(db) });
  if (!seeded) throw new Error('The demo seed found a demo world in a fresh database and seeded nothing.');
}

/** The seeded PGlite dump, written into `folder` and named in the environment. */
async function prepareSeededPglite(folder: string): Promise<void> {
  const embedded = await openPglite('memory://');
  await migratedAndSeeded(embedded);
  const dumpFile = join(folder, 'pglite.tar');
  writeFileSync(dumpFile, Buffer.from(await (await dumpPglite(embedded)).arrayBuffer()));
  await embedded.close();
  process.env[PGLITE_DUMP_ENV] = dumpFile;
}

/** The seeded PostgreSQL template database, named in the environment; answers its name. */
async function prepareSeededPostgres(postgresAdminUrl: string): Promise<string> {
  const template = `wharf_seeded_${process.pid}`;
  const admin = await openDatabase({ databaseUrl: postgresAdminUrl });
  await admin.exec(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  await admin.exec(`CREATE DATABASE ${template}`);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${template}`;
  // Closed before any test copies it: PostgreSQL copies a template only while nobody is connected to it.
  const seeded = await openDatabase({ databaseUrl: url.toString() });
  await migratedAndSeeded(seeded);
  await seeded.close();
  await admin.close();
  process.env[POSTGRES_TEMPLATE_ENV] = template;
  return template;
}

/**
 * Prepares the seeded copies (PGlite always, PostgreSQL when a server is given) and answers how to remove them. The
 * two seeds run side by side: the server runs the PostgreSQL seed's statements on a core of its own while PGlite
 * runs its own in this process.
 */
export async function prepareSeededDemo(postgresAdminUrl: string | undefined): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'wharf-seeded-demo-'));
  const [, template] = await Promise.all([
    prepareSeededPglite(folder),
    postgresAdminUrl ? prepareSeededPostgres(postgresAdminUrl) : null,
  ]);
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (postgresAdminUrl && template) {
      const admin = await openDatabase({ databaseUrl: postgresAdminUrl });
      await admin.exec(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.close();
    }
  };
}

/** The run's seeded PGlite dump, or null when none was prepared (a script outside the test run). */
export function seededPgliteDump(): Blob | null {
  const file = process.env[PGLITE_DUMP_ENV];
  return file ? new Blob([readFileSync(file)]) : null;
}

/** The run's seeded PostgreSQL template database, or null when none was prepared. */
export function seededPostgresTemplate(): string | null {
  return process.env[POSTGRES_TEMPLATE_ENV] || null;
}

/**
 * The demo world on `backend`: a copy of the run's prepared one, or, when the run prepared none, a new database
 * migrated and seeded here. A seed is about half a minute of a core; a copy a few seconds (docs/testing.md).
 */
export async function openDemoWorld(backend: TestBackend): Promise<TestDatabase> {
  const prepared = await backend.openSeeded?.();
  if (prepared) return prepared;
  const database = await backend.open();
  await migratedAndSeeded(database.db);
  return database;
}
