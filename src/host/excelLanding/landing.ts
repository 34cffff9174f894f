/** What every step of one Excel landing shares: the request, the host's abilities and the request count. */
import type { Rect } from '../address';
import { officeGlobal } from '../detectHost';
import { runWhenNotEditing, type Clock } from '../editMode';
import type { TableStart } from '../types';

export interface ExcelTableWriterOptions {
  clock?: Clock;
  /** Bytes of values per block; default chunking.ts's BLOCK_BUDGET_BYTES. */
  budgetBytes?: number;
  /** Rows in the first block at most; default chunking.ts's FIRST_BLOCK_MAX_ROWS. */
  maxRows?: number;
}

export interface ExcelLanding {
  request: TableStart;
  options: ExcelTableWriterOptions;
  /** ExcelApi 1.6: calculation can wait until the batch's sync. */
  suspendCalculation: boolean;
  /** ExcelApi 1.13: a table can be resized. */
  canResize: boolean;
  /** ExcelApi 1.18: a cell can carry a note (a measure's definition on its header). */
  canNote: boolean;
  /** Requests sent so far (context.sync round trips); each step adds one before each sync. */
  requests: number;
  /** One Excel.run batch, retried while Excel is in cell-edit mode. */
  batch<T>(work: (context: Excel.RequestContext) => Promise<T>): Promise<T>;
}

function excelApiSupported(version: string): boolean {
  try {
    return officeGlobal()?.context?.requirements?.isSetSupported('ExcelApi', version) ?? false;
  } catch {
    return false;
  }
}

export function startLanding(request: TableStart, options: ExcelTableWriterOptions): ExcelLanding {
  const { signal, onPendingEdit } = request;
  return {
    request,
    options,
    suspendCalculation: excelApiSupported('1.6'),
    canResize: excelApiSupported('1.13'),
    canNote: excelApiSupported('1.18'),
    requests: 0,
    batch: (work) =>
      runWhenNotEditing(() => Excel.run(work), { clock: options.clock, onPendingEdit, signal }),
  };
}

/** Where the table goes: its sheet and range, and the range it had before this landing (when it existed). */
export interface Placement {
  sheetName: string;
  target: Rect;
  existing: Rect | null;
}

export function quoteSheet(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}
