/**
 * Step 3: the header, then the rows, in blocks sized by their serialized bytes. One request per block is the
 * point: each stays under the host's request limit; a block the host still refuses as too large is halved and
 * tried again, down to a single row.
 */
import { rectAddress, type Rect } from '../address';
import { BlockSizer, nextBlock, serializedBytes, toExcelCell, type ExcelCell } from '../chunking';
import { hostErrorCode, LandingError, PAYLOAD_TOO_LARGE_CODE, throwIfAborted } from '../landingError';
import type { ExcelLanding } from './landing';

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

/** Writes every value; answers the largest request's serialized bytes. */
export async function writeValues(landing: ExcelLanding, sheetName: string, target: Rect): Promise<number> {
  const { tableName, columns, rows, signal, onProgress } = landing.request;
  const total = rows.length;
  const sizer = new BlockSizer(landing.options.budgetBytes, landing.options.maxRows);
  const header: ExcelCell[] = columns.map((column) => toExcelCell(column.name));
  const headerBytes = serializedBytes(header) + 1;
  let largestRequestBytes = 0;
  let written = 0;
  let headerWritten = false;
  while (!headerWritten || written < total) {
    throwIfAborted(signal);
    // The first block carries the header, so its rows get the budget the header leaves.
    const headerShare = headerWritten ? 0 : headerBytes;
    const block = nextBlock(rows, written, sizer.budgetBytes - headerShare, sizer.maxRows, columns.length);
    const values = headerWritten ? block.values : [header, ...block.values];
    const area: Rect = {
      top: target.top + (headerWritten ? 1 + written : 0),
      left: target.left,
      rows: values.length,
      columns: columns.length,
    };
    try {
      await writeBlock(landing, sheetName, area, values);
    } catch (error) {
      if (hostErrorCode(error) !== PAYLOAD_TOO_LARGE_CODE) throw error;
      if (!sizer.halve(block.values.length)) {
        throw new LandingError(
          'row-too-large',
          `Row ${written + 1} of ${tableName} is larger than Excel accepts in one request.`,
          PAYLOAD_TOO_LARGE_CODE,
        );
      }
      continue;
    }
    largestRequestBytes = Math.max(largestRequestBytes, block.bytes + headerShare);
    headerWritten = true;
    written += block.values.length;
    onProgress?.(written, total);
  }
  return largestRequestBytes;
}
