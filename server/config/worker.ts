/**
 * The import worker process's configuration (server/etl/main.ts, `npm run worker`): the database, the key that
 * decrypts connections' API secrets, and the import settings — the same variables, names and defaults as the API's
 * (server/config/api.ts), so one environment file serves both kinds of process.
 */
import {
  readDatabaseSettings,
  readEtlSettings,
  secretKey,
  type DatabaseSettings,
  type EtlSettings,
} from './api.ts';
import { readVariables, type Environment } from './variables.ts';

export interface WorkerConfig {
  database: DatabaseSettings;
  /** Unset: the key file under .data/ — processes on other machines must all be given WHARF_SECRET_KEY. */
  secretKey: Buffer | undefined;
  etl: EtlSettings;
}

export function readWorkerConfig(env: Environment): WorkerConfig {
  const { WHARF_SECRET_KEY } = readVariables({ WHARF_SECRET_KEY: secretKey }, env);
  return { database: readDatabaseSettings(env), secretKey: WHARF_SECRET_KEY, etl: readEtlSettings(env) };
}
