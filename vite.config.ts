import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { ensureDevCertificate } from './scripts/devCertificate.ts';
import { FRAME_ANCESTORS } from './scripts/securityHeaders.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const DEFAULT_PORT = 3000;

export default defineConfig(async ({ command }) => {
  const port = Number(process.env.WHARF_WEB_PORT ?? DEFAULT_PORT);
  const headers = { 'Content-Security-Policy': `frame-ancestors ${FRAME_ANCESTORS.join(' ')}` };
  const https = command === 'serve' ? await ensureDevCertificate() : undefined;
  const builtAt = new Date().toISOString();
  return {
    plugins: [react()],
    define: {
      __WHARF_BUILD__: JSON.stringify({ version: pkg.version, buildId: builtAt.replace(/\D/g, ''), builtAt }),
    },
    server: { port, strictPort: true, host: 'localhost', https, headers },
    preview: { port, strictPort: true, host: 'localhost', https, headers },
    build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 1024 },
  };
});
