/** COPY … FROM STDIN on a PostgreSQL server: pg has no COPY of its own, pg-copy-streams streams it. */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';

export async function copyFromText(
  target: pg.Pool | pg.PoolClient,
  table: string,
  columns: readonly string[],
  text: string,
): Promise<void> {
  // On the pool, one connection of its own for the stream; in a transaction, the transaction's.
  const client = target instanceof pg.Pool ? await target.connect() : target;
  try {
    const stream = client.query(copyFromStdin(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
    await pipeline(Readable.from([text]), stream);
  } finally {
    if (client !== target) client.release();
  }
}
