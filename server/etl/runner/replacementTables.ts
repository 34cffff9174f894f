/**
 * The second step of a full load: its landed tables built beside the warehouse, to be moved into place at the
 * swap (swap.ts). Keeping a table's key and trigram indexes up to date row by row cost most of a full load; building them once over the
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
import { landedName, staging, stagingName } from './stage.ts';

/**
 * The schema a connection's replacements are built in. Instance schemas never start with an underscore
 * (identifiers.ts), so this cannot be one of theirs; connection ids are unique across instances.
 */
export function replacementSchema(connectionId: number): string {
  return `_etl_next_c${connectionId}`;
}

/** A table's replacement, quoted: where a full load's rows are once built, until the swap moves it in. */
export const replacementName = (connectionId: number, table: LandedTable): string =>
  landedName(replacementSchema(connectionId), table);

/** Whether a statement failed on a duplicate key (SQLSTATE unique_violation), on either backend. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * The key on the replacement; where a record was staged more than once (modified while paging), its last version
 * (ctid order is insertion order) is kept and the others deleted first. Most loads stage each key once and pay
 * for one key build only.
 */
async function addKeyKeepingLast(db: Queryable, next: string, table: LandedTable): Promise<void> {
  const keys = table.primaryKey.map(quoteIdent).join(', ');
  try {
    await db.query(`ALTER TABLE ${next} ADD PRIMARY KEY (${keys})`);
    return;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const match = table.primaryKey.map((key) => `a.${quoteIdent(key)} = b.${quoteIdent(key)}`).join(' AND ');
  await db.query(`DELETE FROM ${next} a USING ${next} b WHERE ${match} AND a.ctid < b.ctid`);
  await db.query(`ALTER TABLE ${next} ADD PRIMARY KEY (${keys})`);
}

/**
 * The columns a replacement is analysed on: those it is keyed, indexed and searched by, which are what joins and
 * lookups read. The planner's statistics of the new rows stay with the replacement when it is moved in: the swap's
 * model rebuild joins these tables (without them a credit note's order was found by a merge over every order of the
 * connection, seconds for 25k orders), member search reads a searched column's estimate, and embedded PGlite runs
 * no autovacuum to gather them later. The other columns (most of them, free text) would cost several times as much.
 */
function statisticsColumns(table: LandedTable): string[] {
  const searched = table.columns.filter((column) => column.searchable).map((column) => column.name);
  const names = [...table.primaryKey, ...(table.indexesLeadWith ?? []), ...table.indexes.flat(), ...searched];
  return [...new Set(names)].map(quoteIdent);
}

/**
 * Builds each table's replacement from its staging table: the staging table itself is moved into the side schema
 * under the landed table's name (its rows are not copied again), then the key and the indexes are built over all
 * rows at once. Outside the swap transaction, so readers and the landed tables are untouched meanwhile.
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
    await db.query(`ALTER TABLE ${staging(schema, connectionId, table)} SET SCHEMA ${quoteIdent(side)}`);
    await db.query(
      `ALTER TABLE ${quoteIdent(side)}.${quoteIdent(stagingName(connectionId, table))} RENAME TO ${quoteIdent(table.name)}`,
    );
    // Named as the landed table's own key (<table>_pkey); the indexes are named as the DDL generator names them.
    await addKeyKeepingLast(db, replacementName(connectionId, table), table);
    await createIndexes(db, side, table);
    await db.query(
      `ANALYZE ${replacementName(connectionId, table)} (${statisticsColumns(table).join(', ')})`,
    );
  }
}

/** The connection's replacement schema and whatever is left in it (moved tables are no longer in it). */
export async function dropReplacements(db: Queryable, connectionId: number): Promise<void> {
  await db.query(`DROP SCHEMA IF EXISTS ${quoteIdent(replacementSchema(connectionId))} CASCADE`);
}
