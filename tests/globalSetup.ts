/**
 * Once per Vitest run: the PGlite clusters the data-layer tests copy (server/testing/pgliteStarts.ts) and the seeded
 * demo world the API tests' stacks copy (server/testing/seededDemo.ts).
 */
import { preparePgliteStarts } from '../server/testing/pgliteStarts.ts';
import { prepareSeededDemo } from '../server/testing/seededDemo.ts';
import { TEST_DATABASE_URL } from '../server/testing/testBackends.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const [removeStarts, removeSeeded] = await Promise.all([
    preparePgliteStarts(),
    prepareSeededDemo(TEST_DATABASE_URL),
  ]);
  return async () => {
    removeStarts();
    await removeSeeded();
  };
}
