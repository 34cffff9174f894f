// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultScopesFor, msalConfiguration, SIGN_IN_SCOPES } from './configuration';
import { classifySilentFailure } from './silentFailure';

describe('MSAL configuration', () => {
  const configuration = msalConfiguration(
    {
      authority: 'https://localhost:3002',
      clientId: 'wharf-addin',
      protocolMode: 'OIDC',
      nestedAppAuth: false,
    },
    'https://localhost:3000',
  );

  it('signs in with scopes', () => {
    expect(SIGN_IN_SCOPES).toEqual(['openid', 'profile', 'User.Read', 'email']);
  });

  it('keeps the token cache in local storage', () => {
    expect(configuration.cache?.cacheLocation).toBe('localStorage');
  });

  it('trusts the configured authority and comes back to /signin', () => {
    expect(configuration.auth.authority).toBe('https://localhost:3002');
    expect(configuration.auth.knownAuthorities).toEqual(['localhost:3002']);
    expect(configuration.auth.redirectUri).toBe('https://localhost:3000/signin');
    expect(configuration.system?.protocolMode).toBe('OIDC');
  });

  it('asks B2C for offline_access (its refresh tokens need it) but not an OpenID Connect provider', () => {
    // The local provider refuses a refresh naming offline_access, which it never granted (invalid_scope).
    expect(configuration.auth.OIDCOptions?.defaultScopes).toEqual(['openid', 'profile']);
    expect(defaultScopesFor('AAD')).toEqual(['openid', 'profile', 'offline_access']);
  });
});

describe('silent sign-in failures', () => {
  it('tells interaction required, 503 and unknown apart', () => {
    const interaction = Object.assign(new Error('login_required'), { name: 'InteractionRequiredAuthError' });
    expect(classifySilentFailure(interaction)).toBe('interaction-required');
    expect(classifySilentFailure(Object.assign(new Error('x'), { status: 503 }))).toBe('service-unavailable');
    expect(
      classifySilentFailure(Object.assign(new Error('x'), { errorCode: 'temporarily_unavailable' })),
    ).toBe('service-unavailable');
    expect(classifySilentFailure(new Error('network down'))).toBe('unknown');
    expect(classifySilentFailure('weird')).toBe('unknown');
  });
});
