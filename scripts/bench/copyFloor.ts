/**
 * The ETL's floor: the rows a full load landed, written again with COPY into tables like the landed ones in the same
 * database — the fastest the warehouse can take those rows. A load may build its indexes once at the end rather than
 * keep them up to date row by row, so for each table the floor is the faster of COPY into a table with every key and
 * index in place, and COPY into a bare table followed by building the same indexes once.
 */
import type { Database } from '../../server/db/database.ts';
import { copyTextOfColumns, type CopyValue } from '../../server/db/copyText.ts';
import { quoteIdent } from '../../server/db/identifiers.ts';

export interface CopyFloor {
  rows: number;
  ms: number;
  rowsPerSecond: number;
  /** Tables whose floor was the bare COPY and one index build, and those where COPY into the indexed table won. */
  indexedAfter: number;
  indexedBefore: number;
}

function copyValue(value: unknown): CopyValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** CREATE [UNIQUE] INDEX name ON schema.table USING …, as pg_indexes writes each index of a table. */
const INDEX_DEFINITION = /^CREATE (UNIQUE )?INDEX \S+ ON \S+ (USING .+)$/;

/** The source table's indexes (its primary key's too), rewritten to build the same on `target`. */
export async function sameIndexesOn(
  db: Database,
  schema: string,
  table: string,
  target: string,
): Promise<string[]> {
  const indexes = await db.query<{ indexdef: string }>(
    'SELECT indexdef FROM pg_indexes WHERE schemaname = $1 AND tablename = $2 ORDER BY indexname',
    [schema, table],
  );
  return indexes.map(({ indexdef }, i) => {
    const parts = INDEX_DEFINITION.exec(indexdef);
    if (!parts) throw new Error(`bench: cannot read the index definition ${indexdef}`);
    return `CREATE ${parts[1] ?? ''}INDEX ${quoteIdent(`bench_floor_${table}_${i}`)} ON ${target} ${parts[2]}`;
  });
}

export async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Times building the COPY text and the COPY (and the index builds), table by table; reading rows is not counted. */
export async function measureCopyFloor(
  db: Database,
  schema: string,
  tables: readonly string[],
): Promise<CopyFloor> {
  const floor: CopyFloor = { rows: 0, ms: 0, rowsPerSecond: 0, indexedAfter: 0, indexedBefore: 0 };
  for (const table of tables) {
    const source = `${quoteIdent(schema)}.${quoteIdent(table)}`;
    const indexed = `${quoteIdent(schema)}.${quoteIdent(`bench_copy_${table}`)}`;
    const bare = `${quoteIdent(schema)}.${quoteIdent(`bench_bare_${table}`)}`;
    await db.exec(
      `DROP TABLE IF EXISTS ${indexed}; DROP TABLE IF EXISTS ${bare};
       CREATE TABLE ${indexed} (LIKE ${source} INCLUDING ALL); CREATE TABLE ${bare} (LIKE ${source} INCLUDING DEFAULTS)`,
    );
    const landed = await db.query<Record<string, unknown>>(`SELECT * FROM ${source}`);
    const names = Object.keys(landed[0] ?? {});
    const copyInto = (target: string) => {
      const columns = names.map((name) => landed.map((row) => copyValue(row[name])));
      return db.copyFrom(target, names.map(quoteIdent), copyTextOfColumns(columns, landed.length));
    };
    const builds = await sameIndexesOn(db, schema, table, bare);
    const intoIndexed = await timed(() => copyInto(indexed));
    const thenIndexes = await timed(async () => {
      await copyInto(bare);
      for (const build of builds) await db.exec(build);
    });
    floor.ms += Math.min(intoIndexed, thenIndexes);
    if (thenIndexes < intoIndexed) floor.indexedAfter += 1;
    else floor.indexedBefore += 1;
    floor.rows += landed.length;
    await db.exec(`DROP TABLE ${indexed}; DROP TABLE ${bare}`);
  }
  floor.rowsPerSecond = floor.rows / (floor.ms / 1000);
  return floor;
}
