/**
 * The development and preview servers answer the app's own files and nothing else (scripts/vite/appPaths.ts has
 * the rule). The gate is added directly in configureServer/configurePreviewServer, so it runs before every Vite
 * middleware that reads files; plugins listed before it in vite.config.ts answer their own paths first.
 */
import { statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Connect, Plugin, ResolvedConfig } from 'vite';
import { judgeDevPath, judgePreviewPath, pathOf, type Verdict } from './appPaths.ts';

const isFile = (folder: string, segments: readonly string[]): boolean =>
  folder !== '' && (statSync(join(folder, ...segments), { throwIfNoEntry: false })?.isFile() ?? false);

function cacheDirSegments(config: ResolvedConfig): string[] | undefined {
  const path = relative(config.root, config.cacheDir);
  return path === '' || path.startsWith('..') || isAbsolute(path) ? undefined : path.split(sep);
}

function refuse(res: ServerResponse): void {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not found');
}

function gate(judge: (path: string) => Verdict, appShellUrl: string | undefined): Connect.NextHandleFunction {
  return (req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
    const verdict = judge(pathOf(req.url ?? '/'));
    if (verdict === 'refuse') return refuse(res);
    // Rewritten so Vite never resolves a route such as /server/idp/keys as a module of the repository.
    if (verdict === 'app-shell' && appShellUrl) req.url = appShellUrl;
    next();
  };
}

export function appFilesOnly(): Plugin {
  return {
    name: 'wharf:app-files-only',
    configureServer(server) {
      const { config } = server;
      const files = {
        cacheDir: cacheDirSegments(config),
        isPublicFile: (segments: readonly string[]) => isFile(config.publicDir, segments),
      };
      server.middlewares.use(gate((path) => judgeDevPath(path, files), '/index.html'));
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const files = { isBuiltFile: (segments: readonly string[]) => isFile(outDir, segments) };
      // The preview's own SPA fallback (and the prerender plugin) answer routes from the build.
      server.middlewares.use(gate((path) => judgePreviewPath(path, files), undefined));
    },
  };
}
