import { ApiError, noticeTextFor } from '../api';
import { notify } from './notices';
import { Severity } from './severity';

/** A failed call's SPEC §8 notice: a warning when the user can act on it, an error otherwise. */
export function notifyFailure(error: unknown): void {
  const warning = error instanceof ApiError && error.warning;
  notify({ text: noticeTextFor(error), severity: warning ? Severity.Warning : Severity.Error });
}
