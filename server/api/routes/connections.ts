/**
 * SPEC §7 /api/instanceConnection and its clientId, terminate, reconnect and product calls. /api/instanceConnection also
 * answers the user's instances, so one call fills SPEC §3's client state (docs/api.md).
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../src/api/paths.ts';
import type { EtlRuntime } from '../../etl/runtime.ts';
import { requireInstance } from '../auth.ts';
import { apiCall, type ApiContext } from '../route.ts';
import {
  activeConnectionCount,
  changeConnection,
  changeConnectionPlan,
  type ConnectionChange,
  connectionClientIds,
  listConnections,
  listSourceSystems,
  saveConnection,
  testConnection,
} from '../services/connections.ts';
import { userInstances } from '../services/instances.ts';
import { assertBillingAccess } from '../services/invoices.ts';

export function registerConnectionRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db, secretKey } = context;

  apiCall(app, context, API_PATHS.instanceConnection, async ({ caller }) => {
    const instanceId = caller.instanceId;
    return {
      user: { userId: caller.user.id, username: caller.user.name, email: caller.user.email },
      userInstances: await userInstances(db, caller.user.id),
      currentInstanceId: instanceId,
      instanceConnections: instanceId === null ? [] : await listConnections(db, instanceId, secretKey),
      activeConnectionCount: instanceId === null ? 0 : await activeConnectionCount(db, instanceId),
    };
  });

  apiCall(app, context, API_PATHS.instanceConnectionClientId, async ({ payload, caller }) => {
    const instanceId = await requireInstance(db, caller, payload.instanceId);
    return { instanceId, instanceConnectionClientIds: await connectionClientIds(db, instanceId) };
  });

  /** A status change and the active count it leaves, in one transaction, so the two always agree. */
  const changeAndCount = (change: Omit<ConnectionChange, 'changedAt'>) =>
    db.transaction(async (tx) => ({
      instanceConnection: await changeConnection(
        tx,
        { ...change, changedAt: new Date(context.now()) },
        secretKey,
      ),
      activeConnectionCount: await activeConnectionCount(tx, change.instanceId),
    }));

  apiCall(app, context, API_PATHS.instanceConnectionTerminate, async ({ payload, caller }) =>
    changeAndCount({
      instanceId: await requireInstance(db, caller, payload.instanceId),
      connectionId: payload.connectionId,
      action: 'terminate',
      changedBy: caller.user.email,
      termination: { reason: payload.terminationReason ?? null, note: payload.terminationNote ?? null },
    }),
  );

  apiCall(app, context, API_PATHS.instanceConnectionReconnect, async ({ payload, caller }) =>
    changeAndCount({
      instanceId: await requireInstance(db, caller, payload.instanceId),
      connectionId: payload.connectionId,
      action: 'reconnect',
      changedBy: caller.user.email,
      apiKeys: payload.APIKeys,
    }),
  );

  apiCall(app, context, API_PATHS.instanceConnectionProduct, async ({ payload, caller }) => {
    const instanceId = await requireInstance(db, caller, payload.instanceId);
    // A plan is what the instance pays: the same people who see its billing may change it.
    await assertBillingAccess(db, caller.user.id, instanceId);
    return db.transaction(async (tx) => ({
      instanceConnection: await changeConnectionPlan(
        tx,
        {
          instanceId,
          connectionId: payload.connectionId,
          planId: payload.stripeProductId,
          changedBy: caller.user.email,
          changedAt: new Date(context.now()),
        },
        secretKey,
      ),
      activeConnectionCount: await activeConnectionCount(tx, instanceId),
    }));
  });
}

/**
 * Setting a connection up (docs/api.md): the source systems and their scopes, a test of credentials against the
 * source itself, and saving a connection's editable fields (SPEC §5: never without its id).
 */
export function registerConnectionSetupRoutes(
  app: FastifyInstance,
  context: ApiContext,
  etl: EtlRuntime,
): void {
  const { db, secretKey } = context;

  apiCall(app, context, API_PATHS.sourceSystems, async () => ({
    sourceSystems: await listSourceSystems(db, etl.connectors),
  }));

  apiCall(app, context, API_PATHS.instanceConnectionTest, async ({ payload, caller }) =>
    testConnection(db, { ...payload, instanceId: caller.instanceId }, etl.connectors, secretKey),
  );

  apiCall(app, context, API_PATHS.instanceConnectionSave, async ({ payload, caller }) => {
    const instanceId = await requireInstance(db, caller);
    return db.transaction(async (tx) => ({
      instanceConnection: await saveConnection(
        tx,
        {
          instanceId,
          connection: payload.connection,
          changedBy: caller.user.email,
          changedAt: new Date(context.now()),
        },
        secretKey,
        etl.connectors,
      ),
      activeConnectionCount: await activeConnectionCount(tx, instanceId),
    }));
  });
}
