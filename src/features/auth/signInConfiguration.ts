import { config } from '../../config';

/** Shown, and logged, when the identity provider is not configured (a missing auth endpoint is logged). */
export const SIGN_IN_NOT_CONFIGURED =
  'Sign-in is not configured for this deployment: set VITE_AUTH_AUTHORITY and VITE_AUTH_CLIENT_ID.';

export function isSignInConfigured(): boolean {
  return config.authAuthority !== undefined && config.authClientId !== undefined;
}
