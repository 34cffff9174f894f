import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import { localConnectionString, testCollectorPort } from './scripts/collector/settings.ts';

/** Browser tests run Debian's Chromium against a production build served over HTTPS on its own port. */
const PORT = Number(process.env.WHARF_E2E_PORT ?? 3100);
/** The local telemetry collector the build under test reports to (tests/e2e/telemetry.spec.ts reads it). */
const COLLECTOR_PORT = testCollectorPort(PORT);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  // Two workers share two cores with the preview server and the collector: give assertions room.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `https://localhost:${PORT}`,
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        },
      },
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
      command: 'npx tsx scripts/start.ts --preview',
      env: {
        WHARF_WEB_PORT: String(PORT),
        WHARF_OUT_DIR: `dist-e2e/${PORT}`,
        VITE_TELEMETRY_CONNECTION_STRING: localConnectionString(COLLECTOR_PORT),
      },
      url: `https://localhost:${PORT}/version`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
