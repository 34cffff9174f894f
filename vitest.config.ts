import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { appConfigDefine } from './scripts/vite/appConfig.ts';
import { CONTRACT_ALIASES } from './scripts/vite/contractAlias.ts';
import { LongestFirstSequencer } from './scripts/vite/longestFirstSequencer.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: CONTRACT_ALIASES },
  define: {
    ...appConfigDefine('test'),
    __WHARF_BUILD__: JSON.stringify({
      version: '0.0.0-test',
      buildId: 'test',
      builtAt: '2026-01-01T00:00:00.000Z',
    }),
  },
  test: {
    environment: 'jsdom',
    include: [
      'contract/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'standins/**/*.test.ts',
      'tests/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    // Fluent UI's barrel spans its 68 packages' modules, which each jsdom file otherwise loads one by one (3.4 s of a
    // core a file); bundled once per run, a file loads one bundle (docs/testing.md, "Run times").
    deps: { optimizer: { client: { enabled: true, include: ['@fluentui/react-components'] } } },
    globalSetup: ['tests/globalSetup.ts'],
    // Vitest's default leaves one of this machine's two cores idle (CPUs - 1); the suite's files are independent.
    maxWorkers: 2,
    // The longest files start first, so neither worker runs on alone at the end (scripts/vite/longestFirstSequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    // Two files at a time on two cores, most with an embedded database: a test's own seconds double under that load.
    testTimeout: 15_000,
    // Closing a seeded PostgreSQL test database drops it, which took over 10 s (the default) on a loaded machine.
    hookTimeout: 60_000,
    restoreMocks: true,
    // The default summary, then the run's slowest twenty tests: a test that turns slow is seen in the run that makes it so.
    reporters: ['default', './scripts/reporters/vitestSlowest.ts'],
  },
});
