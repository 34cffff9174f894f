/** /api/clientDWSchema, /api/clientQuery and /api/searchMemberList (docs/api.md describes the language). */
import { z } from 'zod';
import { API_PATHS } from './paths.ts';
import { emptyPayload, id } from './common.ts';
import { parsePeriodValues } from './periods.ts';
import { havingFilterSchema, topPerGroupSchema, TOTALS_LIMITS } from './totals.ts';
import {
  calculatedKeySchema,
  calculatedSchema,
  COMPARE_AGAINST,
  COMPARE_SPANS,
  compareSchema,
} from './derived.ts';
import { partialGroupSchema } from './partialGroups.ts';
import { FORMULA_LIMITS } from './formula.ts';

export const DW_DATA_TYPES = ['text', 'integer', 'numeric', 'date', 'timestamptz'] as const;
export const DW_ROLES = ['dimension', 'measure'] as const;
const dataType = z.enum(DW_DATA_TYPES);
const role = z.enum(DW_ROLES);

/** The instance's warehouse catalogue: the tables and columns the designer may use, with their friendly names. */
export const dwColumnSchema = z.object({
  id,
  columnName: z.string(),
  friendlyName: z.string(),
  dataType,
  role,
  ordinal: z.number().int(),
  /** Whether /api/searchMemberList can search its values. */
  searchable: z.boolean(),
});
/**
 * A many-to-one link from a table to another (sales_order_lines.product_id → products.product_id, named "product"):
 * a design over the table may use the other table's columns as "product.category" (docs/api.md).
 */
export const dwRelationSchema = z.object({
  name: z.string(),
  friendlyName: z.string(),
  toTableId: id,
  toTable: z.string(),
  fromColumn: z.string(),
  toColumn: z.string(),
});
/**
 * The model's layers (docs/model.md): business tables (Sales Orders, Customers…) are built from the source tables a
 * connector lands (cin7_*), which stay available, grouped apart and named as such.
 */
export const DW_LAYERS = ['business', 'source'] as const;
export type DwLayer = (typeof DW_LAYERS)[number];

/** A measure's column reference: "measure:<key>" ("measure:revenue"), on the measure's own table only. */
export const MEASURE_REF_PREFIX = 'measure:';
export const measureRef = (key: string): string => `${MEASURE_REF_PREFIX}${key}`;
/** The measure key of a reference, or null for a column reference. */
export function measureKeyOf(ref: string): string | null {
  return ref.startsWith(MEASURE_REF_PREFIX) ? ref.slice(MEASURE_REF_PREFIX.length) : null;
}

/**
 * A measure of the model (Revenue, Gross margin %…): one definition, written once on the server, that designs,
 * templates and the AI view use by reference. Picking one makes a design summarize by its other columns.
 */
export const dwMeasureSchema = z.object({
  key: z.string(),
  /** "measure:revenue": what a design's columns, sort and formats name it by. */
  ref: z.string(),
  friendlyName: z.string(),
  /** The definition in plain words: which rows count, which column, tax included or not. */
  definition: z.string(),
  dataType,
  /** Its Excel number format ("#,##0.00", "0.0%"). */
  format: z.string(),
  /** Words people ask for it by ("sales", "turnover"), for search and the AI view. */
  synonyms: z.array(z.string()).default([]),
  /** One of the company's primary measures (Revenue, Orders, Units sold…): "Try asking" starts from these. */
  primary: z.boolean().optional(),
});
export type DwMeasure = z.infer<typeof dwMeasureSchema>;

export const dwTableSchema = z.object({
  id,
  tableName: z.string(),
  friendlyName: z.string(),
  description: z.string().nullable(),
  columns: z.array(dwColumnSchema),
  relations: z.array(dwRelationSchema),
  /** Business table of the model, or a source table as its connector lands it. */
  layer: z.enum(DW_LAYERS).default('business'),
  /** The source system a source table comes from ("Cin7 Omni"); null for business tables. */
  sourceSystem: z.string().nullable().default(null),
  /** Rows the table holds now: a table without rows is not offered for new designs. */
  rowCount: z.number().int().min(0).default(0),
  measures: z.array(dwMeasureSchema).default([]),
});
export const clientDWSchemaResponseSchema = z.object({
  instanceId: id,
  schema: z.string(),
  tables: z.array(dwTableSchema),
});

