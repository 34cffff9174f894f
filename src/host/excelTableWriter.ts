/**
 * The Excel table writer (DESIGN "Large results stream in pages"). One landing is a few Excel.run batches, each
 * retried while Excel is in cell-edit mode (SPEC §4):
 *   1. prepare: find the table by name (replace it where it stands) or place a new one at the anchor, and check
 *      that every cell the table would grow into is empty — the user's other cells are never overwritten;
 *   2. for a replaced table: resize it to the new shape (ExcelApi 1.13) and clear only the cells it gave up;
 *   3. the header and rows, in blocks whose serialized values stay under the host's request limit (halved and
 *      retried on RequestPayloadSizeLimitExceeded), with calculation suspended (ExcelApi 1.6+);
 *   4. for a new table `tables.add` over the written range, then each column's number format and formula.
 */
import { officeGlobal } from './detectHost';
import { grownAreas, rectAddress, splitSheet, type Rect } from './address';
import { BlockSizer, nextBlock, serializedBytes, toExcelCell, type ExcelCell } from './chunking';
import { runWhenNotEditing, type Clock } from './editMode';
import { hostErrorCode, LandingError, PAYLOAD_TOO_LARGE_CODE, throwIfAborted } from './landingError';
import type { TableWriter, WriteTableRequest, WriteTableResult } from './types';

/** Rows on an Excel worksheet. */
const SHEET_ROWS = 1048576;

export interface ExcelTableWriterOptions {
  clock?: Clock;
  /** Bytes of values per block; default chunking.ts's BLOCK_BUDGET_BYTES. */
  budgetBytes?: number;
  /** Rows in the first block at most; default chunking.ts's FIRST_BLOCK_MAX_ROWS. */
  maxRows?: number;
}

interface Plan {
  sheetName: string;
  target: Rect;
  /** The table's range before this landing, when a table of that name exists. */
  existing: Rect | null;
}

function excelApiSupported(version: string): boolean {
  try {
    return officeGlobal()?.context?.requirements?.isSetSupported('ExcelApi', version) ?? false;
  } catch {
    return false;
  }
}

function quoteSheet(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}

/**
 * Sets one value for every cell of a range. Office.js accepts a single value for a multi-cell range; the typings
 * only describe the 2-D form, hence the narrow cast.
 */
