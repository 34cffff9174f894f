/**
 * /api/warehouseTableFeeds: per warehouse table of the instance, its row count and its feeding connections, counted
 * in the warehouse itself so every screen shows the same figures. A table an import lands carries connection_id on
 * each row (rows and newest landed_at per connection); a seeded table has none, so its rows are credited to the
 * connection the catalogue records as feeding it (app.dw_tables.seeded_by_connection_id).
 */
import type { z } from 'zod';
import type { warehouseTableFeedsResponseSchema } from '@wharf/contract';
import type { Queryable } from '../../db/database.ts';
import { assertSafeSchemaName, quoteIdent } from '../../db/identifiers.ts';
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
            s.id AS seeded_by, s.name AS seeded_by_name
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
  const names = await connectionNames(db, instanceId);
  const answers: TableAnswer[] = [];
  // One table after another: the counts share the caller's connection to the database.
  for (const table of tables) answers.push(tableAnswer(table, await countRows(db, table), names));
  return { instanceId, tables: answers };
}
