// @vitest-environment node
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { CLIENT_ID } from '../idp/configuration.ts';
import { DEFAULT_RATE_LIMIT, rateLimitFromEnv, type RateLimitSettings } from './rateLimit.ts';
import { ADDIN_ORIGIN, TestStack, type ApiAnswer, type TestApi } from '../testing/testStack.ts';

const CHECK = API_PATHS.userAuthCheck;
const HOUR = 3600;
const TOO_MANY = /^Too many requests: wait \d+ seconds? and try again\.$/;

/** An RS256 key and tokens signed with it for any subject; only an API given its JWKS trusts them. */
async function signer(issuer: string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'rate-limit-test', alg: 'RS256', use: 'sig' };
  const sign = (subject: string) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ emails: [`${subject}@wharf.test`], name: subject })
      .setProtectedHeader({ alg: 'RS256', kid: 'rate-limit-test' })
      .setIssuer(issuer)
      .setAudience(CLIENT_ID)
      .setSubject(subject)
      .setIssuedAt(now)
      .setExpirationTime(now + HOUR)
      .sign(privateKey);
  };
  return { jwks: createLocalJWKSet({ keys: [jwk] }), sign };
}

let stack: TestStack;
let trusted: Awaited<ReturnType<typeof signer>>;
let forger: Awaited<ReturnType<typeof signer>>;
let busy: string;
let other: string;

beforeAll(async () => {
  stack = await TestStack.start();
  trusted = await signer(stack.idp.issuer);
  forger = await signer(stack.idp.issuer);
  [busy, other] = await Promise.all([trusted.sign('busy-user'), trusted.sign('other-user')]);
}, 60_000);

afterAll(async () => {
  await stack.close();
});

function limitedApi(limits: Pick<RateLimitSettings, 'max' | 'windowMs'>): Promise<TestApi> {
  return stack.api({ jwks: trusted.jwks, rateLimit: { ...DEFAULT_RATE_LIMIT, ...limits } });
}

async function calls(api: TestApi, count: number, token: string | null): Promise<ApiAnswer[]> {
  const answers: ApiAnswer[] = [];
  for (let i = 0; i < count; i += 1) answers.push(await api.post(CHECK, undefined, { token }));
  return answers;
}

const statuses = (answers: ApiAnswer[]) => answers.map((answer) => answer.status);

describe('one busy user must not slow everyone (docs/api.md)', () => {
  it('answers 429 with Retry-After and a { message } the add-in shows once a user passes the limit', async () => {
    const api = await limitedApi({ max: 3, windowMs: 60_000 });
    expect(statuses(await calls(api, 3, busy))).toEqual([200, 200, 200]);
    const limited = await api.post(CHECK, undefined, { token: busy, headers: { origin: ADDIN_ORIGIN } });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.body).toEqual({ message: `Too many requests: wait ${retryAfter} seconds and try again.` });
    // The add-in's origin may read the answer and its wait.
    expect(limited.headers.get('access-control-allow-origin')).toBe(ADDIN_ORIGIN);
    expect(limited.headers.get('access-control-expose-headers')).toMatch(/retry-after/i);
  });

  it('keeps serving another user while one user is limited', async () => {
    const api = await limitedApi({ max: 3, windowMs: 60_000 });
    await calls(api, 4, busy);
    expect(statuses(await calls(api, 3, other))).toEqual([200, 200, 200]);
    expect((await api.post(CHECK, undefined, { token: busy })).status).toBe(429);
  });

  it('counts a token it cannot verify against the address, never against the subject it names', async () => {
    const api = await limitedApi({ max: 3, windowMs: 60_000 });
    const forged = await forger.sign('busy-user');
    const answers = await calls(api, 4, forged);
    expect(statuses(answers)).toEqual([401, 401, 401, 429]);
    expect(answers[3]?.body.message).toMatch(TOO_MANY);
    expect(statuses(await calls(api, 3, busy))).toEqual([200, 200, 200]);
  });

  it('limits calls without a token by address, the public sign-up calls included', async () => {
    const api = await limitedApi({ max: 2, windowMs: 60_000 });
    expect(statuses(await calls(api, 2, null))).toEqual([401, 401]);
    const signup = await api.post(API_PATHS.signupValidateInstance, { instanceName: 'Acme' });
    expect(signup.status).toBe(429);
    expect(signup.body.message).toMatch(TOO_MANY);
    expect(Number(signup.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await api.post(CHECK, undefined, { token: busy })).status).toBe(200);
  });

  it('serves the user again once the window has passed', async () => {
    const api = await limitedApi({ max: 2, windowMs: 1_000 });
    expect(statuses(await calls(api, 3, busy))).toEqual([200, 200, 429]);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(statuses(await calls(api, 2, busy))).toEqual([200, 200]);
  });

  it('takes its limits from configuration', async () => {
    const api = await limitedApi({ max: 5, windowMs: 60_000 });
    const [first] = await calls(api, 1, busy);
    expect(first?.headers.get('x-ratelimit-limit')).toBe('5');
    expect(statuses(await calls(api, 5, busy))).toEqual([200, 200, 200, 200, 429]);

    expect(
      rateLimitFromEnv({
        WHARF_RATE_LIMIT_MAX: '7',
        WHARF_RATE_LIMIT_WINDOW_MS: '2000',
        WHARF_RATE_LIMIT_CONCURRENCY: '3',
      }),
    ).toEqual({ max: 7, windowMs: 2_000, concurrency: 3 });
    expect(rateLimitFromEnv({})).toEqual(DEFAULT_RATE_LIMIT);
    expect(() => rateLimitFromEnv({ WHARF_RATE_LIMIT_MAX: 'lots' })).toThrow(/WHARF_RATE_LIMIT_MAX/);
    expect(() => rateLimitFromEnv({ WHARF_RATE_LIMIT_WINDOW_MS: '0' })).toThrow(/WHARF_RATE_LIMIT_WINDOW_MS/);
  });
});
