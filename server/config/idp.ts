/**
 * The local identity provider's configuration (server/idp/main.ts, scripts/start.ts): WHARF_IDP_PORT (default
 * 3002) and WHARF_IDP_ISSUER (default https://localhost:<port>, e.g. when a proxy fronts it).
 */
import { optionalUrl, portOr, readVariables, type Environment } from './variables.ts';

export const DEFAULT_IDP_PORT = 3002;

export interface IdpConfig {
  port: number;
  /** Unset: the provider's own https://localhost:<port>. */
  issuer: string | undefined;
}

export function readIdpConfig(env: Environment): IdpConfig {
  const values = readVariables(
    { WHARF_IDP_PORT: portOr(DEFAULT_IDP_PORT), WHARF_IDP_ISSUER: optionalUrl() },
    env,
  );
  return { port: values.WHARF_IDP_PORT, issuer: values.WHARF_IDP_ISSUER };
}
