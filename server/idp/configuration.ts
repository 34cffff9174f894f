/**
 * oidc-provider's configuration for Wharf: one first-party public client (the add-in SPA), authorization code +
 * PKCE only, id tokens that carry what Azure AD B2C would (`emails`, `name`), and no consent screen.
 */
import {
  interactionPolicy,
  type AdapterFactory,
  type Configuration,
  type KoaContextWithOIDC,
  type Session,
} from 'oidc-provider';
import { claimsOf, type AccountStore } from './accounts.ts';
import type { ProviderKeys } from './keys.ts';

export const CLIENT_ID = 'wharf-addin';
export const DEFAULT_REDIRECT_URIS = ['https://localhost:3000/', 'https://localhost:3000/signin'];

/** MSAL asks for Microsoft Graph's `User.Read`; accepting it keeps the SPA's scopes identical to production's. */
export const SCOPES = ['openid', 'profile', 'email', 'offline_access', 'User.Read'];

const MINUTE = 60;
const HOUR = 60 * MINUTE;
/** The session renews every 30 minutes: the add-in renews its id token when it expires. */
const ID_TOKEN_TTL = 30 * MINUTE;
/** A session lasts 24 hours from the sign-in; renewals do not extend it. */
const SESSION_TTL = 24 * HOUR;

/**
 * The default policy (login, consent) plus `select_account`, which MSAL sends on `prompt: 'select_account'`, and
 * `create` (OpenID Connect "Initiating User Registration", MSAL's `prompt: 'create'`), which opens the sign-up form
 * instead of the sign-in form; the default policy would refuse either as an unsupported prompt. Our forms answer
 * login, select_account and create.
 */
export const SIGN_IN_PROMPTS = new Set(['login', 'select_account', 'create']);
export const CREATE_PROMPT = 'create';

function interactionPolicyWithSelectAccount(): interactionPolicy.DefaultPolicy {
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);
  // First, so a requested create is the prompt the interaction shows even when nobody is signed in yet.
  policy.add(new interactionPolicy.Prompt({ name: CREATE_PROMPT, requestable: true }), 0);
  return policy;
}

/**
 * A session is saved again whenever the browser comes back to the provider (a silent sign-in in an iframe, say); it
 * still ends 24 h after the person signed in, not 24 h after the last visit.
 */
function sessionTtl(_ctx: KoaContextWithOIDC, session: Session): number {
  if (typeof session.loginTs !== 'number') return SESSION_TTL;
  const signedInFor = Math.floor(Date.now() / 1000) - session.loginTs;
  // A session past its end is saved for one more second, so it is gone by the next request.
  return Math.max(SESSION_TTL - signedInFor, 1);
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
      // `emails` rides with openid so every id token has it, as B2C's user flows do (the API reads it).
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
    // MSAL renews with refresh tokens. oidc-provider honours offline_access only with prompt=consent (OIDC Core
    // §11), which MSAL never sends, so the add-in gets a refresh token whenever its grant type is allowed; the add-in
    // does not ask for offline_access here (src/auth/msal/configuration.ts), since a refresh naming a scope the
    // token lacks is refused (invalid_scope).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Refresh tokens die with the provider session, so nothing renews a session past its 24 h.
    expiresWithSession: () => true,
    ttl: {
      IdToken: ID_TOKEN_TTL,
      AccessToken: ID_TOKEN_TTL,
      Session: sessionTtl,
      // Time to finish the sign-in or sign-up form.
      Interaction: HOUR,
      Grant: SESSION_TTL,
      RefreshToken(ctx) {
        // A rotated refresh token keeps its predecessor's end: the chain ends 24 h after sign-in.
        return ctx.oidc.entities.RotatedRefreshToken?.remainingTTL ?? SESSION_TTL;
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
