/**
 * The warehouse catalogue as the query compiler sees it: plain data, so the compiler is a pure function and its
 * tests need no database. loadCatalogue (load.ts) reads it from app.dw_*; catalogueFromDefinitions builds the
 * same shape from table declarations (server/model/businessTables.ts) for tests and tools.
 */
import type { DwLayer } from '@wharf/contract';
import { walkReference, type ReferenceWalk } from '@wharf/contract/references.ts';
import type { DwDataType, DwRole, DwTableDefinition } from '../../../warehouse/tables.ts';

export interface CatalogueColumn {
  id: number;
  name: string;
  friendlyName: string;
  dataType: DwDataType;
  role: DwRole;
  ordinal: number;
  searchable: boolean;
}

export interface CatalogueRelation {
  name: string;
  friendlyName: string;
  toTableId: number;
  toTable: string;
  fromColumn: string;
  toColumn: string;
}

export interface CatalogueTable {
  id: number;
  name: string;
  friendlyName: string;
  description: string | null;
  /** Keeps paged answers stable: the last sort keys of a design without aggregation. */
  primaryKey: readonly string[];
  columns: readonly CatalogueColumn[];
  relations: readonly CatalogueRelation[];
  /** A business table of the model or a source table, and the source system of a source table. */
  layer: DwLayer;
  sourceSystem: string | null;
  /** Rows the table holds now (app.dw_tables.row_count). */
  rowCount: number;
}

/** One instance's warehouse: its schema and the tables in it. */
export interface Catalogue {
  instanceId: number;
  schema: string;
  /** The instance's IANA time zone: relative periods ("last month") follow its calendar. */
  timeZone: string;
  tables: readonly CatalogueTable[];
  /** The roll-ups built and current in the schema (server/model/rollupTables.ts); none when absent. */
  rollups?: readonly CurrentRollup[];
}

/** A roll-up listed as current, and the signature of what its table holds. */
export interface CurrentRollup {
  name: string;
  signature: string;
}

/** The catalogue createWarehouseSchema would write for these definitions (ids numbered from 1). */
export function catalogueFromDefinitions(
  instanceId: number,
  schema: string,
  definitions: readonly DwTableDefinition[],
  timeZone = 'UTC',
): Catalogue {
  let nextColumnId = 1;
  const tableIds = new Map(definitions.map((table, index) => [table.name, index + 1]));
  return {
    instanceId,
    schema,
    timeZone,
    tables: definitions.map((table, index) => ({
      id: index + 1,
      name: table.name,
      friendlyName: table.friendlyName,
      description: table.description,
      primaryKey: table.primaryKey,
      layer: table.layer ?? 'business',
      sourceSystem: table.sourceSystem ?? null,
      rowCount: 0,
      columns: table.columns.map((column, ordinal) => ({
        id: nextColumnId++,
        name: column.name,
        friendlyName: column.friendlyName,
        dataType: column.type,
        role: column.role,
        ordinal: ordinal + 1,
        searchable: column.searchable === true,
      })),
      relations: (table.relations ?? []).map((relation) => ({
        ...relation,
        toTableId: tableIds.get(relation.toTable) ?? 0,
      })),
    })),
  };
}

/**
 * The catalogue as the contract's reference walks read it (relations name their target table), with the friendly
 * names its labels use: the one adapter the server's readers of the catalogue share (the compiler, the AI's
 * explanation).
 */
export function catalogueGraph(catalogue: Catalogue) {
  return {
    relationOf: (table: CatalogueTable, name: string) => table.relations.find((r) => r.name === name),
    targetOf: (relation: CatalogueRelation) => catalogue.tables.find((t) => t.name === relation.toTable),
    columnOf: (table: CatalogueTable, name: string) => table.columns.find((c) => c.name === name),
    relationFriendlyName: (relation: CatalogueRelation) => relation.friendlyName,
    columnFriendlyName: (column: CatalogueColumn) => column.friendlyName,
  };
}

/** Follows a column reference ("order.status") from a table through the catalogue's relations. */
export function walkCatalogue(
  catalogue: Catalogue,
  base: CatalogueTable,
  ref: string,
): ReferenceWalk<CatalogueTable, CatalogueRelation, CatalogueColumn> {
  return walkReference(catalogueGraph(catalogue), base, ref);
}
