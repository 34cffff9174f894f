/**
 * What the API process holds of the ETL: the connector configuration (for connection tests and runs) and, where
 * this process works the queue, its worker. buildApi creates one; startApi turns the worker on.
 */
import type { Database } from '../db/database.ts';
import { connectorConfigFromEnv, type ConnectorConfig } from './connectors.ts';
import { DEFAULT_LEASE_MS, DEFAULT_MAX_ATTEMPTS, DEFAULT_POLL_MS, EtlWorker } from './worker.ts';

export interface EtlWorkerSettings {
  pollIntervalMs?: number;
  leaseMs?: number;
  maxAttempts?: number;
}

export interface EtlOptions {
  /** Default: from the process environment (CIN7_OMNI_BASE_URL, …). */
  connectors?: ConnectorConfig;
  /** Run a worker in this process (startApi does; tests may drive an EtlWorker of their own instead). */
  worker?: EtlWorkerSettings | false;
}

export interface EtlRuntime {
  connectors: ConnectorConfig;
  worker: EtlWorker | null;
  /** A job was enqueued: the local worker looks at once instead of at its next poll. */
  wake(): void;
  stop(): Promise<void>;
}

export function createEtlRuntime(
  db: Database,
  secretKey: Buffer,
  options: EtlOptions = {},
  log?: (message: string) => void,
): EtlRuntime {
  const connectors = options.connectors ?? connectorConfigFromEnv();
  const worker = options.worker ? new EtlWorker({ db, secretKey, connectors, ...options.worker, log }) : null;
  worker?.start();
  return {
    connectors,
    worker,
    wake: () => worker?.wake(),
    stop: async () => {
      await worker?.stop();
    },
  };
}

/** WHARF_ETL_POLL_MS, WHARF_ETL_LEASE_MS, WHARF_ETL_MAX_ATTEMPTS; WHARF_ETL_WORKER=off runs no worker here. */
export function etlOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): EtlOptions {
  return {
    connectors: connectorConfigFromEnv(env),
    worker:
      env.WHARF_ETL_WORKER?.trim().toLowerCase() === 'off'
        ? false
        : {
            pollIntervalMs: Number(env.WHARF_ETL_POLL_MS ?? DEFAULT_POLL_MS),
            leaseMs: Number(env.WHARF_ETL_LEASE_MS ?? DEFAULT_LEASE_MS),
            maxAttempts: Number(env.WHARF_ETL_MAX_ATTEMPTS ?? DEFAULT_MAX_ATTEMPTS),
          },
  };
}
