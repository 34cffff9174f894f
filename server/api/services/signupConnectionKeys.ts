/**
 * /api/signup/connectionKeys: the API keys of a connection made without them ("enter the API keys later" at
 * sign-up). They are tried against the source first (the test-credentials path), so only working keys are stored —
 * encrypted at rest, answered masked. Keys once stored are not replaced here (409): changing them is reconnect's job.
 */
import type { Database } from '../../db/database.ts';
import { encryptSecret } from '../../crypto/secrets.ts';
import type { ConnectorConfig } from '../../etl/index.ts';
import { conflict, notFound } from '../errors.ts';
import { testConnection } from './connections.ts';
import { signupConnectionAnswer } from './signupConnections.ts';

export interface ConnectionKeys {
  instanceId: number;
  connectionId: number;
  APIKeys: { clientId: string; secret: string };
}

const KEYS_ALREADY_SET = 'This connection already has API keys.';

export async function storeConnectionKeys(
  db: Database,
  input: ConnectionKeys,
  by: { email: string; at: Date },
  key: Buffer,
  connectors: ConnectorConfig,
) {
  const [connection] = await db.query<{ source_system_id: number; api_client_id: string | null }>(
    `SELECT source_system_id, api_client_id FROM app.instance_connections
     WHERE id = $1 AND instance_id = $2 AND status <> 'DELETED'`,
    [input.connectionId, input.instanceId],
  );
  if (!connection) throw notFound(`Connection ${input.connectionId} was not found in this instance.`);
  if (connection.api_client_id !== null) throw conflict(KEYS_ALREADY_SET);
  // Outside the transaction: the source may take seconds to answer, and wrong keys answer 400 with its message.
  await testConnection(
    db,
    { instanceId: input.instanceId, sourceSystemId: connection.source_system_id, APIKeys: input.APIKeys },
    connectors,
    key,
  );
  return db.transaction(async (tx) => {
    // Two people keying the same connection at once: the first one's keys stay, the second is told.
    const stored = await tx.query(
      `UPDATE app.instance_connections
       SET api_client_id = $3, api_secret_encrypted = $4, changed = $5, changed_by = $6,
           api_keys_verified_at = $5
       WHERE id = $1 AND instance_id = $2 AND api_client_id IS NULL AND status <> 'DELETED'
       RETURNING id`,
      [
        input.connectionId,
        input.instanceId,
        input.APIKeys.clientId,
        encryptSecret(input.APIKeys.secret, key),
        by.at,
        by.email,
      ],
    );
    if (stored.length === 0) throw conflict(KEYS_ALREADY_SET);
    return signupConnectionAnswer(tx, input.instanceId, input.connectionId, key);
  });
}
