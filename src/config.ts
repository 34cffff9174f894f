/**
 * Configuration from the Vite environment, read in one place and checked with zod as the app loads. URLs select the
 * real services or their local stand-ins; no code asks which one it is talking to.
 *
 * What fails and what degrades: the API's URL is required and a malformed value of any variable is refused — the
 * app cannot do anything useful against the wrong host, so it stops at once naming the variable (in the build too,
 * which loads this module to prerender its pages). Sign-in and telemetry degrade instead: without an authority or
 * client id the sign-in screen says sign-in is not configured, and without a connection string telemetry is off.
 */
import { z } from 'zod';
import { OFFICE_JS_DEFAULT_URL } from './configDefaults';

export interface AppConfig {
  readonly officeJsUrl: string;
  readonly authAuthority: string | undefined;
  readonly authClientId: string | undefined;
  /** OIDC for standard OpenID Connect providers (the local one, the default); AAD for Azure AD B2C / Entra ID. */
  readonly authProtocolMode: 'OIDC' | 'AAD';
  /** The provider is Entra ID, so Excel may use Nested App Authentication (docs/auth.md). */
  readonly authNestedAppAuth: boolean;
  readonly apiUrl: string;
  /** Application Insights connection string; telemetry is off without one. */
  readonly telemetryConnectionString: string | undefined;
}

/** The app refused its configuration; the message names every variable that is wrong. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Wharf's configuration is not usable: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Unset and blank are the same: `VITE_X=` in a .env file means "not configured". */
const text = () =>
  z.preprocess((raw) => (typeof raw === 'string' ? raw.trim() || undefined : raw), z.string().optional());

function normalUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

const optionalUrl = () =>
  text()
    .refine((value) => value === undefined || normalUrl(value) !== undefined, 'must be an http(s) URL')
    .transform((value) => (value === undefined ? undefined : normalUrl(value)));

const variables = z.object({
  VITE_OFFICE_JS_URL: optionalUrl(),
  VITE_AUTH_AUTHORITY: optionalUrl(),
  VITE_AUTH_CLIENT_ID: text(),
  VITE_AUTH_PROTOCOL_MODE: text()
    .transform((value) => value?.toUpperCase())
    .refine((value) => value === undefined || value === 'OIDC' || value === 'AAD', 'must be OIDC or AAD'),
  VITE_AUTH_NESTED_APP_AUTH: text().refine(
    (value) => value === undefined || value === 'true' || value === 'false',
    'must be true or false',
  ),
  VITE_API_URL: optionalUrl().transform((value, context) => {
    if (value !== undefined) return value;
    context.addIssue({ code: 'custom', message: "must be set to the Wharf API's URL" });
    return z.NEVER;
  }),
  VITE_TELEMETRY_CONNECTION_STRING: text(),
});

export function readConfig(env: Readonly<Record<string, unknown>>): AppConfig {
  const result = variables.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`));
  }
  const values = result.data;
  return {
    officeJsUrl: values.VITE_OFFICE_JS_URL ?? OFFICE_JS_DEFAULT_URL,
    authAuthority: values.VITE_AUTH_AUTHORITY,
    authClientId: values.VITE_AUTH_CLIENT_ID,
    authProtocolMode: values.VITE_AUTH_PROTOCOL_MODE === 'AAD' ? 'AAD' : 'OIDC',
    authNestedAppAuth: values.VITE_AUTH_NESTED_APP_AUTH === 'true',
    apiUrl: values.VITE_API_URL,
    telemetryConnectionString: values.VITE_TELEMETRY_CONNECTION_STRING,
  };
}

export const config: AppConfig = readConfig(import.meta.env);

export const build = __WHARF_BUILD__;
