/**
 * The connection calls that change something answer the changed connection together with the instance's active
 * count. Each runs in one transaction, so the two always agree even when another change lands at the same time.
 */
import type { InstanceConnection } from '@wharf/contract';
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
} from './connections.ts';

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
