/**
 * The Excel table writer (DESIGN "Large results stream in pages"). A landing is a few Excel.run batches, each
 * retried while Excel is in cell-edit mode, one step to a file in excelLanding/:
 *   1. placeTable (begin): find the table by name (replace it where it stands) or place a new one at the anchor
 *      (without one: on a new sheet or at the selection, as the request's newTable says), and check that every cell the expected rows would grow into is empty — the user's other cells are never
 *      overwritten (claimRows checks the same for rows beyond the expected ones);
 *   2. reshapeTable (begin), for a replaced table: resize it to the new shape (ExcelApi 1.13) and clear only the
 *      cells it gave up;
 *   3. writeValues (append, per page): the header and rows, in blocks whose serialized values stay under the
 *      host's request limit (halved and retried on RequestPayloadSizeLimitExceeded), with calculation suspended
 *      (ExcelApi 1.6+);
 *   4. finishTable (finish): for a new table `tables.add` over the written range, then each column's number format
 *      and formula.
 */
import { rectAddress, type Rect } from './address';
import { finishTable } from './excelLanding/finishTable';
import { quoteSheet, startLanding, type ExcelTableWriterOptions } from './excelLanding/landing';
import { claimRows, placeTable } from './excelLanding/placeTable';
import { reshapeTable } from './excelLanding/reshapeTable';
import { startValues, writeValues } from './excelLanding/writeValues';
import { hostErrorCode, LandingError, throwIfAborted } from './landingError';
import type { TableStart, TableStream, TableWriter, WriteTableResult } from './types';
import { writeWholeTable } from './wholeTable';

export type { ExcelTableWriterOptions } from './excelLanding/landing';

function asLandingError(error: unknown): LandingError {
  if (error instanceof LandingError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new LandingError('host', `Excel refused to write the table: ${message}`, hostErrorCode(error));
}

/** Every failure leaves as a LandingError, whose message is what the user is shown. */
async function asLanding<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asLandingError(error);
  }
}

async function beginExcelTable(start: TableStart, options: ExcelTableWriterOptions): Promise<TableStream> {
  const { columns, signal } = start;
  if (columns.length === 0) throw new LandingError('host', 'A table needs at least one column.');
  const landing = startLanding(start, options);

  throwIfAborted(signal);
  const { sheetName, target, existing } = await placeTable(landing);

  if (existing) {
    throwIfAborted(signal);
    await reshapeTable(landing, sheetName, target, existing);
  }

  const values = startValues(landing);
  let room: Rect = target;
  return {
    append: (rows) =>
      asLanding(async () => {
        const needed = values.written + rows.length + 1;
        if (needed > room.rows) room = await claimRows(landing, sheetName, room, needed);
        await writeValues(landing, sheetName, target, values, rows);
      }),
    finish: () =>
      asLanding(async (): Promise<WriteTableResult> => {
        // A table without rows still gets its header.
        if (!values.headerWritten) await writeValues(landing, sheetName, target, values, []);
        throwIfAborted(signal);
        const landed: Rect = { ...target, rows: values.written + 1 };
        // Before ExcelApi 1.13 a replaced table was converted to a range in step 2, so it is added again.
        const createNew = existing === null || !landing.canResize;
        await finishTable(landing, sheetName, {
          target: landed,
          createNew,
          reshapedTo: target,
          room,
          ownFormats: values.ownFormats,
        });
        return {
          rowCount: values.written,
          requests: landing.requests,
          largestRequestBytes: values.largestRequestBytes,
          address: `${quoteSheet(sheetName)}!${rectAddress(landed)}`,
        };
      }),
  };
}

export function createExcelTableWriter(options: ExcelTableWriterOptions = {}): TableWriter {
  const begin = (start: TableStart) => asLanding(() => beginExcelTable(start, options));
  return { begin, writeTable: (request) => writeWholeTable(begin, request) };
}

export const excelTableWriter: TableWriter = createExcelTableWriter();