/** Limits of the query language, shared by the contract, the compiler and the SPA. */
export const QUERY_LIMITS = {
  /** Rows one design may yield in all (its `limit`): a full Excel sheet, 1,048,576 rows less the header. */
  maxRows: 1_048_575,
  /**
   * Rows a query without a `limit` yields. Lower than maxRows on purpose: a million rows take minutes to land, so a
   * design gets them only by asking for them.
   */
  defaultRows: 100_000,
  /**
   * Rows one answer carries (`pageSize`); the client pages through the rest with `nextCursor`. Each page costs a
   * fixed part (its plan, the joined tables' hashes, a round trip, the catalogue check): 25,000 a page keep that
   * under a fifth of a 100k walk on PostgreSQL, where 10,000 made it half again the rows' own time (docs/scale.md).
   */
  maxPageSize: 25_000,
  /** Characters of a paging cursor (`after`): the last row's sort values, so room for ten long texts. */
  maxCursorLength: 16_384,
  /** Length of an Excel number format (Excel's own limit). */
  maxFormatLength: 255,
  /** A column reference: up to 3 relation hops and a column, each ≤ 63 characters. */
  maxRefLength: 255,
  maxInValues: 1_000,
} as const;

export const FILTER_OPS = [
  'eq',
  'neq',
  'in',
  'notIn',
  'contains',
  'startsWith',
  'between',
  'gt',
  'gte',
  'lt',
  'lte',
  'isNull',
  'notNull',
  'inPeriod',
  'beforePeriod',
] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

/** How many values each operator takes: [min, max]. */
export const FILTER_ARITY: Readonly<Record<FilterOp, readonly [number, number]>> = {
  eq: [1, 1],
  neq: [1, 1],
  in: [1, QUERY_LIMITS.maxInValues],
  notIn: [1, QUERY_LIMITS.maxInValues],
  contains: [1, 1],
  startsWith: [1, 1],
  between: [2, 2],
  gt: [1, 1],
  gte: [1, 1],
  lt: [1, 1],
  lte: [1, 1],
  isNull: [0, 0],
  notNull: [0, 0],
  /** A relative period (periods.ts): its name, the N of "last N days", then "yearEarlier" if it is one. */
  inPeriod: [1, 3],
  /** The same values: the rows dated before the period starts, blanks kept (a product never sold has no date). */
  beforePeriod: [1, 3],
};

export const AGGREGATE_FUNCTIONS = ['sum', 'avg', 'min', 'max', 'count', 'countDistinct'] as const;
export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];

/** A summarized result column's name is "<label> <column>" in Excel's PivotTable wording ("Sum of Total"). */
export const AGGREGATE_LABEL: Readonly<Record<AggregateFunction, string>> = {
  sum: 'Sum of',
  avg: 'Average of',
  min: 'Min of',
  max: 'Max of',
  count: 'Count of',
  countDistinct: 'Distinct Count of',
};

/** A filter in plain words: "<column> <words> <values>" ("Total is more than 100"). */
export const FILTER_WORDS: Readonly<Record<FilterOp, string>> = {
  eq: 'is',
  neq: 'is not',
  in: 'is one of',
  notIn: 'is none of',
  contains: 'contains',
  startsWith: 'starts with',
  between: 'is between',
  gt: 'is more than',
  gte: 'is at least',
  lt: 'is less than',
  lte: 'is at most',
  isNull: 'is empty',
  notNull: 'is not empty',
  // Followed by the period's phrase ("in last month", "today"): periods.ts periodPhrase.
  inPeriod: 'is',
  // Followed by the period's phrase without its "in": "is empty or before the last 90 days".
  beforePeriod: 'is empty or before',
};
/** On a date or timestamp column the comparisons read as time ("Order Date is before 2026-01-01"). */
export const DATE_FILTER_WORDS: Readonly<Partial<Record<FilterOp, string>>> = {
  gt: 'is after',
  gte: 'is on or after',
  lt: 'is before',
};

