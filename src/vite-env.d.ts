/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where office.js is loaded from after start. */
  readonly VITE_OFFICE_JS_URL?: string;
  /** The identity provider's authority (local OIDC provider or Azure AD B2C). */
  readonly VITE_AUTH_AUTHORITY?: string;
  readonly VITE_AUTH_CLIENT_ID?: string;
  readonly VITE_AUTH_PROTOCOL_MODE?: string;
  readonly VITE_AUTH_NESTED_APP_AUTH?: string;
  /** The Wharf API host. */
  readonly VITE_API_URL?: string;
  /** Application Insights connection string (docs/telemetry.md); telemetry is off when it is not set. */
  readonly VITE_TELEMETRY_CONNECTION_STRING?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare const __WHARF_BUILD__: { version: string; buildId: string; builtAt: string };
