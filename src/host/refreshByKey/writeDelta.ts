/**
 * The writing of a refresh by key (docs/host.md, "Refresh by key"), in one Excel.run — one undo step where
 * ExcelApi 1.20 merges its requests, held until the person leaves cell-edit mode where ExcelApi 1.11 can — with
 * calculation and screen updating suspended for each request and events off until it ends:
 *   1. the rows no new row's check matched read whole — the rows the source changed and removed — paired with the
 *      new rows by key, and the changed ones judged cell by cell (DeltaPlan.settle);
 *   2. the changed cells written, run by run, and each changed row's checks;
 *   3. new rows written in the places of removed rows (nothing below moves), the person's constants there cleared;
 *   4. the removed rows left over deleted, bottom up, the person's columns with them;
 *   5. the new rows left over written below, the table resized over them, their formats and formulas set.
 * Nothing else of the table is touched: its other rows, and the person's columns beside them, stay as they are.
 */
import { rectAddress, type Rect } from '../address';
import { excelRowInPlace, type ExcelCell } from '../chunking';
import { officeGlobal } from '../detectHost';
import { runWhenNotEditing } from '../editMode';
import { numberJsonBytes, textJsonBytes } from '../jsonBytes';
import { LandingError } from '../landingError';
import type { ReadCell } from '../tableFingerprint';
import type { CellValue, LandingColumn } from '../types';
import type { DeltaPlan } from './deltaPlan';
import { keyWords } from './deltaPlan';
import type { ConflictCell, RemovedRow } from './outcome';
import type { KeyedTablePlace } from './readTable';
import { RequestPacker } from './requestPacker';
import type { SheetLayout } from './sheetRows';

/** Cells read in one request: at 40 bytes of JSON a cell, 4 MB, under Excel on the web's 5 MB response. */
const CELLS_PER_READ = 100_000;

function supported(version: string): boolean {
  try {
    return officeGlobal()?.context?.requirements?.isSetSupported('ExcelApi', version) ?? false;
  } catch {
    return false;
  }
}

export interface DeltaWrite {
  tableName: string;
  place: KeyedTablePlace;
  layout: SheetLayout;
  columns: readonly LandingColumn[];
  plan: DeltaPlan;
  budgetBytes?: number;
  signal?: AbortSignal;
  onPendingEdit?: (pending: boolean) => void;
}

export interface DeltaWritten {
  requests: number;
  largestRequestBytes: number;
  cellsWritten: number;
  removed: RemovedRow[];
  conflicts: ConflictCell[];
  /** The table after the refresh, header included. */
  range: Rect;
}

