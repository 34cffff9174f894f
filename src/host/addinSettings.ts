/**
 * How the add-in behaves (/settings/addin): kept in the workbook's settings in Excel, so they travel with the file,
 * and in this browser's local storage in a browser tab. Read back through zod: a missing or damaged value falls back
 * to the defaults field by field.
 */
import { z } from 'zod';
import { readLocalJson, writeLocalJson } from './browserStorage';
import { useHostStore } from './hostStore';
import { readWorkbookSetting, writeWorkbookSetting } from './workbookSettings';

export const ADDIN_SETTINGS_KEY = 'wharf.addinSettings';

export const NEW_TABLE_PLACEMENTS = ['newSheet', 'selection'] as const;
export type NewTablePlacement = (typeof NEW_TABLE_PLACEMENTS)[number];

export const DEFAULT_ADDIN_SETTINGS = {
  // At the selection, as Excel inserts anything: a new sheet per table is the user's choice to make.
  newTablePlacement: 'selection' as NewTablePlacement,
  refreshOnOpen: false,
  warnBeforeOverwrite: true,
  defaultNumberFormat: '#,##0.00',
  defaultDateFormat: 'yyyy-mm-dd',
};

/** An Excel number format code: printable text, no longer than Excel's own 255 characters. */
const formatCode = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .refine((value) => !/\p{Cc}/u.test(value));

export const addinSettingsSchema = z.object({
  newTablePlacement: z.enum(NEW_TABLE_PLACEMENTS).catch(DEFAULT_ADDIN_SETTINGS.newTablePlacement),
  refreshOnOpen: z.boolean().catch(DEFAULT_ADDIN_SETTINGS.refreshOnOpen),
  warnBeforeOverwrite: z.boolean().catch(DEFAULT_ADDIN_SETTINGS.warnBeforeOverwrite),
  defaultNumberFormat: formatCode.catch(DEFAULT_ADDIN_SETTINGS.defaultNumberFormat),
  defaultDateFormat: formatCode.catch(DEFAULT_ADDIN_SETTINGS.defaultDateFormat),
});
export type AddinSettings = z.infer<typeof addinSettingsSchema>;

/** Whether a number or date format code would be kept as typed (the screen checks before saving). */
export function isValidFormatCode(value: string): boolean {
  return formatCode.safeParse(value).success;
}

export function parseAddinSettings(stored: unknown): AddinSettings {
  const record = typeof stored === 'object' && stored !== null ? stored : {};
  return addinSettingsSchema.parse(record);
}

export function readAddinSettings(): AddinSettings {
  const excel = useHostStore.getState().mode === 'excel';
  return parseAddinSettings(
    excel ? readWorkbookSetting(ADDIN_SETTINGS_KEY) : readLocalJson(ADDIN_SETTINGS_KEY),
  );
}

export async function writeAddinSettings(settings: AddinSettings): Promise<void> {
  const checked = addinSettingsSchema.parse(settings);
  if (useHostStore.getState().mode === 'excel') await writeWorkbookSetting(ADDIN_SETTINGS_KEY, checked);
  else writeLocalJson(ADDIN_SETTINGS_KEY, checked);
}
