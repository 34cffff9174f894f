/**
 * Configuration from the Vite environment, read in one place. URLs select the real services or their local
 * stand-ins; no code asks which one it is talking to.
 */
import { OFFICE_JS_DEFAULT_URL } from './configDefaults';

function optionalUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  try {
    return new URL(value).toString();
  } catch {
    throw new Error(`Configuration ${name} is not a URL: ${value}`);
  }
}

export interface AppConfig {
  readonly officeJsUrl: string;
  readonly authAuthority: string | undefined;
  readonly authClientId: string | undefined;
  /** OIDC for standard OpenID Connect providers (the local one, the default); AAD for Azure AD B2C / Entra ID. */
  readonly authProtocolMode: 'OIDC' | 'AAD';
  /** The provider is Entra ID, so Excel may use Nested App Authentication (docs/auth.md). */
  readonly authNestedAppAuth: boolean;
  readonly apiUrl: string | undefined;
  /** Application Insights connection string; telemetry is off without one. */
  readonly telemetryConnectionString: string | undefined;
}

export function readConfig(env: ImportMetaEnv): AppConfig {
  return {
    officeJsUrl: optionalUrl('VITE_OFFICE_JS_URL', env.VITE_OFFICE_JS_URL) ?? OFFICE_JS_DEFAULT_URL,
    authAuthority: optionalUrl('VITE_AUTH_AUTHORITY', env.VITE_AUTH_AUTHORITY),
    authClientId: env.VITE_AUTH_CLIENT_ID?.trim() || undefined,
    authProtocolMode: env.VITE_AUTH_PROTOCOL_MODE?.trim().toUpperCase() === 'AAD' ? 'AAD' : 'OIDC',
    authNestedAppAuth: env.VITE_AUTH_NESTED_APP_AUTH?.trim() === 'true',
    apiUrl: optionalUrl('VITE_API_URL', env.VITE_API_URL),
    telemetryConnectionString: env.VITE_TELEMETRY_CONNECTION_STRING?.trim() || undefined,
  };
}

export const config: AppConfig = readConfig(import.meta.env);

export const build = __WHARF_BUILD__;
