/** Business constants, each defined once. */

/** Head tag update debounce. */
export const HEAD_TAG_DEBOUNCE_MS = 10;

/** Reload guard ttl: after a reload for a new version, no second one within this time. */
export const RELOAD_GUARD_TTL_MS = 10000;

/** Telemetry batch interval: queued telemetry is sent at most this long after it was raised. */
export const TELEMETRY_BATCH_INTERVAL_MS = 15000;

/** Telemetry maximum batch: a batch that reaches this size is sent at once. */
export const TELEMETRY_MAX_BATCH_BYTES = 102400;

/** Telemetry in-memory buffer: events kept in memory while they wait to be sent. */
export const TELEMETRY_IN_MEMORY_BUFFER_EVENTS = 10000;

/** Telemetry stored buffer: unsent events kept in session storage, so a reload does not lose them. */
export const TELEMETRY_STORED_BUFFER_EVENTS = 2000;

/** Telemetry retry count: a batch is retried up to this many times. */
export const TELEMETRY_MAX_RETRIES = 10;

/** Session renewal: a telemetry session ends after this long without activity. */
export const TELEMETRY_SESSION_RENEWAL_MS = 30 * 60 * 1000;

/** Session expiry: a telemetry session ends after this long, active or not. */
export const TELEMETRY_SESSION_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** Ajax calls tracked per view. */
export const TELEMETRY_AJAX_CALLS_PER_VIEW = 500;

/** Telemetry retryable HTTP codes: a batch answered with one of these is sent again. */
export const TELEMETRY_RETRYABLE_HTTP_CODES: readonly number[] = [401, 408, 429, 500, 502, 503, 504];

/** Notification default timeout. */
export const NOTICE_DEFAULT_TIMEOUT_MS = 5000;
/** Delay before the next queued notice is shown. */
export const NOTICE_NEXT_DELAY_MS = 300;
/** Cold-start retry delay, the first time and after. */
export const COLD_START_FIRST_DELAY_MS = 20000;
export const COLD_START_NEXT_DELAY_MS = 5000;
/** Maximum cold-start attempts. */
export const COLD_START_MAX_ATTEMPTS = 5;
/** Token maximum age. */
export const TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Identity metadata refresh. */
export const IDENTITY_METADATA_REFRESH_MS = 24 * 60 * 60 * 1000;
/** Identity throttle, default and maximum. */
export const IDENTITY_THROTTLE_DEFAULT_S = 60;
export const IDENTITY_THROTTLE_MAX_S = 3600;

/** Excel edit-mode retry interval — an operation refused in cell-edit mode is tried again this often. */
export const EXCEL_EDIT_MODE_RETRY_INTERVAL_MS = 800;
/** Excel edit-mode overall limit — after this long in cell-edit mode the process is cancelled. */
export const EXCEL_EDIT_MODE_LIMIT_MS = 30000;
/** The pending-edit flag is shown once an operation has waited this long for cell-edit mode to end. */
export const PENDING_EDIT_FLAG_AFTER_MS = 1000;
