/**
 * The Application Insights configuration: the telemetry constants, set explicitly rather than left to the
 * SDK's defaults (which happen to match today), and the rule that auth headers are never tracked.
 */
import type { IConfig, IConfiguration } from '@microsoft/applicationinsights-web';
import {
  TELEMETRY_AJAX_CALLS_PER_VIEW,
  TELEMETRY_BATCH_INTERVAL_MS,
  TELEMETRY_IN_MEMORY_BUFFER_EVENTS,
  TELEMETRY_MAX_BATCH_BYTES,
  TELEMETRY_MAX_RETRIES,
  TELEMETRY_RETRYABLE_HTTP_CODES,
  TELEMETRY_SESSION_EXPIRY_MS,
  TELEMETRY_SESSION_RENEWAL_MS,
} from '../constants';
import { INSTANCE_HEADER } from '@wharf/contract/paths.ts';

export type TelemetryConfig = IConfiguration & IConfig;

/** The SDK's identifiers of its channel and its dependency tracker: options only they read sit under these. */
export const SENDER_PLUGIN_ID = 'AppInsightsChannelPlugin';
export const DEPENDENCY_PLUGIN_ID = 'AjaxDependencyPlugin';
export const CONFIG_SYNC_PLUGIN_ID = 'AppInsightsCfgSyncPlugin';

/**
 * Request and response headers never recorded with a dependency, compared without case: the bearer token and the
 * instance header every API call carries, and the SDK's own defaults, which a list given here replaces.
 */
export const EXCLUDED_HEADERS: readonly string[] = [
  'Authorization',
  INSTANCE_HEADER,
  'Cookie',
  'Set-Cookie',
  'X-API-Key',
  'WWW-Authenticate',
];

export function buildTelemetryConfig(connectionString: string): TelemetryConfig {
  return {
    connectionString,
    maxBatchInterval: TELEMETRY_BATCH_INTERVAL_MS,
    maxBatchSizeInBytes: TELEMETRY_MAX_BATCH_BYTES,
    eventsLimitInMem: TELEMETRY_IN_MEMORY_BUFFER_EVENTS,
    // The stored buffer holds the SDK's fixed 2000 events (TELEMETRY_STORED_BUFFER_EVENTS); no option sets it.
    enableSessionStorageBuffer: true,
    sessionRenewalMs: TELEMETRY_SESSION_RENEWAL_MS,
    sessionExpirationMs: TELEMETRY_SESSION_EXPIRY_MS,
    maxAjaxCallsPerView: TELEMETRY_AJAX_CALLS_PER_VIEW,
    enableRequestHeaderTracking: false,
    enableResponseHeaderTracking: false,
    // Page views come from the routes table, with its labels; the SDK's own would only carry the URL.
    enableAutoRouteTracking: false,
    // Errors go through the global error handler, which adds component, info and path.
    disableExceptionTracking: true,
    enableUnhandledPromiseRejectionTracking: false,
    // What is still queued leaves with the page (sendBeacon on pagehide), instead of waiting for the next load.
    disableFlushOnBeforeUnload: false,
    extensionConfig: {
      [SENDER_PLUGIN_ID]: {
        maxRetryCnt: TELEMETRY_MAX_RETRIES,
        retryCodes: [...TELEMETRY_RETRYABLE_HTTP_CODES],
      },
      [DEPENDENCY_PLUGIN_ID]: { ignoreHeaders: [...EXCLUDED_HEADERS] },
      // The SDK would fetch settings from Microsoft's CDN (js.monitor.azure.com); telemetry talks to its collector only.
      [CONFIG_SYNC_PLUGIN_ID]: { blkCdnCfg: true },
    },
  };
}
