/** Once per Vitest run: the seeded demo world the API tests' stacks copy (server/testing/seededDemo.ts). */
import { prepareSeededDemo } from '../server/testing/seededDemo.ts';
import { TEST_DATABASE_URL } from '../server/testing/testBackends.ts';

export default async function setup(): Promise<() => Promise<void>> {
  return prepareSeededDemo(TEST_DATABASE_URL);
}
