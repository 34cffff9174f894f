/**
 * One busy user must not slow everyone (issue 12 §4). Every call counts against a budget per caller, kept by
 * @fastify/rate-limit: a caller over it is answered 429 with Retry-After before its body is even parsed. The calls
 * within the budget pass a CallerGate, so one caller never has more than a few of them running at once.
 *
 * The caller is the subject of a VERIFIED bearer token, so a forged token cannot spend another user's budget.
 * Requests without a valid token (the public sign-up calls, a missing or refused token) count against their IP
 * address instead, before the 401 that apiCall gives them, so guessing tokens is throttled too.
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/**
 * Generous for the add-in's own use: a whole-screen load is about ten calls, landing 100,000 rows is ten pages, and
 * member search (250 ms debounce) and the designer's preview (400 ms) make at most a few calls a second each. Two
 * at a time is all the embedded database can serve one caller anyway; the rest of a burst waits its turn.
 */
export const DEFAULT_RATE_LIMIT: RateLimitSettings = { max: 200, windowMs: 10_000, concurrency: 2 };

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, not "${raw}".`);
  return value;
}

/** WHARF_RATE_LIMIT_MAX, WHARF_RATE_LIMIT_WINDOW_MS and WHARF_RATE_LIMIT_CONCURRENCY; DEFAULT_RATE_LIMIT's by default. */
export function rateLimitFromEnv(env: NodeJS.ProcessEnv): RateLimitSettings {
  return {
    max: positiveInteger('WHARF_RATE_LIMIT_MAX', env.WHARF_RATE_LIMIT_MAX, DEFAULT_RATE_LIMIT.max),
    windowMs: positiveInteger(
      'WHARF_RATE_LIMIT_WINDOW_MS',
      env.WHARF_RATE_LIMIT_WINDOW_MS,
      DEFAULT_RATE_LIMIT.windowMs,
    ),
    concurrency: positiveInteger(
      'WHARF_RATE_LIMIT_CONCURRENCY',
      env.WHARF_RATE_LIMIT_CONCURRENCY,
      DEFAULT_RATE_LIMIT.concurrency,
    ),
  };
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
