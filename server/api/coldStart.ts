/**
 * A cold start, as a sleeping serverless database gives one: for the first seconds after start every call answers
 * 503 with the userAuthCheck fields, so the add-in's cold-start loop can be exercised locally.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const COLD_START_REASON = 'The database is starting up.';

export function coldStartGuard(seconds: number, now: () => number) {
  const readyAt = now() + seconds * 1000;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'OPTIONS' || now() >= readyAt) return;
    const retryAfter = Math.max(1, Math.ceil((readyAt - now()) / 1000));
    await reply.status(503).header('retry-after', String(retryAfter)).send({
      message: COLD_START_REASON,
      success: false,
      serviceUnavailable: true,
      reason: COLD_START_REASON,
    });
  };
}