function setForEveryCell(range: Excel.Range, property: 'numberFormat' | 'formulas', value: string): void {
  (range as unknown as Record<'numberFormat' | 'formulas', string>)[property] = value;
}

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
  const { tableName, columns, rows, signal, onProgress, onPendingEdit } = request;
  if (columns.length === 0) throw new LandingError('host', 'A table needs at least one column.');
  const total = rows.length;
  const suspendCalculation = excelApiSupported('1.6');
  const canResize = excelApiSupported('1.13');
  let requests = 0;
  let largestRequestBytes = 0;

  const step = <T>(batch: (context: Excel.RequestContext) => Promise<T>): Promise<T> =>
    runWhenNotEditing(() => Excel.run(batch), { clock: options.clock, onPendingEdit, signal });

  // 1. Where the table goes, and whether anything of the user's is in the way.
  throwIfAborted(signal);
  const plan = await step(async (context): Promise<Plan> => {
    const table = context.workbook.tables.getItemOrNullObject(tableName);
    table.load('name');
    requests += 1;
    await context.sync();
    let sheetName: string;
    let existing: Rect | null = null;
    let top: number;
    let left: number;
    if (!table.isNullObject) {
      const range = table.getRange();
      range.load(['rowIndex', 'columnIndex', 'rowCount', 'columnCount']);
      const sheet = table.worksheet;
      sheet.load('name');
      requests += 1;
      await context.sync();
      sheetName = sheet.name;
      existing = {
        top: range.rowIndex,
        left: range.columnIndex,
        rows: range.rowCount,
        columns: range.columnCount,
      };
      top = existing.top;
      left = existing.left;
    } else {
      const anchor = splitSheet(request.anchor ?? 'A1');
      const named = anchor.sheet ?? request.sheetName;
      const sheet = named
        ? context.workbook.worksheets.getItem(named)
        : context.workbook.worksheets.getActiveWorksheet();
      const cell = sheet.getRange(anchor.cells);
      cell.load(['rowIndex', 'columnIndex']);
      sheet.load('name');
      requests += 1;
      await context.sync();
      sheetName = sheet.name;
      top = cell.rowIndex;
      left = cell.columnIndex;
    }
    const target: Rect = { top, left, rows: total + 1, columns: columns.length };
    if (top + target.rows > SHEET_ROWS) {
      throw new LandingError('host', `${tableName} has more rows than fit on the worksheet below its place.`);
    }
    const areas = existing ? grownAreas(existing, target) : [target];
    if (areas.length > 0) {
      const sheet = context.workbook.worksheets.getItem(sheetName);
      const used = areas.map((area) => sheet.getRange(rectAddress(area)).getUsedRangeOrNullObject(true));
      used.forEach((range) => range.load('address'));
      requests += 1;
      await context.sync();
      const inTheWay = used.filter((range) => !range.isNullObject).map((range) => range.address);
      if (inTheWay.length > 0) {
        throw new LandingError(
          'target-not-empty',
          `${tableName} was not written: it needs ${quoteSheet(sheetName)}!${rectAddress(target)}, and ` +
            `${inTheWay.join(', ')} already ${inTheWay.length === 1 ? 'holds' : 'hold'} data. ` +
            'Move or clear those cells, or choose another place, and try again.',
        );
      }
    }
    return { sheetName, target, existing };
  });
  const { sheetName, target, existing } = plan;

  // 2. A replaced table takes its new shape; only the cells it gives up are cleared.
  const createNew = existing === null || !canResize;
  if (existing) {
    throwIfAborted(signal);
    await step(async (context) => {
      if (suspendCalculation) context.workbook.application.suspendApiCalculationUntilNextSync();
      const sheet = context.workbook.worksheets.getItem(sheetName);
      if (canResize) {
        context.workbook.tables.getItem(tableName).resize(rectAddress(target));
        for (const area of grownAreas(target, existing)) sheet.getRange(rectAddress(area)).clear('All');
      } else {
        // Before ExcelApi 1.13 a table cannot be resized: it becomes a plain range, is cleared, and is added again.
        context.workbook.tables.getItem(tableName).convertToRange();
        sheet.getRange(rectAddress(existing)).clear('All');
      }
      requests += 1;
      await context.sync();
    });
  }

  // 3. Values: the header, then the rows, in blocks sized by their serialized bytes. One request per block is
  //    the point: each stays under the host's request limit.
  const writeValues = (address: string, values: ExcelCell[][]): Promise<void> =>
    step(async (context) => {
      if (suspendCalculation) context.workbook.application.suspendApiCalculationUntilNextSync();
      context.workbook.worksheets.getItem(sheetName).getRange(address).values = values;
      requests += 1;
      await context.sync();
    });
  const sizer = new BlockSizer(options.budgetBytes, options.maxRows);
  const header: ExcelCell[] = columns.map((column) => toExcelCell(column.name));
  const headerBytes = serializedBytes(header) + 1;
  let written = 0;
  let headerWritten = false;
  while (!headerWritten || written < total) {
    throwIfAborted(signal);
    const withHeader = !headerWritten;
    const block = nextBlock(
      rows,
      written,
      sizer.budgetBytes - (withHeader ? headerBytes : 0),
      sizer.maxRows,
      columns.length,
    );
    const values = withHeader ? [header, ...block.values] : block.values;
    const bytes = block.bytes + (withHeader ? headerBytes : 0);
    const area: Rect = {
      top: target.top + (withHeader ? 0 : 1 + written),
      left: target.left,
      rows: values.length,
      columns: columns.length,
    };
    try {
      await writeValues(rectAddress(area), values);
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
    largestRequestBytes = Math.max(largestRequestBytes, bytes);
    headerWritten = true;
    written += block.values.length;
    onProgress?.(written, total);
  }

  // 4. The table over the written range, then formats and calculated columns (values before formats).
  throwIfAborted(signal);
  await step(async (context) => {
    if (suspendCalculation) context.workbook.application.suspendApiCalculationUntilNextSync();
    const sheet = context.workbook.worksheets.getItem(sheetName);
    if (createNew) sheet.tables.add(rectAddress(target), true).name = tableName;
    if (total > 0) {
      columns.forEach((column, index) => {
        const body = sheet.getRange(
          rectAddress({ top: target.top + 1, left: target.left + index, rows: total, columns: 1 }),
        );
        setForEveryCell(body, 'numberFormat', column.format ?? 'General');
        if (column.formula) setForEveryCell(body, 'formulas', column.formula);
      });
    }
    requests += 1;
    await context.sync();
  });

  return {
    rowCount: total,
    requests,
    largestRequestBytes,
    address: `${quoteSheet(sheetName)}!${rectAddress(target)}`,
  };
}
