/**
 * /api/warehouseFreshness: when an import last swapped rows into each warehouse table of the instance
 * (app.dw_tables.landed_at, written in the swap transaction), for the add-in's "out of date".
 */
import type { z } from 'zod';
import type { warehouseFreshnessResponseSchema } from '@wharf/contract';
import type { Queryable } from '../../db/database.ts';

export async function warehouseFreshness(
  db: Queryable,
  instanceId: number,
): Promise<z.input<typeof warehouseFreshnessResponseSchema>> {
  const rows = await db.query<{ id: number; table_name: string; landed_at: Date | null; checked_at: Date }>(
    `SELECT id, table_name, landed_at, now() AS checked_at FROM app.dw_tables
     WHERE instance_id = $1 ORDER BY table_name`,
    [instanceId],
  );
  return {
    instanceId,
    checkedAt: (rows[0]?.checked_at ?? new Date()).toISOString(),
    tables: rows.map((row) => ({
      dwTableId: row.id,
      tableName: row.table_name,
      lastLanded: row.landed_at?.toISOString() ?? null,
    })),
  };
}
