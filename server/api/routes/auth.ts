/** /api/userAuthCheck: is this bearer token good, and is the service awake (503 while cold, coldStart.ts). */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { apiCall, type ApiContext } from '../route.ts';

export function registerAuthRoutes(app: FastifyInstance, context: ApiContext): void {
  apiCall(app, context, API_PATHS.userAuthCheck, ({ caller }) =>
    Promise.resolve({
      success: true,
      serviceUnavailable: false,
      reason: null,
      user: { userId: caller.user.id, username: caller.user.name, email: caller.user.email },
    }),
  );
}
