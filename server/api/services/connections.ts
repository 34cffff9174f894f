/** Instance connections: listing with masked secrets, client ids, and the terminate/reconnect changes. */
import type { ConnectionStatus, InstanceConnection } from '@wharf/contract';
import type { Queryable } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { SourceError, connectorFor, resolveScopes, type ConnectorConfig } from '../../etl/index.ts';
import { decryptSecret, encryptSecret, secretHint } from '../../crypto/secrets.ts';
import { nextStatus, type ConnectionAction } from './connectionTransitions.ts';

interface ConnectionRow {
  id: number;
  name: string;
  instance_id: number;
  status: ConnectionStatus;
  source_system_id: number;
  source_system_name: string;
  connection_group: string | null;
  attribute1: string | null;
  attribute2: string | null;
  attribute3: string | null;
  stripe_product_id: string | null;
  etl_scopes: string[];
  api_client_id: string | null;
  api_secret_encrypted: Uint8Array | null;
  termination_reason: string | null;
  termination_note: string | null;
  changed: Date;
  changed_by: string | null;
}

const SELECT_CONNECTION = `
  SELECT c.id, c.name, c.instance_id, c.status, c.source_system_id, s.name AS source_system_name,
         c.connection_group, c.attribute1, c.attribute2, c.attribute3, c.stripe_product_id, c.etl_scopes,
         c.api_client_id, c.api_secret_encrypted, c.termination_reason, c.termination_note, c.changed, c.changed_by
  FROM app.instance_connections c JOIN app.source_systems s ON s.id = c.source_system_id`;

function toConnection(row: ConnectionRow, key: Buffer): InstanceConnection {
  return {
    id: row.id,
    name: row.name,
    instanceId: row.instance_id,
    status: row.status,
    sourceSystem: { id: row.source_system_id, name: row.source_system_name },
    connectionGroup: row.connection_group,
    attribute1: row.attribute1,
    attribute2: row.attribute2,
    attribute3: row.attribute3,
    stripeProductId: row.stripe_product_id,
    ETLScopes: row.etl_scopes,
    // Only a masked hint of the secret ever leaves this module.
    APIKey: { clientId: row.api_client_id, secret: secretHint(row.api_secret_encrypted, key) },
    changed: row.changed.toISOString(),
    changedBy: row.changed_by,
    terminationReason: row.termination_reason,
    terminationNote: row.termination_note,
  };
}

export async function listConnections(db: Queryable, instanceId: number, key: Buffer) {
  const rows = await db.query<ConnectionRow>(`${SELECT_CONNECTION} WHERE c.instance_id = $1 ORDER BY c.id`, [
    instanceId,
  ]);
  return rows.map((row) => toConnection(row, key));
}

/** The active count, from its one definition in the database (app.instance_connection_counts). */
export async function activeConnectionCount(db: Queryable, instanceId: number): Promise<number> {
  const [row] = await db.query<{ active_connections: number }>(
    'SELECT active_connections FROM app.instance_connection_counts WHERE instance_id = $1',
    [instanceId],
  );
  return row?.active_connections ?? 0;
}

/** The client ids the instance's connections use; deleted connections and ones without a key are left out. */
export function connectionClientIds(db: Queryable, instanceId: number) {
  return db.query<{ connectionId: number; clientId: string }>(
    `SELECT id AS "connectionId", api_client_id AS "clientId" FROM app.instance_connections
     WHERE instance_id = $1 AND api_client_id IS NOT NULL AND status <> 'DELETED' ORDER BY id`,
    [instanceId],
  );
}

export interface ConnectionChange {
  instanceId: number;
  connectionId: number;
  action: ConnectionAction;
  changedBy: string;
  changedAt: Date;
  termination?: { reason: string | null; note: string | null };
  apiKeys?: { clientId: string; secret: string };
}

