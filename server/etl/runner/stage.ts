/**
 * The first step of landing an entity: its pages go into staging tables of the run's own (committed page by page,
 * so memory stays flat), never into the landed tables. replacementTables.ts and swap.ts take it from there; a run that dies
 * before the swap leaves the landed tables as they were, and its staging tables are dropped by the next run.
 */
import { copyTextOfColumns } from '../../db/copyText.ts';
import type { Queryable } from '../../db/database.ts';
import { quoteIdent } from '../../db/identifiers.ts';
import {
  CONNECTION_COLUMN,
  LANDED_AT_COLUMN,
  toColumnValue,
  type LandedTable,
  type SourceRecord,
} from '../connectors/landedTables.ts';

/** A table of an instance's warehouse schema, quoted. */
export const landedName = (schema: string, table: LandedTable) =>
  `${quoteIdent(schema)}.${quoteIdent(table.name)}`;

/** The staging table of one connection's run: in the warehouse schema, but not in the catalogue. */
export function stagingName(connectionId: number, table: LandedTable): string {
  return `etl_stage_c${connectionId}_${table.name}`;
}

/** The staging table, quoted. */
export const staging = (schema: string, connectionId: number, table: LandedTable) =>
  `${quoteIdent(schema)}.${quoteIdent(stagingName(connectionId, table))}`;

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
      `CREATE TABLE ${staging(schema, connectionId, table)} (LIKE ${landedName(schema, table)} INCLUDING DEFAULTS)`,
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
 * After an incremental listing from `>=` the watermark: drops the staged records the warehouse already holds as they
 * are (the ones sharing the watermark's second, read again on purpose), and the lines of those records. Answers the
 * records left, each counted once however often it was listed.
 */
export async function dropAlreadyLanded(
  db: Queryable,
  schema: string,
  connectionId: number,
  tables: readonly LandedTable[],
): Promise<number> {
  const parent = tables.find((table) => !table.childOf);
  if (!parent) return 0;
  const from = staging(schema, connectionId, parent);
  const columns = parent.columns.filter((c) => c.name !== LANDED_AT_COLUMN && c.name !== CONNECTION_COLUMN);
  const row = (alias: string) => `ROW(${columns.map((c) => `${alias}.${quoteIdent(c.name)}`).join(', ')})`;
  const keys = parent.primaryKey.filter((key) => key !== CONNECTION_COLUMN);
  const match = keys.map((key) => `t.${quoteIdent(key)} = s.${quoteIdent(key)}`).join(' AND ');
  await db.query(
    `DELETE FROM ${from} s USING ${landedName(schema, parent)} t
     WHERE t.${quoteIdent(CONNECTION_COLUMN)} = $1 AND ${match} AND ${row('s')} IS NOT DISTINCT FROM ${row('t')}`,
    [connectionId],
  );
  const parentId = quoteIdent(parent.primaryKey[1] ?? '');
  for (const table of tables) {
    if (!table.childOf) continue;
    await db.query(
      `DELETE FROM ${staging(schema, connectionId, table)} c
       WHERE NOT EXISTS (SELECT 1 FROM ${from} s WHERE s.${parentId} = c.${quoteIdent(table.childOf.parentKey)})`,
    );
  }
  const [left] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT DISTINCT ${keys.map(quoteIdent).join(', ')} FROM ${from}) d`,
  );
  return left?.n ?? 0;
}

/** Rows in each staging table of the entity. */
export async function stagedRows(
  db: Queryable,
  schema: string,
  connectionId: number,
  tables: readonly LandedTable[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${staging(schema, connectionId, table)}`,
    );
    counts[table.name] = row?.n ?? 0;
  }
  return counts;
}
