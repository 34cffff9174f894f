/**
 * The warehouse catalogue (/api/clientDWSchema) as the designer reads it: a design's columns are references
 * ("column" or "relation.column") that resolve to a catalogue table and column.
 */
import type { z } from 'zod';
import {
  referencePickerLabel,
  walkReference,
  type clientDWSchemaResponseSchema,
  type dwColumnSchema,
  type dwTableSchema,
} from '@wharf/contract';

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

/** The catalogue table with this id (the dataset search's route carries ids). */
export function findTableById(schema: DwSchema | undefined, dwTableId: number): DwTable | undefined {
  return schema?.tables.find((table) => table.id === dwTableId);
}

/** The catalogue column with this id, and its table. */
export function findColumnById(
  schema: DwSchema | undefined,
  dwColumnId: number,
): { table: DwTable; column: DwColumn } | undefined {
  for (const table of schema?.tables ?? []) {
    const column = table.columns.find((candidate) => candidate.id === dwColumnId);
    if (column) return { table, column };
  }
  return undefined;
}

/** The catalogue as the contract's reference walk reads it (relations name their target by id). */
function graphOf(schema: DwSchema | undefined) {
  return {
    relationOf: (table: DwTable, name: string) =>
      table.relations.find((candidate) => candidate.name === name),
    targetOf: (relation: DwTable['relations'][number]) =>
      schema?.tables.find((candidate) => candidate.id === relation.toTableId),
    columnOf: (table: DwTable, name: string) =>
      table.columns.find((candidate) => candidate.columnName === name),
  };
}

/** Resolves "column" or "relation.column" (relations may chain) from a table; undefined when it does not. */
export function resolveRef(
  schema: DwSchema | undefined,
  tableName: string,
  ref: string,
): ColumnChoice | undefined {
  const base = findTable(schema, tableName);
  if (!base) return undefined;
  const walk = walkReference(graphOf(schema), base, ref);
  if (!walk.ok) return undefined;
  const labels = walk.hops.map((hop) => hop.relation.friendlyName);
  return {
    ref,
    label: referencePickerLabel(labels, walk.column.friendlyName),
    table: walk.table,
    column: walk.column,
  };
}

/** The table's columns in catalogue order, then each relation's. */
export function columnChoices(schema: DwSchema | undefined, tableName: string): ColumnChoice[] {
  return choicesOf(schema, findTable(schema, tableName));
}

/** The same choices for the table with this id (the dataset search's route carries ids). */
export function columnChoicesById(schema: DwSchema | undefined, dwTableId: number): ColumnChoice[] {
  return choicesOf(schema, findTableById(schema, dwTableId));
}

function choicesOf(schema: DwSchema | undefined, table: DwTable | undefined): ColumnChoice[] {
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
      label: referencePickerLabel([relation.friendlyName], column.friendlyName),
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

/** Case-insensitive match of search text on a choice's label or its reference; empty text matches all. */
export function matchesSearch(choice: Pick<ColumnChoice, 'ref' | 'label'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return (
    needle === '' || choice.label.toLowerCase().includes(needle) || choice.ref.toLowerCase().includes(needle)
  );
}
