/**
 * One way to declare an API call: the path comes from the shared contract, the payload is validated with its
 * text rule and its schema (400 naming the field), the caller is authenticated and admitted by the permission table
 * (permissions.ts) before the handler runs, and the answer is parsed through the response schema so only contract
 * fields ever leave the server. Route files stay thin: validate → call a service → answer.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { apiContract, type ApiContract, type ApiPath } from '@wharf/contract';
import { PERMISSIONS } from '@wharf/contract/permissions.ts';
import { findUncleanText } from '@wharf/contract/text.ts';
import type { Database } from '../db/database.ts';
import { authenticate, type Caller, type TokenCheck } from './auth.ts';
import type { BillingProvider } from './billing/provider.ts';
import { badRequest, describeZodError } from './errors.ts';
import { admitCall, callNameOf } from './permissions.ts';

export interface ApiContext {
  db: Database;
  tokenCheck: TokenCheck;
  secretKey: Buffer;
  now: () => number;
  /** Where invoices come from: local (default) or Stripe (server/api/billing/config.ts). */
  billing: BillingProvider;
}

type PayloadOf<P extends ApiPath> = z.output<ApiContract[P]['payload']>;
type AnswerOf<P extends ApiPath> = z.input<ApiContract[P]['response']>;

export interface CallInput<P extends ApiPath> {
  payload: PayloadOf<P>;
  caller: Caller;
}

/** A public call's input: the caller when the request carried a bearer token (checked as strictly), else null. */
export interface PublicCallInput<P extends ApiPath> {
  payload: PayloadOf<P>;
  caller: Caller | null;
}

export interface CallOptions {
  /**
   * No bearer token needed (public sign-up calls); one that is sent is still verified. Default false. It
   * must agree with the call's row of the permission table (an "anyone" rule), or registering the call fails.
   */
  public?: boolean;
}

/** A public call's caller where the permission table has already required a signed-in one for this payload. */
export function admittedCaller(caller: Caller | null): Caller {
  if (!caller) throw new Error('the permission table admitted a call without a caller that needs one');
  return caller;
}

export function apiCall<P extends ApiPath>(
  app: FastifyInstance,
  context: ApiContext,
  path: P,
  handler: (input: CallInput<P>) => Promise<AnswerOf<P>>,
  options?: CallOptions & { public?: false },
): void;
export function apiCall<P extends ApiPath>(
  app: FastifyInstance,
  context: ApiContext,
  path: P,
  handler: (input: PublicCallInput<P>) => Promise<AnswerOf<P>>,
  options: CallOptions & { public: true },
): void;
export function apiCall<P extends ApiPath>(
  app: FastifyInstance,
  context: ApiContext,
  path: P,
  handler:
    ((input: CallInput<P>) => Promise<AnswerOf<P>>) | ((input: PublicCallInput<P>) => Promise<AnswerOf<P>>),
  options: CallOptions = {},
): void {
  // A caller is null only for public calls, whose handlers accept null (the overloads tie the two together).
  const handle = handler as (input: PublicCallInput<P>) => Promise<AnswerOf<P>>;
  const name = callNameOf(path);
  if ((PERMISSIONS[name].rule.who === 'anyone') !== Boolean(options.public)) {
    throw new Error(`${path}: { public } must match its rule in the permission table`);
  }
  // The contract's map is a union per key; narrowed here once so handlers get exact types.
  const contract = apiContract[path] as unknown as {
    payload: z.ZodType<PayloadOf<P>>;
    response: z.ZodType<unknown, AnswerOf<P>>;
  };
  app.post(path, async (request) => {
    const caller =
      options.public && request.headers.authorization === undefined
        ? null
        : await authenticate(request, context.db, context.tokenCheck);
    // The contract's text rule covers every string and key, free-form documents included, before any schema.
    const unclean = findUncleanText(request.body);
    if (unclean) throw badRequest(unclean);
    const parsed = contract.payload.safeParse(request.body);
    if (!parsed.success) throw badRequest(describeZodError(parsed.error));
    await admitCall(context.db, name, parsed.data, caller);
    const answer = await handle({ payload: parsed.data, caller });
    return contract.response.parse(answer);
  });
}
