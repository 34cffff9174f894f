/**
 * The one place that decides whether an id token may be sent: it is invalid when missing, when it is not
 * three dot-separated parts, when it has no exp, when exp is in the past, or when iat is more than 24 hours old.
 * The API client renews an invalid token silently before a call.
 */
import { TOKEN_MAX_AGE_MS } from '../constants';

/** The token claims the add-in reads. */
export interface TokenClaims {
  exp?: number;
  iat?: number;
  emails?: string[];
  name?: string;
  sub?: string;
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or null when it cannot be read. The signature is the API's business, not the add-in's. */
export function readClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    return typeof payload === 'object' && payload !== null ? payload : null;
  } catch {
    return null;
  }
}

export type TokenProblem = 'missing' | 'malformed' | 'no-exp' | 'expired' | 'too-old';

/** Why the token is invalid, or null when it is valid at `nowMs`. */
export function tokenProblem(token: string | null | undefined, nowMs: number): TokenProblem | null {
  if (!token) return 'missing';
  if (token.split('.').length !== 3) return 'malformed';
  const claims = readClaims(token);
  if (!claims) return 'malformed';
  if (typeof claims.exp !== 'number') return 'no-exp';
  if (claims.exp * 1000 <= nowMs) return 'expired';
  if (typeof claims.iat === 'number' && nowMs - claims.iat * 1000 > TOKEN_MAX_AGE_MS) return 'too-old';
  return null;
}

export function isTokenValid(token: string | null | undefined, nowMs: number): boolean {
  return tokenProblem(token, nowMs) === null;
}
