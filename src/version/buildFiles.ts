/**
 * The files a build publishes beside the app, shaped like Nuxt's app manifest: which build is the latest,
 * and each build's route rules. The Vite plugin (scripts/vite/buildInfo.ts) writes them with these paths and shapes;
 * the app reads them with these parsers. Nothing here touches the DOM, so both sides can import it.
 */

/** Polled by running apps; names the build the server now serves. */
export const LATEST_BUILD_PATH = 'builds/latest.json';
/** One build's route rules. */
export const buildMetaPath = (buildId: string): string => `builds/meta/${buildId}.json`;
/** A prerendered page's data, beside its index.html. */
export const PAYLOAD_FILE_NAME = '_payload.json';

export interface LatestBuild {
  readonly id: string;
  /** When the build was made, in ms since the epoch. */
  readonly timestamp: number;
}

export interface RouteRule {
  readonly path: string;
  readonly layout: string;
  /** The telemetry view label. */
  readonly label: string;
  readonly public: boolean;
}

export interface BuildMeta extends LatestBuild {
  readonly routes: readonly RouteRule[];
  /** Paths served as static HTML with their `_payload.json`. */
  readonly prerendered: readonly string[];
}

// An id becomes a path segment (builds/meta/{id}.json): only characters that need no encoding.
const BUILD_ID = /^[A-Za-z0-9._-]{1,100}$/;

export const isBuildId = (value: unknown): value is string =>
  typeof value === 'string' && BUILD_ID.test(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRouteRule = (value: unknown): value is RouteRule =>
  isRecord(value) &&
  typeof value.path === 'string' &&
  typeof value.layout === 'string' &&
  typeof value.label === 'string' &&
  typeof value.public === 'boolean';

/** The latest build as the server announced it, or undefined when the answer is not one. */
export function parseLatestBuild(value: unknown): LatestBuild | undefined {
  if (!isRecord(value) || !isBuildId(value.id) || typeof value.timestamp !== 'number') return undefined;
  return { id: value.id, timestamp: value.timestamp };
}

export function parseBuildMeta(value: unknown): BuildMeta | undefined {
  const latest = parseLatestBuild(value);
  if (!latest || !isRecord(value)) return undefined;
  const { routes, prerendered } = value;
  if (!Array.isArray(routes) || !routes.every(isRouteRule)) return undefined;
  if (!Array.isArray(prerendered) || !prerendered.every((path) => typeof path === 'string')) return undefined;
  return { ...latest, routes, prerendered };
}
