/**
 * Most scheduled runs of an entity find nothing new: the listing from `>=` the watermark answers only the records
 * sharing its second, already landed as they are. Such a run should cost the call and one query, not staging tables
 * made, filled and dropped. The first pages are read into memory (at most READ_AHEAD_RECORDS); when the listing ends
 * there and the warehouse already holds every record exactly as listed, the entity is left as it is.
 */
import type { Queryable } from '../../db/database.ts';
import { quoteIdent } from '../../db/identifiers.ts';
import {
  CONNECTION_COLUMN,
  LANDED_AT_COLUMN,
  toColumnValue,
  type LandedTable,
  type SourceRecord,
} from '../connectors/landedTables.ts';
import { landedName } from './stage.ts';

/** At most this many records are held in memory before staging starts (a few pages of 250). */
export const READ_AHEAD_RECORDS = 1000;

/** The first pages of a listing, and whether it ended with them. */
export interface ReadAhead {
  pages: SourceRecord[][];
  done: boolean;
}

/** Reads pages until the listing ends or `limit` records are held (none: 0). */
export async function readAhead(
  pages: AsyncIterator<SourceRecord[]>,
  limit: number = READ_AHEAD_RECORDS,
): Promise<ReadAhead> {
  const read: SourceRecord[][] = [];
  let held = 0;
  while (held < limit) {
    const next = await pages.next();
    if (next.done) return { pages: read, done: true };
    read.push(next.value);
    held += next.value.length;
  }
  return { pages: read, done: false };
}

/** The pages read ahead, then the rest of the listing. */
export async function* replay(
  ahead: ReadAhead,
  pages: AsyncIterator<SourceRecord[]>,
): AsyncGenerator<SourceRecord[]> {
  yield* ahead.pages;
  if (ahead.done) return;
  for (;;) {
    const next = await pages.next();
    if (next.done) return;
    yield next.value;
  }
}

/**
 * Whether the warehouse already holds every listed record of the parent table exactly as listed (all its columns;
 * lines follow their record, as at the swap). `whole`: the listing is the source's every record (an entity loaded
 * in full), so the connection must also hold no record the listing lacks.
 */
export async function listedAsLanded(
  db: Queryable,
  schema: string,
  connectionId: number,
  tables: readonly LandedTable[],
  records: readonly SourceRecord[],
  whole: boolean,
): Promise<boolean> {
  const parent = tables.find((table) => !table.childOf);
  if (!parent) return false;
  const columns = parent.columns.filter((c) => c.name !== LANDED_AT_COLUMN && c.name !== CONNECTION_COLUMN);
  const rows = records.map((record) =>
    Object.fromEntries(columns.map((c) => [c.name, toColumnValue(c.from(record, null), c.type)])),
  );
  const keys = parent.primaryKey.filter((key) => key !== CONNECTION_COLUMN);
  const listedKeys = new Set(rows.map((row) => JSON.stringify(keys.map((key) => row[key]))));
  const landed = landedName(schema, parent);
  const row = (alias: string) => `ROW(${columns.map((c) => `${alias}.${quoteIdent(c.name)}`).join(', ')})`;
  const match = keys.map((key) => `t.${quoteIdent(key)} = s.${quoteIdent(key)}`).join(' AND ');
  const connection = quoteIdent(CONNECTION_COLUMN);
  // json_populate_recordset reads each value with the landed column's own type, as COPY into staging does.
  const [answer] = await db.query<{ changed: number; held: number | null }>(
    `SELECT (SELECT count(*) FROM json_populate_recordset(NULL::${landed}, $2::json) s
             WHERE NOT EXISTS (SELECT 1 FROM ${landed} t WHERE t.${connection} = $1 AND ${match}
                               AND ${row('s')} IS NOT DISTINCT FROM ${row('t')}))::int AS changed,
            ${whole ? `(SELECT count(*) FROM ${landed} WHERE ${connection} = $1)::int` : 'NULL::int'} AS held`,
    [connectionId, JSON.stringify(rows)],
  );
  if (!answer || answer.changed !== 0) return false;
  return !whole || answer.held === listedKeys.size;
}
