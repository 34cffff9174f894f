// @vitest-environment node
/**
 * A session lasts 24 hours and renews every 30 minutes. MSAL renews with a refresh_token grant naming the
 * add-in's scopes; these tests move the provider's clock (oidc-provider and its store read Date.now) through a day.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultScopesFor, SIGN_IN_SCOPES } from '../../src/auth/msal/configuration.ts';
import { DEMO_ACCOUNT } from './accounts.ts';
import { CLIENT_ID } from './configuration.ts';
import { startIdentityProvider, type RunningIdentityProvider } from './provider.ts';
import { TestBrowser, type TestResponse } from '../testing/testBrowser.ts';

const REDIRECT_URI = 'https://localhost:3999/signin';
const ADDIN_ORIGIN = new URL(REDIRECT_URI).origin;
/** What MSAL sends against the local provider (OIDC protocol mode): the scopes plus its default scopes. */
const MSAL_SCOPE = [...SIGN_IN_SCOPES, ...defaultScopesFor('OIDC')].join(' ');
const HOUR_MS = 60 * 60 * 1000;
const SIGNED_IN_AT = Date.parse('2026-03-02T08:00:00Z');

let idp: RunningIdentityProvider;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'wharf-idp-'));
  idp = await startIdentityProvider({ port: 0, dataDir, redirectUris: [REDIRECT_URI] });
});

afterAll(async () => {
  await idp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  // Only Date: sockets and the provider's own timers keep running.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SIGNED_IN_AT);
});

afterEach(() => {
  vi.useRealTimers();
});

function authorizationUrl(challenge: string, extra: Record<string, string>): URL {
  const url = new URL('/auth', idp.issuer);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: MSAL_SCOPE,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    ...extra,
  }).toString();
  return url;
}

function tokenRequest(form: Record<string, string>): Promise<TestResponse> {
  return new TestBrowser(idp.issuer).request('/token', {
    method: 'POST',
    headers: { origin: ADDIN_ORIGIN },
    form: { client_id: CLIENT_ID, ...form },
  });
}

interface SignedIn {
  /** Holds the provider's session cookie, as the user's browser does. */
  browser: TestBrowser;
  refreshToken: string;
}

/** An interactive sign-in as MSAL makes it (prompt=select_account, code + PKCE), redeemed for tokens. */
async function signIn(): Promise<SignedIn> {
  const browser = new TestBrowser(idp.issuer);
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const page = await browser.navigate(authorizationUrl(challenge, { prompt: 'select_account' }));
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&');
  if (!action) throw new Error('The provider showed no sign-in form.');
  const done = await browser.navigate(action, { method: 'POST', form: DEMO_ACCOUNT });
  const code = new URL(done.headers.location ?? '', idp.issuer).searchParams.get('code') ?? '';
  const tokens = await tokenRequest({
    grant_type: 'authorization_code',
    redirect_uri: REDIRECT_URI,
    code,
    code_verifier: verifier,
    scope: MSAL_SCOPE,
  });
  expect(tokens.status).toBe(200);
  const body = JSON.parse(tokens.body) as { refresh_token?: string };
  if (!body.refresh_token) throw new Error('The provider issued no refresh token.');
  return { browser, refreshToken: body.refresh_token };
}

/** MSAL's silent renewal: a refresh_token grant naming the same scopes as the sign-in. */
function renew(refreshToken: string): Promise<TestResponse> {
  return tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken, scope: MSAL_SCOPE });
}

/** MSAL's fallback when a refresh fails: a hidden authorization request with prompt=none on the session cookie. */
async function silentAuthorization(browser: TestBrowser): Promise<URLSearchParams> {
  const challenge = createHash('sha256').update(randomBytes(32)).digest('base64url');
  const answer = await browser.navigate(authorizationUrl(challenge, { prompt: 'none' }));
  return new URL(answer.headers.location ?? '', idp.issuer).searchParams;
}

function at(hours: number): void {
  vi.setSystemTime(SIGNED_IN_AT + hours * HOUR_MS);
}

describe('a session of 24 hours, renewed every 30 minutes', () => {
  it('renews silently with MSAL’s scopes at 1 h, 12 h and 23 h, each time with a fresh id token', async () => {
    let { refreshToken } = await signIn();
    for (const hours of [1, 12, 23]) {
      at(hours);
      const renewed = await renew(refreshToken);
      expect(renewed.status, `renewal at ${hours} h: ${renewed.body}`).toBe(200);
      const body = JSON.parse(renewed.body) as { id_token: string; refresh_token: string };
      expect(decodeJwt(body.id_token).iat).toBe(Math.floor(Date.now() / 1000));
      refreshToken = body.refresh_token;
    }
  });

  it('renews every 30 minutes through the day: the id token lives 30 minutes', async () => {
    let { refreshToken } = await signIn();
    for (let hours = 0.5; hours < 24; hours += 0.5) {
      at(hours);
      const renewed = await renew(refreshToken);
      expect(renewed.status, `renewal at ${hours} h`).toBe(200);
      const body = JSON.parse(renewed.body) as { id_token: string; refresh_token: string };
      const claims = decodeJwt(body.id_token);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(30 * 60);
      refreshToken = body.refresh_token;
    }
  });

  it('ends 24 h after sign-in: at 25 h a renewal is refused and the provider asks for sign-in', async () => {
    const { browser, refreshToken } = await signIn();
    at(23);
    // A visit to the provider (MSAL's hidden iframe) still signs in silently, but does not extend the session.
    expect((await silentAuthorization(browser)).get('code')).toBeTruthy();
    at(25);
    const refused = await renew(refreshToken);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ error: 'invalid_grant' });
    expect((await silentAuthorization(browser)).get('error')).toBe('login_required');
  });
});
