/**
 * One way to declare an API call: the path comes from the shared contract, the payload is validated with its
 * schema (400 naming the field), the caller is authenticated, and the answer is parsed through the response schema
 * so only contract fields ever leave the server. Route files stay thin: validate → call a service → answer.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { apiContract, type ApiContract, type ApiPath } from '../../src/api/contract.ts';
import type { Database } from '../db/database.ts';
import { authenticate, type Caller, type TokenCheck } from './auth.ts';
import { badRequest, describeZodError } from './errors.ts';

export interface ApiContext {
  db: Database;
  tokenCheck: TokenCheck;
  secretKey: Buffer;
  now: () => number;
}

type PayloadOf<P extends ApiPath> = z.output<ApiContract[P]['payload']>;
type AnswerOf<P extends ApiPath> = z.input<ApiContract[P]['response']>;

export interface CallInput<P extends ApiPath> {
  payload: PayloadOf<P>;
  caller: Caller;
}

export function apiCall<P extends ApiPath>(
  app: FastifyInstance,
  context: ApiContext,
  path: P,
  handler: (input: CallInput<P>) => Promise<AnswerOf<P>>,
): void {
  // The contract's map is a union per key; narrowed here once so handlers get exact types.
  const contract = apiContract[path] as unknown as {
    payload: z.ZodType<PayloadOf<P>>;
    response: z.ZodType<unknown, AnswerOf<P>>;
  };
  app.post(path, async (request) => {
    const caller = await authenticate(request, context.db, context.tokenCheck);
    const parsed = contract.payload.safeParse(request.body);
    if (!parsed.success) throw badRequest(describeZodError(parsed.error));
    const answer = await handler({ payload: parsed.data, caller });
    return contract.response.parse(answer);
  });
}
