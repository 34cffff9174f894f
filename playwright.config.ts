import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import { READY_LINE } from './scripts/e2eServers/servers.ts';

/** Browser tests run Debian's Chromium against a production build served over HTTPS on its own port. */
const PORT = Number(process.env.WHARF_E2E_PORT ?? 3100);

const CHROMIUM = {
  browserName: 'chromium' as const,
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};
/**
 * The walks of several minutes each (every screen twice over, the newcomers' journeys, six sign-ins on the development
 * server). Their project comes first, so the workers start on them and end on short tests, and neither is left running
 * a long walk alone at the end. The sign-ins on the development server meet a busy machine there: the other worker's
 * walk beside them (docs/testing.md, "The busy machine").
 */
const LONG_WALK_SPECS = [
  '**/words.spec.ts',
  '**/newCompanyModel.spec.ts',
  '**/signup.spec.ts',
  '**/devServerSignIn.spec.ts',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // Per port: parallel runs (and their traces) never clear each other's folder.
  outputDir: `test-results/${PORT}`,
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // The list, then the run's slowest twenty tests: a test that turns slow is seen in the run that makes it so.
  reporter: [['list'], ['./scripts/reporters/playwrightSlowest.ts']],
  // Two workers share two cores with the preview build, the development server, the API, the identity provider and
  // the collector: a journey of several page loads and provider round trips takes tens of seconds on a busy machine.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // On CI a test that fails once runs once more, and the report names it flaky: a starved page is not a broken
  // product, and a second failure still fails the run. Locally every failure counts at once.
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL: `https://localhost:${PORT}`,
    ignoreHTTPSErrors: true,
    // Recording a trace (a screencast and a DOM snapshot per action) costs every test about a third more CPU, in
    // Chromium and in the worker alike, so only a retry records one: on CI a failure's retry carries its trace, and
    // locally `--trace retain-on-failure` records them (docs/testing.md, "When a test fails").
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium, long walks',
      testMatch: LONG_WALK_SPECS,
      use: CHROMIUM,
    },
    {
      name: 'chromium',
      testIgnore: LONG_WALK_SPECS,
      use: CHROMIUM,
    },
  ],
  // The collector, the back end, the production build and the development server, started side by side
  // (scripts/e2eServers/); outside CI a server already answering on its port is reused.
  webServer: {
    command: 'npx tsx scripts/e2eServers/main.ts',
    env: { WHARF_E2E_PORT: String(PORT) },
    wait: { stdout: new RegExp(READY_LINE) },
    // The demo seed and the build on the same two cores, beside whatever else the machine runs.
    timeout: 300_000,
  },
});
