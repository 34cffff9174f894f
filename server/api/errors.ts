/**
 * The API's errors are values with a status and a message the user may read (the add-in shows the server's message).
 * Anything else that escapes a handler becomes a plain 500, so no stack trace or SQL ever reaches a client.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503;

export class ApiError extends Error {
  constructor(
    readonly status: ApiErrorStatus,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message: string) => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

/** "connectionId: Invalid input: expected number, received string" — the first failing field, by its path. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Fastify's own client errors (body too large, bad JSON, wrong content type) keep their status and wording. */
const FRAMEWORK_MESSAGES: Partial<Record<number, string>> = {
  400: 'The request body is not valid JSON.',
  413: 'The request body is too large.',
  415: 'Send the request body as application/json.',
};

export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    if (error.status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(error.status).send({ message: error.message });
  }
  const status = 'statusCode' in error ? error.statusCode : undefined;
  const known = status === undefined ? undefined : FRAMEWORK_MESSAGES[status];
  if (status !== undefined && known) return reply.status(status).send({ message: known });
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ message: 'Internal Server Error' });
}
