/**
 * The set-up the import tests share (server/etl/*.test.ts, server/model/*.test.ts, the week): the connector pointed
 * at a Cin7 Omni stand-in, and the demo world's Cin7 Omni connections given the stand-in's key as the API stores one
 * (encrypted with the tests' secret key), made ACTIVE as its API user where a test needs that.
 */
import { encryptSecret } from '../crypto/secrets.ts';
import type { Queryable } from '../db/database.ts';
import type { Cin7OmniConfig } from '../etl/connectors/cin7Omni/connector.ts';
import type { ConnectorConfig } from '../etl/connectors/registry.ts';
import type { Cin7Simulator } from '../../standins/cin7Omni/index.ts';
import { TEST_SECRET_KEY } from './testSecretKey.ts';

/** The connector settings for the stand-in: its limits (null: none) and a few quick retries. */
export function standInConnectors(
  sim: Cin7Simulator,
  {
    limits = null,
    attempts = 3,
    timeoutMs = 5000,
  }: { limits?: Cin7OmniConfig['limits']; attempts?: number; timeoutMs?: number } = {},
): ConnectorConfig {
  return {
    cin7Omni: {
      baseUrl: sim.baseUrl,
      limits,
      retry: { attempts, baseDelayMs: 5, maxDelayMs: 50 },
      timeoutMs,
    },
  };
}

/** The id of the connection of this name (the demo world's names are unique). */
export async function connectionNamed(db: Queryable, name: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM app.instance_connections WHERE name = $1', [
    name,
  ]);
  if (!row) throw new Error(`no connection ${name}`);
  return Number(row.id);
}

/**
 * Stores `key` as the connections' API key, encrypted as the API stores it (with the tests' secret key unless given);
 * with `activeAs`, the connections become ACTIVE with that API username too (a demo connection may be TERMINATING,
 * or carry another account's user).
 */
export async function storeCin7Key(
  db: Queryable,
  connectionIds: readonly number[],
  key: string,
  { activeAs, secretKey = TEST_SECRET_KEY }: { activeAs?: string; secretKey?: Buffer } = {},
): Promise<void> {
  const secret = encryptSecret(key, secretKey);
  if (activeAs === undefined) {
    await db.query('UPDATE app.instance_connections SET api_secret_encrypted = $2 WHERE id = ANY($1)', [
      connectionIds,
      secret,
    ]);
    return;
  }
  await db.query(
    `UPDATE app.instance_connections SET status = 'ACTIVE', api_client_id = $2, api_secret_encrypted = $3
     WHERE id = ANY($1)`,
    [connectionIds, activeAs, secret],
  );
}

/** Jobs the demo's own start left pending or running, cancelled: the test's worker runs only the test's jobs. */
export async function cancelOpenJobs(db: Queryable): Promise<void> {
  await db.query(
    "UPDATE app.etl_jobs SET status = 'cancelled', finished_at = now() WHERE status IN ('pending', 'running')",
  );
}
