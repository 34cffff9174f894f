/**
 * How a connector describes what it lands: tables declared like the warehouse's own (server/warehouse/tables.ts,
 * made by its one DDL generator), each column with the source field it comes from. Every landed table starts with connection_id (one instance may have
 * several connections of one source system, whose ids would collide) and ends with landed_at.
 */
import type { DwColumnDefinition, DwDataType, DwRole, DwTableDefinition } from '../../warehouse/tables.ts';

/** One record as the source answers it (JSON). */
export type SourceRecord = Record<string, unknown>;

export interface LandedColumn extends DwColumnDefinition {
  /** The value of this column for one source record (converted to the column's type by `toColumnValue`). */
  from: (record: SourceRecord, parent: SourceRecord | null) => unknown;
}

export interface LandedTable extends DwTableDefinition {
  columns: readonly LandedColumn[];
  /** A child table (order lines): its rows come from this field of each parent record. */
  childOf?: { field: string; parentKey: string };
}

export function column(
  name: string,
  friendlyName: string,
  type: DwDataType,
  role: DwRole,
  from: LandedColumn['from'],
  options: { notNull?: boolean; searchable?: boolean; defaultAs?: string } = {},
): LandedColumn {
  return { name, friendlyName, type, role, from, ...options };
}

export const CONNECTION_COLUMN = 'connection_id';
export const LANDED_AT_COLUMN = 'landed_at';

/**
 * The first and last columns of every landed table; connection_id is filled by the landing, not the source. A
 * landed table is a source table of the model, named by its source system (sourceSystem).
 */
export function landedTable(
  definition: Omit<LandedTable, 'columns' | 'layer' | 'sourceSystem'> & {
    columns: LandedColumn[];
    sourceSystem: string;
  },
): LandedTable {
  return {
    ...definition,
    primaryKey: [CONNECTION_COLUMN, ...definition.primaryKey],
    columns: [
      column(CONNECTION_COLUMN, 'Connection ID', 'integer', 'dimension', () => null, { notNull: true }),
      ...definition.columns,
      column(LANDED_AT_COLUMN, 'Landed At', 'timestamptz', 'dimension', () => null, {
        notNull: true,
        defaultAs: 'now()',
      }),
    ],
    indexes: definition.indexes,
    layer: 'source',
    // A run reads and replaces one connection's rows at a time.
    indexesLeadWith: [CONNECTION_COLUMN],
  };
}

/** A field of a record by name (the source's JSON), undefined when absent. */
export const field =
  (name: string) =>
  (record: SourceRecord): unknown =>
    record[name];

/** The same field of the parent record (an order line's order id, say). */
export const parentField =
  (name: string) =>
  (_record: SourceRecord, parent: SourceRecord | null): unknown =>
    parent?.[name];

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}/;

/** A source value as the column's type wants it; anything that does not fit is null rather than a failed run. */
export function toColumnValue(value: unknown, type: DwDataType): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object') return type === 'text' ? JSON.stringify(value) : null;
  const scalar = value as string | number | boolean | bigint;
  switch (type) {
    case 'integer': {
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number) ? Math.trunc(number) : null;
    }
    case 'numeric': {
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number) ? Math.round(number * 100) / 100 : null;
    }
    case 'date': {
      const text = String(scalar);
      return DATE_ONLY.test(text) ? text.slice(0, 10) : null;
    }
    case 'timestamptz': {
      const time = Date.parse(String(scalar));
      return Number.isNaN(time) ? null : new Date(time).toISOString();
    }
    case 'text':
      return String(scalar);
  }
}
