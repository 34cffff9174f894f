/**
 * MSAL's configuration from Wharf's (Vite env): the local OpenID Connect provider by default, Azure AD B2C or Entra ID
 * by configuration (docs/configuration.md). Scopes and the token cache location are fixed here (docs/auth.md).
 */
import type { Configuration } from '@azure/msal-browser';

/** Sign-in scopes. */
export const SIGN_IN_SCOPES = ['openid', 'profile', 'User.Read', 'email'];

export interface AuthSettings {
  authority: string;
  clientId: string;
  /** OIDC for standard OpenID Connect providers (the local one); AAD for Azure AD B2C and Entra ID. */
  protocolMode: 'OIDC' | 'AAD';
  /** Whether the provider is Entra ID, which Nested App Authentication in Office requires. */
  nestedAppAuth: boolean;
}

/**
 * What MSAL adds to every request. Azure AD B2C issues refresh tokens only for offline_access. A standard OpenID
 * Connect provider ignores offline_access without prompt=consent (OIDC Core §11), which Wharf never sends, so the
 * local provider issues its session-bound refresh token without it and refuses a refresh naming it (invalid_scope).
 */
export function defaultScopesFor(protocolMode: AuthSettings['protocolMode']): string[] {
  return protocolMode === 'AAD' ? ['openid', 'profile', 'offline_access'] : ['openid', 'profile'];
}

export function msalConfiguration(settings: AuthSettings, origin: string): Configuration {
  return {
    auth: {
      clientId: settings.clientId,
      authority: settings.authority,
      // B2C and non-Microsoft providers must be listed to be trusted as authorities.
      knownAuthorities: [new URL(settings.authority).host],
      redirectUri: `${origin}/signin`,
      postLogoutRedirectUri: `${origin}/logout`,
      OIDCOptions: { defaultScopes: defaultScopesFor(settings.protocolMode) },
    },
    // The token cache is in local storage.
    cache: { cacheLocation: 'localStorage' },
    system: { protocolMode: settings.protocolMode },
  };
}
