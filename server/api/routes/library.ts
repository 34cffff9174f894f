/** Library calls, all about the current instance (x-instance-id) and the caller's view of it. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { requireInstance, type Caller } from '../auth.ts';
import { forbidden } from '../errors.ts';
import { apiCall, type ApiContext } from '../route.ts';
import {
  readLibrary,
  removeItem,
  removeTopic,
  saveItem,
  saveTopic,
  setFavorite,
  type LibraryScope,
} from '../services/library.ts';

export function registerLibraryRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db } = context;
  const scopeOf = async (caller: Caller): Promise<LibraryScope> => ({
    instanceId: await requireInstance(db, caller),
    userId: caller.user.id,
  });

  apiCall(app, context, API_PATHS.userLibrary, async ({ caller }) =>
    readLibrary(db, await scopeOf(caller), new Date(context.now())),
  );

  apiCall(app, context, API_PATHS.userLibrarySet, async ({ payload, caller }) => ({
    item: await saveItem(db, await scopeOf(caller), payload.item, new Date(context.now())),
  }));

  apiCall(app, context, API_PATHS.userLibraryRemove, async ({ payload, caller }) => {
    await removeItem(db, await scopeOf(caller), payload.itemId);
    return { itemId: payload.itemId, removed: true as const };
  });

  apiCall(app, context, API_PATHS.userLibraryFavorite, async ({ payload, caller }) => {
    // Sends userId: favourites are personal, so it must be the caller's own.
    if (payload.userId !== caller.user.id) throw forbidden('You may only change your own favourites.');
    await setFavorite(db, await scopeOf(caller), payload.itemId, payload.favorite);
    return payload;
  });

  apiCall(app, context, API_PATHS.userLibraryTopicSet, async ({ payload, caller }) => ({
    topic: await saveTopic(db, await scopeOf(caller), payload.topic),
  }));

  apiCall(app, context, API_PATHS.userLibraryTopicRemove, async ({ payload, caller }) => {
    await removeTopic(db, await scopeOf(caller), payload.topicId);
    return { topicId: payload.topicId, removed: true as const };
  });
}
