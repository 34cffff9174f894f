/**
 * Hand edits of a landed table: its fingerprint taken after a landing, the cells changed since, and a
 * place beside it for a refresh that keeps them. Excel only: in a browser tab nobody edits the landed result, so
 * there is nothing to fingerprint and nothing has changed.
 */
import { columnLetters } from './address';
import { readTableBody } from './excelLanding/readTableBody';
import { quoteSheet } from './excelLanding/landing';
import { useHostStore } from './hostStore';
import {
  changedCellCount,
  formOf,
  rowsPerCheck,
  startFingerprint,
  type Fingerprint,
  type FingerprintBuilder,
  type FingerprintForm,
} from './tableFingerprint';

const inExcel = () => useHostStore.getState().mode === 'excel';

/** The table's body read block by block into its fingerprint; null when no table has that name. */
async function readFingerprint(
  tableName: string,
  form?: FingerprintForm,
  rowsPerHash?: number,
): Promise<Fingerprint | null> {
  // Held in an object: the builder is made inside the read, where the body's size is known.
  const reading: { builder: FingerprintBuilder | null } = { builder: null };
  const place = await readTableBody(tableName, {
    start: ({ range }) => {
      reading.builder = startFingerprint(Math.max(0, range.rows - 1), range.columns, form, rowsPerHash);
    },
    onRows: (rows) => reading.builder?.add(rows),
  });
  return place && reading.builder ? reading.builder.done() : null;
}

/** The table's cells as they are now; null in the browser or when no table has that name. */
export async function fingerprintLandedTable(tableName: string): Promise<Fingerprint | null> {
  if (!inExcel()) return null;
  return readFingerprint(tableName);
}

/** Cells of the table changed since it was landed with this fingerprint; 0 when it is gone or was never taken. */
export async function countHandEdits(tableName: string, landed: Fingerprint | null): Promise<number> {
  if (!inExcel() || landed === null) return 0;
  const now = await readFingerprint(tableName, formOf(landed), rowsPerCheck(landed) ?? undefined);
  return now ? changedCellCount(landed, now) : 0;
}

/** Where a refresh lands beside an edited table: one empty column to its right, under a name of its own. */
export interface BesidePlacement {
  tableName: string;
  sheetName: string;
  anchor: string;
}

/** Names tried for the copy: Table_2, Table_3, … */
const COPY_NAMES_TRIED = 20;

/** The first of `Name_2`, `Name_3`, … that no table of the workbook has (an existing one would be replaced). */
function freeCopyName(tableName: string): Promise<string> {
  return Excel.run(async (context) => {
    const candidates = Array.from({ length: COPY_NAMES_TRIED }, (_, index) => `${tableName}_${index + 2}`);
    const found = candidates.map((name) => {
      const table = context.workbook.tables.getItemOrNullObject(name);
      table.load('name');
      return table;
    });
    await context.sync();
    const free = candidates.find((_, index) => found[index]?.isNullObject === true);
    return free ?? `${tableName}_${Date.now()}`;
  });
}

export async function placeBeside(tableName: string): Promise<BesidePlacement> {
  const body = await readTableBody(tableName);
  const name = await freeCopyName(tableName);
  if (!body) return { tableName: name, sheetName: '', anchor: 'A1' };
  const column = body.range.left + body.range.columns + 1;
  return {
    tableName: name,
    sheetName: body.sheetName,
    anchor: `${quoteSheet(body.sheetName)}!${columnLetters(column)}${body.range.top + 1}`,
  };
}
