/**
 * What each landed table came from: one record per table name, kept where the table lives —
 * in the workbook's settings in Excel (the records travel with the file, like the tables), in this browser's local
 * storage in a browser tab. A record names the design, the warehouse tables it reads and their latest landing when
 * it landed (`dataAsOf`), and in Excel the fingerprint of the cells as landed (hand edits, tableFingerprint.ts).
 */
import { z } from 'zod';
import { readLocalJson, writeLocalJson } from './browserStorage';
import { useHostStore } from './hostStore';
import { fingerprintSchema } from './tableFingerprint';
import { landedCellsSchema } from './refreshByKey/landedCells';
import { readWorkbookSetting, writeWorkbookSetting } from './workbookSettings';

export const LANDED_TABLES_KEY = 'wharf.landedTables';

export const landedTableRecordSchema = z.object({
  tableName: z.string().min(1),
  /** The design it was landed from; null for a design not saved yet. */
  designId: z.number().int().positive().nullable(),
  designName: z.string(),
  /** ISO 8601 time of the landing. */
  landedAt: z.string(),
  rowCount: z.number().int().min(0),
  /** Where it landed, e.g. `Sheet1!A1:L20001`. */
  address: z.string(),
  /** The warehouse tables (catalogue tableName) its rows were read from. */
  sources: z.array(z.string()),
  /** The latest landing of those tables when it landed (ISO 8601); null when none had been landed by an import. */
  dataAsOf: z.string().nullable(),
  fingerprint: fingerprintSchema.nullable(),
  /**
   * A table whose rows have a key: its key, its landed columns and what their cells held as landed, whatever order
   * the rows stand in (docs/host.md, "Refresh by key"). Kept here rather than in a hidden column, so the table holds
   * only what the person sees and sorting, filtering or copying it carries nothing of Wharf's.
   */
  keyed: landedCellsSchema.optional(),
});
export type LandedTableRecord = z.infer<typeof landedTableRecordSchema>;

const storedSchema = z.object({ version: z.literal(1), tables: z.array(z.unknown()) });

function readStored(): unknown {
  return useHostStore.getState().mode === 'excel'
    ? readWorkbookSetting(LANDED_TABLES_KEY)
    : readLocalJson(LANDED_TABLES_KEY);
}

/** Every record that still reads as one; a damaged record is dropped rather than failing the screen. */
export function readLandedTableRecords(): LandedTableRecord[] {
  const stored = storedSchema.safeParse(readStored());
  if (!stored.success) return [];
  return stored.data.tables.flatMap((entry) => {
    const record = landedTableRecordSchema.safeParse(entry);
    return record.success ? [record.data] : [];
  });
}

export function readLandedTableRecord(tableName: string): LandedTableRecord | null {
  return readLandedTableRecords().find((record) => record.tableName === tableName) ?? null;
}

/** Adds the record, replacing the one of the same table name. */
export async function writeLandedTableRecord(record: LandedTableRecord): Promise<void> {
  const tables = [
    ...readLandedTableRecords().filter((stored) => stored.tableName !== record.tableName),
    record,
  ];
  const value = { version: 1, tables: JSON.parse(JSON.stringify(tables)) as unknown };
  if (useHostStore.getState().mode === 'excel') await writeWorkbookSetting(LANDED_TABLES_KEY, value);
  else writeLocalJson(LANDED_TABLES_KEY, value);
}
