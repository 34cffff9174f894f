// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { judgeDevPath, judgePreviewPath, pathOf, safeSegments } from './appPaths';

const PUBLIC_FILES = new Set(['favicon.svg', 'assets/logo.png']);
const dev = (path: string) =>
  judgeDevPath(path, {
    cacheDir: ['node_modules', '.vite'],
    isPublicFile: (segments) => PUBLIC_FILES.has(segments.join('/')),
  });
const BUILT_FILES = new Set(['index.html', 'assets/index-abc.js', 'builds/latest.json', 'help/x/index.html']);
const preview = (path: string) =>
  judgePreviewPath(path, { isBuiltFile: (segments) => BUILT_FILES.has(segments.join('/')) });

const SECRETS = [
  '/.data/idp/jwks.json',
  '/.data/api/secret-key',
  '/.data/idp/accounts.json',
  '/.data/telemetry.ndjson',
  '/.certs/localhost.key',
  '/.env',
  '/.env.local',
  '/.git/config',
  '/%2edata/idp/jwks.json',
  '/.data%2fidp%2fjwks.json',
  '/src/../.data/api/secret-key',
  '/src/%2e%2e/.data/api/secret-key',
  '/src/..%2f.data/api/secret-key',
  '/node_modules/../.data/api/secret-key',
  '/node_modules/.cache/secret.json',
  '//.data/api/secret-key',
  '/src\\..\\.data/api/secret-key',
  '/%E0%A4%A',
  '/src/%00.ts',
];

describe('the development server', () => {
  it('refuses runtime data, certificates, .env and git, however the path is spelled', () => {
    for (const path of SECRETS) expect(dev(path), path).toBe('refuse');
  });

  it('refuses the repository’s own files and any file Vite could reach by /@fs/ or /@id/', () => {
    for (const path of [
      '/package.json',
      '/server/idp/keys.ts',
      '/server/tls/devCertificate.ts',
      '/vite.config.ts',
      '/@fs/etc/passwd',
      '/@fs/work/main/.data/api/secret-key',
      '/@id//work/main/server/idp/keys.ts',
    ])
      expect(dev(path), path).toBe('refuse');
  });

  it('serves the app’s modules, dependencies, Vite’s own client and public files', () => {
    for (const path of [
      '/src/main.tsx',
      '/contract/index.ts',
      '/node_modules/.vite/deps/react.js',
      '/node_modules/@fluentui/react-components/lib/index.js',
      '/@vite/client',
      '/@vite/env',
      '/@react-refresh',
      '/favicon.svg',
      '/assets/logo.png',
      '/index.html',
    ])
      expect(dev(path), path).toBe('serve');
  });

  it('answers the app’s routes (and any other path with no extension) with index.html', () => {
    for (const path of ['/', '/signin', '/table/12', '/help/gettingStarted', '/server/idp/keys'])
      expect(dev(path), path).toBe('app-shell');
  });
});

describe('the preview server', () => {
  it('serves the build’s files and answers routes from it', () => {
    for (const path of ['/assets/index-abc.js', '/builds/latest.json', '/help/x/index.html'])
      expect(preview(path), path).toBe('serve');
    for (const path of ['/', '/signin', '/help/x', '/help/x/']) expect(preview(path), path).toBe('app-shell');
  });

  it('refuses hidden files, files it does not hold and Vite-internal paths', () => {
    for (const path of [...SECRETS, '/package.json', '/assets/missing.js', '/@fs/etc/passwd'])
      expect(preview(path), path).toBe('refuse');
  });
});

describe('reading a request path', () => {
  it('keeps the path exactly as sent, so // is never read as a host', () => {
    expect(pathOf('//evil.example/x?y=1')).toBe('//evil.example/x');
    expect(safeSegments('//evil.example/x')).toBeNull();
    expect(safeSegments('/help/x/')).toEqual(['help', 'x']);
    expect(safeSegments('/')).toEqual([]);
  });
});
