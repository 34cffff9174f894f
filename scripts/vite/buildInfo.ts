/**
 * The build's identity, owned in one place: the app gets it as `__WHARF_BUILD__`, and the same id names the files
 * `vite build` writes into the output folder (builds/latest.json, builds/meta/{buildId}.json). The dev server
 * answers the same two paths, so a running app polls in development as it does in production.
 */
import type { Plugin } from 'vite';
import { buildMetaPath, LATEST_BUILD_PATH } from '../../src/version/buildFiles.ts';
import { buildMeta, createBuildIdentity, latestBuild } from './buildIdentity.ts';

export function buildInfo({ version }: { version: string }): Plugin {
  const identity = createBuildIdentity(version);
  const files: Readonly<Record<string, string>> = {
    [LATEST_BUILD_PATH]: JSON.stringify(latestBuild(identity)),
    [buildMetaPath(identity.buildId)]: JSON.stringify(buildMeta(identity)),
  };
  let base = '/';
  let ssrBuild = false;

  return {
    name: 'wharf:build-info',
    config: () => ({ define: { __WHARF_BUILD__: JSON.stringify(identity) } }),
    configResolved(config) {
      base = config.base;
      ssrBuild = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        const body = path.startsWith(base) ? files[path.slice(base.length)] : undefined;
        if (body === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(body);
      });
    },
    generateBundle() {
      if (ssrBuild) return;
      for (const [fileName, source] of Object.entries(files))
        this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
