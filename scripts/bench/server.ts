/** The production build in its own folder (never the e2e tests' dist/), served by Vite's preview server. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview, type PreviewServer } from 'vite';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const OUT_DIR = join(ROOT, 'dist-bench');
/**
 * The bench's own port, whatever WHARF_WEB_PORT says, so it never meets `npm start` (3000) or e2e (3100);
 * BENCH_PORT moves it, so two checkouts on one machine can bench side by side.
 */
export const PORT = Number(process.env.BENCH_PORT ?? 3200);
export const BASE_URL = `https://localhost:${PORT}`;

export async function buildApp(): Promise<void> {
  await build({ root: ROOT, build: { outDir: OUT_DIR, emptyOutDir: true }, logLevel: 'warn' });
}

/** HTTPS with the self-signed certificate (vite.config.ts); unknown paths fall back to index.html. */
export function startPreview(): Promise<PreviewServer> {
  return preview({
    root: ROOT,
    build: { outDir: OUT_DIR },
    preview: { port: PORT, strictPort: true },
    logLevel: 'warn',
  });
}
