/**
 * Signs a user in at the provider the way MSAL does (authorization code + PKCE, through the provider's own form) and
 * returns the id token. Shared by the API tests and the browser tests; the redirect URI names the add-in origin the
 * provider was started for.
 */
import { createHash, randomBytes } from 'node:crypto';
import { CLIENT_ID } from '../idp/configuration.ts';
import { TestBrowser } from './testBrowser.ts';

export interface Authorization {
  browser: TestBrowser;
  verifier: string;
  /** The sign-in form's action. */
  action: string;
  redirectUri: string;
}

/** The authorization request MSAL makes; answers the provider's sign-in form. */
export async function startAuthorization(issuer: string, redirectUri: string): Promise<Authorization> {
  const browser = new TestBrowser(issuer);
  const verifier = randomBytes(32).toString('base64url');
  const auth = new URL('/auth', issuer);
  auth.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email User.Read',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'test',
    // A fresh nonce per sign-in, as MSAL sends: two sign-ins are two tokens even within one second, so signing one
    // out (docs/auth.md, "Signing out at the API") never refuses the other.
    nonce: randomBytes(16).toString('base64url'),
  }).toString();
  const page = await browser.navigate(auth);
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&');
  if (!action) throw new Error('The identity provider showed no sign-in form.');
  return { browser, verifier, action, redirectUri };
}

/** Posts a form of the interaction (sign-in or sign-up), then trades the code for the id token. */
export async function finishAuthorization(
  issuer: string,
  started: Authorization,
  action: string,
  form: Record<string, string>,
): Promise<string> {
  const done = await started.browser.navigate(action, { method: 'POST', form });
  const code = new URL(done.headers.location ?? '', issuer).searchParams.get('code');
  if (!code) throw new Error(`Sign-in gave no code (${done.status}).`);
  const tokens = await new TestBrowser(issuer).request('/token', {
    method: 'POST',
    headers: { origin: new URL(started.redirectUri).origin },
    form: {
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      redirect_uri: started.redirectUri,
      code,
      code_verifier: started.verifier,
    },
  });
  return (JSON.parse(tokens.body) as { id_token: string }).id_token;
}

export async function idTokenAtProvider(
  issuer: string,
  redirectUri: string,
  account: { email: string; password: string },
): Promise<string> {
  const started = await startAuthorization(issuer, redirectUri);
  return finishAuthorization(issuer, started, started.action, account);
}
