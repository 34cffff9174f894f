/**
 * The datasets /dataSetSearch searches, from the warehouse catalogue: a table's columns (its own and one relation
 * away, as the designer offers them) or one column's members. Route ids (docs/tables.md): in columns mode indexId is
 * the warehouse table's id, in members mode the warehouse column's id.
 */
import type { z } from 'zod';
import type { clientDWSchemaResponseSchema, dwColumnSchema, dwTableSchema } from '../../api/contract';

type DwSchema = z.infer<typeof clientDWSchemaResponseSchema>;
type DwTable = z.infer<typeof dwTableSchema>;
type DwColumn = z.infer<typeof dwColumnSchema>;

export interface DatasetColumn {
  ref: string;
  label: string;
  table: DwTable;
  column: DwColumn;
}

export function datasetColumns(schema: DwSchema | undefined, dwTableId: number): DatasetColumn[] {
  const table = schema?.tables.find((candidate) => candidate.id === dwTableId);
  if (!schema || !table) return [];
  const own = table.columns.map((column) => ({
    ref: column.columnName,
    label: column.friendlyName,
    table,
    column,
  }));
  const related = table.relations.flatMap((relation) => {
    const target = schema.tables.find((candidate) => candidate.id === relation.toTableId);
    return (target?.columns ?? []).map((column) => ({
      ref: `${relation.name}.${column.columnName}`,
      label: `${relation.friendlyName} › ${column.friendlyName}`,
      table: target as DwTable,
      column,
    }));
  });
  return [...own, ...related];
}

/** The catalogue column with this id, and its table. */
export function findColumn(
  schema: DwSchema | undefined,
  dwColumnId: number,
): { table: DwTable; column: DwColumn } | undefined {
  for (const table of schema?.tables ?? []) {
    const column = table.columns.find((candidate) => candidate.id === dwColumnId);
    if (column) return { table, column };
  }
  return undefined;
}

/** Case-insensitive match on the label or the reference. */
export function matchesSearch(column: DatasetColumn, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return (
    needle === '' || column.label.toLowerCase().includes(needle) || column.ref.toLowerCase().includes(needle)
  );
}

/** The location state the designer reads back (src/features/tables/design/datasetSearchResult.ts). */
export const DATASET_SEARCH_STATE_KEY = 'datasetSearchResult';
export type DatasetSearchResult =
  | { kind: 'columns'; columns: { ref: string; name: string }[] }
  | { kind: 'members'; column: string; values: string[] };
