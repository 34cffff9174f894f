/**
 * A table design (docs/tables.md): a structured query over the warehouse plus how it is presented and where it
 * lands. Stored as JSON (in the workbook in Excel, in the user's library in the browser), so it is parsed with zod
 * whenever it is read back.
 */
import { z } from 'zod';
import {
  AGGREGATE_FUNCTIONS,
  DATE_GRAINS,
  FILTER_OPS,
  QUERY_LIMITS,
  tableQuerySchema,
} from '@wharf/contract';
import { DESIGN_NAME_LIMIT } from '../routes/designHandOver';

export const formulaChangeSchema = z.object({
  /** ISO 8601 time of the change. */
  at: z.string(),
  /** Username of whoever changed it. */
  by: z.string(),
  old: z.string(),
  new: z.string(),
});
export type FormulaChange = z.infer<typeof formulaChangeSchema>;

const designColumnBase = {
  /** Stable within the design: the columnId of /table/formulaHistory/{tableId}/{columnId}. */
  id: z.number().int().positive(),
  /** The header it lands under. */
  name: z.string().min(1).max(255),
  /** An Excel number format code; absent keeps Excel's General. */
  format: z.string().min(1).max(QUERY_LIMITS.maxFormatLength).optional(),
};

export const sourceColumnSchema = z.object({
  ...designColumnBase,
  kind: z.literal('source'),
  /** "column" of the design's table or "relation.column". */
  ref: z.string().min(1),
  /** Summarized: the design then groups by its other source columns (/api/clientQuery `aggregate`). */
  aggregate: z.enum(AGGREGATE_FUNCTIONS).optional(),
  /** A date column answered by period, e.g. month (/api/clientQuery `grain`). */
  grain: z.enum(DATE_GRAINS).optional(),
});
export const calculatedColumnSchema = z.object({
  ...designColumnBase,
  kind: z.literal('calculated'),
  /** An Excel formula, e.g. `=[@Quantity]*[@[Unit Price]]`. */
  formula: z.string().min(2),
  formulaHistory: z.array(formulaChangeSchema).default([]),
});
export const designColumnSchema = z.discriminatedUnion('kind', [sourceColumnSchema, calculatedColumnSchema]);
export type SourceColumn = z.infer<typeof sourceColumnSchema>;
export type CalculatedColumn = z.infer<typeof calculatedColumnSchema>;
export type DesignColumn = z.infer<typeof designColumnSchema>;

export const designFilterSchema = z.object({
  id: z.number().int().positive(),
  column: z.string().min(1),
  op: z.enum(FILTER_OPS),
  values: z.array(z.union([z.string(), z.number()])).default([]),
});
export type DesignFilter = z.infer<typeof designFilterSchema>;

/** /api/clientQuery takes up to 10 sort keys. */
export const MAX_SORT_KEYS = 10;

export const landingTargetSchema = z.object({
  /** The worksheet it lands on; empty for the active sheet. */
  sheet: z.string().max(31),
  /** The Excel table's name (in the browser, the result's name). */
  tableName: z.string().max(255),
});
export type LandingTarget = z.infer<typeof landingTargetSchema>;

export const lastRefreshSchema = z.object({ at: z.string(), rowCount: z.number().int().min(0) });
export type LastRefresh = z.infer<typeof lastRefreshSchema>;

export const tableDesignSchema = z.object({
  /** null until saved; a library item id in the browser, the design's own id in a workbook. */
  id: z.number().int().positive().nullable(),
  name: z.string().max(DESIGN_NAME_LIMIT),
  /** The warehouse table (catalogue tableName); empty until chosen on OVERVIEW. */
  table: z.string().max(63),
  columns: z.array(designColumnSchema),
  filters: z.array(designFilterSchema),
  /** Rows the design yields in all. */
  limit: z.number().int().min(1).max(QUERY_LIMITS.maxRows),
  landing: landingTargetSchema,
  lastRefresh: lastRefreshSchema.nullable(),
  /**
   * The order of the rows, by chosen source columns (a library template's "highest first"); absent: the warehouse's
   * own order. A sort on a column no longer chosen is dropped when the query is built.
   */
  sort: z.array(z.object({ column: z.string().min(1), desc: z.boolean().optional() })).optional(),
  /**
   * The query language's any-of groups, filters on totals and top N within each group, kept as the query states
   * them so a design made from an AI answer or a library item lands as it was asked.
   */
  anyOf: tableQuerySchema.shape.anyOf,
  having: tableQuerySchema.shape.having,
  topPerGroup: tableQuerySchema.shape.topPerGroup,
  /**
   * Calculated measures (key → name and formula over totals) that "calc:<key>" columns answer, the groups a
   * "share:<total>" column's share is taken within, and the period comparison "previous:"/"change:"/"changePct:"
   * columns answer: kept as the query states them.
   */
  calculated: tableQuerySchema.shape.calculated,
  shareWithin: tableQuerySchema.shape.shareWithin,
  compare: tableQuerySchema.shape.compare,
  /** The next id for a column or a filter. */
  nextId: z.number().int().positive(),
});
export type TableDesign = z.infer<typeof tableDesignSchema>;

export const DEFAULT_ROW_LIMIT = 10_000;
/** Rows the live preview shows. */
export const PREVIEW_ROWS = 20;

export function newDesign(): TableDesign {
  return {
    id: null,
    name: '',
    table: '',
    columns: [],
    filters: [],
    limit: DEFAULT_ROW_LIMIT,
    landing: { sheet: '', tableName: '' },
    lastRefresh: null,
    nextId: 1,
  };
}

/** Excel table names: a letter, underscore or backslash first, then letters, digits, underscores and periods. */
const EXCEL_TABLE_NAME = /^[A-Za-z_\\][A-Za-z0-9_.]{0,254}$/;

export function isValidExcelTableName(name: string): boolean {
  // Names that look like cell references (A1, R1C1) are refused by Excel.
  return EXCEL_TABLE_NAME.test(name) && !/^[A-Za-z]{1,3}\d+$/.test(name) && !/^[Rr]\d*[Cc]\d*$/.test(name);
}

/** An Excel table name made from a design's name: "Open orders 2025" → "Open_orders_2025". */
export function tableNameFor(designName: string): string {
  const cleaned = designName
    .trim()
    .replace(/[^A-Za-z0-9_.]+/g, '_')
    .replace(/^_+|_+$/g, '');
  // Nothing nameable left (only spaces or punctuation): "T_" would name nothing a person recognises.
  if (cleaned === '') return 'WharfTable';
  const candidate = /^[A-Za-z_]/.test(cleaned) ? cleaned : `T_${cleaned}`;
  const name = candidate.length > 1 ? candidate.slice(0, 255) : 'WharfTable';
  return isValidExcelTableName(name) ? name : `T_${name}`;
}

/** The landing target with defaults filled: the design's own table name when none was given. */
export function effectiveLanding(design: TableDesign): LandingTarget {
  return {
    sheet: design.landing.sheet.trim(),
    // A blank design name names the table after its source.
    tableName:
      design.landing.tableName.trim() || tableNameFor(design.name.trim() || design.table || 'WharfTable'),
  };
}

/** The route id of a design not saved yet (/table/new, docs/routes.md). */
export const NEW_TABLE_ID = 'new';
