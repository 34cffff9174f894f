// @vitest-environment node
/**
 * Sign-out is final at the API (docs/auth.md, "Signing out at the API"): after /api/userSignOut, the session's id token
 * is refused by every API server over the same database — two here, sharing nothing but it — while a new sign-in and
 * the person's other sign-ins go on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { SIGNED_OUT_MESSAGE } from './auth.ts';
import { NO_TOKEN_MESSAGE } from './permissions.ts';
import {
  TestStack,
  demoInstanceIds,
  signInForIdToken,
  signUpForIdToken,
  type TestApi,
} from '../testing/testStack.ts';
import { testBackend } from '../testing/testBackends.ts';

const OTHER = { name: 'Sam Other', email: 'sam.other@example.test', password: 'other-password-1' };

let stack: TestStack;
let first: TestApi;
let second: TestApi;
let northwind: number;

beforeAll(async () => {
  // PostgreSQL when the machine has one: the two servers then share it as two processes would.
  stack = await TestStack.start({ backend: testBackend() });
  first = await stack.api();
  // Its own connections to the database, as a second API process has: nothing in memory is shared.
  second = await stack.api({ db: await stack.anotherHandle() });
  ({ northwind } = await demoInstanceIds(stack.db));
}, 180_000);

afterAll(async () => {
  await stack?.close();
});

const connections = (api: TestApi, token: string) => api.post(API_PATHS.instanceConnection, {}, { token });

describe('signing out', () => {
  it('refuses the session’s tokens on every API server at once, and a new sign-in works', async () => {
    const copied = await signInForIdToken(stack.idp.issuer);
    expect((await connections(first, copied)).status).toBe(200);
    expect((await connections(second, copied)).status).toBe(200);

    const signOut = await first.post(API_PATHS.userSignOut, {}, { token: copied });
    expect(signOut.status).toBe(200);
    expect(signOut.body.signedOut).toBe(true);

    for (const api of [second, first]) {
      const refused = await connections(api, copied);
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe(SIGNED_OUT_MESSAGE);
    }
    expect((await second.post(API_PATHS.userAuthCheck, {}, { token: copied })).status).toBe(401);

    const again = await signInForIdToken(stack.idp.issuer);
    expect(again).not.toBe(copied);
    expect((await connections(second, again)).status).toBe(200);
    expect((await connections(first, again)).status).toBe(200);
  }, 60_000);

  it('ends only that session: the same person signed in elsewhere goes on', async () => {
    // Each sign-in sends its own nonce, as MSAL does: two sign-ins are two tokens, even within one second.
    const here = await signInForIdToken(stack.idp.issuer);
    const elsewhere = await signInForIdToken(stack.idp.issuer);
    expect(elsewhere).not.toBe(here);
    expect((await first.post(API_PATHS.userSignOut, {}, { token: here })).status).toBe(200);
    expect((await connections(second, here)).status).toBe(401);
    expect((await connections(second, elsewhere)).status).toBe(200);
  }, 60_000);

  it('leaves other users signed in', async () => {
    const other = await signUpForIdToken(stack.idp.issuer, OTHER);
    expect((await connections(second, other)).status).toBe(200);
    const demo = await signInForIdToken(stack.idp.issuer);
    expect((await first.post(API_PATHS.userSignOut, {}, { token: demo })).status).toBe(200);
    expect((await connections(second, other)).status).toBe(200);
  }, 60_000);

  it('needs a token, refuses bad input and another company’s header', async () => {
    const noToken = await first.post(API_PATHS.userSignOut, {});
    expect(noToken.status).toBe(401);
    expect(noToken.body.message).toBe(NO_TOKEN_MESSAGE);
    expect((await first.post(API_PATHS.userSignOut, {}, { token: 'not.a.token' })).status).toBe(401);
    const other = await signInForIdToken(stack.idp.issuer, OTHER.email, OTHER.password);
    expect((await first.post(API_PATHS.userSignOut, { note: 'a\u0007b' }, { token: other })).status).toBe(
      400,
    );
    expect((await first.post(API_PATHS.userSignOut, {}, { token: other, raw: '[1' })).status).toBe(400);
    const foreign = await first.post(API_PATHS.userSignOut, {}, { token: other, instanceId: northwind });
    expect(foreign.status).toBe(403);
    // Refused calls signed nobody out.
    expect((await connections(second, other)).status).toBe(200);
  }, 60_000);
});
