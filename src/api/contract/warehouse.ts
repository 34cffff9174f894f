/** SPEC §7 /api/clientDWSchema, /api/clientQuery and /api/searchMemberList. */
import { z } from 'zod';
import { API_PATHS } from '../paths.ts';
import { emptyPayload, id } from './common.ts';

/** The instance's warehouse catalogue: the tables and columns the designer may use, with their friendly names. */
export const dwColumnSchema = z.object({
  id,
  columnName: z.string(),
  friendlyName: z.string(),
  dataType: z.enum(['text', 'integer', 'numeric', 'date', 'timestamptz']),
  role: z.enum(['dimension', 'measure']),
  ordinal: z.number().int(),
  /** Whether /api/searchMemberList can search its values. */
  searchable: z.boolean(),
});
export const dwTableSchema = z.object({
  id,
  tableName: z.string(),
  friendlyName: z.string(),
  description: z.string().nullable(),
  columns: z.array(dwColumnSchema),
});
export const clientDWSchemaResponseSchema = z.object({
  instanceId: id,
  schema: z.string(),
  tables: z.array(dwTableSchema),
});

/**
 * SPEC §7 /api/clientQuery: a table design as data, never SQL (DESIGN: "Structured queries, never SQL from the
 * client"). One landed table for now; every name is checked against the instance's catalogue on the server.
 */
const filterValue = z.union([z.string().max(200), z.number()]);
export const tableQuerySchema = z.object({
  table: z.string().max(63),
  columns: z.array(z.string().max(63)).min(1).max(100),
  filters: z
    .array(
      z.object({
        column: z.string().max(63),
        op: z.enum(['eq', 'neq', 'in', 'contains', 'gt', 'gte', 'lt', 'lte']),
        values: z.array(filterValue).min(1).max(1000),
      }),
    )
    .max(50)
    .optional(),
  sort: z
    .array(z.object({ column: z.string().max(63), desc: z.boolean().optional() }))
    .max(10)
    .optional(),
  limit: z.number().int().min(1).max(10_000).optional(),
  offset: z.number().int().min(0).optional(),
});
export type TableQuery = z.infer<typeof tableQuerySchema>;
export const clientQueryPayloadSchema = z.object({ query: tableQuerySchema });
export const clientQueryResponseSchema = z.object({
  columns: z.array(
    z.object({
      name: z.string(),
      friendlyName: z.string(),
      dataType: z.enum(['text', 'integer', 'numeric', 'date', 'timestamptz']),
    }),
  ),
  /** Row-major values in the order of columns; dates as YYYY-MM-DD, timestamps as ISO strings. */
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
  /** More rows follow: ask again with offset + rows.length. */
  truncated: z.boolean(),
});

/** SPEC §7: the distinct values of a searchable dimension column that contain the search text (any case). */
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
