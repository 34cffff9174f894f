// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_IN_EMAIL, CONTROL_CHARACTERS_IN_NAME, DEMO_ACCOUNT } from './accounts.ts';
import { CLIENT_ID } from './configuration.ts';
import { startIdentityProvider, type RunningIdentityProvider } from './provider.ts';
import { TestBrowser, type TestResponse } from '../testing/testBrowser.ts';

const REDIRECT_URI = 'https://localhost:3999/signin';
const ADDIN_ORIGIN = new URL(REDIRECT_URI).origin;

interface Pkce {
  verifier: string;
  challenge: string;
}

function newPkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function formAction(page: TestResponse): string {
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
  if (!action) throw new Error(`no form on page:\n${page.body}`);
  return action.replace(/&amp;/g, '&');
}

function signUpLink(page: TestResponse): string {
  const href = /<a href="([^"]+)">Create an account<\/a>/.exec(page.body)?.[1];
  if (!href) throw new Error('no sign-up link');
  return href;
}

/** Starts an authorization request and returns the sign-in page it leads to. */
async function openSignIn(
  browser: TestBrowser,
  pkce: Pkce,
  state: string,
  extra: Record<string, string> = {},
): Promise<TestResponse> {
  const auth = new URL('/auth', idp.issuer);
  auth.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid profile email User.Read',
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    state,
    nonce: `nonce-${state}`,
    ...extra,
  }).toString();
  return browser.navigate(auth);
}

/** The query of the redirect back to the add-in, or undefined when the browser did not get there. */
function redirectParams(response: TestResponse): URLSearchParams | undefined {
  const location = response.headers.location;
  if (!location?.startsWith(REDIRECT_URI)) return undefined;
  return new URL(location).searchParams;
}

async function signIn(
  email: string,
  password: string,
  extra: Record<string, string> = {},
): Promise<{ code: string; pkce: Pkce }> {
  const browser = new TestBrowser(idp.issuer);
  const pkce = newPkce();
  const state = randomBytes(8).toString('hex');
  const page = await openSignIn(browser, pkce, state, extra);
  const done = await browser.navigate(formAction(page), { method: 'POST', form: { email, password } });
  const params = redirectParams(done);
  expect(params?.get('state')).toBe(state);
  const code = params?.get('code');
  if (!code) throw new Error(`no code: ${done.status} ${done.body}`);
  return { code, pkce };
}

async function redeem(code: string, verifier: string, origin = ADDIN_ORIGIN): Promise<TestResponse> {
  return new TestBrowser(idp.issuer).request('/token', {
    method: 'POST',
    headers: { origin },
    form: {
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      code,
      code_verifier: verifier,
    },
  });
}

async function verifyIdToken(idToken: string) {
  const jwks = await new TestBrowser(idp.issuer).request('/jwks');
  const keySet = createLocalJWKSet(JSON.parse(jwks.body) as JSONWebKeySet);
  const { payload } = await jwtVerify(idToken, keySet, {
    issuer: idp.issuer,
    audience: CLIENT_ID,
    algorithms: ['RS256'],
  });
  return payload;
}

interface Tokens {
  id_token: string;
  refresh_token: string;
}

async function tokensFor(email: string, password: string): Promise<Tokens> {
  const { code, pkce } = await signIn(email, password);
  const response = await redeem(code, pkce.verifier);
  return JSON.parse(response.body) as Tokens;
}

async function idTokenFor(email: string, password: string): Promise<string> {
  return (await tokensFor(email, password)).id_token;
}

async function refresh(refreshToken: string): Promise<TestResponse> {
  return new TestBrowser(idp.issuer).request('/token', {
    method: 'POST',
    headers: { origin: ADDIN_ORIGIN },
    form: { grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: refreshToken },
  });
}

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

