import { config } from '../../config';
import { AUTH_CONFIGURATION_MISSING } from '../../messages';
import type { AuthSettings } from './configuration';

/** The identity provider settings, or null (logged once) when the deployment has none. */
export function readAuthSettings(): AuthSettings | null {
  if (!config.authAuthority || !config.authClientId) {
    console.error(AUTH_CONFIGURATION_MISSING);
    return null;
  }
  return {
    authority: config.authAuthority.replace(/\/$/, ''),
    clientId: config.authClientId,
    protocolMode: config.authProtocolMode,
    nestedAppAuth: config.authNestedAppAuth,
  };
}
