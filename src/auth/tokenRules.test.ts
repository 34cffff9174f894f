// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isTokenValid, readClaims, tokenProblem } from './tokenRules';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const seconds = (ms: number) => Math.floor(ms / 1000);
const HOUR = 60 * 60 * 1000;

function jwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;
}

describe('token rules', () => {
  it('accepts a token with a future exp and a recent iat', () => {
    const token = jwt({ exp: seconds(NOW + HOUR), iat: seconds(NOW - HOUR) });
    expect(tokenProblem(token, NOW)).toBeNull();
    expect(isTokenValid(token, NOW)).toBe(true);
  });

  it('rejects a missing token', () => {
    expect(tokenProblem(null, NOW)).toBe('missing');
    expect(tokenProblem(undefined, NOW)).toBe('missing');
    expect(tokenProblem('', NOW)).toBe('missing');
  });

  it('rejects a token that is not three dot-separated parts', () => {
    expect(tokenProblem('abc.def', NOW)).toBe('malformed');
    expect(tokenProblem('a.b.c.d', NOW)).toBe('malformed');
    expect(tokenProblem('not-a-token', NOW)).toBe('malformed');
  });

  it('rejects three parts whose payload is not JSON', () => {
    expect(tokenProblem('aaa.!!!.ccc', NOW)).toBe('malformed');
  });

  it('rejects a token without exp', () => {
    expect(tokenProblem(jwt({ iat: seconds(NOW) }), NOW)).toBe('no-exp');
  });

  it('rejects a token whose exp is in the past (or now)', () => {
    expect(tokenProblem(jwt({ exp: seconds(NOW - 1000), iat: seconds(NOW - HOUR) }), NOW)).toBe('expired');
    expect(tokenProblem(jwt({ exp: seconds(NOW), iat: seconds(NOW - HOUR) }), NOW)).toBe('expired');
  });

  it('rejects a token whose iat is more than 24 hours old, and accepts exactly 24 hours', () => {
    const exp = seconds(NOW + HOUR);
    expect(tokenProblem(jwt({ exp, iat: seconds(NOW - 24 * HOUR - 1000) }), NOW)).toBe('too-old');
    expect(tokenProblem(jwt({ exp, iat: seconds(NOW - 24 * HOUR) }), NOW)).toBeNull();
  });

  it('reads the claims, emails among them', () => {
    const claims = readClaims(jwt({ exp: 1, iat: 2, emails: ['demo@wharf.test'], name: 'Demo' }));
    expect(claims).toEqual({ exp: 1, iat: 2, emails: ['demo@wharf.test'], name: 'Demo' });
  });
});
