/**
 * Landing into an instance's warehouse schema without ever leaving it half-written: each run lands an entity's
 * pages into staging tables of its own (committed page by page, so memory stays flat), then swaps them into the
 * landed tables in one transaction — a full load replaces the connection's rows, an incremental one replaces the
 * rows it staged (and every line of a staged order). A run that dies before the swap leaves the landed tables as
 * they were; its staging tables are dropped by the next run.
 */
import { copyTextOfColumns } from '../db/copyText.ts';
import type { Queryable } from '../db/database.ts';
import { assertSafeSchemaName, quoteIdent } from '../db/identifiers.ts';
import { recordCatalogue, searchIndexDdl, trigramSchema } from '../db/warehouse.ts';
import { SQL_TYPES } from '../db/warehouseTables.ts';
import {
  CONNECTION_COLUMN,
  LANDED_AT_COLUMN,
  toColumnValue,
  type LandedTable,
  type SourceRecord,
} from './landedTables.ts';

const target = (schema: string, table: LandedTable) => `${quoteIdent(schema)}.${quoteIdent(table.name)}`;

/** The staging table of one connection's run: in the warehouse schema, but not in the catalogue. */
export function stagingName(connectionId: number, table: LandedTable): string {
  return `etl_stage_c${connectionId}_${table.name}`;
}
const staging = (schema: string, connectionId: number, table: LandedTable) =>
  `${quoteIdent(schema)}.${quoteIdent(stagingName(connectionId, table))}`;

/** The landed table's columns and key, without its indexes (idempotent). */
export async function createLandedTable(db: Queryable, schema: string, table: LandedTable): Promise<void> {
  const columns = table.columns.map((column) => {
    const parts = [quoteIdent(column.name), SQL_TYPES[column.type]];
    if (column.notNull) parts.push('NOT NULL');
    if (column.name === LANDED_AT_COLUMN) parts.push('DEFAULT now()');
    return parts.join(' ');
  });
  await db.query(
    `CREATE TABLE IF NOT EXISTS ${target(schema, table)} (${[
      ...columns,
      `PRIMARY KEY (${table.primaryKey.map(quoteIdent).join(', ')})`,
    ].join(', ')})`,
  );
}

/**
 * The landed table's lookup and search indexes (idempotent). Their names depend only on the table, so a table built
 * in another schema and moved into the warehouse schema (replacement.ts) arrives with the names these would give.
 */
export async function createLandedIndexes(db: Queryable, schema: string, table: LandedTable): Promise<void> {
  for (const index of table.indexes) {
    await db.query(
      `CREATE INDEX IF NOT EXISTS ${quoteIdent(`${table.name}_${index.join('_')}_idx`)} ON ${target(schema, table)} (${[
        CONNECTION_COLUMN,
        ...index,
      ]
        .map(quoteIdent)
        .join(', ')})`,
    );
  }
  const trgm = await trigramSchema(db);
  for (const statement of searchIndexDdl(schema, table, trgm)) await db.query(statement);
}

/**
 * Creates (idempotently) a landed table, its indexes and its catalogue rows (app.dw_tables, app.dw_columns: friendly
 * names, dimension or measure), the same way server/db/warehouse.ts does for the demo tables.
 */
export async function ensureLandedTable(
  db: Queryable,
  instanceId: number,
  schema: string,
  table: LandedTable,
): Promise<void> {
  assertSafeSchemaName(schema);
  await db.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
  await createLandedTable(db, schema, table);
  await createLandedIndexes(db, schema, table);
  // The landed table's key (connection_id first) goes into the catalogue like the demo tables' keys.
  await recordCatalogue(db, instanceId, table);
}

/** Fresh, empty staging tables for one entity (a leftover of a dead run is dropped first). */
export async function prepareStaging(
  db: Queryable,
  schema: string,
  connectionId: number,
  tables: readonly LandedTable[],
): Promise<void> {
  for (const table of tables) {
    await db.query(`DROP TABLE IF EXISTS ${staging(schema, connectionId, table)}`);
    // No constraints or indexes: staging only collects rows; the landed table's key is kept at the swap.
    await db.query(
      `CREATE TABLE ${staging(schema, connectionId, table)} (LIKE ${target(schema, table)} INCLUDING DEFAULTS)`,
    );
  }
}

