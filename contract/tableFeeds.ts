/**
 * /api/warehouseTableFeeds: per warehouse table of the instance, how many rows it holds and which connections feed
 * it — the one answer the landed-table screens and the designer read. Designed in docs/api.md.
 */
import { z } from 'zod';
import { API_PATHS } from './paths.ts';
import { id, timestamp } from './common.ts';

export const warehouseTableFeedsPayloadSchema = z
  .object({
    /** Only this table (clientDWSchema tables[].id); every table when left out. */
    dwTableId: id.optional(),
  })
  .optional();

export const tableFeedSchema = z.object({
  connectionId: id,
  connectionName: z.string(),
  /** Rows of the table this connection landed. */
  rows: z.number().int().nonnegative(),
  /** The newest landed_at of those rows; null when the table has no landed_at or no rows. */
  lastLanded: timestamp.nullable(),
});

export const warehouseTableFeedsResponseSchema = z.object({
  instanceId: id,
  tables: z.array(
    z.object({
      dwTableId: id,
      tableName: z.string(),
      /** Every row of the table, counted when asked. */
      rows: z.number().int().nonnegative(),
      /** Connections landing rows in it (tables with connection_id), or the one recorded as feeding a seeded table. */
      feeds: z.array(tableFeedSchema),
    }),
  ),
});
export type WarehouseTableFeeds = z.infer<typeof warehouseTableFeedsResponseSchema>;
export type TableFeed = z.infer<typeof tableFeedSchema>;

export const tableFeedsContract = {
  [API_PATHS.warehouseTableFeeds]: {
    payload: warehouseTableFeedsPayloadSchema,
    response: warehouseTableFeedsResponseSchema,
  },
} as const;
