/**
 * The data-layer tests' starting points on PGlite, made once per test run (tests/globalSetup.ts): an empty cluster
 * and one with every migration applied, each kept as a dump the tests open a copy of. Creating a PGlite cluster runs
 * its initdb, several seconds of a two-core machine's CPU per database; opening a dump of one skips it (the figures
 * are in docs/testing.md).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../db/migrate.ts';
import { dumpPglite, openPglite } from '../db/pglite.ts';

/** Where the run's dumps are named; the test workers inherit the environment of the run. */
const EMPTY_ENV = 'WHARF_TEST_EMPTY_PGLITE';
const MIGRATED_ENV = 'WHARF_TEST_MIGRATED_PGLITE';

/** Writes both dumps and answers how to remove them. */
export async function preparePgliteStarts(): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'wharf-pglite-starts-'));
  const database = await openPglite('memory://');
  const emptyFile = join(folder, 'empty.tar');
  writeFileSync(emptyFile, Buffer.from(await (await dumpPglite(database)).arrayBuffer()));
  await migrate(database);
  const migratedFile = join(folder, 'migrated.tar');
  writeFileSync(migratedFile, Buffer.from(await (await dumpPglite(database)).arrayBuffer()));
  await database.close();
  process.env[EMPTY_ENV] = emptyFile;
  process.env[MIGRATED_ENV] = migratedFile;
  return () => rmSync(folder, { recursive: true, force: true });
}

function dumpNamedBy(variable: string): Blob | null {
  const file = process.env[variable];
  return file ? new Blob([readFileSync(file)]) : null;
}

/** The run's empty PGlite cluster, or null when none was prepared (a script outside the test run). */
export const emptyPgliteDump = (): Blob | null => dumpNamedBy(EMPTY_ENV);

/** The run's PGlite cluster with every migration applied, or null when none was prepared. */
export const migratedPgliteDump = (): Blob | null => dumpNamedBy(MIGRATED_ENV);
