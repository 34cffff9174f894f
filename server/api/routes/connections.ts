/**
 * /api/instanceConnection and its clientId, terminate, reconnect and product calls. /api/instanceConnection also
 * answers the user's instances, so one call fills the client state (docs/api.md).
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@wharf/contract/paths.ts';
import type { EtlRuntime } from '../../etl/index.ts';
import { requireInstance } from '../auth.ts';
import { apiCall, type ApiContext } from '../route.ts';
import { changeConnectionPlanBilled } from '../services/billing.ts';
import {
  changeConnectionStatus,
  reconnectConnection,
  saveConnectionFields,
} from '../services/connectionUpdates.ts';
import { clientState } from '../services/clientState.ts';
import { connectionClientIds, listSourceSystems, testConnection } from '../services/connections.ts';

export function registerConnectionRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db, secretKey } = context;

  apiCall(app, context, API_PATHS.instanceConnection, async ({ caller }) =>
    clientState(db, caller, secretKey),
  );

  apiCall(app, context, API_PATHS.instanceConnectionClientId, async ({ payload, caller }) => {
    const instanceId = await requireInstance(db, caller, payload.instanceId);
    return { instanceId, instanceConnectionClientIds: await connectionClientIds(db, instanceId) };
  });

  apiCall(app, context, API_PATHS.instanceConnectionTerminate, async ({ payload, caller }) =>
    changeConnectionStatus(
      db,
      {
        instanceId: await requireInstance(db, caller, payload.instanceId),
        connectionId: payload.connectionId,
        action: 'terminate',
        changedBy: caller.user.email,
        changedAt: new Date(context.now()),
        termination: { reason: payload.terminationReason ?? null, note: payload.terminationNote ?? null },
      },
      secretKey,
    ),
  );

  apiCall(app, context, API_PATHS.instanceConnectionProduct, async ({ payload, caller }) =>
    changeConnectionPlanBilled(
      db,
      context.billing,
      {
        instanceId: await requireInstance(db, caller, payload.instanceId),
        connectionId: payload.connectionId,
        planId: payload.stripeProductId,
        changedBy: caller.user.email,
        changedAt: new Date(context.now()),
      },
      secretKey,
    ),
  );
}

/**
 * Setting a connection up (docs/api.md): the source systems and their scopes, a test of credentials against the
 * source itself, reconnecting (new keys are tried at the source first) and saving a connection's editable fields
 * (never without its id).
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

  apiCall(app, context, API_PATHS.instanceConnectionReconnect, async ({ payload, caller }) =>
    reconnectConnection(
      db,
      {
        instanceId: await requireInstance(db, caller, payload.instanceId),
        connectionId: payload.connectionId,
        action: 'reconnect',
        changedBy: caller.user.email,
        changedAt: new Date(context.now()),
        apiKeys: payload.APIKeys,
      },
      secretKey,
      etl.connectors,
    ),
  );

  apiCall(app, context, API_PATHS.instanceConnectionSave, async ({ payload, caller }) =>
    saveConnectionFields(
      db,
      {
        instanceId: await requireInstance(db, caller),
        connection: payload.connection,
        changedBy: caller.user.email,
        changedAt: new Date(context.now()),
      },
      secretKey,
      etl.connectors,
    ),
  );
}
