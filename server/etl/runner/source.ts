/** The job's connection, the connector of its source system and the stored credentials, or why there are none. */
import { decryptSecret } from '../../crypto/secrets.ts';
import type { Connector, Credentials } from '../connectors/connector.ts';
import { connectorFor } from '../connectors/registry.ts';
import type { ClaimedJob } from '../queue.ts';
import type { RunnerContext } from './jobRun.ts';

export interface ConnectionRow {
  schema: string;
  instance_id: number;
  name: string;
  status: string;
  code: string;
  source_name: string;
  etl_scopes: string[];
  api_client_id: string | null;
  api_secret_encrypted: Uint8Array | null;
}

export interface JobSource {
  connection: ConnectionRow;
  connector: Connector;
  credentials: Credentials;
}

async function readConnection(
  context: RunnerContext,
  connectionId: number,
): Promise<ConnectionRow | undefined> {
  const [connection] = await context.db.query<ConnectionRow>(
    `SELECT i.schema, c.instance_id, c.name, c.status, s.code, s.name AS source_name, c.etl_scopes, c.api_client_id,
            c.api_secret_encrypted
     FROM app.instance_connections c JOIN app.instances i ON i.id = c.instance_id
     JOIN app.source_systems s ON s.id = c.source_system_id WHERE c.id = $1`,
    [connectionId],
  );
  return connection;
}

/** The stored secret, or null when there is none or it no longer decrypts (another key). */
function storedSecret(connection: ConnectionRow, secretKey: Buffer): string | null {
  try {
    return connection.api_secret_encrypted ? decryptSecret(connection.api_secret_encrypted, secretKey) : null;
  } catch {
    return null;
  }
}

/** What the job will import from, or the message it ends with when it cannot start. */
export async function openSource(context: RunnerContext, job: ClaimedJob): Promise<JobSource | string> {
  const connection = await readConnection(context, job.connectionId);
  if (!connection) return 'The connection no longer exists.';
  const connector = connectorFor(connection.code, context.connectors);
  if (!connector) return `${connection.source_name} has no connector yet.`;
  const secret = storedSecret(connection, context.secretKey);
  if (!connection.api_client_id || !secret) {
    return `${connection.name} has no ${connector.secretLabel} stored: reconnect it with its ${connector.clientIdLabel} and ${connector.secretLabel}.`;
  }
  return { connection, connector, credentials: { clientId: connection.api_client_id, secret } };
}
