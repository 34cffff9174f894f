/**
 * The Excel table writer (DESIGN "Large results stream in pages"). One landing is a few Excel.run batches, each
 * retried while Excel is in cell-edit mode (SPEC §4), one step to a file in excelLanding/:
 *   1. placeTable: find the table by name (replace it where it stands) or place a new one at the anchor, and check
 *      that every cell the table would grow into is empty — the user's other cells are never overwritten;
 *   2. reshapeTable, for a replaced table: resize it to the new shape (ExcelApi 1.13) and clear only the cells it
 *      gave up;
 *   3. writeValues: the header and rows, in blocks whose serialized values stay under the host's request limit
 *      (halved and retried on RequestPayloadSizeLimitExceeded), with calculation suspended (ExcelApi 1.6+);
 *   4. finishTable: for a new table `tables.add` over the written range, then each column's number format and
 *      formula.
 */
import { rectAddress } from './address';
import { finishTable } from './excelLanding/finishTable';
import { quoteSheet, startLanding, type ExcelTableWriterOptions } from './excelLanding/landing';
import { placeTable } from './excelLanding/placeTable';
import { reshapeTable } from './excelLanding/reshapeTable';
import { writeValues } from './excelLanding/writeValues';
import { hostErrorCode, LandingError, throwIfAborted } from './landingError';
import type { TableWriter, WriteTableRequest, WriteTableResult } from './types';

export type { ExcelTableWriterOptions } from './excelLanding/landing';

function asLandingError(error: unknown): LandingError {
  if (error instanceof LandingError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new LandingError('host', `Excel refused to write the table: ${message}`, hostErrorCode(error));
}

export function createExcelTableWriter(options: ExcelTableWriterOptions = {}): TableWriter {
  return {
    async writeTable(request: WriteTableRequest): Promise<WriteTableResult> {
      try {
        return await land(request, options);
      } catch (error) {
        throw asLandingError(error);
      }
    },
  };
}

export const excelTableWriter: TableWriter = createExcelTableWriter();

async function land(request: WriteTableRequest, options: ExcelTableWriterOptions): Promise<WriteTableResult> {
  const { columns, rows, signal } = request;
  if (columns.length === 0) throw new LandingError('host', 'A table needs at least one column.');
  const landing = startLanding(request, options);

  throwIfAborted(signal);
  const { sheetName, target, existing } = await placeTable(landing);

  if (existing) {
    throwIfAborted(signal);
    await reshapeTable(landing, sheetName, target, existing);
  }

  const largestRequestBytes = await writeValues(landing, sheetName, target);

  throwIfAborted(signal);
  // Before ExcelApi 1.13 a replaced table was converted to a range in step 2, so it is added again.
  const createNew = existing === null || !landing.canResize;
  await finishTable(landing, sheetName, target, createNew);

  return {
    rowCount: rows.length,
    requests: landing.requests,
    largestRequestBytes,
    address: `${quoteSheet(sheetName)}!${rectAddress(target)}`,
  };
}
