import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import { localConnectionString, testCollectorPort } from './scripts/collector/settings.ts';
import { apiPortFor, devServerPortFor, idpPortFor } from './scripts/e2ePorts.ts';

/** Browser tests run Debian's Chromium against a production build served over HTTPS on its own port. */
const PORT = Number(process.env.WHARF_E2E_PORT ?? 3100);
/** The local telemetry collector the build under test reports to (tests/e2e/telemetry.spec.ts reads it). */
const COLLECTOR_PORT = testCollectorPort(PORT);
/** The API and identity provider of the run (scripts/e2eStack.ts). */
export const E2E_API_URL = `https://localhost:${apiPortFor(PORT)}`;
export const E2E_IDP_URL = `https://localhost:${idpPortFor(PORT)}`;
/** The development server `npm start` serves, against the same back end (tests of what a newcomer meets). */
const DEV_PORT = devServerPortFor(PORT);

const CHROMIUM = {
  browserName: 'chromium' as const,
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};
const BUSY_MACHINE_SPECS = ['**/devServerSignIn.spec.ts'];

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
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: BUSY_MACHINE_SPECS,
      use: CHROMIUM,
    },
    {
      // These tests keep a core busy on purpose (a newcomer's machine building something): alone, after the rest, so the
      // load they make is the load they test and never starves another test's page. Why three sign-ins each way:
      // docs/testing.md, "The busy machine".
      name: 'chromium, machine busy',
      testMatch: BUSY_MACHINE_SPECS,
      dependencies: ['chromium'],
      workers: 1,
      use: CHROMIUM,
    },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/collector/main.ts',
      env: {
        WHARF_COLLECTOR_PORT: String(COLLECTOR_PORT),
        WHARF_COLLECTOR_FILE: `.data/telemetry-e2e-${COLLECTOR_PORT}.ndjson`,
      },
      url: `https://localhost:${COLLECTOR_PORT}/envelopes`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: 'npx tsx scripts/e2eStack.ts',
      env: { WHARF_WEB_PORT: String(PORT) },
      url: `${E2E_IDP_URL}/.well-known/openid-configuration`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: !process.env.CI,
      // Migrations, the demo seed and the simulators' data, beside the build starting on the same two cores.
      timeout: 180_000,
    },
    {
      command: 'npx tsx scripts/start.ts --preview',
      env: {
        WHARF_WEB_PORT: String(PORT),
        WHARF_OUT_DIR: `dist-e2e/${PORT}`,
        VITE_TELEMETRY_CONNECTION_STRING: localConnectionString(COLLECTOR_PORT),
        VITE_API_URL: E2E_API_URL,
        VITE_AUTH_AUTHORITY: E2E_IDP_URL,
        VITE_AUTH_CLIENT_ID: 'wharf-addin',
      },
      url: `https://localhost:${PORT}/version`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      // --force: a cold dependency cache, as on a newcomer's first `npm start`; its own cache folder per port.
      command: 'npx vite --force',
      env: {
        WHARF_WEB_PORT: String(DEV_PORT),
        WHARF_VITE_CACHE_DIR: `node_modules/.vite-e2e-${DEV_PORT}`,
        VITE_API_URL: E2E_API_URL,
        VITE_AUTH_AUTHORITY: E2E_IDP_URL,
        VITE_AUTH_CLIENT_ID: 'wharf-addin',
      },
      url: `https://localhost:${DEV_PORT}/signin`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