/** Contiguous runs of rows, bottom run first: [first row, rows]. */
function runsBottomUp(rows: readonly number[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (const row of rows) {
    const last = runs[runs.length - 1];
    if (last && last[0] + last[1] === row) last[1] += 1;
    else runs.push([row, 1]);
  }
  return runs.reverse();
}

/**
 * A new row's cells: each landed column written (not calculated ones), the row check (-1) and the cell check
 * (-2), by table column.
 */
type Segment = { left: number; columns: number[] };

/** The written columns in runs adjacent within the table: landed positions, -1 and -2 for the checks. */
function rowSegments(layout: SheetLayout): Segment[] {
  const at = (column: number) =>
    column === -1
      ? layout.checkColumn
      : column === -2
        ? layout.cellCheckColumn
        : (layout.tableColumns[column] ?? 0);
  const ordered = [...layout.compared, -1, -2].sort((a, b) => at(a) - at(b));
  const segments: Segment[] = [];
  for (const column of ordered) {
    const last = segments[segments.length - 1];
    if (last && last.left + last.columns.length === at(column)) last.columns.push(column);
    else segments.push({ left: at(column), columns: [column] });
  }
  return segments;
}

/** A row of cells and nulls as JSON: its brackets, commas and each value. */
function paddedBytes(values: ReadonlyArray<ExcelCell | null>): number {
  let bytes = values.length + 1;
  for (const value of values) {
    if (value === null) bytes += 4;
    else if (typeof value === 'number') bytes += numberJsonBytes(value);
    else bytes += textJsonBytes(value);
  }
  return bytes;
}

/** Whole rows read: each row's values and, when asked, its formulas. */
interface RowsRead {
  values: ReadCell[][];
  /** A constant reads as its value, a formula as its text (kept when a new row takes a removed row's place). */
  formulas: ReadCell[][] | null;
}

/** The rows, in as few requests as fit under the response limit: each row's cells, in order. */
async function readRows(
  context: Excel.RequestContext,
  sheet: Excel.Worksheet,
  addresses: readonly string[],
  width: number,
  withFormulas: boolean,
  packer: RequestPacker,
): Promise<RowsRead> {
  const read: RowsRead = { values: [], formulas: withFormulas ? [] : null };
  const cellsPerRow = Math.max(1, width) * (withFormulas ? 2 : 1);
  const perRequest = Math.max(1, Math.floor(CELLS_PER_READ / cellsPerRow));
  for (let start = 0; start < addresses.length; start += perRequest) {
    const ranges = addresses.slice(start, start + perRequest).map((address) => {
      const range = sheet.getRange(address);
      if (withFormulas) range.load(['values', 'formulas']);
      else range.load('values');
      return range;
    });
    packer.count();
    // One sync per chunk on purpose: every read of one sync comes back in one response, limited to 5 MB.
    // eslint-disable-next-line office-addins/no-context-sync-in-loop
    await context.sync();
    for (const range of ranges) {
      read.values.push((range.values[0] ?? []) as ReadCell[]);
      read.formulas?.push((range.formulas[0] ?? []) as ReadCell[]);
    }
  }
  return read;
}

export function writeDelta(write: DeltaWrite): Promise<DeltaWritten> {
  const { plan, place } = write;
  // Nothing changed at the source: nothing to read or write, and no request at all.
  if (plan.unchanged()) {
    return Promise.resolve({
      requests: 0,
      largestRequestBytes: 0,
      cellsWritten: 0,
      removed: [],
      conflicts: [],
      range: place.range,
    });
  }
  const mergeUndoGroup = supported('1.20');
  const delayForCellEdit = supported('1.11');
  const progress = { sent: 0 };
  const work = (context: Excel.RequestContext) => {
    // Retried while Excel is in cell-edit mode only before any request went through: a retry after would delete again.
    if (progress.sent > 0) {
      throw new LandingError(
        'host',
        `${write.tableName} was refreshed in part while Excel was busy; refresh it again.`,
      );
    }
    return writeInRun(context, write, progress);
  };
  const run = () =>
    mergeUndoGroup || delayForCellEdit
      ? Excel.run({ mergeUndoGroup, delayForCellEdit }, work)
      : Excel.run(work);
  return runWhenNotEditing(run, { onPendingEdit: write.onPendingEdit, signal: write.signal });
}

async function writeInRun(
  context: Excel.RequestContext,
  write: DeltaWrite,
  progress: { sent: number },
): Promise<DeltaWritten> {
  const { place, layout, plan, columns, tableName } = write;
  const { range, header } = place;
  const canSuspendCalculation = supported('1.6');
  const canSuspendScreen = supported('1.9');
  const canQuietEvents = supported('1.8');
  const sheet = context.workbook.worksheets.getItem(place.sheetName);
  const packer = new RequestPacker(context, write.budgetBytes, (ctx) => {
    if (canSuspendCalculation) ctx.workbook.application.suspendApiCalculationUntilNextSync();
    if (canSuspendScreen) ctx.workbook.application.suspendScreenUpdatingUntilNextSync();
  });
  packer.onSent = () => {
    progress.sent += 1;
  };
  // Events go off with the first request and on again with the last: each is a round trip to Excel.
  if (canQuietEvents) context.runtime.enableEvents = false;
  let eventsBack = !canQuietEvents;
  try {
    const bodyTop = range.top + 1;
    const rowRect = (row: number, rows = 1): Rect => ({
      top: bodyTop + row,
      left: range.left,
      rows,
      columns: range.columns,
    });
    const landedAt = new Set([...layout.tableColumns, layout.checkColumn, layout.cellCheckColumn]);
    // 1. The rows no new row's check matched, whole: their formulas too when the person has columns in the table,
    // for a removed row's notes and for the formulas kept where a new row takes its place.
    const toRead = plan.toRead();
    const personsColumns = header.some((_, index) => !landedAt.has(index));
    const read = await readRows(
      context,
      sheet,
      toRead.map((row) => rectAddress(rowRect(row))),
      range.columns,
      personsColumns,
      packer,
    );
    plan.settle(toRead, read.values);
    const removedRows = plan.removed.map(({ row }) => row);
    const removedCells = plan.removed.map(({ read: at }) => (read.formulas ?? read.values)[at] ?? []);
    const finalBody = range.rows - 1 - removedRows.length + plan.newRows.length;
    const grownBy = finalBody - (range.rows - 1);
    if (grownBy > 0) {
      const below: Rect = {
        top: range.top + range.rows,
        left: range.left,
        rows: grownBy,
        columns: range.columns,
      };
      const used = sheet.getRange(rectAddress(below)).getUsedRangeOrNullObject(true);
      used.load('address');
      packer.count();
      await context.sync();
      if (!used.isNullObject) {
        throw new LandingError(
          'target-not-empty',
          `${tableName} was not refreshed: its ${plan.newRows.length.toLocaleString('en-US')} new rows need ` +
            `${rectAddress(below)}, and ${used.address} already holds data. Move or clear those cells and try again.`,
        );
      }
    }
    const keyColumns = layout.key.map((position) => layout.tableColumns[position] ?? 0);
    const removed: RemovedRow[] = removedCells.map((cells) => {
      const row = cells as CellValue[];
      return {
        key: keyWords(row, keyColumns),
        notes: header.flatMap((column, index) =>
          landedAt.has(index) || row[index] === '' || row[index] === null || row[index] === undefined
            ? []
            : [{ column, value: row[index] ?? null }],
        ),
      };
    });
    const conflicts: ConflictCell[] = plan.conflicts.map((conflict) => ({
      key: conflict.key,
      column: columns[conflict.column]?.name ?? '',
      columnIndex: conflict.column,
      keyValues: conflict.keyValues,
      mine: conflict.mine,
      source: conflict.source,
      taken: conflict.taken,
    }));
    let cellsWritten = 0;
    const writeCells = async (top: number, left: number, cells: CellValue[]) => {
      const bytes = excelRowInPlace(cells, cells.length) + 2;
      const address = rectAddress({ top, left, rows: 1, columns: cells.length });
      await packer.add(bytes + address.length, () => {
        sheet.getRange(address).values = [cells as ExcelCell[]];
      });
      cellsWritten += cells.length;
    };
    // 2. Each changed row in one range: its changed cells and its checks, null (left as it is) between them.
    for (const write of plan.rowWrites) {
      const address = rectAddress({
        top: bodyTop + write.row,
        left: range.left + write.column,
        rows: 1,
        columns: write.values.length,
      });
      await packer.add(paddedBytes(write.values) + address.length, () => {
        sheet.getRange(address).values = [write.values as ExcelCell[]];
      });
      cellsWritten += write.cells;
    }
    // 3. New rows take the places of removed rows first: nothing below moves. The landed cells are written (not a
    // calculated column's, whose formula stays); the person's constants there are cleared, their formulas kept.
    const segments = rowSegments(layout);
    const reused = Math.min(removedRows.length, plan.newRows.length);
    const writeNewRow = async (top: number, source: readonly CellValue[]) => {
      const [check, cellCheck] = plan.checksOf(source);
      for (const segment of segments) {
        const cells = segment.columns.map((column) =>
          column === -1 ? check : column === -2 ? cellCheck : (source[column] ?? null),
        );
        await writeCells(top, range.left + segment.left, cells);
      }
    };
    for (let index = 0; index < reused; index += 1) {
      const row = removedRows[index] ?? 0;
      await writeNewRow(bodyTop + row, plan.newRows[index] ?? []);
      const cells = (removedCells[index] ?? []) as CellValue[];
      for (let column = 0; column < header.length; column += 1) {
        const held = cells[column];
        const constant = held !== '' && held !== null && held !== undefined && !String(held).startsWith('=');
        if (!landedAt.has(column) && constant) await writeCells(bodyTop + row, range.left + column, ['']);
      }
    }
    // 4. The removed rows left over, bottom up so the rows above keep their places; the person's columns go too.
    const leftOver = removedRows.slice(reused);
    for (const [first, rows] of runsBottomUp(leftOver)) {
      const address = rectAddress(rowRect(first, rows));
      await packer.add(address.length, () => sheet.getRange(address).delete('Up'));
    }
    // 5. The new rows left over, below what is left; the person's columns stay empty for them.
    const newTop = bodyTop + range.rows - 1 - leftOver.length;
    const appended = plan.newRows.length - reused;
    for (let index = 0; index < appended; index += 1) {
      await writeNewRow(newTop + index, plan.newRows[reused + index] ?? []);
    }
    const final: Rect = { ...range, rows: finalBody + 1 };
    if (appended > 0 || leftOver.length > 0) {
      await packer.add(64, () => context.workbook.tables.getItem(tableName).resize(rectAddress(final)));
    }
    if (appended > 0) {
      const added: Rect = { top: newTop, left: range.left, rows: appended, columns: 1 };
      for (const [index, column] of columns.entries()) {
        const at = rectAddress({ ...added, left: range.left + (layout.tableColumns[index] ?? 0) });
        await packer.add(at.length + (column.format?.length ?? 7) + (column.formula?.length ?? 0), () => {
          // One value for every cell of the range: Office.js takes it; the typings only describe the 2-D form.
          const cells = sheet.getRange(at) as unknown as Record<'numberFormat' | 'formulas', string>;
          cells.numberFormat = column.format ?? 'General';
          if (column.formula) cells.formulas = column.formula;
        });
      }
    }
    if (canQuietEvents) {
      await packer.add(16, () => {
        context.runtime.enableEvents = true;
      });
    }
    await packer.flush();
    eventsBack = true;
    return {
      requests: packer.requests,
      largestRequestBytes: packer.largestBytes,
      cellsWritten,
      removed,
      conflicts,
      range: final,
    };
  } finally {
    if (!eventsBack) {
      context.runtime.enableEvents = true;
      await context.sync().catch(() => undefined);
    }
  }
}
