/** The landed result as an .xlsx file (write-excel-file, loaded only when the user asks for a download). */
import type { Cell, SheetData } from 'write-excel-file/browser';
import type { CellValue, LandingColumn } from '../../host';

/** Header row in bold, then the rows; numbers carry their column's number format. */
export function toSheetData(
  columns: readonly LandingColumn[],
  rows: ReadonlyArray<readonly CellValue[]>,
): SheetData {
  const header: Cell[] = columns.map((column) => ({ value: column.name, fontWeight: 'bold' }));
  const body = rows.map((row) =>
    columns.map((column, index): Cell => {
      const value = row[index] ?? null;
      if (typeof value === 'number' && column.format) return { value, type: Number, format: column.format };
      return value;
    }),
  );
  return [header, ...body];
}

/** A file name Excel and every OS accept, from the table's name. */
export function xlsxFileName(tableName: string): string {
  const safe = tableName
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'table'}.xlsx`;
}

export async function downloadXlsx(
  tableName: string,
  columns: readonly LandingColumn[],
  rows: ReadonlyArray<readonly CellValue[]>,
): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  await writeXlsxFile(toSheetData(columns, rows), {
    sheet: tableName.slice(0, 31) || 'Sheet1',
    stickyRowsCount: 1,
    columns: columns.map((column) => ({ width: Math.min(40, Math.max(10, column.name.length + 2)) })),
  }).toFile(xlsxFileName(tableName));
}
