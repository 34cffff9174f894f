/**
 * `npm run worker`: one import worker process and nothing else — no HTTP, no sign-in — working the shared queue in
 * the database that DATABASE_URL names (docs/scale.md). Run as many as the imports need beside API processes started
 * with WHARF_ETL_WORKER=off; they share the queue, the leases and the schedules through the database, so a killed
 * worker's job is resumed by another once its lease runs out. SIGTERM or Ctrl-C stops it the same way.
 */
import { fileURLToPath } from 'node:url';
import { readWorkerConfig } from '../config/worker.ts';
import { runMain } from '../config/runMain.ts';
import type { Environment } from '../config/variables.ts';
import { loadSecretKey } from '../crypto/secretKey.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { connectorConfigFor } from './connectors/registry.ts';
import { EtlWorker } from './worker.ts';

export interface RunningWorker {
  workerId: string;
  stop(): Promise<void>;
}

export async function startWorker(env: Environment = process.env): Promise<RunningWorker> {
  const config = readWorkerConfig(env);
  const db = await openDatabase(config.database);
  // A worker may start before any API: the queue's tables must exist (migrations are safe to run concurrently).
  await migrate(db);
  const settings = config.etl.worker === false ? {} : config.etl.worker;
  const worker = new EtlWorker({
    db,
    secretKey: loadSecretKey(config.secretKey),
    connectors: connectorConfigFor(config.etl.cin7Omni),
    ...settings,
    log: (message) => console.log(message),
  });
  worker.start();
  return {
    workerId: worker.workerId,
    async stop() {
      await worker.stop();
      await db.close();
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runMain(
    startWorker,
    (worker) => `  Wharf import worker ${worker.workerId} is polling the queue.`,
    (worker) => worker.stop(),
  );
}
