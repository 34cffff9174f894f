/**
 * A real id token from the run's identity provider, got the way MSAL gets one (authorization code + PKCE through
 * the provider's own sign-in form), so tests that start signed in send the API tokens it verifies for real.
 */
import { DEMO_ACCOUNT } from '../../server/demoAccount.ts';
import { idTokenAtProvider } from '../../server/testing/testSignIn.ts';

export function idTokenFor(
  issuer: string,
  addinOrigin: string,
  account: { email: string; password: string } = DEMO_ACCOUNT,
): Promise<string> {
  return idTokenAtProvider(issuer, `${addinOrigin}/signin`, account);
}
