/**
 * /api/signup/connections: a new connection of an instance — sign-up's first one, or settings' "add a connection".
 * It starts at PENDING_INIT. API keys are tried against the source before anything is stored, as
 * /api/instanceConnection/test tries them, so wrong keys answer 400 with the source's own words and leave nothing
 * behind; the secret is encrypted at rest (secrets.ts) and answered masked only. Without APIKeys ("enter the API
 * keys later") it is made without them; /api/signup/connectionKeys stores them afterwards, tried the same way.
 */
import type { Database, Queryable } from '../../db/database.ts';
import { badRequest, conflict } from '../errors.ts';
import { encryptSecret } from '../../crypto/secrets.ts';
import { connectorFor, resolveScopes, type ConnectorConfig } from '../../etl/index.ts';
import { listConnections, testConnection } from './connections.ts';

export interface NewConnection {
  instanceId: number;
  name: string;
  sourceSystemId: number;
  APIKeys?: { clientId: string; secret: string };
  ETLScopes: string[];
  connectionGroup?: string | null;
  attribute1?: string | null;
  attribute2?: string | null;
  attribute3?: string | null;
  stripeProductId?: string;
}

/**
 * Tries the keys against the source (outside any transaction: a source may take seconds to answer). Answers its
 * confirmation ("Connected to Cin7 Omni as …"), or null when they were not tried: none were given, or a source Wharf
 * has no connector for cannot be asked, so its keys are kept untested.
 */
async function tryKeys(
  db: Database,
  input: NewConnection,
  key: Buffer,
  connectors: ConnectorConfig,
): Promise<string | null> {
  if (!input.APIKeys) return null;
  const [source] = await db.query<{ code: string }>('SELECT code FROM app.source_systems WHERE id = $1', [
    input.sourceSystemId,
  ]);
  if (!source || !connectorFor(source.code, connectors)) return null;
  const tested = await testConnection(
    db,
    { instanceId: input.instanceId, sourceSystemId: input.sourceSystemId, APIKeys: input.APIKeys },
    connectors,
    key,
  );
  return tested.message;
}

/** Refuses a connection of that name while another of the instance's (not deleted) has it. */
async function refuseNameClash(db: Queryable, input: NewConnection): Promise<void> {
  const [clash] = await db.query(
    `SELECT 1 FROM app.instance_connections
     WHERE instance_id = $1 AND lower(name) = lower($2) AND status <> 'DELETED'`,
    [input.instanceId, input.name],
  );
  if (clash) throw conflict(`A connection named "${input.name}" already exists in this instance.`);
}

/**
 * Everything about the payload that Wharf can check itself — the source system, the scopes, the plan, the name —
 * checked before the keys go to the source: a mistake of the payload is named as such (400 naming the field), never
 * answered with what the source says of the keys, and the source is not called for a request that cannot succeed.
 */
async function checkNewConnection(db: Queryable, input: NewConnection, connectors: ConnectorConfig) {
  const [source] = await db.query<{ code: string; name: string }>(
    'SELECT code, name FROM app.source_systems WHERE id = $1',
    [input.sourceSystemId],
  );
  if (!source) throw badRequest('sourceSystemId: No such source system.');
  // Only scopes the source's connector lands (the same check /api/instanceConnection/save makes).
  const connector = connectorFor(source.code, connectors);
  const unknownScope = connector ? resolveScopes(connector, input.ETLScopes).unknown[0] : undefined;
  if (unknownScope !== undefined) {
    throw badRequest(
      `ETLScopes.${input.ETLScopes.indexOf(unknownScope)}: ${source.name} has no scope "${unknownScope}".`,
    );
  }
  if (input.stripeProductId !== undefined) {
    const [plan] = await db.query('SELECT 1 FROM app.plans WHERE id = $1 AND active', [
      input.stripeProductId,
    ]);
    if (!plan) throw badRequest('stripeProductId: No such plan.');
  }
  await refuseNameClash(db, input);
}

export async function addConnection(
  db: Database,
  input: NewConnection,
  by: { email: string; at: Date },
  key: Buffer,
  connectors: ConnectorConfig,
) {
  await checkNewConnection(db, input, connectors);
  const connectedMessage = await tryKeys(db, input, key, connectors);
  const verified = connectedMessage !== null;
  return db.transaction(async (tx) => {
    // Without a plan of its own the connection is billed on the instance's plan.
    const [instance] = await tx.query<{ plan_id: string | null }>(
      'SELECT plan_id FROM app.instances WHERE id = $1 FOR UPDATE',
      [input.instanceId],
    );
    const planId = input.stripeProductId ?? instance?.plan_id ?? null;
    // Another request may have taken the name while the source was asked.
    await refuseNameClash(tx, input);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO app.instance_connections (instance_id, name, status, source_system_id, connection_group,
         attribute1, attribute2, attribute3, stripe_product_id, etl_scopes, api_client_id, api_secret_encrypted,
         changed, changed_by, api_keys_verified_at)
       VALUES ($1, $2, 'PENDING_INIT', $3, $4, $5, $6, $7, $8, $9::text[], $10, $11, $12, $13, $14) RETURNING id`,
      [
        input.instanceId,
        input.name,
        input.sourceSystemId,
        input.connectionGroup ?? null,
        input.attribute1 ?? null,
        input.attribute2 ?? null,
        input.attribute3 ?? null,
        planId,
        [...new Set(input.ETLScopes)],
        input.APIKeys?.clientId ?? null,
        input.APIKeys ? encryptSecret(input.APIKeys.secret, key) : null,
        by.at,
        by.email,
        verified ? by.at : null,
      ],
    );
    if (!row) throw new Error('connection row was not written');
    return { ...(await signupConnectionAnswer(tx, input.instanceId, row.id, key)), connectedMessage };
  });
}

/** The sign-up response fields, and the whole connection for the SPA's list. */
export async function signupConnectionAnswer(
  db: Queryable,
  instanceId: number,
  connectionId: number,
  key: Buffer,
) {
  const connection = (await listConnections(db, instanceId, key)).find((c) => c.id === connectionId);
  if (!connection) throw new Error(`connection ${connectionId} vanished`);
  return {
    connectionId: connection.id,
    connection: {
      name: connection.name,
      connectionGroup: connection.connectionGroup,
      attribute1: connection.attribute1,
      attribute2: connection.attribute2,
      attribute3: connection.attribute3,
    },
    instanceId: connection.instanceId,
    stripeProductId: connection.stripeProductId,
    APIKeys: connection.APIKey,
    instanceConnection: connection,
  };
}