describe('identity provider discovery', () => {
  it('publishes its issuer, endpoints and S256 PKCE in the discovery document', async () => {
    const response = await new TestBrowser(idp.issuer).request('/.well-known/openid-configuration');
    const discovery = JSON.parse(response.body) as Record<string, unknown>;
    expect(discovery.issuer).toBe(idp.issuer);
    expect(discovery.authorization_endpoint).toBe(`${idp.issuer}/auth`);
    expect(discovery.token_endpoint).toBe(`${idp.issuer}/token`);
    expect(discovery.jwks_uri).toBe(`${idp.issuer}/jwks`);
    expect(discovery.code_challenge_methods_supported).toContain('S256');
    expect(discovery.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'User.Read']),
    );
  });

  it('serves a public signing key and no private parts', async () => {
    const response = await new TestBrowser(idp.issuer).request('/jwks');
    const { keys } = JSON.parse(response.body) as { keys: Array<Record<string, unknown>> };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', use: 'sig', alg: 'RS256' });
    expect(keys[0]).not.toHaveProperty('d');
  });
});

describe('sign-in with authorization code + PKCE', () => {
  it('signs the demo user in and issues an id token with emails and name, verified against the JWKS', async () => {
    const { code, pkce } = await signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const response = await redeem(code, pkce.verifier);
    expect(response.status).toBe(200);
    // MSAL calls /token from the add-in page, so the add-in origin must be allowed by CORS.
    expect(response.headers['access-control-allow-origin']).toBe(ADDIN_ORIGIN);
    const tokens = JSON.parse(response.body) as { id_token: string; refresh_token?: string };
    expect(tokens.refresh_token).toBeTruthy();

    const claims = await verifyIdToken(tokens.id_token);
    expect(claims.emails).toEqual([DEMO_ACCOUNT.email]);
    expect(claims.name).toBe(DEMO_ACCOUNT.name);
    expect(claims.sub).toEqual(expect.any(String));
    expect(claims.nonce).toMatch(/^nonce-/);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(claims.iat).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));

    const refreshed = await refresh(tokens.refresh_token ?? '');
    expect(refreshed.status).toBe(200);
    const renewed = await verifyIdToken((JSON.parse(refreshed.body) as { id_token: string }).id_token);
    expect(renewed.emails).toEqual([DEMO_ACCOUNT.email]);
  });

  it('shows an error and keeps the typed email on a wrong password, and issues no code', async () => {
    const browser = new TestBrowser(idp.issuer);
    const page = await openSignIn(browser, newPkce(), 'wrong-password');
    expect(page.body).toContain('<label for="email">Email</label>');
    expect(page.body).toContain('<label for="password">Password</label>');
    expect(page.body).toContain('>Sign in</button>');

    const retry = await browser.navigate(formAction(page), {
      method: 'POST',
      form: { email: DEMO_ACCOUNT.email, password: 'not-the-password' },
    });
    expect(retry.status).toBe(401);
    expect(retry.body).toContain('That email and password do not match an account.');
    expect(retry.body).toContain(`value="${DEMO_ACCOUNT.email}"`);
    expect(redirectParams(retry)).toBeUndefined();
  });

  it('refuses to redeem a code without the matching code_verifier', async () => {
    const { code } = await signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const response = await redeem(code, newPkce().verifier);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses token requests from browser pages on other origins (CORS)', async () => {
    const { code, pkce } = await signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const response = await redeem(code, pkce.verifier, 'https://attacker.example');
    expect(response.status).toBe(400);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("accepts MSAL's prompt=select_account and answers it with the sign-in form", async () => {
    const { code, pkce } = await signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, {
      prompt: 'select_account',
    });
    expect((await redeem(code, pkce.verifier)).status).toBe(200);
  });

  it('refuses an authorization request without PKCE', async () => {
    const auth = new URL('/auth', idp.issuer);
    auth.search = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid',
      state: 'no-pkce',
      nonce: 'n',
    }).toString();
    const response = await new TestBrowser(idp.issuer).request(auth);
    expect(redirectParams(response)?.get('error')).toBe('invalid_request');
  });
});

