/** The embedded backend: PGlite, persisted in a directory or held in memory. */
import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './types.ts';
import { VALUE_PARSERS } from './valueTypes.ts';

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<R>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
      const result = await target.query<R>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
    async copyFrom(table: string, columns: readonly string[], text: string): Promise<void> {
      // PGlite has no client stream: its COPY reads FROM '/dev/blob', the blob handed with the statement.
      await target.query(`COPY ${table} (${columns.join(', ')}) FROM '/dev/blob'`, [], {
        blob: new Blob([text]),
      });
    },
  };
}

const opened = new WeakMap<Database, PGlite>();

/**
 * Opens the database in `dataDir`; `restoreFrom`, a dump of another PGlite database (dumpPglite), starts it as a
 * copy of that one instead of an empty cluster — seconds faster than creating and filling it again.
 */
export async function openPglite(dataDir: string, restoreFrom?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  // pg_trgm is bundled with PGlite but must be loaded here before CREATE EXTENSION can find it.
  const pglite = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    parsers: VALUE_PARSERS,
    ...(restoreFrom ? { loadDataDir: restoreFrom } : {}),
  });
  const database: Database = {
    backend: 'pglite',
    ...queryable(pglite),
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    close: () => pglite.close(),
  };
  opened.set(database, pglite);
  return database;
}

/** The whole data directory of a database openPglite opened, as an uncompressed tar. */
export function dumpPglite(database: Database): Promise<Blob> {
  const pglite = opened.get(database);
  if (!pglite) throw new Error('not a PGlite database opened by openPglite');
  return pglite.dumpDataDir('none');
}
