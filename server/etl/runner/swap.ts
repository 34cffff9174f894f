/**
 * The last step of landing an entity, inside its one swap transaction: a full load's replacements (replacementTables.ts) are
 * moved into place where they can be, and the staged rows replace the rest — a full load replaces the connection's
 * rows, an incremental one replaces the rows it staged (and every line of a staged order).
 */
import type { Queryable } from '../../db/database.ts';
import { quoteIdent } from '../../db/identifiers.ts';
import { CONNECTION_COLUMN, type LandedTable } from '../connectors/landedTables.ts';
import { replacementName, replacementSchema } from './replacementTables.ts';
import { landedName, staging } from './stage.ts';

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
  const current = landedName(schema, table);
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
    `ALTER TABLE ${landedName(replacementSchema(connectionId), table)} SET SCHEMA ${quoteIdent(schema)}`,
  );
  return true;
}

/**
 * Moves the staged rows into the landed tables (call inside one transaction). Full: the connection's rows are
 * replaced. Incremental: rows with a staged key are replaced, and a child table's rows are replaced for every
 * staged parent (an order whose line was removed loses it). A record staged twice (modified while paging) lands
 * once, its last version. Tables in `replaced` already hold the staged rows (moved in from replacementTables.ts) and are
 * left alone. Answers rows per landed table after the swap.
 */
export async function swapIn(
  tx: Queryable,
  schema: string,
  connectionId: number,
  tables: readonly LandedTable[],
  mode: 'full' | 'incremental',
  replaced: ReadonlySet<string> = new Set(),
): Promise<Record<string, number>> {
  const parent = tables.find((t) => !t.childOf);
  for (const table of tables) {
    if (replaced.has(table.name)) continue;
    const into = landedName(schema, table);
    // A full load's rows were built into its replacement (replacementTables.ts), which stays where it was not moved in.
    const from =
      mode === 'full' ? replacementName(connectionId, table) : staging(schema, connectionId, table);
    if (mode === 'full') {
      await tx.query(`DELETE FROM ${into} WHERE ${quoteIdent(CONNECTION_COLUMN)} = $1`, [connectionId]);
    } else if (table.childOf && parent) {
      const parentKey = quoteIdent(table.childOf.parentKey);
      const parentId = quoteIdent(parent.primaryKey[1] ?? '');
      await tx.query(
        `DELETE FROM ${into} t WHERE t.${quoteIdent(CONNECTION_COLUMN)} = $1
         AND t.${parentKey} IN (SELECT s.${parentId} FROM ${staging(schema, connectionId, parent)} s)`,
        [connectionId],
      );
    } else {
      const match = table.primaryKey
        .map((key) => `t.${quoteIdent(key)} = s.${quoteIdent(key)}`)
        .join(' AND ');
      await tx.query(`DELETE FROM ${into} t USING ${from} s WHERE ${match}`);
    }
    const names = table.columns.map((c) => quoteIdent(c.name)).join(', ');
    const keys = table.primaryKey.map(quoteIdent).join(', ');
    // ctid order is insertion order: the last staged version of a key wins.
    await tx.query(
      `INSERT INTO ${into} (${names})
       SELECT DISTINCT ON (${keys}) ${names} FROM ${from} ORDER BY ${keys}, ctid DESC`,
    );
  }
  // After every table: a child's swap reads its parent's staged keys. A full load's were moved by the build.
  for (const table of tables) await tx.query(`DROP TABLE IF EXISTS ${staging(schema, connectionId, table)}`);
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await tx.query<{ rows: number }>(
      `SELECT count(*) AS rows FROM ${landedName(schema, table)} WHERE ${quoteIdent(CONNECTION_COLUMN)} = $1`,
      [connectionId],
    );
    counts[table.name] = row?.rows ?? 0;
  }
  return counts;
}

/**
 * Rows of the connection in the landed table whose key a full load did not stage: what the source no longer has
 * (Cin7 Omni has no feed of deleted records, so a full re-sync is how deletes reach the warehouse). Call in the
 * swap transaction, after the build (replacementTables.ts) and before the replacement is moved in.
 */
export async function countVanished(
  tx: Queryable,
  schema: string,
  connectionId: number,
  table: LandedTable,
): Promise<number> {
  const match = table.primaryKey.map((key) => `s.${quoteIdent(key)} = t.${quoteIdent(key)}`).join(' AND ');
  const [row] = await tx.query<{ vanished: number }>(
    `SELECT count(*)::int AS vanished FROM ${landedName(schema, table)} t
     WHERE t.${quoteIdent(CONNECTION_COLUMN)} = $1
       AND NOT EXISTS (SELECT 1 FROM ${replacementName(connectionId, table)} s WHERE ${match})`,
    [connectionId],
  );
  return row?.vanished ?? 0;
}