/** Date grains: a date or timestamp column answered as the first day of its day, week (Monday), month… */
export const DATE_GRAINS = ['day', 'week', 'month', 'quarter', 'year'] as const;
export type DateGrain = (typeof DATE_GRAINS)[number];

/**
 * A column of the design: "column" of the design's table, or "relation.column" through the table's relations
 * (up to three hops: "order.customer.city"). Checked against the catalogue on the server, not here.
 */
export const columnRefSchema = z.string().min(1).max(QUERY_LIMITS.maxRefLength);
const filterValue = z.union([z.string().max(200), z.number()]);

export const queryFilterSchema = z
  .object({
    column: columnRefSchema,
    op: z.enum(FILTER_OPS),
    /**
     * isNull/notNull take none, between two (low, high, inclusive), in/notIn 1–1,000, inPeriod a relative period
     * (periods.ts: ['lastMonth'], ['lastNDays', 30], ['lastMonth', 'yearEarlier']), the others one.
     */
    values: z.array(filterValue).max(QUERY_LIMITS.maxInValues).default([]),
  })
  .superRefine((filter, ctx) => {
    if (filter.op === 'inPeriod') {
      const read = parsePeriodValues(filter.values);
      if (!read.ok) ctx.addIssue({ code: 'custom', path: ['values'], message: read.message });
      return;
    }
    const [min, max] = FILTER_ARITY[filter.op];
    const count = filter.values.length;
    if (count < min || count > max) {
      const expected = min === max ? `exactly ${min}` : `${min}–${max}`;
      ctx.addIssue({
        code: 'custom',
        path: ['values'],
        message: `"${filter.op}" takes ${expected} value${max === 1 ? '' : 's'}, not ${count}.`,
      });
    }
  });
export type QueryFilter = z.infer<typeof queryFilterSchema>;

/**
 * /api/clientQuery: a table design as data, never SQL (DESIGN: "Structured queries, never SQL from the
 * client"). Every name is checked against the instance's catalogue on the server.
 */
