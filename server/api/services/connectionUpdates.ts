/**
 * The connection calls that change something answer the changed connection together with the instance's active
 * count. Each runs in one transaction, so the two always agree even when another change lands at the same time.
 */
import type { ConnectionStatus, InstanceConnection } from '@wharf/contract';
import type { Database, Queryable } from '../../db/database.ts';
import type { ConnectorConfig } from '../../etl/index.ts';
import {
  activeConnectionCount,
  changeConnection,
  changeConnectionPlan,
  saveConnection,
  type ConnectionChange,
  type ConnectionSave,
  type PlanChange,
  testConnection,
} from './connections.ts';
import { nextStatus } from './connectionTransitions.ts';
import { conflict, notFound } from '../errors.ts';

export interface ConnectionUpdate {
  instanceConnection: InstanceConnection;
  activeConnectionCount: number;
}

async function withActiveCount(
  db: Database,
  instanceId: number,
  update: (tx: Queryable) => Promise<InstanceConnection>,
): Promise<ConnectionUpdate> {
  return db.transaction(async (tx) => ({
    instanceConnection: await update(tx),
    activeConnectionCount: await activeConnectionCount(tx, instanceId),
  }));
}

/**
 * Reconnect, with new API keys or the stored ones. New keys are tried against the source first, as adding a
 * connection does, so wrong keys answer 400 with the source's own message and nothing changes; a connection that
 * cannot be reconnected says so (409) before the source is asked.
 */
export async function reconnectConnection(
  db: Database,
  change: ConnectionChange,
  key: Buffer,
  connectors: ConnectorConfig,
): Promise<ConnectionUpdate> {
  if (change.apiKeys) {
    const [current] = await db.query<{ status: ConnectionStatus; source_system_id: number }>(
      'SELECT status, source_system_id FROM app.instance_connections WHERE id = $1 AND instance_id = $2',
      [change.connectionId, change.instanceId],
    );
    if (!current) throw notFound(`Connection ${change.connectionId} was not found in this instance.`);
    const next = nextStatus(current.status, change.action);
    if (!next.ok) throw conflict(next.message);
    // Outside the transaction: the source may take seconds to answer.
    await testConnection(
      db,
      { instanceId: change.instanceId, sourceSystemId: current.source_system_id, APIKeys: change.apiKeys },
      connectors,
      key,
    );
  }
  return changeConnectionStatus(db, change, key);
}

/** Terminate or reconnect. */
export function changeConnectionStatus(
  db: Database,
  change: ConnectionChange,
  key: Buffer,
): Promise<ConnectionUpdate> {
  return withActiveCount(db, change.instanceId, (tx) => changeConnection(tx, change, key));
}

export function saveConnectionPlan(db: Database, change: PlanChange, key: Buffer): Promise<ConnectionUpdate> {
  return withActiveCount(db, change.instanceId, (tx) => changeConnectionPlan(tx, change, key));
}

export function saveConnectionFields(
  db: Database,
  save: ConnectionSave,
  key: Buffer,
  connectors: ConnectorConfig,
): Promise<ConnectionUpdate> {
  return withActiveCount(db, save.instanceId, (tx) => saveConnection(tx, save, key, connectors));
}
