/**
 * What each way of starting a test's PGlite database costs in CPU time, the figures docs/testing.md gives for its
 * "PGlite test databases" paragraph: creating a cluster, migrating it, seeding the demo world, and opening a copy of
 * a migrated or seeded one. CPU time (user and system) rather than elapsed time, so a busy machine changes it little.
 *
 *   npx tsx scripts/testDatabaseCosts.ts
 */
import { performance } from 'node:perf_hooks';
import { dumpPglite, openPglite } from '../server/db/pglite.ts';
import { migrate } from '../server/db/migrate.ts';
import { DEMO_DESIGN_DAY, seedDemo } from '../server/db/seed.ts';
import { landDemoFromStandIn } from '../standins/cin7Omni/index.ts';

const cpuMs = (): number => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

async function measured<T>(what: string, work: () => Promise<T>): Promise<T> {
  const [wallBefore, cpuBefore] = [performance.now(), cpuMs()];
  const result = await work();
  console.log(
    `${what}: ${seconds(cpuMs() - cpuBefore)} of CPU, ${seconds(performance.now() - wallBefore)} elapsed`,
  );
  return result;
}

const megabytes = (blob: Blob): string => `${(blob.size / 1_000_000).toFixed(0)} MB`;

const database = await measured('create a cluster (initdb)', () => openPglite('memory://'));
await measured('migrate it', () => migrate(database));
const migrated = await dumpPglite(database);
await measured('seed the demo world', () =>
  seedDemo(database, { today: DEMO_DESIGN_DAY, landWarehouses: landDemoFromStandIn(database) }),
);
const seeded = await dumpPglite(database);
await database.close();

for (const [what, dump] of [
  [`open a copy of the migrated cluster (${megabytes(migrated)})`, migrated],
  [`open a copy of the seeded demo world (${megabytes(seeded)})`, seeded],
] as const) {
  const copy = await measured(what, () => openPglite('memory://', dump));
  await copy.close();
}
