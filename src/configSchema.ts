/**
 * The app's configuration from the Vite environment (VITE_*), checked with zod in one place. The environment is
 * fixed when Vite builds or serves the app, so that is when it is checked (scripts/vite/appConfig.ts): the result
 * reaches the app as `__WHARF_CONFIG__` (src/config.ts), and zod stays off the first paint's path.
 *
 * What fails and what degrades: the API's URL is required and a malformed value of any variable is refused — the
 * app cannot do anything useful against the wrong host, so the build or dev server stops at once naming the
 * variable. Sign-in and telemetry degrade instead: without an authority or client id the sign-in screen says
 * sign-in is not configured, and without a connection string telemetry is off.
 */
// zod's mini build: its object parser never compiles code with `new Function`, which the pages' content security
// policy forbids, and this module loads with the first paint, where the mini build costs a few KB instead of zod's all.
import * as z from 'zod/mini';
import { OFFICE_JS_DEFAULT_URL } from './configDefaults.ts';

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
const unsetIfBlank = z.transform((raw: unknown) => (typeof raw === 'string' ? raw.trim() || undefined : raw));
const text = () => z.pipe(unsetIfBlank, z.optional(z.string()));

function normalUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** Passes the value on, reporting `message` when it fails `test`. */
function checked<T>(test: (value: T) => boolean, message: string) {
  return z.transform((value: T, context) => {
    if (!test(value)) context.issues.push({ code: 'custom', message, input: value });
    return value;
  });
}

/** A text that, when set, is one of `allowed`. */
const oneOf = (allowed: readonly string[], message: string) =>
  checked((value: string | undefined) => value === undefined || allowed.includes(value), message);

const optionalUrl = () =>
  z.pipe(
    z.pipe(
      text(),
      checked(
        (value: string | undefined) => value === undefined || normalUrl(value) !== undefined,
        'must be an http(s) URL',
      ),
    ),
    z.transform((value: string | undefined) => (value === undefined ? undefined : normalUrl(value))),
  );

const variables = z.object({
  VITE_OFFICE_JS_URL: optionalUrl(),
  VITE_AUTH_AUTHORITY: optionalUrl(),
  VITE_AUTH_CLIENT_ID: text(),
  VITE_AUTH_PROTOCOL_MODE: z.pipe(
    z.pipe(
      text(),
      z.transform((value: string | undefined) => value?.toUpperCase()),
    ),
    oneOf(['OIDC', 'AAD'], 'must be OIDC or AAD'),
  ),
  VITE_AUTH_NESTED_APP_AUTH: z.pipe(text(), oneOf(['true', 'false'], 'must be true or false')),
  VITE_API_URL: z.pipe(
    optionalUrl(),
    z.transform((value: string | undefined, context) => {
      if (value !== undefined) return value;
      context.issues.push({ code: 'custom', message: "must be set to the Wharf API's URL", input: value });
      return z.NEVER;
    }),
  ),
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
