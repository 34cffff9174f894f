// Direct imports, not the indexes: the app shell uses this on its first paint, without the contract and zod.
import { notify } from '../notices/notices';
import { Severity } from '../notices/severity';
import { ApiError, noticeTextFor } from './apiError';

/** A failed call's SPEC §8 notice: a warning when the user can act on it, an error otherwise. */
export function notifyFailure(error: unknown): void {
  const warning = error instanceof ApiError && error.warning;
  notify({ text: noticeTextFor(error), severity: warning ? Severity.Warning : Severity.Error });
}