/** Applies a status change under a row lock, so two clicks at once cannot both pass the transition check. */
export async function changeConnection(
  db: Queryable,
  change: ConnectionChange,
  key: Buffer,
): Promise<InstanceConnection> {
  const [current] = await db.query<{ status: ConnectionStatus }>(
    'SELECT status FROM app.instance_connections WHERE id = $1 AND instance_id = $2 FOR UPDATE',
    [change.connectionId, change.instanceId],
  );
  if (!current) throw notFound(`Connection ${change.connectionId} was not found in this instance.`);
  const next = nextStatus(current.status, change.action);
  if (!next.ok) throw conflict(next.message);

  const params: unknown[] = [change.connectionId, next.status, change.changedAt, change.changedBy];
  const sets = ['status = $2', 'changed = $3', 'changed_by = $4'];
  if (change.termination) {
    params.push(change.termination.reason, change.termination.note);
    sets.push(`termination_reason = $${params.length - 1}`, `termination_note = $${params.length}`);
  }
  if (change.action === 'reconnect') sets.push('termination_reason = NULL', 'termination_note = NULL');
  if (change.apiKeys) {
    // Only keys the source accepted reach here (reconnectConnection tries them first): they count as verified.
    params.push(change.apiKeys.clientId, encryptSecret(change.apiKeys.secret, key));
    sets.push(
      `api_client_id = $${params.length - 1}`,
      `api_secret_encrypted = $${params.length}`,
      'api_keys_verified_at = $3',
    );
  }
  await db.query(`UPDATE app.instance_connections SET ${sets.join(', ')} WHERE id = $1`, params);
  const [row] = await db.query<ConnectionRow>(`${SELECT_CONNECTION} WHERE c.id = $1`, [change.connectionId]);
  if (!row) throw notFound(`Connection ${change.connectionId} was not found in this instance.`);
  return toConnection(row, key);
}

export interface PlanChange {
  instanceId: number;
  connectionId: number;
  planId: string;
  changedBy: string;
  changedAt: Date;
}

/** Moves a connection to another active plan; a DELETED connection has no plan to change. */
export async function changeConnectionPlan(
  db: Queryable,
  change: PlanChange,
  key: Buffer,
): Promise<InstanceConnection> {
  const [plan] = await db.query('SELECT 1 FROM app.plans WHERE id = $1 AND active', [change.planId]);
  if (!plan) throw badRequest('stripeProductId: No such plan.');
  const [current] = await db.query<{ status: ConnectionStatus }>(
    'SELECT status FROM app.instance_connections WHERE id = $1 AND instance_id = $2 FOR UPDATE',
    [change.connectionId, change.instanceId],
  );
  if (!current) throw notFound(`Connection ${change.connectionId} was not found in this instance.`);
  if (current.status === 'DELETED') throw conflict('A DELETED connection cannot change its plan.');
  await db.query(
    'UPDATE app.instance_connections SET stripe_product_id = $2, changed = $3, changed_by = $4 WHERE id = $1',
    [change.connectionId, change.planId, change.changedAt, change.changedBy],
  );
  const [row] = await db.query<ConnectionRow>(`${SELECT_CONNECTION} WHERE c.id = $1`, [change.connectionId]);
  if (!row) throw notFound(`Connection ${change.connectionId} was not found in this instance.`);
  return toConnection(row, key);
}

/** The source systems Wharf knows, with what their add-connection form asks and the scopes their connector lands. */
export async function listSourceSystems(db: Queryable, connectors: ConnectorConfig) {
  const rows = await db.query<{ id: number; code: string; name: string }>(
    'SELECT id, code, name FROM app.source_systems ORDER BY id',
  );
  return rows.map((row) => {
    const connector = connectorFor(row.code, connectors);
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      clientIdLabel: connector?.clientIdLabel ?? 'Client ID',
      secretLabel: connector?.secretLabel ?? 'Secret',
      scopes: (connector?.entities ?? []).map((entity) => ({
        key: entity.key,
        name: entity.name,
        description: entity.description,
        tables: entity.tables.map((table) => table.name),
      })),
    };
  });
}

export interface ConnectionTest {
  instanceId: number | null;
  sourceSystemId: number;
  APIKeys?: { clientId: string; secret: string };
  connectionId?: number;
}

/** A connection test answers in seconds: two tries, short waits, a short timeout. */
function quickConfig(connectors: ConnectorConfig): ConnectorConfig {
  return {
    ...connectors,
    cin7Omni: {
      ...connectors.cin7Omni,
      retry: {
        attempts: 2,
        baseDelayMs: Math.min(connectors.cin7Omni.retry.baseDelayMs, 1000),
        maxDelayMs: 2000,
      },
      timeoutMs: Math.min(connectors.cin7Omni.timeoutMs, 15_000),
    },
  };
}

/**
 * Tries credentials with the smallest authenticated call of the source. Credentials the source refuses (401) answer
 * 400 saying what to check, with the source's own answer quoted (connector.refusedKeysAdvice); any other failure
 * answers the source's own words. Valid ones answer "Connected to Cin7 Omni as <API username>.".
 */
