/** User-visible and console texts, each defined once and shown to the letter. */

export const PAGE_NOT_FOUND = 'Page Not Found';
export const INTERNAL_SERVER_ERROR = 'Internal Server Error';
export const pageNotFoundMessage = (path: string): string => `Page Not Found: ${path}`;

export const DIAGNOSTICS_UNAVAILABLE = 'Diagnostics not available – skipping.';

/** API error notice: the last resort before the error's own message. */
export const NO_RESPONSE_FROM_SERVER = 'No response received from the server.';
export const ERROR_PREFIX = 'Error: ';
export const WARNING_PREFIX = 'Warning: ';

/** Cold start messages by attempt: 1, 2 and 5 have their own; other attempts use the first. */
export const COLD_START_FIRST = 'Hang tight while we get the database ready.';
export const COLD_START_SECOND = "We're still going, thanks for waiting!";
export const COLD_START_LAST = 'The server is not responding, one more try...';
export function coldStartMessage(attempt: number): string {
  if (attempt === 2) return COLD_START_SECOND;
  if (attempt === 5) return COLD_START_LAST;
  return COLD_START_FIRST;
}

/** A missing auth endpoint configuration is logged. */
export const AUTH_CONFIGURATION_MISSING =
  'Sign-in is not configured: set VITE_AUTH_AUTHORITY and VITE_AUTH_CLIENT_ID.';
/** An instance id from the workbook that the user does not have. */
export const unknownInstanceMessage = (id: string): string =>
  `The workbook's instance ${id} is not one of your instances; choose an instance.`;

/** Excel edit-mode timeout: the warning shown when the process is cancelled after the limit. */
export const EXCEL_EDIT_MODE_CANCELLED =
  'The process was cancelled because Excel is still in edit mode. Please finish editing the active cell and try again.';
