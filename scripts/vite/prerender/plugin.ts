/**
 * Prerenders the public help pages after `vite build` has written the app: each becomes
 * `<outDir>{path}/index.html` (the built index.html with the page's HTML and CSS inside) and
 * `<outDir>{path}/_payload.json`. The pages are rendered by src/ code itself, loaded through a short-lived Vite SSR
 * module runner, so nothing is built twice and no server entry needs a build of its own.
 *
 * `vite preview` serves `{path}` from `{path}/index.html`, as static hosts do; without this it would answer the SPA
 * index.html (it only looks for `{path}.html`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, isRunnableDevEnvironment, type Plugin, type ResolvedConfig } from 'vite';
import { PAYLOAD_FILE_NAME } from '../../../src/version/buildFiles.ts';
import { PRERENDERED_PATHS } from './paths.ts';
import { CONTRACT_ALIASES } from '../contractAlias.ts';
import type { RenderedPage, renderPage } from './renderPage.tsx';
import { injectIntoShell } from './shell.ts';

const RENDER_MODULE = fileURLToPath(new URL('./renderPage.tsx', import.meta.url));

interface RenderModule {
  renderPage: typeof renderPage;
}

async function renderPages(config: ResolvedConfig, paths: readonly string[]): Promise<RenderedPage[]> {
  const server = await createServer({
    configFile: false,
    root: config.root,
    base: config.base,
    mode: config.mode,
    envDir: config.envDir,
    // The client build's defines, so the pages carry its build id.
    define: config.define,
    plugins: [react()],
    // configFile is off, so the contract package's alias is given again.
    resolve: { alias: CONTRACT_ALIASES },
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const ssr = server.environments.ssr;
    if (!isRunnableDevEnvironment(ssr)) throw new Error('prerender: no runnable SSR environment');
    const { renderPage } = await ssr.runner.import<RenderModule>(RENDER_MODULE);
    const pages: RenderedPage[] = [];
    for (const path of paths) pages.push(await renderPage(path));
    return pages;
  } finally {
    await server.close();
  }
}

async function writePage(outDir: string, shell: string, page: RenderedPage): Promise<void> {
  const folder = join(outDir, ...page.payload.path.split('/'));
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, 'index.html'), injectIntoShell(shell, page));
  await writeFile(join(folder, PAYLOAD_FILE_NAME), `${JSON.stringify(page.payload, null, 2)}\n`);
}

export function prerender(paths: readonly string[] = PRERENDERED_PATHS): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'wharf:prerender',
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      const pages = new Set(paths.map((path) => `${server.config.base}${path.slice(1)}`));
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'https://preview.invalid');
        const path = url.pathname.replace(/(.)\/$/, '$1');
        if ((req.method === 'GET' || req.method === 'HEAD') && pages.has(path)) {
          req.url = `${path}/index.html${url.search}`;
        }
        next();
      });
    },
    async writeBundle(options, bundle) {
      if (!config || config.build.ssr) return;
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset' || !options.dir)
        throw new Error('prerender: the build wrote no index.html');
      const html = typeof shell.source === 'string' ? shell.source : new TextDecoder().decode(shell.source);
      const pages = await renderPages(config, paths);
      for (const page of pages) await writePage(options.dir, html, page);
      config.logger.info(`prerendered ${pages.length} pages: ${paths.join(', ')}`);
    },
  };
}
