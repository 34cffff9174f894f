/**
 * The second step of a full load: its landed tables built beside the warehouse, to be moved into place at the
 * swap (swap.ts). Keeping a
 * table's key and trigram indexes up to date row by row cost most of a full load; building them once over the
 * loaded rows costs a fraction of it. The replacement lives in a schema of the connection's own run until the swap
 * transaction drops the landed table and moves the replacement into the warehouse schema: readers see the previous
 * rows until that transaction commits, and a run that dies before it leaves the landed tables as they were.
 *
 * Only a landed table that holds no other connection's rows is replaced; otherwise the swap falls back to replacing
 * the connection's rows in place (swap.ts swapIn).
 */
import type { Queryable } from '../../db/database.ts';
import { quoteIdent } from '../../db/identifiers.ts';
import { createIndexes } from '../../warehouse/ddl.ts';
import type { LandedTable } from '../connectors/landedTables.ts';
import { landedName, staging } from './stage.ts';

/**
 * The schema a connection's replacements are built in. Instance schemas never start with an underscore
 * (identifiers.ts), so this cannot be one of theirs; connection ids are unique across instances.
 */
export function replacementSchema(connectionId: number): string {
  return `_etl_next_c${connectionId}`;
}

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
    const next = landedName(side, table);
    const names = table.columns.map((c) => quoteIdent(c.name)).join(', ');
    const keys = table.primaryKey.map(quoteIdent).join(', ');
    await db.query(`CREATE TABLE ${next} (LIKE ${landedName(schema, table)} INCLUDING DEFAULTS)`);
    await db.query(
      `INSERT INTO ${next} (${names})
       SELECT DISTINCT ON (${keys}) ${names}
       FROM ${staging(schema, connectionId, table)}
       ORDER BY ${keys}, ctid DESC`,
    );
    // Named as the landed table's own key (<table>_pkey); the indexes are named as the DDL generator names them.
    await db.query(`ALTER TABLE ${next} ADD PRIMARY KEY (${keys})`);
    await createIndexes(db, side, table);
  }
}

/** The connection's replacement schema and whatever is left in it (moved tables are no longer in it). */
export async function dropReplacements(db: Queryable, connectionId: number): Promise<void> {
  await db.query(`DROP SCHEMA IF EXISTS ${quoteIdent(replacementSchema(connectionId))} CASCADE`);
}
