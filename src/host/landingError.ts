/**
 * Why a landing did not happen. The writer throws only this; its message is what the user is shown
 * (the edit-mode timeout carries the warning).
 */
export type LandingErrorKind =
  /** Excel stayed in cell-edit mode for the overall limit. */
  | 'edit-mode-timeout'
  /** Writing would overwrite the user's cells next to or below the table. */
  | 'target-not-empty'
  /** A single row is larger than the host accepts in one request. */
  | 'row-too-large'
  /** The caller's AbortSignal fired. */
  | 'cancelled'
  /** Anything else the host refused. */
  | 'host';

export class LandingError extends Error {
  readonly kind: LandingErrorKind;
  /** The host's error code, when it gave one (e.g. `InvalidArgument`). */
  readonly hostCode: string | undefined;

  constructor(kind: LandingErrorKind, message: string, hostCode?: string) {
    super(message);
    this.name = 'LandingError';
    this.kind = kind;
    this.hostCode = hostCode;
  }
}

export const LANDING_CANCELLED = 'The landing was cancelled.';

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new LandingError('cancelled', LANDING_CANCELLED);
}

/** The `code` of an Office.js RichApi error (OfficeExtension.Error), if the value is one. */
export function hostErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = error.code;
  return typeof code === 'string' ? code : undefined;
}

/** Excel's error codes the writer reacts to (Excel.ErrorCodes, read as strings so no Excel global is needed). */
export const CELL_EDIT_MODE_CODE = 'InvalidOperationInCellEditMode';
export const PAYLOAD_TOO_LARGE_CODE = 'RequestPayloadSizeLimitExceeded';
