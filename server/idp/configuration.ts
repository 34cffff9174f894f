/**
 * oidc-provider's configuration for Wharf: one first-party public client (the add-in SPA), authorization code +
 * PKCE only, id tokens that carry what Azure AD B2C would (`emails`, `name`), and no consent screen.
 */
import {
  interactionPolicy,
  type AdapterFactory,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { claimsOf, type AccountStore } from './accounts.ts';
import type { ProviderKeys } from './keys.ts';

export const CLIENT_ID = 'wharf-addin';
export const DEFAULT_REDIRECT_URIS = ['https://localhost:3000/', 'https://localhost:3000/signin'];

/** MSAL asks for Microsoft Graph's `User.Read`; accepting it keeps the SPA's scopes identical to production's. */
export const SCOPES = ['openid', 'profile', 'email', 'offline_access', 'User.Read'];

const HOUR = 60 * 60;
/** SPEC §5 treats a token whose iat is over 24 h old as invalid; the SPA renews long before with the refresh token. */
const ID_TOKEN_TTL = HOUR;
const SESSION_TTL = 24 * HOUR;
const REFRESH_TOKEN_TTL = 24 * HOUR;

/**
 * The default policy (login, consent) plus `select_account`, which MSAL sends on `prompt: 'select_account'`; the
 * default policy would refuse it as an unsupported prompt. Our sign-in form answers both login and select_account.
 */
export const SIGN_IN_PROMPTS = new Set(['login', 'select_account']);

function interactionPolicyWithSelectAccount(): interactionPolicy.DefaultPolicy {
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);
  return policy;
}

/** Origins of the client's redirect URIs: the only places its browser code runs, so the only CORS origins. */
function originsOf(uris: readonly string[]): Set<string> {
  return new Set(uris.map((uri) => new URL(uri).origin));
}

export function createConfiguration(options: {
  accounts: AccountStore;
  keys: ProviderKeys;
  redirectUris: readonly string[];
  adapter: AdapterFactory;
}): Configuration {
  const { accounts, keys, redirectUris, adapter } = options;
  const allowedOrigins = originsOf(redirectUris);

  return {
    adapter,
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'Wharf',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [...redirectUris],
        post_logout_redirect_uris: [...redirectUris],
      },
    ],
    // Code flow only: no implicit or hybrid tokens in the browser's address bar.
    responseTypes: ['code'],
    scopes: SCOPES,
    claims: {
      // `emails` rides with openid so every id token has it, as B2C's user flows do (SPEC §3 reads it).
      openid: ['sub', 'emails'],
      profile: ['name'],
      email: ['email'],
    },
    // Put scope-requested claims in the id token too: the SPA reads them there, not from /me.
    conformIdTokenClaims: false,
    findAccount(_ctx, sub) {
      const account = accounts.findById(sub);
      if (!account) return undefined;
      return { accountId: account.id, claims: () => claimsOf(account) };
    },
    interactions: {
      policy: interactionPolicyWithSelectAccount(),
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    // First-party client: grant what it asks for instead of showing a consent screen (documented pattern).
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const grant =
        (grantId ? await provider.Grant.find(grantId) : undefined) ??
        new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(' '));
      grant.addOIDCClaims([...ctx.oidc.requestParamClaims]);
      await grant.save();
      return grant;
    },
    pkce: { required: () => true },
    // MSAL calls /token from the add-in page; allow exactly the client's own origins.
    clientBasedCORS: (_ctx, origin, client) => client.clientId === CLIENT_ID && allowedOrigins.has(origin),
    // MSAL renews with refresh tokens; it only sends offline_access sometimes, so issue one whenever allowed.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      IdToken: ID_TOKEN_TTL,
      AccessToken: HOUR,
      Session: SESSION_TTL,
      // Time to finish the sign-in or sign-up form.
      Interaction: HOUR,
      Grant: SESSION_TTL,
      RefreshToken(ctx) {
        // A rotated refresh token keeps its predecessor's end: a browser session ends 24 h after sign-in.
        return ctx.oidc.entities.RotatedRefreshToken?.remainingTTL ?? REFRESH_TOKEN_TTL;
      },
    },
    jwks: keys.jwks,
    cookies: { keys: keys.cookieKeys },
    features: {
      // The built-in dev pages would bypass our accounts; our own pages replace them.
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true },
      revocation: { enabled: true },
    },
  };
}
