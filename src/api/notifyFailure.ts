// Direct imports, not the indexes: the app shell uses this on its first paint, without the contract and zod.
import { notify } from '../notices/notices';
import { Severity } from '../notices/severity';
import { ApiError, noticeTextFor } from './apiError';

/**
 * A query's or change's `meta` when its screen shows the failure itself, at the field or the form it concerns: the
 * notice would only repeat it, and would still be showing on the next page.
 */
export const FAILURE_SHOWN_ON_SCREEN = { failureShownOnScreen: true } as const;

/** The query or mutation the caches pass after the error: whether its screen says it already. */
function shownOnScreen(source: unknown): boolean {
  if (typeof source !== 'object' || source === null || !('options' in source)) return false;
  const { options } = source;
  if (typeof options !== 'object' || options === null || !('meta' in options)) return false;
  const { meta } = options;
  return typeof meta === 'object' && meta !== null && 'failureShownOnScreen' in meta;
}

/**
 * A failed call's notice: a warning when the user can act on it, an error otherwise. The query and mutation
 * caches pass what failed after the error (a query second, a mutation fourth); one whose screen shows the failure
 * gets no notice.
 */
export function notifyFailure(error: unknown, ...failed: unknown[]): void {
  if (failed.some(shownOnScreen)) return;
  const warning = error instanceof ApiError && error.warning;
  notify({ text: noticeTextFor(error), severity: warning ? Severity.Warning : Severity.Error });
}
