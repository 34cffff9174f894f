/**
 * The ETL's floor: the rows a full load landed, written again with COPY into tables like the landed ones
 * (their keys and indexes included) in the same database — the fastest the warehouse can take those rows.
 */
import type { Database } from '../../server/db/database.ts';
import { copyTextOfColumns, type CopyValue } from '../../server/db/copyText.ts';
import { quoteIdent } from '../../server/db/identifiers.ts';

export interface CopyFloor {
  rows: number;
  ms: number;
  rowsPerSecond: number;
}

function copyValue(value: unknown): CopyValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Times building the COPY text and the COPY itself, table by table; reading the rows back is not counted. */
export async function measureCopyFloor(
  db: Database,
  schema: string,
  tables: readonly string[],
): Promise<CopyFloor> {
  let rows = 0;
  let ms = 0;
  for (const table of tables) {
    const source = `${quoteIdent(schema)}.${quoteIdent(table)}`;
    const copy = `${quoteIdent(schema)}.${quoteIdent(`bench_copy_${table}`)}`;
    await db.exec(`DROP TABLE IF EXISTS ${copy}; CREATE TABLE ${copy} (LIKE ${source} INCLUDING ALL)`);
    const landed = await db.query<Record<string, unknown>>(`SELECT * FROM ${source}`);
    const names = Object.keys(landed[0] ?? {});
    const started = performance.now();
    const columns = names.map((name) => landed.map((row) => copyValue(row[name])));
    await db.copyFrom(copy, names.map(quoteIdent), copyTextOfColumns(columns, landed.length));
    ms += performance.now() - started;
    rows += landed.length;
    await db.exec(`DROP TABLE ${copy}`);
  }
  return { rows, ms, rowsPerSecond: rows / (ms / 1000) };
}
