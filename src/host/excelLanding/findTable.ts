/**
 * A named table's sheet and its place on it (header included), read in the two requests Excel needs: whether the
 * table exists, then its range and sheet. Null when no table has that name. `alsoLoad` adds its own loads to the
 * second request (a refresh's header): each request is a round trip to Excel.
 */
import type { Rect } from '../address';

export interface FoundTable {
  sheet: Excel.Worksheet;
  sheetName: string;
  /** The whole table, header included. */
  range: Rect;
}

export async function findTable(
  context: Excel.RequestContext,
  tableName: string,
  alsoLoad?: (table: Excel.Table) => void,
): Promise<FoundTable | null> {
  const table = context.workbook.tables.getItemOrNullObject(tableName);
  table.load('name');
  await context.sync();
  if (table.isNullObject) return null;
  const whole = table.getRange();
  whole.load(['rowIndex', 'columnIndex', 'rowCount', 'columnCount']);
  const sheet = table.worksheet;
  sheet.load('name');
  alsoLoad?.(table);
  await context.sync();
  return {
    sheet,
    sheetName: sheet.name,
    range: { top: whole.rowIndex, left: whole.columnIndex, rows: whole.rowCount, columns: whole.columnCount },
  };
}