export const tableQuerySchema = z.object({
  table: z.string().max(63),
  columns: z.array(columnRefSchema).min(1).max(100),
  filters: z.array(queryFilterSchema).max(50).optional(),
  /**
   * Groups of filters where each group keeps a row when any one of its conditions holds ("Branch is Auckland or
   * Total is more than 5,000"); the groups and `filters` must all hold. One level deep: a condition is a filter.
   */
  anyOf: z
    .array(z.array(queryFilterSchema).min(2).max(TOTALS_LIMITS.maxAnyOfConditions))
    .max(TOTALS_LIMITS.maxAnyOfGroups)
    .optional(),
  /** Filters on totals, after grouping (totals.ts): each names a chosen measure or aggregated column. */
  having: z.array(havingFilterSchema).max(TOTALS_LIMITS.maxHaving).optional(),
  /** The top N rows within each group of a summarized design (totals.ts). */
  topPerGroup: topPerGroupSchema.optional(),
  /**
   * Calculated measures (derived.ts): key → name and formula over totals ("[Revenue] ÷ [Orders]"); a column
   * "calc:<key>" answers one.
   */
  calculated: z
    .record(calculatedKeySchema, calculatedSchema)
    .refine((map) => Object.keys(map).length <= FORMULA_LIMITS.maxCalculated, {
      message: `At most ${FORMULA_LIMITS.maxCalculated} calculated measures.`,
    })
    .optional(),
  /** share:<total> column → the chosen group-by columns its share is taken within (absent: the whole result). */
  shareWithin: z.record(columnRefSchema, z.array(columnRefSchema).min(1).max(5)).optional(),
  /** A comparison of the design's relative period with the period before or a year earlier (derived.ts). */
  compare: compareSchema.optional(),
  /** Under aggregation a sort names one of the chosen columns (its aggregate when it has one). */
  sort: z
    .array(z.object({ column: columnRefSchema, desc: z.boolean().optional() }))
    .max(10)
    .optional(),
  /**
   * columnRef → function. When present the design aggregates: the chosen columns without a function are the
   * group-by dimensions (a measure must have a function). Keys must be chosen columns.
   */
  aggregate: z.record(columnRefSchema, z.enum(AGGREGATE_FUNCTIONS)).optional(),
  /**
   * columnRef → date grain, for date and timestamp columns without a function: the column is answered as the first
   * day of its period (a date), and under aggregation it groups by that period ("sales by month").
   */
  grain: z.record(columnRefSchema, z.enum(DATE_GRAINS)).optional(),
  /** columnRef → Excel number format ("#,##0.00", "yyyy-mm-dd"); echoed in the answer's columns, not applied. */
  formats: z.record(columnRefSchema, z.string().min(1).max(QUERY_LIMITS.maxFormatLength)).optional(),
  /** Rows the design yields in all, 1–1,048,575 (a full sheet under its header; default 100,000). */
  limit: z.number().int().min(1).max(QUERY_LIMITS.maxRows).optional(),
  /** Rows in this answer, 1–10,000 (default: the limit, at most 10,000). */
  pageSize: z.number().int().min(1).max(QUERY_LIMITS.maxPageSize).optional(),
  /** First row of this answer within the result (0-based); take the previous answer's nextOffset. */
  offset: z.number().int().min(0).max(QUERY_LIMITS.maxRows).optional(),
  /**
   * Instead of offset: the previous answer's nextCursor, unchanged. The page starts after that answer's last row
   * without the server reading the rows before it (keyset paging), so walking a result this way stays linear.
   */
  after: z
    .string()
    .min(1)
    .max(QUERY_LIMITS.maxCursorLength)
    .regex(/^[A-Za-z0-9_-]+$/, 'A cursor holds only the characters A–Z, a–z, 0–9, "-" and "_".')
    .optional(),
});
export type TableQuery = z.infer<typeof tableQuerySchema>;
export const clientQueryPayloadSchema = z.object({ query: tableQuerySchema });

export const queryResultColumnSchema = z.object({
  /** The column reference as the design wrote it ("product.category"). */
  ref: z.string(),
  /** The catalogue column name (the last part of ref). */
  name: z.string(),
  /** "Product Category", "Sum of Line Total". */
  friendlyName: z.string(),
  /** The type of the answered values (count → integer, avg → numeric). */
  dataType,
  /** Aggregated columns are measures, group-by columns dimensions; otherwise the catalogue's role. */
  role,
  aggregate: z.enum(AGGREGATE_FUNCTIONS).nullable(),
  /** The date grain the column is answered in, or null. */
  grain: z.enum(DATE_GRAINS).nullable().default(null),
  /** The design's Excel number format for the column, or null. */
  format: z.string().nullable(),
  /** The measure the column answers ("revenue"), or null for a column of the table. */
  measure: z.string().nullable().default(null),
  /** The measure's definition in plain words (the landed column's header note), or null. */
  definition: z.string().nullable().default(null),
});
export type QueryResultColumn = z.infer<typeof queryResultColumnSchema>;
export const queryCellSchema = z.union([z.string(), z.number(), z.null()]);
export type QueryCell = z.infer<typeof queryCellSchema>;

