/**
 * The add-in pages' content security policy, computed from the same Vite environment the build reads, so it names
 * exactly the origins the app talks to. Tokens live in local storage: one injected script could read
 * them, so scripts come only from the app and office.js's origin, never inline or from `eval`.
 */
import { createHash } from 'node:crypto';
import { OFFICE_JS_DEFAULT_URL } from '../src/configDefaults.ts';

/**
 * Who may frame the add-in. On the web the task pane is an iframe of Office's own frame (office.js trusts only
 * `*.officeapps.live.com` there), inside the page the workbook was opened from: a SharePoint or OneDrive document,
 * or Microsoft 365's own sites. `frame-ancestors` checks every ancestor, so each must be listed; nothing else is.
 */
export const FRAME_ANCESTORS = [
  "'self'",
  'https://*.officeapps.live.com',
  'https://*.cloud.microsoft',
  'https://*.sharepoint.com',
  'https://onedrive.live.com',
  'https://*.office.com',
  'https://*.microsoft365.com',
  'https://*.office365.com',
] as const;

/**
 * What Microsoft's office.js reaches beyond its own folder (read from the @microsoft/office-js package's files;
 * docs/security.md says where in them, and which hosts they name were left out and why).
 */
export const OFFICE_JS_HOSTS = {
  /** The page it frames to send its own logs in hosts it has no channel to (the browser tab, Office 2013's path). */
  frames: ['https://telemetryservice.firstpartyapps.oaspapps.com'],
  /** Its telemetry collector, posted to directly where the host offers no telemetry channel. */
  connects: ['https://browser.pipe.aria.microsoft.com'],
} as const;

/** Application Insights' ingestion host when a connection string names none (the SDK's own default). */
const DEFAULT_TELEMETRY_INGESTION = 'https://dc.services.visualstudio.com';

export type ViteEnv = Readonly<Record<string, string | boolean | undefined>>;

/** The other origins the pages load from or talk to. */
export interface PolicyOrigins {
  officeJs: string;
  api: string | undefined;
  identityProvider: string | undefined;
  telemetry: string | undefined;
}

/** What only the development server needs: its HMR WebSocket and the inline scripts it injects into index.html. */
export interface DevAllowances {
  websocketOrigin: string | undefined;
  inlineScriptHashes: readonly string[];
}

export type Directives = ReadonlyArray<readonly [name: string, sources: readonly string[]]>;

function originOf(name: string, value: string | boolean | undefined): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    return new URL(value.trim()).origin;
  } catch {
    throw new Error(`Configuration ${name} is not a URL: ${value}`);
  }
}

/** The ingestion origin of an Application Insights connection string (`Key=value;…`, keys without case). */
export function telemetryOrigin(connectionString: string): string {
  const fields = new Map(
    connectionString
      .split(';')
      .map((pair) => pair.split('='))
      .filter((pair): pair is [string, string] => pair.length >= 2 && pair[0] !== undefined)
      .map(([key, ...value]) => [key.trim().toLowerCase(), value.join('=').trim()]),
  );
  const ingestion = fields.get('ingestionendpoint');
  if (ingestion) return new URL(ingestion).origin;
  const suffix = fields.get('endpointsuffix');
  if (!suffix) return DEFAULT_TELEMETRY_INGESTION;
  const location = fields.get('location');
  return `https://${location ? `${location}.` : ''}dc.${suffix}`;
}

export function policyOrigins(env: ViteEnv): PolicyOrigins {
  const connectionString = env.VITE_TELEMETRY_CONNECTION_STRING;
  return {
    officeJs: originOf('VITE_OFFICE_JS_URL', env.VITE_OFFICE_JS_URL) ?? new URL(OFFICE_JS_DEFAULT_URL).origin,
    api: originOf('VITE_API_URL', env.VITE_API_URL),
    identityProvider: originOf('VITE_AUTH_AUTHORITY', env.VITE_AUTH_AUTHORITY),
    telemetry:
      typeof connectionString === 'string' && connectionString.trim() !== ''
        ? telemetryOrigin(connectionString)
        : undefined,
  };
}

const present = (...sources: Array<string | undefined>): string[] => [
  ...new Set(sources.filter((source): source is string => source !== undefined)),
];

export function contentSecurityPolicy(env: ViteEnv, dev?: DevAllowances): Directives {
  const origins = policyOrigins(env);
  const hashes = dev?.inlineScriptHashes.map((hash) => `'${hash}'`) ?? [];
  return [
    ['default-src', ["'self'"]],
    ['script-src', present("'self'", origins.officeJs, ...hashes)],
    [
      'connect-src',
      present(
        "'self'",
        origins.api,
        origins.identityProvider,
        origins.telemetry,
        ...OFFICE_JS_HOSTS.connects,
        dev?.websocketOrigin,
      ),
    ],
    // MSAL renews silently in a hidden iframe at the provider when its refresh token cannot; office.js frames its
    // own folder (the page asking to trust an unknown Office host) and its telemetry page.
    ['frame-src', present("'self'", origins.identityProvider, origins.officeJs, ...OFFICE_JS_HOSTS.frames)],
    ['img-src', ["'self'", 'data:']],
    // Development only: Vite's client pings a restarting server from a SharedWorker made from a blob.
    ...(dev ? ([['worker-src', ["'self'", 'blob:']]] as const) : []),
    // Fluent UI's style engine (Griffel) inserts <style> elements as components mount, the prerendered help pages
    // carry their CSS inline, and office.js styles its own elements: none can carry a per-response nonce from a
    // static host. Styles cannot run code or read storage; scripts stay strict.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['font-src', ["'self'", 'data:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [...FRAME_ANCESTORS]],
  ];
}

/** Directives a `<meta http-equiv>` policy ignores (the browser warns about them), so only a header can carry. */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

export function serializePolicy(directives: Directives, target: 'header' | 'meta' = 'header'): string {
  return directives
    .filter(([name]) => target === 'header' || !HEADER_ONLY.has(name))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** A CSP hash source (without quotes) for an inline script's exact text. */
export const sha256Source = (text: string): string =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
