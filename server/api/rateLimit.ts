/**
 * One busy user must not slow everyone. Every call counts against a budget per caller, kept by
 * @fastify/rate-limit: a caller over it is answered 429 with Retry-After before its body is even parsed. The calls
 * within the budget pass a CallerGate, so one caller never has more than a few of them running at once.
 *
 * The caller is the subject of a VERIFIED bearer token, so a forged token cannot spend another user's budget.
 * Requests without a valid token (the public sign-up calls, a missing or refused token) count against their IP
 * address instead, before the 401 that apiCall gives them, so guessing tokens is throttled too.
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_RATE_LIMIT as CONFIGURED_DEFAULT, readRateLimit } from '../config/api.ts';
import type { Environment } from '../config/variables.ts';
import { bearerToken, verifyIdToken, type TokenCheck } from './auth.ts';
import { CallerGate } from './callerGate.ts';
import { ApiError } from './errors.ts';

export interface RateLimitSettings {
  /** Calls one caller may make per window. */
  max: number;
  /** The window in milliseconds; a caller's count starts again when it ends. */
  windowMs: number;
  /** Calls of one caller running at once; the caller's others wait (server/api/callerGate.ts). */
  concurrency: number;
}

/** DEFAULT_RATE_LIMIT's values and why they are what they are: server/config/api.ts. */
export const DEFAULT_RATE_LIMIT: RateLimitSettings = { ...CONFIGURED_DEFAULT };

/** WHARF_RATE_LIMIT_MAX, WHARF_RATE_LIMIT_WINDOW_MS and WHARF_RATE_LIMIT_CONCURRENCY, checked by server/config/api.ts. */
export function rateLimitFromEnv(env: Environment): RateLimitSettings {
  return readRateLimit(env);
}

export function tooManyRequests(seconds: number): ApiError {
  const wait = seconds === 1 ? '1 second' : `${seconds} seconds`;
  return new ApiError(429, `Too many requests: wait ${wait} and try again.`);
}

/**
 * The budget a request counts against. apiCall verifies the token again for the call itself: a signature check
 * costs far less than the database work it guards, and keeping the two apart leaves every route file unchanged.
 */
async function callerKey(request: FastifyRequest, tokenCheck: TokenCheck): Promise<string> {
  if (request.headers.authorization !== undefined) {
    try {
      const claims = await verifyIdToken(bearerToken(request), tokenCheck);
      return `user:${claims.subject}`;
    } catch {
      // Not a valid token: it names nobody, so the address pays (apiCall answers the 401).
    }
  }
  return `ip:${normalizeIP(request.ip)}`;
}

/** Limits every route registered after it; register it before the routes. */
export async function registerRateLimit(
  app: FastifyInstance,
  tokenCheck: TokenCheck,
  settings: RateLimitSettings = DEFAULT_RATE_LIMIT,
): Promise<void> {
  // Worked out once per request: the limiter's key is the gate's too.
  const keys = new WeakMap<FastifyRequest, Promise<string>>();
  const keyOf = (request: FastifyRequest): Promise<string> => {
    const known = keys.get(request);
    if (known) return known;
    const key = callerKey(request, tokenCheck);
    keys.set(request, key);
    return key;
  };
  await app.register(rateLimit, {
    max: settings.max,
    timeWindow: settings.windowMs,
    keyGenerator: keyOf,
    // Thrown into the API's error handler, so a 429 has the same `{ message }` shape as every other error.
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  const gate = new CallerGate(settings.concurrency);
  // After the limiter (onRequest) has refused what is over the budget; the slot is freed however the reply ends.
  app.addHook('preHandler', async (request, reply) => {
    const release = await gate.enter(await keyOf(request));
    if (reply.raw.closed) release();
    else reply.raw.once('close', release);
  });
}
