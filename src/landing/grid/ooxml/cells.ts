/**
 * The download's table sheet as typed cells: numbers and real dates in the column's format, text, and each
 * calculated column's formula with the value the browser grid computes for it cached, so a reader that does not
 * calculate (a viewer, a preview, a script) sees the same figures as the grid.
 */
import type { CellValue, LandingColumn } from '../../../host';
import { calculatedCellReader } from '../../../design/formula/evaluate';
import { toCellReferences } from '../../../design/structuredRefs';
import { formatCell } from '../../../format/cellText';

// The API answers dates as YYYY-MM-DD and timestamps as ISO 8601 (docs/api.md, /api/clientQuery).
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
export const DEFAULT_XLSX_DATE_FORMAT = 'yyyy-mm-dd';
export const DEFAULT_XLSX_TIMESTAMP_FORMAT = 'yyyy-mm-dd hh:mm';
const MS_PER_DAY = 86_400_000;
/** Excel's day 0 in the 1900 date system, counted so that serials from 1 March 1900 on are right. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

export type SheetCell =
  | { kind: 'number'; value: number; format?: string }
  | { kind: 'text'; value: string; bold?: boolean }
  /** A formula without its "=", and the value cached beside it (null: an empty result). */
  | { kind: 'formula'; formula: string; cached: CellValue; format?: string }
  | null;

/** A UTC date or time as Excel's serial day number (the file stores dates as numbers in a date format). */
export function excelSerial(date: Date): number {
  return (date.getTime() - EXCEL_EPOCH_MS) / MS_PER_DAY;
}

function dateCell(value: string, format: string | undefined): SheetCell {
  const isDate = ISO_DATE.test(value);
  if (!isDate && !ISO_TIMESTAMP.test(value)) return null;
  const date = new Date(isDate ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  const fallback = isDate ? DEFAULT_XLSX_DATE_FORMAT : DEFAULT_XLSX_TIMESTAMP_FORMAT;
  return { kind: 'number', value: excelSerial(date), format: format ?? fallback };
}

/**
 * The body rows (no header), made one at a time as the sheet is written: row i of the result is sheet row i + 2.
 * A generator, so a million rows are never all cells at once.
 */
export function* bodyCells(
  columns: readonly LandingColumn[],
  rows: ReadonlyArray<readonly CellValue[]>,
  first = 0,
  end = rows.length,
): Generator<SheetCell[]> {
  const headers = columns.map((column) => column.name);
  const read = calculatedCellReader(columns);
  const formats = columns.map((column) => (column.format ? { format: column.format } : {}));
  for (let rowIndex = first; rowIndex < Math.min(end, rows.length); rowIndex += 1) {
    const row = rows[rowIndex] ?? [];
    yield columns.map((column, index): SheetCell => {
      const format = formats[index] ?? {};
      if (column.formula) {
        const formula = toCellReferences(column.formula, headers, rowIndex + 2).replace(/^=/, '');
        return { kind: 'formula', formula, cached: read ? read(row, index) : null, ...format };
      }
      const value = row[index] ?? null;
      if (typeof value === 'number') return { kind: 'number', value, ...format };
      if (typeof value === 'string') return dateCell(value, column.format) ?? { kind: 'text', value };
      return null;
    });
  }
}

/** How many characters a cell shows, roughly: a date as long as its format, a number as the grid shows it. */
function shownLength(cell: SheetCell, source: CellValue): number {
  if (cell === null) return 0;
  if (cell.kind === 'text') return cell.value.length;
  const value = cell.kind === 'formula' ? cell.cached : source;
  if (cell.kind === 'number' && typeof source === 'string')
    return (cell.format ?? '').replace(/\\|"/g, '').length;
  return formatCell(value, cell.format).length;
}

const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
/** Room for the header's filter button beside its text. */
const FILTER_BUTTON = 3;
/** Rows measured for the widths: enough to see the data's shape without walking 100,000 rows. */
const MEASURED_ROWS = 1_000;

/** Column widths (in Excel's character units) that fit the header and the content of the first rows. */
export function columnWidths(
  columns: readonly LandingColumn[],
  rows: ReadonlyArray<readonly CellValue[]>,
): number[] {
  const widest = columns.map((column) => column.name.length + FILTER_BUTTON);
  let rowIndex = 0;
  for (const cells of bodyCells(columns, rows, 0, MEASURED_ROWS)) {
    cells.forEach((cell, index) => {
      const shown = shownLength(cell, rows[rowIndex]?.[index] ?? null) + 1;
      widest[index] = Math.max(widest[index] ?? 0, shown);
    });
    rowIndex += 1;
  }
  return widest.map((width) => Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.ceil(width))));
}
