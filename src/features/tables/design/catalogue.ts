/**
 * The warehouse catalogue (/api/clientDWSchema) as the designer reads it: a design's columns are references
 * ("column" or "relation.column") that resolve to a catalogue table and column.
 */
import type { z } from 'zod';
import type { clientDWSchemaResponseSchema, dwColumnSchema, dwTableSchema } from '../../../api/contract';

export type DwSchema = z.infer<typeof clientDWSchemaResponseSchema>;
export type DwTable = z.infer<typeof dwTableSchema>;
export type DwColumn = z.infer<typeof dwColumnSchema>;

/** A column a design over one table may choose: its own, or one relation away. */
export interface ColumnChoice {
  ref: string;
  /** "Order Date", or "Product › Category" through a relation. */
  label: string;
  table: DwTable;
  column: DwColumn;
}

export function findTable(schema: DwSchema | undefined, tableName: string): DwTable | undefined {
  return schema?.tables.find((table) => table.tableName === tableName);
}

/** Resolves "column" or "relation.column" (relations may chain) from a table; undefined when it does not. */
export function resolveRef(
  schema: DwSchema | undefined,
  tableName: string,
  ref: string,
): ColumnChoice | undefined {
  const parts = ref.split('.');
  const columnName = parts.pop();
  let table = findTable(schema, tableName);
  const labels: string[] = [];
  for (const relationName of parts) {
    const relation = table?.relations.find((candidate) => candidate.name === relationName);
    if (!relation) return undefined;
    labels.push(relation.friendlyName);
    table = schema?.tables.find((candidate) => candidate.id === relation.toTableId);
  }
  const column = table?.columns.find((candidate) => candidate.columnName === columnName);
  if (!table || !column) return undefined;
  return { ref, label: [...labels, column.friendlyName].join(' › '), table, column };
}

/** The table's columns in catalogue order, then each relation's. */
export function columnChoices(schema: DwSchema | undefined, tableName: string): ColumnChoice[] {
  const table = findTable(schema, tableName);
  if (!schema || !table) return [];
  const byOrdinal = (a: DwColumn, b: DwColumn) => a.ordinal - b.ordinal;
  const own = [...table.columns]
    .sort(byOrdinal)
    .map((column) => ({ ref: column.columnName, label: column.friendlyName, table, column }));
  const related = table.relations.flatMap((relation) => {
    const target = schema.tables.find((candidate) => candidate.id === relation.toTableId);
    if (!target) return [];
    return [...target.columns].sort(byOrdinal).map((column) => ({
      ref: `${relation.name}.${column.columnName}`,
      label: `${relation.friendlyName} › ${column.friendlyName}`,
      table: target,
      column,
    }));
  });
  return [...own, ...related];
}

/** What a column reference is called in the designer: its friendly label, or the reference itself. */
export function labelOf(schema: DwSchema | undefined, tableName: string, ref: string): string {
  return resolveRef(schema, tableName, ref)?.label ?? ref;
}