export async function testConnection(
  db: Queryable,
  test: ConnectionTest,
  connectors: ConnectorConfig,
  key: Buffer,
): Promise<{ ok: true; message: string }> {
  const [source] = await db.query<{ code: string; name: string }>(
    'SELECT code, name FROM app.source_systems WHERE id = $1',
    [test.sourceSystemId],
  );
  if (!source) throw badRequest('sourceSystemId: No such source system.');
  const connector = connectorFor(source.code, quickConfig(connectors));
  if (!connector) throw badRequest(`sourceSystemId: ${source.name} has no connector yet.`);
  let credentials = test.APIKeys ?? null;
  if (!credentials && test.connectionId !== undefined) {
    if (test.instanceId === null) throw badRequest('x-instance-id: Required for this call.');
    const [row] = await db.query<{
      source_system_id: number;
      api_client_id: string | null;
      api_secret_encrypted: Uint8Array | null;
    }>(
      'SELECT source_system_id, api_client_id, api_secret_encrypted FROM app.instance_connections WHERE id = $1 AND instance_id = $2',
      [test.connectionId, test.instanceId],
    );
    if (!row) throw notFound(`Connection ${test.connectionId} was not found in this instance.`);
    if (row.source_system_id !== test.sourceSystemId) {
      throw badRequest('sourceSystemId: Is not the source system of this connection.');
    }
    let secret: string | null = null;
    try {
      secret = row.api_secret_encrypted ? decryptSecret(row.api_secret_encrypted, key) : null;
    } catch {
      secret = null;
    }
    if (row.api_client_id && secret) credentials = { clientId: row.api_client_id, secret };
  }
  if (!credentials) {
    throw badRequest(`APIKeys: Enter the ${connector.clientIdLabel} and ${connector.secretLabel} to test.`);
  }
  try {
    await connector.open(credentials, {}).check();
  } catch (error) {
    if (error instanceof SourceError) {
      throw badRequest(error.status === 401 ? connector.refusedKeysAdvice(error.message) : error.message);
    }
    throw error;
  }
  return { ok: true, message: `Connected to ${source.name} as ${credentials.clientId}.` };
}

export interface ConnectionSave {
  instanceId: number;
  connection: {
    id: number;
    name?: string;
    ETLScopes?: string[];
    connectionGroup?: string | null;
    attribute1?: string | null;
    attribute2?: string | null;
    attribute3?: string | null;
  };
  changedBy: string;
  changedAt: Date;
}

/** Saves a connection's editable fields (the id is required; the contract refuses a save without one). */
export async function saveConnection(
  db: Queryable,
  save: ConnectionSave,
  key: Buffer,
  connectors: ConnectorConfig,
): Promise<InstanceConnection> {
  const { connection } = save;
  const [current] = await db.query<{ status: ConnectionStatus; code: string; source_name: string }>(
    `SELECT c.status, s.code, s.name AS source_name FROM app.instance_connections c
     JOIN app.source_systems s ON s.id = c.source_system_id WHERE c.id = $1 AND c.instance_id = $2 FOR UPDATE OF c`,
    [connection.id, save.instanceId],
  );
  if (!current) throw notFound(`Connection ${connection.id} was not found in this instance.`);
  if (current.status === 'DELETED') throw conflict('A DELETED connection cannot be changed.');
  const connector = connectorFor(current.code, connectors);
  if (connection.ETLScopes && connector) {
    const { unknown } = resolveScopes(connector, connection.ETLScopes);
    const first = unknown[0];
    if (first !== undefined) {
      throw badRequest(
        `connection.ETLScopes.${connection.ETLScopes.indexOf(first)}: ${current.source_name} has no scope "${first}".`,
      );
    }
  }
  const params: unknown[] = [connection.id, save.changedAt, save.changedBy];
  const sets = ['changed = $2', 'changed_by = $3'];
  const fields: [keyof ConnectionSave['connection'], string][] = [
    ['name', 'name'],
    ['ETLScopes', 'etl_scopes'],
    ['connectionGroup', 'connection_group'],
    ['attribute1', 'attribute1'],
    ['attribute2', 'attribute2'],
    ['attribute3', 'attribute3'],
  ];
  for (const [field, columnName] of fields) {
    const value = connection[field];
    if (value === undefined) continue;
    params.push(field === 'ETLScopes' && Array.isArray(value) ? [...new Set(value)] : value);
    sets.push(`${columnName} = $${params.length}`);
  }
  await db.query(`UPDATE app.instance_connections SET ${sets.join(', ')} WHERE id = $1`, params);
  const [row] = await db.query<ConnectionRow>(`${SELECT_CONNECTION} WHERE c.id = $1`, [connection.id]);
  if (!row) throw notFound(`Connection ${connection.id} was not found in this instance.`);
  return toConnection(row, key);
}
