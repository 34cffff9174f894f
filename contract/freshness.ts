/**
 * /api/warehouseFreshness: when each warehouse table of the instance last had an import's rows swapped in, so the
 * add-in can tell a landed sheet that is older than the warehouse. Designed in docs/api.md.
 */
import { z } from 'zod';
import { API_PATHS } from './paths.ts';
import { emptyPayload, id, timestamp } from './common.ts';

export const warehouseFreshnessPayloadSchema = emptyPayload;
export const warehouseFreshnessResponseSchema = z.object({
  instanceId: id,
  /** The server's time of the answer. */
  checkedAt: timestamp,
  tables: z.array(
    z.object({
      /** The catalogue's table id (clientDWSchema tables[].id). */
      dwTableId: id,
      tableName: z.string(),
      /** null: no import has landed in it since it was seeded. */
      lastLanded: timestamp.nullable(),
    }),
  ),
});
export type WarehouseFreshness = z.infer<typeof warehouseFreshnessResponseSchema>;

export const freshnessContract = {
  [API_PATHS.warehouseFreshness]: {
    payload: warehouseFreshnessPayloadSchema,
    response: warehouseFreshnessResponseSchema,
  },
} as const;
