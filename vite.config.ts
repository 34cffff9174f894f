import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureDevCertificate } from './server/tls/devCertificate.ts';
import { appChunk } from './scripts/vite/appChunk.ts';
import { appConfig } from './scripts/vite/appConfig.ts';
import { appFilesOnly } from './scripts/vite/appFilesOnly.ts';
import { buildInfo } from './scripts/vite/buildInfo.ts';
import { contentSecurityPolicyPlugin } from './scripts/vite/contentSecurityPolicy.ts';
import { prerender } from './scripts/vite/prerender/plugin.ts';
import { CONTRACT_ALIASES } from './scripts/vite/contractAlias.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const DEFAULT_PORT = 3000;
const RUNTIME_AND_OUTPUT_FOLDERS = [
  '.data',
  '.certs',
  'dist',
  'dist-e2e',
  'dist-bench',
  'bench-results',
  'tests/e2e/artifacts',
];

export default defineConfig(async ({ command }) => {
  const port = Number(process.env.WHARF_WEB_PORT ?? DEFAULT_PORT);
  const https = command === 'serve' ? await ensureDevCertificate() : undefined;
  const app = appChunk();
  return {
    // Parallel development servers (the browser tests' one beside `npm start`) keep separate dependency caches.
    cacheDir: process.env.WHARF_VITE_CACHE_DIR,
    // buildInfo defines __WHARF_BUILD__ and writes builds/; docs/versions.md. appFilesOnly comes after the plugins
    // that answer paths of their own (builds/…, the help pages): it refuses every other path that is not the app's.
    // The content security policy goes on every page (header) and into the build's HTML (meta); docs/security.md.
    // The app's zod is src/zodJitless.ts (zod without its eval probe, which the content security policy forbids).
    resolve: {
      alias: [
        { find: /^zod$/, replacement: fileURLToPath(new URL('./src/zodJitless.ts', import.meta.url)) },
        ...CONTRACT_ALIASES,
      ],
    },
    plugins: [
      react(),
      appConfig(),
      buildInfo({ version: pkg.version }),
      app.plugin,
      prerender(),
      contentSecurityPolicyPlugin(),
      appFilesOnly(),
    ],
    server: {
      port,
      strictPort: true,
      host: 'localhost',
      https,
      // Runtime data and build outputs are no source: the provider and the database write there during every
      // sign-in, and watching them costs the dev server time when the machine is busy.
      watch: { ignored: RUNTIME_AND_OUTPUT_FOLDERS.map((folder) => `**/${folder}/**`) },
    },
    preview: { port, strictPort: true, host: 'localhost', https },
    build: {
      target: 'es2022',
      sourcemap: true,
      chunkSizeWarningLimit: 1024,
      // Telemetry reports the failing component by name (docs/telemetry.md): keep function names through
      // minification (about 12 KB gzip on the sign-in critical path).
      rolldownOptions: {
        output: {
          codeSplitting: { groups: app.groups },
          minify: {
            compress: { keepNames: { function: true, class: false } },
            mangle: { keepNames: { function: true, class: false } },
          },
        },
      },
    },
    // Loaded lazily, so pre-bundled up front: a dependency the dev server only meets later makes it re-bundle and
    // reload the page, which in the middle of a sign-in redirect throws the provider's answer away.
    optimizeDeps: {
      // Every screen is crawled at start, not only what index.html reaches first: a dependency found when a lazily
      // loaded screen is first opened (say, the one a sign-in returns to) would otherwise reload the page.
      entries: ['index.html', 'src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/testing/**'],
      include: [
        '@microsoft/applicationinsights-web',
        '@azure/msal-browser',
        '@tanstack/react-virtual',
        'fflate',
        'zod/v4',
      ],
    },
  };
});
