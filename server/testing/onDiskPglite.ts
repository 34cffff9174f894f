/**
 * A PGlite test backend in a directory, closed (not deleted) on dispose: what a process exit leaves behind, for the
 * tests that restart the API on the same data. The first open starts it from the run's seeded demo world when there
 * is one (server/testing/seededDemo.ts) instead of creating the cluster and seeding it again; every later open finds
 * the directory as the last one left it.
 */
import { openDatabase, type Database } from '../db/database.ts';
import { openPglite } from '../db/pglite.ts';
import { seededPgliteDump } from './seededDemo.ts';
import type { TestBackend, TestDatabase } from './testBackends.ts';

const kept = (db: Database): TestDatabase => ({
  db,
  url: null,
  openAnother: () => Promise.resolve(null),
  dispose: () => db.close(),
});

export function onDiskPglite(dataDir: string): TestBackend {
  let started = false;
  return {
    name: 'pglite',
    async open() {
      started = true;
      return kept(await openDatabase({ dataDir }));
    },
    async openSeeded() {
      const dump = started ? null : seededPgliteDump();
      started = true;
      return kept(dump ? await openPglite(dataDir, dump) : await openDatabase({ dataDir }));
    },
  };
}