/** What queryCellSchema accepts: text, a finite number or null. */
function isQueryCell(value: unknown): value is QueryCell {
  return value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

function isQueryRows(value: unknown): value is QueryCell[][] {
  if (!Array.isArray(value)) return false;
  for (const row of value as unknown[]) {
    if (!Array.isArray(row)) return false;
    for (const cell of row as unknown[]) if (!isQueryCell(cell)) return false;
  }
  return true;
}

/**
 * A page's rows, checked where they stand and handed back as they are. z.array(z.array(queryCellSchema)) checks the
 * same but hands back a copy of every row, and a landing's page (12,500 rows of 12 cells) copied so was about a third
 * of the heap a landing has in use (`npm run bench -- landing`, landingMemory.ts: 47–51 MB with the copy, 32–33 MB
 * without).
 */
export const queryRowsSchema = z.custom<QueryCell[][]>(isQueryRows, {
  message: 'Each row must be a list of cells, each text, a number or empty.',
});

/**
 * The dates a relative period of the design meant in this answer (YYYY-MM-DD, the instance's calendar): the client
 * words them for a person ("Last month: 1–31 Oct 2026").
 */
export const answeredPeriodSchema = z.object({
  /** The filtered column as the design wrote it. */
  column: z.string(),
  /** The filter's values: the period as stored (['lastNDays', 30]). */
  values: z.array(filterValue),
  from: z.string(),
  /** The last day, inclusive. */
  through: z.string(),
  /** Set on the comparison period of query.compare: the dates its previous:… columns are taken over. */
  comparison: z.enum(COMPARE_AGAINST).optional(),
  /**
   * Set on both periods of query.compare: the span compared ("toDate": a running period's whole days before today
   * against the same days of the earlier period; "whole": whole periods). Absent from older servers.
   */
  span: z.enum(COMPARE_SPANS).optional(),
});
export type AnsweredPeriod = z.infer<typeof answeredPeriodSchema>;

export const clientQueryResponseSchema = z.object({
  columns: z.array(queryResultColumnSchema),
  /** Row-major values in the order of columns: numbers as numbers, dates YYYY-MM-DD, timestamps ISO strings. */
  rows: queryRowsSchema,
  /** Where this page starts within the result. */
  offset: z.number().int(),
  /** Ask again with offset = nextOffset for the next page; null when this page ends the result. */
  nextOffset: z.number().int().nullable(),
  /**
   * Ask again with after = nextCursor for the next page (cheaper than offset: the server continues from this page's
   * last row); null when this page ends the result or the design pages by offset only. Absent from older servers.
   */
  nextCursor: z.string().nullable().optional(),
  /** Rows of the whole result (all pages, at most limit); null when not counted. */
  totalRows: z.number().int().nullable(),
  /** More rows matched than the design's limit: the result stops at limit. */
  truncated: z.boolean(),
  /** Each relative period of the design's filters, with the dates it meant for this answer (none: absent). */
  periods: z.array(answeredPeriodSchema).optional(),
  /**
   * The groups of a date column grouped by a grain that hold only part of their period (contract/partialGroups.ts):
   * the first or last group of the column's period filter, or the group holding today (none: absent).
   */
  partialGroups: z.array(partialGroupSchema).optional(),
  /**
   * The positions in columns of the values that identify a row: the model's key of the design's table (an order, an
   * order line, a product…), or a summary's group-by columns. Null when the chosen columns do not identify a row;
   * absent from older servers. A refresh matches rows by it (docs/host.md, "Refresh by key").
   */
  rowKey: z.array(z.number().int().min(0)).nullable().optional(),
});
export type ClientQueryResponse = z.infer<typeof clientQueryResponseSchema>;

/**
 * The distinct values of a searchable dimension column that contain the search text (any case), most
 * relevant first: exact match, then prefix, then anywhere; within each, the most frequent first, then A–Z.
 */
export const searchMemberListPayloadSchema = z.object({
  dwTableId: id,
  dwColumnId: id,
  search: z.string().max(100),
  limit: z.number().int().min(1).max(500).optional(),
});
export const searchMemberListResponseSchema = z.object({
  dwTableId: id,
  dwColumnId: id,
  members: z.array(z.string()),
  /** More values matched than were answered: narrow the search. */
  truncated: z.boolean(),
});

export const warehouseContract = {
  [API_PATHS.clientQuery]: { payload: clientQueryPayloadSchema, response: clientQueryResponseSchema },
  [API_PATHS.clientDWSchema]: { payload: emptyPayload, response: clientDWSchemaResponseSchema },
  [API_PATHS.searchMemberList]: {
    payload: searchMemberListPayloadSchema,
    response: searchMemberListResponseSchema,
  },
} as const;
