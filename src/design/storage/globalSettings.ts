/** /table/global: settings that apply to every table design of the workbook (or, in the browser, of the user). */
import { z } from 'zod';
import { QUERY_LIMITS } from '@wharf/contract';
import { DEFAULT_ROW_LIMIT } from '../tableDesign';

export const tableGlobalSettingsSchema = z.object({
  /** The worksheet new designs land on; empty for the active sheet. */
  defaultSheet: z.string().max(31).default(''),
  /** The row limit new designs start with. */
  defaultRowLimit: z.number().int().min(1).max(QUERY_LIMITS.maxRows).default(DEFAULT_ROW_LIMIT),
  /** The number format a date column gets when it is added without one. */
  dateFormat: z.string().max(QUERY_LIMITS.maxFormatLength).default('yyyy-mm-dd'),
});
export type TableGlobalSettings = z.infer<typeof tableGlobalSettingsSchema>;

export const DEFAULT_GLOBAL_SETTINGS: TableGlobalSettings = tableGlobalSettingsSchema.parse({});

export function parseGlobalSettings(value: unknown): TableGlobalSettings {
  const parsed = tableGlobalSettingsSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : DEFAULT_GLOBAL_SETTINGS;
}
