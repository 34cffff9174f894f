import { defineConfig } from '@playwright/test';

/** Browser tests run Debian's Chromium against a production build served over HTTPS on its own port. */
const PORT = Number(process.env.WHARF_E2E_PORT ?? 3100);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
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
          executablePath: CHROMIUM,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'npx tsx scripts/start.ts --preview',
    env: { WHARF_WEB_PORT: String(PORT), WHARF_OUT_DIR: `dist-e2e/${PORT}` },
    url: `https://localhost:${PORT}/version`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
