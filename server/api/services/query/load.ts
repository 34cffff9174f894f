/**
 * Reads one instance's catalogue (app.dw_tables, dw_columns, dw_relations) — never another instance's: business
 * tables first, then each source system's tables. Read once per catalogue version (catalogueCache.ts): every design
 * needs it, and reading it cost more than most designs' own SQL.
 */
import type { DwLayer } from '@wharf/contract';
import type { Queryable } from '../../../db/database.ts';
import type { DwDataType, DwRole } from '../../../warehouse/tables.ts';
import { currentRollups } from '../../../model/rollupTables.ts';
import { notFound } from '../../errors.ts';
import type { Catalogue, CatalogueColumn, CatalogueRelation, CatalogueTable } from './catalogue.ts';
import { cachedCatalogue, keepCatalogue, type CatalogueStamp } from './catalogueCache.ts';

interface TableRow {
  table_id: number;
  table_name: string;
  table_friendly_name: string;
  description: string | null;
  primary_key: string[];
  layer: DwLayer;
  source_system: string | null;
  row_count: number | string;
  column_id: number | null;
  column_name: string | null;
  friendly_name: string | null;
  data_type: DwDataType | null;
  role: DwRole | null;
  ordinal: number | null;
  searchable: boolean | null;
}

interface RelationRow {
  from_table_id: number;
  name: string;
  friendly_name: string;
  to_table_id: number;
  to_table: string;
  from_column: string;
  to_column: string;
}

export async function loadCatalogue(db: Queryable, instanceId: number): Promise<Catalogue> {
  const [instance] = await db.query<{
    schema: string;
    time_zone: string;
    catalogue_version: number | string;
  }>('SELECT schema, time_zone, catalogue_version FROM app.instances WHERE id = $1', [instanceId]);
  if (!instance) throw notFound(`Instance ${instanceId} was not found.`);
  const stamp: CatalogueStamp = {
    instanceId,
    schema: instance.schema,
    timeZone: instance.time_zone,
    version: String(instance.catalogue_version),
  };
  const kept = cachedCatalogue(db, stamp);
  if (kept) return kept;
  return keepCatalogue(db, stamp, await readCatalogue(db, instanceId, instance));
}

async function readCatalogue(
  db: Queryable,
  instanceId: number,
  instance: { schema: string; time_zone: string },
): Promise<Catalogue> {
  const rows = await db.query<TableRow>(
    `SELECT t.id AS table_id, t.table_name, t.friendly_name AS table_friendly_name, t.description, t.primary_key,
            t.layer, t.source_system, t.row_count,
            c.id AS column_id, c.column_name, c.friendly_name, c.data_type, c.role, c.ordinal, c.searchable
     FROM app.dw_tables t LEFT JOIN app.dw_columns c ON c.table_id = t.id
     WHERE t.instance_id = $1
     ORDER BY t.layer = 'source', t.source_system, t.friendly_name, t.id, c.ordinal, c.id`,
    [instanceId],
  );
  const relationRows = await db.query<RelationRow>(
    `SELECT r.from_table_id, r.name, r.friendly_name, r.to_table_id, t.table_name AS to_table,
            fc.column_name AS from_column, tc.column_name AS to_column
     FROM app.dw_relations r
     JOIN app.dw_tables f ON f.id = r.from_table_id
     JOIN app.dw_tables t ON t.id = r.to_table_id
     JOIN app.dw_columns fc ON fc.id = r.from_column_id
     JOIN app.dw_columns tc ON tc.id = r.to_column_id
     WHERE f.instance_id = $1 AND t.instance_id = $1 ORDER BY r.from_table_id, r.name`,
    [instanceId],
  );
  const relations = new Map<number, CatalogueRelation[]>();
  for (const row of relationRows) {
    const list = relations.get(row.from_table_id) ?? [];
    list.push({
      name: row.name,
      friendlyName: row.friendly_name,
      toTableId: row.to_table_id,
      toTable: row.to_table,
      fromColumn: row.from_column,
      toColumn: row.to_column,
    });
    relations.set(row.from_table_id, list);
  }
  const tables = new Map<number, CatalogueTable & { columns: CatalogueColumn[] }>();
  for (const row of rows) {
    let table = tables.get(row.table_id);
    if (!table) {
      table = {
        id: row.table_id,
        name: row.table_name,
        friendlyName: row.table_friendly_name,
        description: row.description,
        primaryKey: row.primary_key,
        layer: row.layer,
        sourceSystem: row.source_system,
        // bigint: a string from PostgreSQL.
        rowCount: Number(row.row_count),
        columns: [],
        relations: relations.get(row.table_id) ?? [],
      };
      tables.set(row.table_id, table);
    }
    if (row.column_id !== null && row.column_name !== null && row.data_type && row.role) {
      table.columns.push({
        id: row.column_id,
        name: row.column_name,
        friendlyName: row.friendly_name ?? row.column_name,
        dataType: row.data_type,
        role: row.role,
        ordinal: row.ordinal ?? 0,
        searchable: row.searchable ?? false,
      });
    }
  }
  return {
    instanceId,
    schema: instance.schema,
    timeZone: instance.time_zone,
    tables: [...tables.values()],
    rollups: await currentRollups(db, instance.schema),
  };
}
