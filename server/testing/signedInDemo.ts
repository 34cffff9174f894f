/**
 * The set-up most API test files share: a TestStack with the demo world, one API on it, the demo user signed in,
 * and the ids of the demo user's two instances.
 */
import type { ApiOptions } from '../api/app.ts';
import {
  TestStack,
  demoInstanceIds,
  signInForIdToken,
  type StackOptions,
  type TestApi,
} from './testStack.ts';

export interface SignedInDemo {
  stack: TestStack;
  api: TestApi;
  /** The demo user's id token, from a real sign-in at the stack's provider. */
  idToken: string;
  harbour: number;
  northwind: number;
}

/** Starts the stack and its API and signs the demo user in; the caller closes `stack`. */
export async function startSignedInDemo(
  options: StackOptions = {},
  apiOptions: Partial<ApiOptions> = {},
): Promise<SignedInDemo> {
  const stack = await TestStack.start(options);
  const api = await stack.api(apiOptions);
  const idToken = await signInForIdToken(stack.idp.issuer);
  return { stack, api, idToken, ...(await demoInstanceIds(stack.db)) };
}
