/**
 * How a warehouse table is declared. One declaration drives the DDL (ddl.ts) and the catalogue rows
 * (catalogue.ts: app.dw_tables, app.dw_columns, app.dw_relations), so the two cannot drift apart — for the demo
 * world's model tables and for every table an import lands alike.
 */
import type { DwLayer } from '@wharf/contract';

export type DwDataType = 'text' | 'integer' | 'numeric' | 'date' | 'timestamptz';
export type DwRole = 'dimension' | 'measure';

export interface DwColumnDefinition {
  name: string;
  friendlyName: string;
  type: DwDataType;
  role: DwRole;
  notNull?: boolean;
  /** A stored generated column: its SQL expression over other columns of the row. */
  generatedAs?: string;
  /** The column's default, as an SQL expression (`now()`). */
  defaultAs?: string;
  /** Indexed for the member search (/api/searchMemberList). */
  searchable?: boolean;
}

/** A many-to-one link to another landed table: designs use its columns as "<name>.<column>". */
export interface DwRelationDefinition {
  name: string;
  friendlyName: string;
  toTable: string;
  fromColumn: string;
  /** A key of toTable, so each row has at most one related row. */
  toColumn: string;
}

export interface DwTableDefinition {
  name: string;
  friendlyName: string;
  description: string;
  primaryKey: readonly string[];
  columns: readonly DwColumnDefinition[];
  /** Plain btree indexes on join keys and dates (named after these columns). */
  indexes: readonly (readonly string[])[];
  /**
   * Columns every plain index starts with, left out of its name: a landed table's lookups are always within one
   * connection (connection_id).
   */
  indexesLeadWith?: readonly string[];
  relations?: readonly DwRelationDefinition[];
  /** A business table of the model (the default) or a source table as a connector lands it. */
  layer?: DwLayer;
  /** The source system a source table comes from, by its display name ("Cin7 Omni"). */
  sourceSystem?: string;
}

/** numeric is money or quantity-with-cents everywhere in the warehouse. */
export const SQL_TYPES: Readonly<Record<DwDataType, string>> = {
  text: 'text',
  integer: 'integer',
  numeric: 'numeric(14,2)',
  date: 'date',
  timestamptz: 'timestamptz',
};
