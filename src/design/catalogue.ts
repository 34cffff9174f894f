/**
 * The warehouse catalogue (/api/clientDWSchema) as the designer reads it: a design's columns are references
 * ("column" or "relation.column") that resolve to a catalogue table and column.
 */
import type { z } from 'zod';
import {
  measureKeyOf,
  referencePickerLabel,
  walkReference,
  type clientDWSchemaResponseSchema,
  type DwMeasure,
  type dwColumnSchema,
  type dwTableSchema,
} from '@wharf/contract';

export type DwSchema = z.infer<typeof clientDWSchemaResponseSchema>;
export type DwTable = z.infer<typeof dwTableSchema>;
export type DwColumn = z.infer<typeof dwColumnSchema>;
export type { DwMeasure };

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

/**
 * The catalogue as the contract's reference walks read it (relations name their target by id), with the friendly
 * names its labels use: the one adapter the add-in's readers of the catalogue share (this file, plainWords.ts).
 */
export function catalogueGraph(schema: DwSchema | undefined) {
  return {
    relationOf: (table: DwTable, name: string) =>
      table.relations.find((candidate) => candidate.name === name),
    targetOf: (relation: DwTable['relations'][number]) => findTableById(schema, relation.toTableId),
    columnOf: (table: DwTable, name: string) =>
      table.columns.find((candidate) => candidate.columnName === name),
    relationFriendlyName: (relation: DwTable['relations'][number]) => relation.friendlyName,
    columnFriendlyName: (column: DwColumn) => column.friendlyName,
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
  const walk = walkReference(catalogueGraph(schema), base, ref);
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
    const target = findTableById(schema, relation.toTableId);
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

/** A measure a design over its table may choose ("measure:revenue"): picked like a column, never summarized again. */
export interface MeasureChoice {
  ref: string;
  /** "Revenue". */
  label: string;
  /** What it counts, in plain words. */
  definition: string;
  synonyms: readonly string[];
  measure: DwMeasure;
}

/** The measures of the design's table (only its own: a measure is never reached through a relation). */
export function measureChoices(schema: DwSchema | undefined, tableName: string): MeasureChoice[] {
  return measuresOf(findTable(schema, tableName));
}

/** The same measures for the table with this id (the dataset search's route carries ids). */
export function measureChoicesById(schema: DwSchema | undefined, dwTableId: number): MeasureChoice[] {
  return measuresOf(findTableById(schema, dwTableId));
}

function measuresOf(table: DwTable | undefined): MeasureChoice[] {
  return (table?.measures ?? []).map((measure) => ({
    ref: measure.ref,
    label: measure.friendlyName,
    definition: measure.definition,
    synonyms: measure.synonyms,
    measure,
  }));
}

/** The measure a "measure:<key>" reference names on the table; undefined for a column reference or another key. */
export function findMeasure(
  schema: DwSchema | undefined,
  tableName: string,
  ref: string,
): DwMeasure | undefined {
  const key = measureKeyOf(ref);
  if (key === null) return undefined;
  return findTable(schema, tableName)?.measures.find((measure) => measure.key === key);
}

/** What a column or measure reference is called in the designer: its friendly label, or the reference itself. */
export function labelOf(schema: DwSchema | undefined, tableName: string, ref: string): string {
  return (
    findMeasure(schema, tableName, ref)?.friendlyName ?? resolveRef(schema, tableName, ref)?.label ?? ref
  );
}

/**
 * Case-insensitive match of search text on a choice's label, its reference or (a measure's) synonyms; empty text
 * matches all.
 */
export function matchesSearch(
  choice: { ref: string; label: string; synonyms?: readonly string[] },
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  return (
    needle === '' ||
    choice.label.toLowerCase().includes(needle) ||
    choice.ref.toLowerCase().includes(needle) ||
    (choice.synonyms ?? []).some((synonym) => synonym.toLowerCase().includes(needle))
  );
}
