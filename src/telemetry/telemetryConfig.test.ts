// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  TELEMETRY_AJAX_CALLS_PER_VIEW,
  TELEMETRY_BATCH_INTERVAL_MS,
  TELEMETRY_IN_MEMORY_BUFFER_EVENTS,
  TELEMETRY_MAX_BATCH_BYTES,
  TELEMETRY_MAX_RETRIES,
  TELEMETRY_RETRYABLE_HTTP_CODES,
  TELEMETRY_SESSION_EXPIRY_MS,
  TELEMETRY_SESSION_RENEWAL_MS,
  TELEMETRY_STORED_BUFFER_EVENTS,
} from '../constants';
import {
  buildTelemetryConfig,
  CONFIG_SYNC_PLUGIN_ID,
  DEPENDENCY_PLUGIN_ID,
  SENDER_PLUGIN_ID,
} from './telemetryConfig';

const CONNECTION_STRING =
  'InstrumentationKey=00000000-0000-0000-0000-000000000000;IngestionEndpoint=https://localhost:3003/';

describe('the telemetry constants', () => {
  it('hold their values', () => {
    expect(TELEMETRY_BATCH_INTERVAL_MS).toBe(15000);
    expect(TELEMETRY_MAX_BATCH_BYTES).toBe(102400);
    expect(TELEMETRY_IN_MEMORY_BUFFER_EVENTS).toBe(10000);
    expect(TELEMETRY_STORED_BUFFER_EVENTS).toBe(2000);
    expect(TELEMETRY_MAX_RETRIES).toBe(10);
    expect(TELEMETRY_SESSION_RENEWAL_MS).toBe(30 * 60 * 1000);
    expect(TELEMETRY_SESSION_EXPIRY_MS).toBe(24 * 60 * 60 * 1000);
    expect(TELEMETRY_AJAX_CALLS_PER_VIEW).toBe(500);
    expect(TELEMETRY_RETRYABLE_HTTP_CODES).toEqual([401, 408, 429, 500, 502, 503, 504]);
  });
});

describe('the configuration given to Application Insights', () => {
  const config = buildTelemetryConfig(CONNECTION_STRING);

  it('carries the connection string', () => {
    expect(config.connectionString).toBe(CONNECTION_STRING);
  });

  it('sets each constant explicitly', () => {
    expect(config.maxBatchInterval).toBe(TELEMETRY_BATCH_INTERVAL_MS);
    expect(config.maxBatchSizeInBytes).toBe(TELEMETRY_MAX_BATCH_BYTES);
    expect(config.eventsLimitInMem).toBe(TELEMETRY_IN_MEMORY_BUFFER_EVENTS);
    expect(config.enableSessionStorageBuffer).toBe(true);
    expect(config.sessionRenewalMs).toBe(TELEMETRY_SESSION_RENEWAL_MS);
    expect(config.sessionExpirationMs).toBe(TELEMETRY_SESSION_EXPIRY_MS);
    expect(config.maxAjaxCallsPerView).toBe(TELEMETRY_AJAX_CALLS_PER_VIEW);
    expect(config.extensionConfig?.[SENDER_PLUGIN_ID]).toEqual({
      maxRetryCnt: TELEMETRY_MAX_RETRIES,
      retryCodes: TELEMETRY_RETRYABLE_HTTP_CODES,
    });
  });

  it('never tracks headers, and names the auth headers to ignore should tracking be switched on', () => {
    expect(config.enableRequestHeaderTracking).toBe(false);
    expect(config.enableResponseHeaderTracking).toBe(false);
    const { ignoreHeaders } = config.extensionConfig?.[DEPENDENCY_PLUGIN_ID] as { ignoreHeaders: string[] };
    expect(ignoreHeaders.map((name) => name.toLowerCase())).toEqual(
      expect.arrayContaining(['authorization', 'x-instance-id']),
    );
  });

  it('leaves page views and exceptions to the app: route labels and the global error handler', () => {
    expect(config.enableAutoRouteTracking).toBe(false);
    expect(config.disableExceptionTracking).toBe(true);
    expect(config.enableUnhandledPromiseRejectionTracking).toBe(false);
  });

  it('never fetches settings from the CDN of the SDK vendor', () => {
    expect(config.extensionConfig?.[CONFIG_SYNC_PLUGIN_ID]).toEqual({ blkCdnCfg: true });
  });
});
