/**
 * What the API process holds of the ETL: the connector configuration (for connection tests and runs) and, where
 * this process works the queue, its worker. buildApi creates one; startApi turns the worker on.
 */
import type { Database } from '../db/database.ts';
import type { EtlSettings } from '../config/api.ts';
import { databaseBudgetStore } from './calls/rateBudget.ts';
import { abortableSleep } from './calls/sleep.ts';
import { connectorConfigFor, type ConnectorConfig } from './connectors/registry.ts';
import { EtlWorker } from './worker.ts';

export interface EtlWorkerSettings {
  pollIntervalMs?: number;
  leaseMs?: number;
  maxAttempts?: number;
  concurrency?: number;
}

export interface EtlOptions {
  /** Default: the published Cin7 Omni API and its limits. */
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
  const configured = options.connectors ?? connectorConfigFor();
  // Connection tests count against the same shared budget as every process's imports.
  const connectors = {
    ...configured,
    budgets: configured.budgets ?? databaseBudgetStore(db, abortableSleep),
  };
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

/** The API's configuration of imports (server/config/api.ts): the connectors, and this process's worker or none. */
export function etlOptionsFor(settings: EtlSettings): EtlOptions {
  return { connectors: connectorConfigFor(settings.cin7Omni), worker: settings.worker };
}