export async function dropStaging(
  db: Queryable,
  schema: string,
  connectionId: number,
  tables: readonly LandedTable[],
): Promise<void> {
  for (const table of tables) await db.query(`DROP TABLE IF EXISTS ${staging(schema, connectionId, table)}`);
}

/** The rows one page of records gives each table (lines come from their parent's list field). */
export function rowsOf(
  table: LandedTable,
  records: readonly SourceRecord[],
): { record: SourceRecord; parent: SourceRecord | null }[] {
  if (!table.childOf) return records.map((record) => ({ record, parent: null }));
  const childField = table.childOf.field;
  return records.flatMap((parent) => {
    const children = parent[childField];
    return Array.isArray(children)
      ? children
          .filter((child): child is SourceRecord => !!child && typeof child === 'object')
          .map((record) => ({ record, parent }))
      : [];
  });
}

/**
 * Appends one page to the staging tables: one COPY per table (the rows as COPY text, parsed by the server with the
 * columns' input functions — no statement per page to plan, no parameter arrays). Rows per table.
 */
export async function stagePage(
  db: Queryable,
  schema: string,
  connectionId: number,
  tables: readonly LandedTable[],
  records: readonly SourceRecord[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const rows = rowsOf(table, records);
    counts[table.name] = rows.length;
    if (rows.length === 0) continue;
    const columns = table.columns.filter((c) => c.name !== LANDED_AT_COLUMN);
    const values = columns.map((column) =>
      column.name === CONNECTION_COLUMN
        ? rows.map(() => connectionId)
        : rows.map(({ record, parent }) => toColumnValue(column.from(record, parent), column.type)),
    );
    await db.copyFrom(
      staging(schema, connectionId, table),
      columns.map((c) => quoteIdent(c.name)),
      copyTextOfColumns(values, rows.length),
    );
  }
  return counts;
}

/**
 * Moves the staged rows into the landed tables (call inside one transaction). Full: the connection's rows are
 * replaced. Incremental: rows with a staged key are replaced, and a child table's rows are replaced for every
 * staged parent (an order whose line was removed loses it). A record staged twice (modified while paging) lands
 * once, its last version. Tables in `replaced` already hold the staged rows (replacement.ts moved them in) and are
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
    const into = target(schema, table);
    const from = staging(schema, connectionId, table);
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
  // After every table: a child's swap reads its parent's staged keys.
  for (const table of tables) await tx.query(`DROP TABLE ${staging(schema, connectionId, table)}`);
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await tx.query<{ rows: number }>(
      `SELECT count(*) AS rows FROM ${target(schema, table)} WHERE ${quoteIdent(CONNECTION_COLUMN)} = $1`,
      [connectionId],
    );
    counts[table.name] = row?.rows ?? 0;
  }
  return counts;
}

/**
 * Rows of the connection in the landed table whose key a full load did not stage: what the source no longer has
 * (Cin7 Omni has no feed of deleted records, so a full re-sync is how deletes reach the warehouse). Call in the
 * swap transaction, before swapIn.
 */
export async function countVanished(
  tx: Queryable,
  schema: string,
  connectionId: number,
  table: LandedTable,
): Promise<number> {
  const match = table.primaryKey.map((key) => `s.${quoteIdent(key)} = t.${quoteIdent(key)}`).join(' AND ');
  const [row] = await tx.query<{ vanished: number }>(
    `SELECT count(*)::int AS vanished FROM ${target(schema, table)} t
     WHERE t.${quoteIdent(CONNECTION_COLUMN)} = $1
       AND NOT EXISTS (SELECT 1 FROM ${staging(schema, connectionId, table)} s WHERE ${match})`,
    [connectionId],
  );
  return row?.vanished ?? 0;
}

/** When these tables last had rows swapped in (app.dw_tables.landed_at: the freshness the add-in compares). */
export async function recordLanding(
  tx: Queryable,
  instanceId: number,
  tables: readonly LandedTable[],
): Promise<void> {
  await tx.query(
    'UPDATE app.dw_tables SET landed_at = now() WHERE instance_id = $1 AND table_name = ANY($2)',
    [instanceId, tables.map((table) => table.name)],
  );
}
