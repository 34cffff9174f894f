/**
 * Excel edit mode: while the user edits a cell, Excel refuses API calls with InvalidOperationInCellEditMode.
 * The operation is retried every 800 ms for up to 30 s; after 1 s the pending-edit flag is raised; after 30 s the
 * process is cancelled with the warning. Time comes from an injectable clock (DESIGN convention 6).
 */
import {
  EXCEL_EDIT_MODE_LIMIT_MS,
  EXCEL_EDIT_MODE_RETRY_INTERVAL_MS,
  PENDING_EDIT_FLAG_AFTER_MS,
} from '../constants';
import { EXCEL_EDIT_MODE_CANCELLED } from '../messages';
import { systemClock, type Clock, type TimerHandle } from '../version/clock';
import {
  CELL_EDIT_MODE_CODE,
  hostErrorCode,
  LANDING_CANCELLED,
  LandingError,
  throwIfAborted,
} from './landingError';

export type { Clock } from '../version/clock';

export interface EditModeOptions {
  clock?: Clock;
  onPendingEdit?: (pending: boolean) => void;
  signal?: AbortSignal;
}

export function isCellEditModeError(error: unknown): boolean {
  return hostErrorCode(error) === CELL_EDIT_MODE_CODE;
}

function pause(clock: Clock, ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clock.clearTimeout(timer);
      reject(new LandingError('cancelled', LANDING_CANCELLED));
    };
    const timer = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs `operation`, retrying it while Excel is in cell-edit mode. Any other failure is passed on at once.
 * Attempts are made at 0, 800, 1600, … ms and a last one at 30000 ms; if that fails too, a LandingError of kind
 * `edit-mode-timeout` carrying the warning is thrown.
 */
export async function runWhenNotEditing<T>(
  operation: () => Promise<T>,
  { clock = systemClock, onPendingEdit, signal }: EditModeOptions = {},
): Promise<T> {
  const start = clock.now();
  let flagTimer: TimerHandle | undefined;
  let flagged = false;
  try {
    for (;;) {
      throwIfAborted(signal);
      try {
        return await operation();
      } catch (error) {
        if (!isCellEditModeError(error)) throw error;
      }
      const elapsed = clock.now() - start;
      if (flagTimer === undefined && !flagged) {
        flagTimer = clock.setTimeout(
          () => {
            flagged = true;
            onPendingEdit?.(true);
          },
          Math.max(0, PENDING_EDIT_FLAG_AFTER_MS - elapsed),
        );
      }
      const wait = Math.min(EXCEL_EDIT_MODE_RETRY_INTERVAL_MS, EXCEL_EDIT_MODE_LIMIT_MS - elapsed);
      if (wait <= 0)
        throw new LandingError('edit-mode-timeout', EXCEL_EDIT_MODE_CANCELLED, CELL_EDIT_MODE_CODE);
      await pause(clock, wait, signal);
    }
  } finally {
    if (flagTimer !== undefined) clock.clearTimeout(flagTimer);
    if (flagged) onPendingEdit?.(false);
  }
}
