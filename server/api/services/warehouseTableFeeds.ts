/**
 * /api/warehouseTableFeeds: per warehouse table of the instance, its row count and its feeding connections, counted
 * in the warehouse itself so every screen shows the same figures. A table an import lands carries connection_id on
 * each row (rows and newest landed_at per connection). A business table the source system's model builds has none:
 * its feeds are those of the source table it is built from first (server/model: sales_order_lines from
 * cin7_sales_order_lines), as each connection landed it there. A directly seeded table has neither, so its rows are
 * credited to the connection the catalogue records as feeding it (app.dw_tables.seeded_by_connection_id).
 */
import type { z } from 'zod';
import type { warehouseTableFeedsResponseSchema } from '@wharf/contract';
import type { Queryable } from '../../db/database.ts';
import { assertSafeSchemaName, quoteIdent } from '../../db/identifiers.ts';
import { modelFor } from '../../model/index.ts';
import { notFound } from '../errors.ts';

type Answer = z.input<typeof warehouseTableFeedsResponseSchema>;
type TableAnswer = Answer['tables'][number];

interface CatalogueRow {
  id: number;
  table_name: string;
  schema: string;
  has_connection: boolean;
  has_landed_at: boolean;
  seeded_by: number | null;
  seeded_by_name: string | null;
  business_seeded: boolean;
}

interface CountRow {
  connection_id: number | null;
  rows: number | string;
  last_landed: Date | null;
}

async function catalogue(db: Queryable, instanceId: number, dwTableId?: number): Promise<CatalogueRow[]> {
  return db.query<CatalogueRow>(
    `SELECT t.id, t.table_name, i.schema,
            EXISTS (SELECT 1 FROM app.dw_columns c WHERE c.table_id = t.id AND c.column_name = 'connection_id')
              AS has_connection,
            EXISTS (SELECT 1 FROM app.dw_columns c WHERE c.table_id = t.id AND c.column_name = 'landed_at')
              AS has_landed_at,
            s.id AS seeded_by, s.name AS seeded_by_name, i.business_tables_seeded AS business_seeded
     FROM app.dw_tables t
     JOIN app.instances i ON i.id = t.instance_id
     LEFT JOIN app.instance_connections s ON s.id = t.seeded_by_connection_id AND s.instance_id = t.instance_id
     WHERE t.instance_id = $1 AND ($2::bigint IS NULL OR t.id = $2::bigint)
     ORDER BY t.table_name`,
    [instanceId, dwTableId ?? null],
  );
}

/** Rows per connection (one row with connection_id NULL for a table without the column). */
async function countRows(db: Queryable, table: CatalogueRow): Promise<CountRow[]> {
  assertSafeSchemaName(table.schema);
  const target = `${quoteIdent(table.schema)}.${quoteIdent(table.table_name)}`;
  const connection = table.has_connection ? 'connection_id' : 'NULL::bigint';
  const landed = table.has_landed_at ? 'max(landed_at)' : 'NULL::timestamptz';
  return db.query<CountRow>(
    `SELECT ${connection} AS connection_id, count(*) AS rows, ${landed} AS last_landed FROM ${target}
     ${table.has_connection ? 'GROUP BY connection_id' : ''}`,
    [],
  );
}

/** The source table each business table is built from first, by the models of the instance's source systems. */
async function builtFrom(db: Queryable, instanceId: number): Promise<Map<string, string>> {
  const systems = await db.query<{ code: string }>(
    `SELECT DISTINCT s.code FROM app.instance_connections c JOIN app.source_systems s ON s.id = c.source_system_id
     WHERE c.instance_id = $1`,
    [instanceId],
  );
  const primary = new Map<string, string>();
  for (const { code } of systems) {
    for (const build of modelFor(code)?.builds ?? []) {
      const [first] = build.sources;
      if (first !== undefined && !primary.has(build.table)) primary.set(build.table, first);
    }
  }
  return primary;
}

/** The catalogue row to count a table's feeds in: a model-built business table's first source, else itself. */
function feedsTable(
  table: CatalogueRow,
  all: CatalogueRow[],
  primary: Map<string, string>,
): CatalogueRow | null {
  if (table.has_connection || table.business_seeded) return null;
  const source = all.find((candidate) => candidate.table_name === primary.get(table.table_name));
  return source?.has_connection ? source : null;
}

async function connectionNames(db: Queryable, instanceId: number): Promise<Map<number, string>> {
  const rows = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM app.instance_connections WHERE instance_id = $1',
    [instanceId],
  );
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}

function tableAnswer(table: CatalogueRow, counts: CountRow[], names: Map<number, string>): TableAnswer {
  const rows = counts.reduce((sum, count) => sum + Number(count.rows), 0);
  const lastLanded = (count: CountRow | undefined) => count?.last_landed?.toISOString() ?? null;
  if (!table.has_connection) {
    const feeds =
      table.seeded_by !== null && table.seeded_by_name !== null
        ? [
            {
              connectionId: Number(table.seeded_by),
              connectionName: table.seeded_by_name,
              rows,
              lastLanded: lastLanded(counts[0]),
            },
          ]
        : [];
    return { dwTableId: Number(table.id), tableName: table.table_name, rows, feeds };
  }
  const feeds = counts.flatMap((count) => {
    const connectionId = count.connection_id === null ? null : Number(count.connection_id);
    if (connectionId === null) return [];
    return [
      {
        connectionId,
        // A connection of another instance never lands here; a deleted row keeps its id in the answer.
        connectionName: names.get(connectionId) ?? `Connection ${connectionId}`,
        rows: Number(count.rows),
        lastLanded: lastLanded(count),
      },
    ];
  });
  return { dwTableId: Number(table.id), tableName: table.table_name, rows, feeds };
}

export async function warehouseTableFeeds(
  db: Queryable,
  instanceId: number,
  dwTableId?: number,
): Promise<Answer> {
  const tables = await catalogue(db, instanceId, dwTableId);
  if (dwTableId !== undefined && tables.length === 0) {
    throw notFound(`dwTableId: This instance has no warehouse table ${dwTableId}.`);
  }
  const all = dwTableId === undefined ? tables : await catalogue(db, instanceId);
  const primary = await builtFrom(db, instanceId);
  const names = await connectionNames(db, instanceId);
  const answers: TableAnswer[] = [];
  // One table after another: the counts share the caller's connection to the database.
  for (const table of tables) {
    const answer = tableAnswer(table, await countRows(db, table), names);
    const source = feedsTable(table, all, primary);
    const feeds = source ? tableAnswer(source, await countRows(db, source), names).feeds : answer.feeds;
    answers.push({ ...answer, feeds });
  }
  return { instanceId, tables: answers };
}
