/** The instance's warehouse catalogue (app.dw_tables / app.dw_columns): what the table designer may use. */
import type { z } from 'zod';
import type { dwColumnSchema, dwTableSchema } from '../../../src/api/contract.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../errors.ts';

type DwTable = z.infer<typeof dwTableSchema>;
type DwColumn = z.infer<typeof dwColumnSchema>;

interface CatalogueRow {
  table_id: number;
  table_name: string;
  table_friendly_name: string;
  description: string | null;
  column_id: number | null;
  column_name: string | null;
  friendly_name: string | null;
  data_type: DwColumn['dataType'] | null;
  role: DwColumn['role'] | null;
  ordinal: number | null;
  searchable: boolean | null;
}

export async function warehouseCatalogue(db: Queryable, instanceId: number) {
  const [instance] = await db.query<{ schema: string }>('SELECT schema FROM app.instances WHERE id = $1', [
    instanceId,
  ]);
  if (!instance) throw notFound(`Instance ${instanceId} was not found.`);
  const rows = await db.query<CatalogueRow>(
    `SELECT t.id AS table_id, t.table_name, t.friendly_name AS table_friendly_name, t.description,
            c.id AS column_id, c.column_name, c.friendly_name, c.data_type, c.role, c.ordinal, c.searchable
     FROM app.dw_tables t LEFT JOIN app.dw_columns c ON c.table_id = t.id
     WHERE t.instance_id = $1 ORDER BY t.friendly_name, t.id, c.ordinal, c.id`,
    [instanceId],
  );
  const tables = new Map<number, DwTable>();
  for (const row of rows) {
    let table = tables.get(row.table_id);
    if (!table) {
      table = {
        id: row.table_id,
        tableName: row.table_name,
        friendlyName: row.table_friendly_name,
        description: row.description,
        columns: [],
      };
      tables.set(row.table_id, table);
    }
    if (row.column_id !== null && row.column_name !== null && row.data_type && row.role) {
      table.columns.push({
        id: row.column_id,
        columnName: row.column_name,
        friendlyName: row.friendly_name ?? row.column_name,
        dataType: row.data_type,
        role: row.role,
        ordinal: row.ordinal ?? 0,
        searchable: row.searchable ?? false,
      });
    }
  }
  return { instanceId, schema: instance.schema, tables: [...tables.values()] };
}
