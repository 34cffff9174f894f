/** The server backend: a pg connection pool to a PostgreSQL server. */
import pg from 'pg';
import { copyFromText } from './postgresCopy.ts';
import type { Database, Queryable } from './types.ts';
import { VALUE_PARSERS } from './valueTypes.ts';

type TextParser = (value: string) => unknown;

/** pg's own parsers, with ours in front so both backends hand back the same JavaScript values. */
const types: pg.CustomTypesConfig = {
  getTypeParser: (oid: number, format?: 'text' | 'binary'): TextParser => {
    const ours = format === 'binary' ? undefined : VALUE_PARSERS[oid];
    return ours ?? (pg.types.getTypeParser(oid, format) as TextParser);
  },
};

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<R>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
      const result = await target.query(sql, [...params]);
      return result.rows as R[];
    },
    async exec(sql: string): Promise<void> {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
    copyFrom: (table, columns, text) => copyFromText(target, table, columns, text),
  };
}

export function openPostgres(connectionString: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString, types, ...(options.max ? { max: options.max } : {}) });
  // An idle client losing its server connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
  const database: Database = {
    backend: 'postgres',
    ...queryable(pool),
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      // A connection whose ROLLBACK failed is in an unknown state: destroy it rather than return it to the pool.
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
  return Promise.resolve(database);
}
