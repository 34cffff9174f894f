/**
 * A real id token from the run's identity provider, got the way MSAL gets one (authorization code + PKCE through
 * the provider's own sign-in form), so tests that start signed in send the API tokens it verifies for real.
 */
import { createHash, randomBytes } from 'node:crypto';
import { CLIENT_ID } from '../../server/idp/configuration.ts';
import { TestBrowser } from '../../server/idp/testBrowser.ts';
import { DEMO_ACCOUNT } from '../../server/demoAccount.ts';

export async function idTokenFor(
  issuer: string,
  addinOrigin: string,
  account: { email: string; password: string } = DEMO_ACCOUNT,
): Promise<string> {
  const redirectUri = `${addinOrigin}/signin`;
  const browser = new TestBrowser(issuer);
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL('/auth', issuer);
  authorize.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email User.Read',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'e2e',
    nonce: 'e2e',
  }).toString();
  const page = await browser.navigate(authorize);
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&');
  if (!action) throw new Error('The identity provider showed no sign-in form.');
  const done = await browser.navigate(action, {
    method: 'POST',
    form: { email: account.email, password: account.password },
  });
  const code = new URL(done.headers.location ?? '', issuer).searchParams.get('code');
  if (!code) throw new Error(`Sign-in gave no code (${done.status}).`);
  const tokens = await new TestBrowser(issuer).request('/token', {
    method: 'POST',
    headers: { origin: addinOrigin },
    form: {
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      redirect_uri: redirectUri,
      code,
      code_verifier: verifier,
    },
  });
  return (JSON.parse(tokens.body) as { id_token: string }).id_token;
}
