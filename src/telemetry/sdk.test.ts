import { ApplicationInsights, type IConfig, type IConfiguration } from '@microsoft/applicationinsights-web';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
import { loadApplicationInsights, sinkFor } from './sdk';
import { buildTelemetryConfig, DEPENDENCY_PLUGIN_ID, SENDER_PLUGIN_ID } from './telemetryConfig';

const CONNECTION_STRING =
  'InstrumentationKey=00000000-0000-0000-0000-000000000000;IngestionEndpoint=https://collector.example/';
const SECRET = 'sEcReT-t0ken-4242';
const INSTANCE_ID = 'instance-7f3a';
const API_URL = 'https://api.example/api/clientQuery';

/** The SDK's batches, as the collector would receive them, instead of the network. */
let batches: string[] = [];
let appInsights: ApplicationInsights | undefined;

type Config = IConfiguration & IConfig;
type ConfigChange = (config: Config) => Config;

/** The app's configuration, changed as a test needs, with the channel's network replaced by `batches`. */
function capturing(change: ConfigChange): Config {
  const config = change(buildTelemetryConfig(CONNECTION_STRING));
  const extensionConfig = config.extensionConfig ?? {};
  const senderConfig = (extensionConfig[SENDER_PLUGIN_ID] ?? {}) as object;
  return {
    ...config,
    extensionConfig: {
      ...extensionConfig,
      [SENDER_PLUGIN_ID]: {
        ...senderConfig,
        // Synchronous flushes, like page unloads, would use sendBeacon or fetch otherwise.
        alwaysUseXhrOverride: true,
        httpXHROverride: {
          sendPOST: (payload: { data: string | Uint8Array }, onComplete: (status: number) => void) => {
            batches.push(
              typeof payload.data === 'string' ? payload.data : new TextDecoder().decode(payload.data),
            );
            onComplete(200);
          },
        },
      },
    },
  };
}

/** The SDK as the app starts it (sdk.ts). */
function start(change: ConfigChange = (config) => config): ApplicationInsights {
  appInsights = loadApplicationInsights(capturing(change));
  return appInsights;
}

/** The bare SDK, without the app's telemetry initializer. */
function startBare(change: ConfigChange): ApplicationInsights {
  appInsights = new ApplicationInsights({ config: capturing(change) });
  appInsights.loadAppInsights();
  return appInsights;
}

/** Sends what is queued, synchronously. */
const flush = (sdk: ApplicationInsights): void => void sdk.flush(false, () => undefined);

const sent = (): string => batches.join('\n');

/** The API answers; the SDK's fetch instrumentation wraps this stand-in. */
const apiFetch = vi.fn(() => Promise.resolve(new Response('{}', { status: 200 })));

beforeEach(() => {
  batches = [];
  vi.stubGlobal('fetch', apiFetch);
});

afterEach(() => {
  void appInsights?.unload(false);
  appInsights = undefined;
  vi.unstubAllGlobals();
});

