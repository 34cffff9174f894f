/** The landed result as an .xlsx file (write-excel-file, loaded only when the user asks for a download). */
import type { Cell, SheetData } from 'write-excel-file/browser';
import type { CellValue, LandingColumn } from '../../host';
import { toCellReferences } from '../../design/structuredRefs';

// The API answers dates as YYYY-MM-DD and timestamps as ISO 8601 (docs/api.md, /api/clientQuery).
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
export const DEFAULT_XLSX_DATE_FORMAT = 'yyyy-mm-dd';
export const DEFAULT_XLSX_TIMESTAMP_FORMAT = 'yyyy-mm-dd hh:mm';

/** A date or timestamp text as a real date cell, in the column's format (Excel then sorts and filters it as dates). */
function dateCell(value: string, format: string | undefined): Cell | null {
  if (ISO_DATE.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime())
      ? null
      : { value: date, type: Date, format: format ?? DEFAULT_XLSX_DATE_FORMAT };
  }
  if (ISO_TIMESTAMP.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime())
      ? null
      : { value: date, type: Date, format: format ?? DEFAULT_XLSX_TIMESTAMP_FORMAT };
  }
  return null;
}

/**
 * Header row in bold, then the rows: numbers carry their column's number format, dates are real dates in it, and a
 * calculated column carries its formula (its [@Header] references made A1 references of the same row, since the
 * file's sheet is not an Excel table) so Excel computes it.
 */
export function toSheetData(
  columns: readonly LandingColumn[],
  rows: ReadonlyArray<readonly CellValue[]>,
): SheetData {
  const headers = columns.map((column) => column.name);
  const header: Cell[] = headers.map((name) => ({ value: name, fontWeight: 'bold' }));
  const body = rows.map((row, rowIndex) =>
    columns.map((column, index): Cell => {
      if (column.formula) {
        // Row 1 is the header; the file's <f> element holds the formula without its "=".
        const value = toCellReferences(column.formula, headers, rowIndex + 2).replace(/^=/, '');
        return { value, type: 'Formula', ...(column.format ? { format: column.format } : {}) };
      }
      const value = row[index] ?? null;
      if (typeof value === 'number' && column.format) return { value, type: Number, format: column.format };
      if (typeof value === 'string') return dateCell(value, column.format) ?? value;
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
