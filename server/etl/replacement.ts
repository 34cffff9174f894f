/**
 * A full load's landed tables built beside the warehouse and moved into place at the swap (issue 20). Keeping a
 * table's key and trigram indexes up to date row by row cost most of a full load; building them once over the
 * loaded rows costs a fraction of it. The replacement lives in a schema of the connection's own run until the swap
 * transaction drops the landed table and moves the replacement into the warehouse schema: readers see the previous
 * rows until that transaction commits, and a run that dies before it leaves the landed tables as they were.
 *
 * Only a landed table that holds no other connection's rows is replaced; otherwise the swap falls back to replacing
 * the connection's rows in place (landing.ts swapIn).
 */
import type { Queryable } from '../db/database.ts';
import { quoteIdent } from '../db/identifiers.ts';
import { CONNECTION_COLUMN, type LandedTable } from './landedTables.ts';
import { createLandedIndexes, stagingName } from './landing.ts';

/**
 * The schema a connection's replacements are built in. Instance schemas never start with an underscore
 * (identifiers.ts), so this cannot be one of theirs; connection ids are unique across instances.
 */
export function replacementSchema(connectionId: number): string {
  return `_etl_next_c${connectionId}`;
}

const landed = (schema: string, table: LandedTable) => `${quoteIdent(schema)}.${quoteIdent(table.name)}`;

/**
 * Builds each table's replacement from its staging table: the last staged version of each key (ctid order is
 * insertion order), then the key and the indexes over all rows at once. Outside the swap transaction, so readers
 * and the landed tables are untouched meanwhile.
 */
export async function buildReplacements(
  db: Queryable,
  schema: string,
  connectionId: number,
  tables: readonly LandedTable[],
): Promise<void> {
  const side = replacementSchema(connectionId);
  await dropReplacements(db, connectionId);
  await db.query(`CREATE SCHEMA ${quoteIdent(side)}`);
  for (const table of tables) {
    const next = landed(side, table);
    const names = table.columns.map((c) => quoteIdent(c.name)).join(', ');
    const keys = table.primaryKey.map(quoteIdent).join(', ');
    await db.query(`CREATE TABLE ${next} (LIKE ${landed(schema, table)} INCLUDING DEFAULTS)`);
    await db.query(
      `INSERT INTO ${next} (${names})
       SELECT DISTINCT ON (${keys}) ${names}
       FROM ${quoteIdent(schema)}.${quoteIdent(stagingName(connectionId, table))}
       ORDER BY ${keys}, ctid DESC`,
    );
    // Named as the landed table's own key (<table>_pkey), like its indexes (createLandedIndexes).
    await db.query(`ALTER TABLE ${next} ADD PRIMARY KEY (${keys})`);
    await createLandedIndexes(db, side, table);
  }
}

/**
 * In the swap transaction: the landed table is dropped and its replacement moved into its place, unless the table
 * holds rows of another connection (answers false then, and changes nothing). Writers wait from here to the commit;
 * readers keep reading the previous rows until the drop.
 */
export async function moveReplacementIn(
  tx: Queryable,
  schema: string,
  connectionId: number,
  table: LandedTable,
): Promise<boolean> {
  const current = landed(schema, table);
  await tx.query(`LOCK TABLE ${current} IN SHARE ROW EXCLUSIVE MODE`);
  const connection = quoteIdent(CONNECTION_COLUMN);
  // Two range probes the key (connection_id first) answers, instead of a scan for connection_id <> $1.
  const [others] = await tx.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ${current} WHERE ${connection} < $1)
         OR EXISTS (SELECT 1 FROM ${current} WHERE ${connection} > $1) AS found`,
    [connectionId],
  );
  if (others?.found !== false) return false;
  await tx.query(`DROP TABLE ${current}`);
  await tx.query(
    `ALTER TABLE ${landed(replacementSchema(connectionId), table)} SET SCHEMA ${quoteIdent(schema)}`,
  );
  return true;
}

/** The connection's replacement schema and whatever is left in it (moved tables are no longer in it). */
export async function dropReplacements(db: Queryable, connectionId: number): Promise<void> {
  await db.query(`DROP SCHEMA IF EXISTS ${quoteIdent(replacementSchema(connectionId))} CASCADE`);
}
