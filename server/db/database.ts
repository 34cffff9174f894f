/**
 * The one database interface the services use, whichever backend is behind it (docs/database.md).
 * PGlite (embedded PostgreSQL) by default; a PostgreSQL server when a URL is given.
 */
import { fileURLToPath } from 'node:url';
import { readDatabaseSettings } from '../config/api.ts';
import type { Environment } from '../config/variables.ts';
import type { Database } from './types.ts';

export type { Backend, Database, Queryable } from './types.ts';

export interface DatabaseOptions {
  /** A PostgreSQL server (postgres://…). When set, dataDir is ignored. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; 'memory://' for a throwaway in-memory database. Default .data/pglite. */
  dataDir?: string;
  /** Connections to the PostgreSQL server this process opens at most (default pg's 10). */
  poolMax?: number;
}

/** The repository's git-ignored .data/pglite, wherever the process was started from. */
export const DEFAULT_PGLITE_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  // Imported lazily so a server process loads only the driver it uses (PGlite's WebAssembly is large).
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.databaseUrl, { max: options.poolMax });
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir ?? DEFAULT_PGLITE_DIR);
}

/** DATABASE_URL (checked by server/config/api.ts), else the embedded default. */
export function databaseOptionsFromEnv(env: Environment): DatabaseOptions {
  return readDatabaseSettings(env);
}
