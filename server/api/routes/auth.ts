/**
 * /api/userAuthCheck: is this bearer token good, and is the service awake (503 while cold, coldStart.ts).
 * /api/userSignOut: the add-in's sign-out, after which the caller's earlier tokens are refused (docs/auth.md).
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { apiCall, type ApiContext } from '../route.ts';
import { signOutToken } from '../services/signOuts.ts';

export function registerAuthRoutes(app: FastifyInstance, context: ApiContext): void {
  apiCall(app, context, API_PATHS.userAuthCheck, ({ caller }) =>
    Promise.resolve({
      success: true,
      serviceUnavailable: false,
      reason: null,
      user: { userId: caller.user.id, username: caller.user.name, email: caller.user.email },
    }),
  );
  apiCall(app, context, API_PATHS.userSignOut, async ({ caller }) => {
    const signedOutAt = await signOutToken(context.db, caller.session.tokenHash, caller.session.expiresAt);
    return { signedOut: true, signedOutAt: signedOutAt.toISOString() };
  });
}
