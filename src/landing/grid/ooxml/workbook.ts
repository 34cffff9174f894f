/**
 * A landed result as the workbook the download holds: the table's sheet (an Excel table named as the Excel landing
 * names it, headers with their notes, formats, fitted widths, calculated columns with cached values) and "About".
 */
import type { CellValue, LandingColumn, TableAbout } from '../../../host';
import { isValidExcelTableName, tableNameFor } from '../../../design/tableDesign';
import { ABOUT_SHEET, aboutRows, type AboutFacts } from './about';
import { bodyCells, columnWidths, type SheetCell } from './cells';
import type { XlsxSheet } from './ooxml';

export interface XlsxDownload {
  /** The landed table's name (the Excel landing's table name for the same design). */
  tableName: string;
  columns: readonly LandingColumn[];
  rows: ReadonlyArray<readonly CellValue[]>;
  landedAt?: number;
  about?: TableAbout;
}

/** A worksheet name Excel accepts: none of : \ / ? * [ ], no quote at either end, 31 characters at most. */
export function sheetNameFor(name: string): string {
  const cleaned = name
    .replace(/[:\\/?*[\]]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '')
    .slice(0, 31)
    .trim();
  if (!cleaned) return 'Table';
  return cleaned.toLowerCase() === ABOUT_SHEET.toLowerCase() ? `${cleaned} table` : cleaned;
}

/** Headers unique as Excel compares them (ignoring case), a number added to a repeated one. */
function uniqueHeaders(columns: readonly LandingColumn[]): string[] {
  const seen = new Set<string>();
  return columns.map((column) => {
    const base = column.name.trim() || 'Column';
    let name = base;
    for (let n = 2; seen.has(name.toLowerCase()); n += 1) name = `${base} ${n}`;
    seen.add(name.toLowerCase());
    return name;
  });
}

function* withHeader(header: SheetCell[], body: Iterable<SheetCell[]>): Generator<SheetCell[]> {
  yield header;
  yield* body;
}

function aboutSheet(facts: AboutFacts): XlsxSheet {
  const rows = aboutRows(facts);
  return {
    name: ABOUT_SHEET,
    rows,
    rowCount: rows.length,
    columnCount: Math.max(1, ...rows.map((row) => row.length)),
    widths: [18, 80],
  };
}

/** The download's sheets; the table sheet's cells are made as it is written, row by row. */
export function downloadSheets(download: XlsxDownload): XlsxSheet[] {
  const { columns, rows, about } = download;
  const tableName = isValidExcelTableName(download.tableName)
    ? download.tableName
    : tableNameFor(about?.designName || download.tableName);
  const sheetName = sheetNameFor(about?.designName || download.tableName);
  const headers = uniqueHeaders(columns);
  const named = columns.map((column, index) => ({ ...column, name: headers[index] ?? column.name }));
  const headerRow: SheetCell[] = headers.map((value) => ({ kind: 'text', value }));
  const notes = columns.flatMap((column, index) =>
    column.note ? [{ column: index, header: headers[index] ?? column.name, text: column.note }] : [],
  );
  return [
    {
      name: sheetName,
      rows: withHeader(headerRow, bodyCells(named, rows)),
      rowCount: rows.length + 1,
      columnCount: columns.length,
      widths: columnWidths(named, rows),
      table: { name: tableName, bodyRows: rows.length, headers },
      headerNotes: notes,
      freezeHeader: true,
    },
    aboutSheet({
      tableName,
      sheetName,
      rowCount: rows.length,
      ...(download.landedAt === undefined ? {} : { landedAt: download.landedAt }),
      ...(about ? { about } : {}),
      notes,
    }),
  ];
}
