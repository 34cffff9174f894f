/**
 * The client state in one answer (/api/instanceConnection): who the user is, their instances, and the current
 * instance's connections and active count (none without a current instance).
 */
import type { Queryable } from '../../db/database.ts';
import type { Caller } from '../auth.ts';
import { activeConnectionCount, listConnections } from './connections.ts';
import { userInstances } from './instances.ts';

export async function clientState(db: Queryable, caller: Caller, key: Buffer) {
  const instanceId = caller.instanceId;
  return {
    user: { userId: caller.user.id, username: caller.user.name, email: caller.user.email },
    userInstances: await userInstances(db, caller.user.id),
    currentInstanceId: instanceId,
    instanceConnections: instanceId === null ? [] : await listConnections(db, instanceId, key),
    activeConnectionCount: instanceId === null ? 0 : await activeConnectionCount(db, instanceId),
  };
}
