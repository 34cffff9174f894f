/**
 * Step 3: the header, then the rows, page after page, in blocks sized by their serialized bytes. One request per
 * block is the point: each stays under the host's request limit; a block the host still refuses as too large is
 * halved and tried again, down to a single row. The block size learnt on one page carries over to the next.
 */
import { rectAddress, type Rect } from '../address';
import { BlockSizer, nextBlock, toExcelCell, type ExcelCell } from '../chunking';
import { hostErrorCode, LandingError, PAYLOAD_TOO_LARGE_CODE, throwIfAborted } from '../landingError';
import { cellFormatOf } from '../cellFormat';
import type { CellValue, LandingColumn } from '../types';
import type { ExcelLanding } from './landing';

/** What one table's writing has done so far, across pages. */
export interface ValuesProgress {
  /** Rows written (the header not counted). */
  written: number;
  headerWritten: boolean;
  largestRequestBytes: number;
  sizer: BlockSizer;
  /** Body cells (0 is the first row under the header) whose own number format finishTable sets: part periods' groups. */
  ownFormats: OwnFormat[];
}

export interface OwnFormat {
  row: number;
  column: number;
  format: string;
}

export function startValues(landing: ExcelLanding): ValuesProgress {
  return {
    written: 0,
    headerWritten: false,
    largestRequestBytes: 0,
    ownFormats: [],
    sizer: new BlockSizer(landing.options.budgetBytes, landing.options.maxRows),
  };
}

function writeBlock(
  landing: ExcelLanding,
  sheetName: string,
  area: Rect,
  values: ExcelCell[][],
): Promise<void> {
  return landing.batch(async (context) => {
    if (landing.suspendCalculation) context.workbook.application.suspendApiCalculationUntilNextSync();
    context.workbook.worksheets.getItem(sheetName).getRange(rectAddress(area)).values = values;
    landing.requests += 1;
    await context.sync();
  });
}

/** The cells of these rows, below the ones written so far, that take a format of their own (LandingColumn.cellFormats). */
function noteOwnFormats(
  columns: readonly LandingColumn[],
  rows: CellValue[][],
  progress: ValuesProgress,
): void {
  columns.forEach((column, index) => {
    if (!column.cellFormats) return;
    rows.forEach((row, at) => {
      const format = cellFormatOf(column, row[index] ?? null);
      if (format !== undefined && format !== column.format)
        progress.ownFormats.push({ row: progress.written + at, column: index, format });
    });
  });
}

/**
 * Writes these rows below the ones written so far (the header with the first block); `target` is the table's
 * place, header row first. An empty page still writes the header when it has not been written.
 */
export async function writeValues(
  landing: ExcelLanding,
  sheetName: string,
  target: Pick<Rect, 'top' | 'left'>,
  progress: ValuesProgress,
  rows: CellValue[][],
): Promise<void> {
  const { tableName, columns, expectedRows, signal, onProgress } = landing.request;
  const { sizer } = progress;
  noteOwnFormats(columns, rows, progress);
  let offset = 0;
  while (!progress.headerWritten || offset < rows.length) {
    throwIfAborted(signal);
    // The first block carries the header, counted in its bytes.
    const header = progress.headerWritten ? undefined : columns.map((column) => toExcelCell(column.name));
    const block = nextBlock(rows, offset, sizer.budgetBytes, sizer.maxRows, columns.length, header);
    const area: Rect = {
      top: target.top + (progress.headerWritten ? 1 + progress.written : 0),
      left: target.left,
      rows: block.values.length,
      columns: columns.length,
    };
    try {
      await writeBlock(landing, sheetName, area, block.values);
    } catch (error) {
      if (hostErrorCode(error) !== PAYLOAD_TOO_LARGE_CODE) throw error;
      if (!sizer.halve(block.rows)) {
        throw new LandingError(
          'row-too-large',
          `Row ${progress.written + 1} of ${tableName} is larger than Excel accepts in one request.`,
          PAYLOAD_TOO_LARGE_CODE,
        );
      }
      continue;
    }
    progress.largestRequestBytes = Math.max(progress.largestRequestBytes, block.bytes);
    progress.headerWritten = true;
    progress.written += block.rows;
    offset += block.rows;
    onProgress?.(progress.written, Math.max(expectedRows, progress.written));
  }
}
