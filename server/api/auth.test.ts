// @vitest-environment node
import { createSign, KeyObject } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { DEMO_ACCOUNT } from '../demoAccount.ts';
import type { Database } from '../db/database.ts';
import { CLIENT_ID } from '../idp/configuration.ts';
import { COLD_START_REASON } from './coldStart.ts';
import {
  ADDIN_ORIGIN,
  TestStack,
  demoInstanceIds,
  signInForIdToken,
  type TestApi,
} from '../testing/testStack.ts';
import { testBackend } from '../testing/testBackends.ts';

const CHECK = API_PATHS.userAuthCheck;
const CONNECTIONS = API_PATHS.instanceConnection;
const HOUR = 3600;
const nowSeconds = () => Math.floor(Date.now() / 1000);

let stack: TestStack;
let api: TestApi;
let idToken: string;
let instances: { harbour: number; northwind: number };
let foreignInstance: number;

describe.each([testBackend()])('on $name', (backend) => {
  beforeAll(async () => {
    stack = await TestStack.start({ backend });
    api = await stack.api({ bodyLimit: 64 * 1024 });
    idToken = await signInForIdToken(stack.idp.issuer);
    instances = await demoInstanceIds(stack.db);
    const [row] = await stack.db.query<{ id: number }>(
      "INSERT INTO app.instances (name, schema) VALUES ('Other Company', 'other_company') RETURNING id",
    );
    foreignInstance = row?.id ?? 0;
  }, 60_000);

  afterAll(async () => {
    await stack.close();
  });

  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  interface Claims {
    sub?: string;
    iss?: string;
    aud?: string;
    iat?: number;
    exp?: number;
    emails?: string[];
    name?: string;
  }

  /** A throwaway RS256 key, its JWKS, and tokens signed with it, for claims the provider would never issue. */
  async function throwawaySigner() {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'throwaway', alg: 'RS256', use: 'sig' };
    const sign = (claims: Claims = {}) => {
      const now = nowSeconds();
      const { sub, iss, aud, iat, exp, ...rest } = claims;
      return new SignJWT({ emails: [DEMO_ACCOUNT.email], name: DEMO_ACCOUNT.name, ...rest })
        .setProtectedHeader({ alg: 'RS256', kid: 'throwaway' })
        .setIssuer(iss ?? stack.idp.issuer)
        .setAudience(aud ?? CLIENT_ID)
        .setSubject(sub ?? 'demo-user')
        .setIssuedAt(iat ?? now)
        .setExpirationTime(exp ?? now + HOUR)
        .sign(privateKey);
    };
    return { jwks: createLocalJWKSet({ keys: [jwk] }), sign };
  }

  describe('userAuthCheck with a real id token from the identity provider', () => {
    it('answers success and maps the token subject to the seeded demo user', async () => {
      const answer = await api.post(CHECK, undefined, { token: idToken });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: true, serviceUnavailable: false, reason: null });
      expect(answer.body.user).toEqual({
        userId: '6f0c5a2e-8d4b-4c1e-9a57-0d3c2b1a0001',
        username: DEMO_ACCOUNT.name,
        email: DEMO_ACCOUNT.email,
      });
    });

    it('accepts an empty JSON object as the empty body too', async () => {
      expect((await api.post(CHECK, {}, { token: idToken })).status).toBe(200);
    });

    it('creates a user row on first sight of a new subject, from emails[0] and name', async () => {
      const { jwks, sign } = await throwawaySigner();
      const trusting = await stack.api({ jwks });
      const token = await sign({
        sub: 'brand-new-subject',
        emails: ['New.Person@Example.test'],
        name: 'New Person',
      });
      const answer = await trusting.post(CHECK, undefined, { token });
      expect(answer.status).toBe(200);
      expect(answer.body.user).toMatchObject({ username: 'New Person', email: 'new.person@example.test' });
      const rows = await stack.db.query('SELECT email, name FROM app.users WHERE idp_subject = $1', [
        'brand-new-subject',
      ]);
      expect(rows).toEqual([{ email: 'new.person@example.test', name: 'New Person' }]);
    });
  });

  describe('bearer tokens that are refused with 401', () => {
    it('refuses a call without a token, or with a header that is not a bearer token', async () => {
      const missing = await api.post(CHECK, undefined, { token: null });
      expect(missing.status).toBe(401);
      expect(missing.body.message).toMatch(/no bearer token/);
      const basic = await api.post(CHECK, undefined, { headers: { authorization: 'Basic ZGVtbzpkZW1v' } });
      expect(basic.status).toBe(401);
      const garbage = await api.post(CHECK, undefined, { token: 'not-a-jwt' });
      expect(garbage.status).toBe(401);
    });

    it('refuses the real token once it has expired (the clock moved past exp)', async () => {
      const later = await stack.api({ now: () => Date.now() + 2 * HOUR * 1000 });
      const answer = await later.post(CHECK, undefined, { token: idToken });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('The sign-in has expired. Sign in again.');
    });

    it('refuses an unsigned alg "none" token carrying the real claims', async () => {
      const claims = decodeJwt(idToken);
      const none = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
      expect((await api.post(CHECK, undefined, { token: none })).status).toBe(401);
    });

    it('refuses a forged token: the real claims signed by another key, even under the real kid', async () => {
      const { sign } = await throwawaySigner();
      const forged = await sign();
      expect((await api.post(CHECK, undefined, { token: forged })).status).toBe(401);
      // Re-sign the real token's payload with a new key but keep the provider's header (kid).
      const [header, payload] = idToken.split('.');
      const { privateKey } = await generateKeyPair('RS256');
      const signer = createSign('RSA-SHA256').update(`${header}.${payload}`);
      const signature = signer.sign(KeyObject.from(privateKey)).toString('base64url');
      const reSigned = await api.post(CHECK, undefined, { token: `${header}.${payload}.${signature}` });
      expect(reSigned.status).toBe(401);
      expect(reSigned.body.message).toBe('The bearer token is not valid.');
    });

    it('refuses, with a key it trusts, tokens that are expired, too old, for another audience or issuer', async () => {
      const { jwks, sign } = await throwawaySigner();
      const trusting = await stack.api({ jwks });
      const now = nowSeconds();
      expect((await trusting.post(CHECK, undefined, { token: await sign() })).status).toBe(200);
      const expired = await sign({ iat: now - 2 * HOUR, exp: now - HOUR });
      expect((await trusting.post(CHECK, undefined, { token: expired })).status).toBe(401);
      const tooOld = await sign({ iat: now - 25 * HOUR, exp: now + HOUR });
      expect((await trusting.post(CHECK, undefined, { token: tooOld })).status).toBe(401);
      const otherAudience = await sign({ aud: 'someone-else' });
      expect((await trusting.post(CHECK, undefined, { token: otherAudience })).status).toBe(401);
      const otherIssuer = await sign({ iss: 'https://evil.example' });
      expect((await trusting.post(CHECK, undefined, { token: otherIssuer })).status).toBe(401);
      const noEmail = await sign({ emails: [] });
      expect((await trusting.post(CHECK, undefined, { token: noEmail })).status).toBe(401);
    });
  });

  describe('the current instance header', () => {
    it("answers 403 for another instance's id and for an id that does not exist", async () => {
      for (const instanceId of [foreignInstance, 987654]) {
        const answer = await api.post(CONNECTIONS, {}, { token: idToken, instanceId });
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({ message: 'You are not a member of this instance.' });
      }
    });

    it('answers 400 naming the header when it is not an id', async () => {
      const answer = await api.post(CONNECTIONS, {}, { token: idToken, instanceId: 'harbour' });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^x-instance-id: /);
    });

    it("accepts the user's own instances", async () => {
      for (const instanceId of [instances.harbour, instances.northwind]) {
        expect((await api.post(CONNECTIONS, {}, { token: idToken, instanceId })).status).toBe(200);
      }
    });
  });

  describe('cold start (WHARF_COLD_START_S)', () => {
    it('answers 503 with serviceUnavailable while the database "sleeps", then 200', async () => {
      let clock = Date.now();
      const cold = await stack.api({ coldStartSeconds: 20, now: () => clock });
      const sleeping = await cold.post(CHECK, undefined, {
        token: idToken,
        headers: { origin: ADDIN_ORIGIN },
      });
      // The add-in can only see the 503 when it carries CORS headers.
      expect(sleeping.headers.get('access-control-allow-origin')).toBe(ADDIN_ORIGIN);
      expect(sleeping.status).toBe(503);
      expect(sleeping.body).toEqual({
        message: COLD_START_REASON,
        success: false,
        serviceUnavailable: true,
        reason: COLD_START_REASON,
      });
      expect(sleeping.headers.get('retry-after')).toBe('20');
      clock += 21_000;
      const awake = await cold.post(CHECK, undefined, { token: idToken });
      expect(awake.status).toBe(200);
      expect(awake.body).toMatchObject({ success: true, serviceUnavailable: false });
    });
  });

  describe('errors are JSON { message } and never a stack trace', () => {
    it('answers 404 for an unknown path and for GET on a POST call', async () => {
      const unknown = await api.post('/api/nothingHere', {}, { token: idToken });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'Not found: POST /api/nothingHere' });
      const get = await fetch(`${api.url}${CHECK}`);
      expect(get.status).toBe(404);
    });

    it('answers 413 for a body over the limit', async () => {
      const big = await api.post(CHECK, { padding: 'x'.repeat(100 * 1024) }, { token: idToken });
      expect(big.status).toBe(413);
      expect(big.body).toEqual({ message: 'The request body is too large.' });
    });

    it('answers 400 for a body that is not JSON, and refuses __proto__ keys', async () => {
      const broken = await api.post(CHECK, undefined, { token: idToken, raw: '{"oops":' });
      expect(broken.status).toBe(400);
      expect(broken.body).toEqual({ message: 'The request body is not valid JSON.' });
      const proto = await api.post(CHECK, undefined, { token: idToken, raw: '{"__proto__":{"admin":true}}' });
      expect(proto.status).toBe(400);
    });

    it('answers 415 for a body that is not JSON by its content type', async () => {
      const answer = await api.post(CHECK, undefined, {
        token: idToken,
        raw: 'hello',
        headers: { 'content-type': 'text/plain' },
      });
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({ message: 'Send the request body as application/json.' });
    });

    it('answers 500 with a plain message when something inside fails', async () => {
      const failing: Database = {
        ...stack.db,
        query: () => Promise.reject(new Error('relation "app.secret_table" does not exist')),
      };
      const broken = await stack.api({ db: failing });
      const answer = await broken.post(CHECK, undefined, { token: idToken });
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ message: 'Internal Server Error' });
      expect(answer.text).not.toMatch(/secret_table|at .*\.ts/);
    });
  });

  describe('headers', () => {
    it('sends security headers for a JSON-only service and no caching', async () => {
      const answer = await api.post(CHECK, undefined, { token: idToken });
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    });

    it("allows CORS from the add-in's origin only", async () => {
      const preflight = (origin: string) =>
        fetch(`${api.url}${CHECK}`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization,content-type,x-instance-id',
          },
        });
      const allowed = await preflight(ADDIN_ORIGIN);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(ADDIN_ORIGIN);
      expect(allowed.headers.get('access-control-allow-headers')).toContain('x-instance-id');
      const refused = await preflight('https://attacker.example');
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});