describe('the constants reach the SDK', () => {
  it('the channel runs with the batch, buffer and retry settings', () => {
    const sender = start().getSender()._senderConfig;
    expect(sender.maxBatchInterval).toBe(TELEMETRY_BATCH_INTERVAL_MS);
    expect(sender.maxBatchSizeInBytes).toBe(TELEMETRY_MAX_BATCH_BYTES);
    expect(sender.eventsLimitInMem).toBe(TELEMETRY_IN_MEMORY_BUFFER_EVENTS);
    expect(sender.enableSessionStorageBuffer).toBe(true);
    expect(sender.maxRetryCnt).toBe(TELEMETRY_MAX_RETRIES);
    expect([...(sender.retryCodes ?? [])]).toEqual(TELEMETRY_RETRYABLE_HTTP_CODES);
  });

  it('the session and dependency settings are in the running configuration', () => {
    const { config } = start();
    expect(config.sessionRenewalMs).toBe(TELEMETRY_SESSION_RENEWAL_MS);
    expect(config.sessionExpirationMs).toBe(TELEMETRY_SESSION_EXPIRY_MS);
    expect(config.maxAjaxCallsPerView).toBe(TELEMETRY_AJAX_CALLS_PER_VIEW);
    const dependencyConfig = config.extensionConfig?.[DEPENDENCY_PLUGIN_ID] as { ignoreHeaders?: unknown };
    expect(dependencyConfig.ignoreHeaders).toEqual(
      expect.arrayContaining(['Authorization', 'x-instance-id']),
    );
  });

  it('the stored buffer keeps at most TELEMETRY_STORED_BUFFER_EVENTS events (the SDK fixes it; no option sets it)', () => {
    // Unsent events a previous page left in session storage, more than the buffer holds.
    const leftOver = Array.from({ length: TELEMETRY_STORED_BUFFER_EVENTS + 50 }, (_, index) => ({
      item: JSON.stringify({ name: `left over ${index}` }),
      cnt: 0,
    }));
    sessionStorage.setItem('AI_buffer', JSON.stringify(leftOver));
    const sdk = start();
    const sender = sdk.getSender();
    sender.pause();
    expect(sender._buffer.count()).toBe(TELEMETRY_STORED_BUFFER_EVENTS);
    sdk.trackEvent({ name: 'one more' });
    expect(sender._buffer.count()).toBe(TELEMETRY_STORED_BUFFER_EVENTS);
    const storedKeys = Object.keys(sessionStorage).filter((key) => key.startsWith('AI_buffer'));
    expect(storedKeys).toHaveLength(1);
    const stored: unknown = JSON.parse(sessionStorage.getItem(storedKeys[0] ?? '') ?? '[]');
    expect(stored).toHaveLength(TELEMETRY_STORED_BUFFER_EVENTS);
  });
});

/** What the app's API client sends on every call. */
async function callApi(): Promise<void> {
  await fetch(API_URL, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${SECRET}`,
      'x-instance-id': INSTANCE_ID,
      'Content-Type': 'application/json',
    },
    body: '{"query":{}}',
  });
}

async function dependencyBatch(sdk: ApplicationInsights): Promise<string> {
  await callApi();
  // The dependency is recorded once the response has been read; then the batch leaves at once.
  await vi.waitFor(() => {
    flush(sdk);
    expect(sent()).toContain(API_URL);
  });
  return sent();
}

describe('no token or instance header ever leaves in a payload', () => {
  it('an API call is tracked as a dependency without its auth headers', async () => {
    const payload = await dependencyBatch(start());
    expect(payload).toContain('RemoteDependencyData');
    expect(payload).not.toContain(SECRET);
    expect(payload).not.toContain(INSTANCE_ID);
    expect(payload.toLowerCase()).not.toContain('authorization');
  });

  it('even with header tracking switched on, the initializer strips them', async () => {
    const payload = await dependencyBatch(
      start((config) => ({
        ...config,
        enableRequestHeaderTracking: true,
        enableResponseHeaderTracking: true,
      })),
    );
    expect(payload).not.toContain(SECRET);
    expect(payload).not.toContain(INSTANCE_ID);
  });

  it('the check can fail: the bare SDK, told to track every header, does put them in the payload', async () => {
    const payload = await dependencyBatch(
      startBare((config) => ({
        ...config,
        enableRequestHeaderTracking: true,
        extensionConfig: { ...config.extensionConfig, [DEPENDENCY_PLUGIN_ID]: { ignoreHeaders: [] } },
      })),
    );
    expect(payload).toContain(SECRET);
    expect(payload).toContain(INSTANCE_ID);
  });

  it('a token in an error message is redacted from the exception', () => {
    const sdk = start();
    sinkFor(sdk).trackException({
      error: new Error(`request failed with Authorization: Bearer ${SECRET}`),
      properties: { component: 'Unknown', info: `retry with Bearer ${SECRET}`, path: '/' },
    });
    flush(sdk);
    expect(sent()).toContain('ExceptionData');
    expect(sent()).toContain('request failed');
    expect(sent()).not.toContain(SECRET);
  });
});
