/**
 * Which request paths the add-in's web servers may answer. The development server serves from the repository's
 * root, where runtime data (.data/: the provider's private key, the secret key, accounts), certificates, .env and
 * the server's source also live, so the rule is deny by default: the app's own files pass, every other path is
 * refused, and a secret file added later is refused without anyone listing it.
 */

/** `serve`: let the server answer; `app-shell`: an SPA route, answered with index.html; `refuse`: 404. */
export type Verdict = 'serve' | 'app-shell' | 'refuse';

export interface DevServerFiles {
  /** The dependency cache's folder relative to the root in `/` segments (node_modules/.vite…), if inside it. */
  cacheDir: readonly string[] | undefined;
  /** Whether a path (safe segments) names a file of the public folder. */
  isPublicFile(segments: readonly string[]): boolean;
}

export interface PreviewServerFiles {
  /** Whether a path (safe segments) names a file of the build's output folder. */
  isBuiltFile(segments: readonly string[]): boolean;
}

/** Vite's own modules in development: its client, its env module and React's refresh runtime. */
const VITE_MODULES = new Set(['/@vite/client', '/@vite/env', '/@react-refresh']);
/** Folders of the repository the development server serves the app from (the contract package is the app's too). */
const APP_FOLDERS = new Set(['src', 'contract', 'node_modules']);

/**
 * The path's segments after percent-decoding, or null when it could reach outside what it names: `.` or `..`,
 * empty segments (`//host` reads as another origin), backslashes, NUL, or an encoding that does not decode.
 */
export function safeSegments(rawPath: string): string[] | null {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (!path.startsWith('/') || path.includes('\\') || path.includes('\0')) return null;
  if (path === '/') return [];
  const segments = path.slice(1).split('/');
  const last = segments.length - 1;
  // A trailing slash is a folder of its own (`/help/x/`), any other empty segment is refused.
  const badEmpty = segments.some((segment, index) => segment === '' && index !== last);
  if (badEmpty || segments.some((segment) => segment === '.' || segment === '..')) return null;
  return segments[last] === '' ? segments.slice(0, last) : segments;
}

const hidden = (segment: string): boolean => segment.startsWith('.');
const startsWith = (segments: readonly string[], prefix: readonly string[]): boolean =>
  prefix.length <= segments.length && prefix.every((segment, index) => segments[index] === segment);

/** A client-side route: no file extension and nothing Vite-internal (`@fs`, `@id`…). */
const isAppRoute = (segments: readonly string[]): boolean =>
  !segments.some((segment) => segment.startsWith('@')) && !(segments.at(-1) ?? '').includes('.');

/** The path part of a request URL (before `?`), unparsed, so `//x` is never read as a host. */
export const pathOf = (url: string): string => url.split('?')[0] ?? '';

export function judgeDevPath(rawPath: string, files: DevServerFiles): Verdict {
  const segments = safeSegments(rawPath);
  if (segments === null) return 'refuse';
  const path = `/${segments.join('/')}`;
  if (VITE_MODULES.has(path) || path === '/index.html') return 'serve';
  // Dot-folders hold secrets (.data, .certs, .git, .env); the only one served is Vite's own dependency cache.
  const inCache = files.cacheDir !== undefined && startsWith(segments, files.cacheDir);
  const visible = segments.slice(inCache ? (files.cacheDir?.length ?? 0) : 0);
  if (visible.some(hidden)) return 'refuse';
  if (APP_FOLDERS.has(segments[0] ?? '')) return 'serve';
  if (segments.length > 0 && files.isPublicFile(segments)) return 'serve';
  // `/@fs/…` (any file Vite may read) and `/@id/…` (any module id) are not the app's: refused.
  return isAppRoute(segments) ? 'app-shell' : 'refuse';
}

export function judgePreviewPath(rawPath: string, files: PreviewServerFiles): Verdict {
  const segments = safeSegments(rawPath);
  if (segments === null || segments.some(hidden)) return 'refuse';
  if (segments.length > 0 && files.isBuiltFile(segments)) return 'serve';
  return isAppRoute(segments) ? 'app-shell' : 'refuse';
}
