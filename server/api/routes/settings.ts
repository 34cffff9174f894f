/** /api/userSettings and /api/userSettingsSet: the caller's own settings only. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { apiCall, type ApiContext } from '../route.ts';
import { assertOwnSettings, readSettings, writeSettings } from '../services/settings.ts';

export function registerSettingsRoutes(app: FastifyInstance, context: ApiContext): void {
  apiCall(app, context, API_PATHS.userSettings, async ({ payload, caller }) => {
    assertOwnSettings(caller.user.id, payload.userId);
    return readSettings(context.db, payload.userId);
  });

  apiCall(app, context, API_PATHS.userSettingsSet, async ({ payload, caller }) => {
    assertOwnSettings(caller.user.id, payload.userId);
    return writeSettings(context.db, payload.userId, payload.settings, new Date(context.now()));
  });
}
