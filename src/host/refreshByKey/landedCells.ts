/**
 * A keyed table's record (docs/host.md, "Refresh by key"): the landed columns and the key's positions among them.
 * What each row held as landed is not here but in the row itself, in its hidden row check (rowCheck.ts), so the
 * record stays a few hundred bytes however many rows the table has, and a sort in Excel moves each row's check
 * with it.
 */
import { z } from 'zod';

export const landedCellsSchema = z.object({
  /** Each landed column's header, in landing order: the columns the row checks cover. */
  columns: z.array(z.string()),
  /** The key's positions among the columns. */
  key: z.array(z.number().int().min(0)),
  /** The row checks' form (rowCheck.ts); a table of another form, or none, is landed whole with checks of this one. */
  checks: z.number().int().optional(),
});
export type LandedCellsRecord = z.infer<typeof landedCellsSchema>;

/** The row checks' form now: a 64-bit row check, the key in the cell check. */
export const CHECKS_FORM = 2;