describe('sign-up', () => {
  it('creates an account that can then sign in', async () => {
    const browser = new TestBrowser(idp.issuer);
    const login = await openSignIn(browser, newPkce(), 'sign-up');
    const page = await browser.navigate(signUpLink(login));
    expect(page.body).toContain('<label for="name">Name</label>');
    expect(page.body).toContain('>Create account</button>');

    const created = await browser.navigate(formAction(page), {
      method: 'POST',
      form: { name: 'Ada Lovelace', email: 'Ada@Example.test', password: 'analytical' },
    });
    expect(redirectParams(created)?.get('code')).toBeTruthy();

    const claims = await verifyIdToken(await idTokenFor('ada@example.test', 'analytical'));
    expect(claims).toMatchObject({ name: 'Ada Lovelace', emails: ['ada@example.test'] });
  });

  it('opens the sign-up form for prompt=create, and its sign-in link still signs an existing account in', async () => {
    const browser = new TestBrowser(idp.issuer);
    const form = await openSignIn(browser, newPkce(), 'create', { prompt: 'create' });
    expect(form.body).toContain('<h1>Create an account</h1>');
    const created = await browser.navigate(formAction(form), {
      method: 'POST',
      form: { name: 'Grace Hopper', email: 'grace@example.test', password: 'compiler1' },
    });
    expect(redirectParams(created)?.get('code')).toBeTruthy();

    const other = new TestBrowser(idp.issuer);
    const signUp = await openSignIn(other, newPkce(), 'create-then-sign-in', { prompt: 'create' });
    const signInHref = /<a href="([^"]+)">Sign in<\/a>/.exec(signUp.body)?.[1];
    if (!signInHref) throw new Error('no sign-in link on the sign-up form');
    const signInForm = await other.navigate(signInHref);
    expect(signInForm.body).toContain('>Sign in</button>');
    const done = await other.navigate(formAction(signInForm), {
      method: 'POST',
      form: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });
    expect(redirectParams(done)?.get('state')).toBe('create-then-sign-in');
  });

  it('rejects an existing email and a short password with clear messages', async () => {
    const browser = new TestBrowser(idp.issuer);
    const login = await openSignIn(browser, newPkce(), 'sign-up-errors');
    const page = await browser.navigate(signUpLink(login));

    const taken = await browser.navigate(formAction(page), {
      method: 'POST',
      form: { name: 'Someone', email: DEMO_ACCOUNT.email, password: 'long-enough' },
    });
    expect(taken.status).toBe(400);
    expect(taken.body).toContain('An account with this email already exists.');

    const weak = await browser.navigate(formAction(page), {
      method: 'POST',
      form: { name: 'Someone', email: 'someone@example.test', password: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toContain('Use a password of at least 8 characters.');
    expect(weak.body).toContain('value="someone@example.test"');
  });

  it('refuses a name or email holding control characters, and does not echo them', async () => {
    const browser = new TestBrowser(idp.issuer);
    const login = await openSignIn(browser, newPkce(), 'sign-up-control');
    const page = await browser.navigate(signUpLink(login));

    const name = await browser.navigate(formAction(page), {
      method: 'POST',
      form: { name: 'Ni\u0000na', email: 'nina@example.test', password: 'long-enough' },
    });
    expect(name.status).toBe(400);
    expect(name.body).toContain(CONTROL_CHARACTERS_IN_NAME);
    expect(name.body).toContain('value="Nina"');
    expect(name.body).not.toContain('\u0000');
    expect(redirectParams(name)).toBeUndefined();

    const email = await browser.navigate(formAction(page), {
      method: 'POST',
      form: { name: 'Nina', email: 'ni\u001bna@example.test', password: 'long-enough' },
    });
    expect(email.status).toBe(400);
    expect(email.body).toContain(CONTROL_CHARACTERS_IN_EMAIL);
  });
});

describe('restart', () => {
  it('keeps accounts, signing keys and refresh tokens, so earlier tokens still work', async () => {
    const tokens = await tokensFor(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const before = tokens.id_token;
    const port = Number(new URL(idp.issuer).port);
    await idp.close();
    idp = await startIdentityProvider({ port, dataDir, redirectUris: [REDIRECT_URI] });

    expect((await verifyIdToken(before)).emails).toEqual([DEMO_ACCOUNT.email]);
    const after = await verifyIdToken(await idTokenFor(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password));
    // Same sub: the demo account was loaded from accounts.json, not created again.
    expect(after.sub).toBe((await verifyIdToken(before)).sub);
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
  });
});
