/**
 * Lands the demo companies' warehouses the way a company's first import lands its own: a full import of each demo
 * company's Cin7 Omni connection, run here and now by the import runner (connector, staging, the model's build of
 * the business tables, the swap), from a Cin7 Omni API serving the demo accounts — the local stand-in, its rate
 * limit lifted for this load (scripts/start.ts, the test and bench setups start it). The seed stores no secret, so
 * the demo key is stored for the run with a key of its own and removed again: the API stores it at start as before
 * (demoConnection.ts).
 */
import { randomBytes } from 'node:crypto';
import { encryptSecret } from '../crypto/secrets.ts';
import type { Database } from '../db/database.ts';
import { DEFAULT_RETRY } from './calls/retry.ts';
import { DEMO_CIN7_CONNECTIONS } from './demoConnection.ts';
import { claimJob, enqueueJob } from './queue.ts';
import { runJob } from './runner/runJob.ts';
import { DEFAULT_LEASE_MS } from './worker.ts';

/** Where the demo companies' Cin7 Omni accounts answer, and the key their API users have. */
export interface DemoCin7Source {
  baseUrl: string;
  apiKey: string;
}

const SOURCE_TIMEOUT_MS = 120_000;

async function demoConnection(db: Database, schema: string, username: string) {
  const [row] = await db.query<{ id: number; instance_id: number; etl_scopes: string[] }>(
    `SELECT c.id, c.instance_id, c.etl_scopes FROM app.instance_connections c
     JOIN app.instances i ON i.id = c.instance_id
     WHERE i.schema = $1 AND c.api_client_id = $2 AND c.source_system_id = 1 AND c.status = 'ACTIVE'`,
    [schema, username],
  );
  if (!row) throw new Error(`the demo company ${schema} has no active Cin7 Omni connection ${username}`);
  return row;
}

/** Runs a full import of one demo connection to its end; throws with the job's messages unless it succeeded. */
async function importDemoConnection(
  db: Database,
  source: DemoCin7Source,
  connection: { id: number; instance_id: number; etl_scopes: string[] },
): Promise<void> {
  const secretKey = randomBytes(32);
  await db.query('UPDATE app.instance_connections SET api_secret_encrypted = $2 WHERE id = $1', [
    connection.id,
    encryptSecret(source.apiKey, secretKey),
  ]);
  try {
    const { jobId } = await enqueueJob(db, {
      instanceId: connection.instance_id,
      connectionId: connection.id,
      mode: 'full',
      scopes: connection.etl_scopes,
      requestedBy: null,
    });
    const workerId = `demo-landing:${process.pid}`;
    const job = await claimJob(db, workerId, DEFAULT_LEASE_MS, 1, jobId);
    if (!job) throw new Error(`the demo import ${jobId} could not be claimed`);
    await runJob(
      {
        db,
        secretKey,
        connectors: {
          cin7Omni: {
            baseUrl: source.baseUrl,
            limits: null,
            retry: DEFAULT_RETRY,
            timeoutMs: SOURCE_TIMEOUT_MS,
          },
        },
        workerId,
        leaseMs: DEFAULT_LEASE_MS,
        signal: new AbortController().signal,
      },
      job,
    );
    const [done] = await db.query<{ status: string; messages: { text: string }[] }>(
      'SELECT status, messages FROM app.etl_jobs WHERE id = $1',
      [jobId],
    );
    if (done?.status !== 'success') {
      const said = (done?.messages ?? []).map((message) => message.text).join(' ');
      throw new Error(`the demo import of connection ${connection.id} ended ${done?.status ?? '?'}: ${said}`);
    }
  } finally {
    await db.query('UPDATE app.instance_connections SET api_secret_encrypted = NULL WHERE id = $1', [
      connection.id,
    ]);
  }
}

/** Lands every demo company's warehouse from its Cin7 Omni account, one company after the other. */
export async function landDemoCompanies(db: Database, source: DemoCin7Source): Promise<void> {
  for (const { schema, username } of DEMO_CIN7_CONNECTIONS) {
    await importDemoConnection(db, source, await demoConnection(db, schema, username));
  }
}
