/**
 * The last line of defence for the rule that auth headers are excluded from tracking: a telemetry initializer that
 * runs on every item before it is queued. Header tracking is already off and the dependency tracker ignores the
 * auth headers; this also holds if either is switched on later, or a token ends up in a URL or an error message.
 */
import type { ITelemetryItem } from '@microsoft/applicationinsights-web';
import { EXCLUDED_HEADERS } from './telemetryConfig';

/** `requestHeaders`, `responseHeaders`, `headers`: where the SDK and our own code would put headers. */
const HEADER_PROPERTY = /headers?$/i;
const EXCLUDED = new Set(EXCLUDED_HEADERS.map((name) => name.toLowerCase()));
const BEARER_TOKEN = /\bBearer\s+[\w\-.~+/]+=*/gi;
/** A JWT: base64url JSON header `{"…` (always `eyJ`), payload, and a signature that may be empty (`alg: none`). */
const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g;
export const REDACTED = '[redacted]';

export const redactSecrets = (text: string): string =>
  text.replace(BEARER_TOKEN, `Bearer ${REDACTED}`).replace(JWT, REDACTED);

const isHeaderLike = (key: string): boolean => HEADER_PROPERTY.test(key) || EXCLUDED.has(key.toLowerCase());

/** A copy, so the error the app still holds keeps its own message. */
function scrubbedError(error: Error): Error {
  const copy = new Error(redactSecrets(error.message));
  copy.name = error.name;
  copy.stack = error.stack === undefined ? undefined : redactSecrets(error.stack);
  return copy;
}

function scrub(value: unknown, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return redactSecrets(value);
  if (typeof value !== 'object' || value === null || seen.has(value)) return value;
  seen.add(value);
  if (value instanceof Error) return scrubbedError(value);
  if (Array.isArray(value)) {
    value.forEach((item: unknown, index) => {
      value[index] = scrub(item, seen);
    });
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (isHeaderLike(key)) delete record[key];
    else record[key] = scrub(record[key], seen);
  }
  return record;
}

/** Telemetry initializer: removes header-like properties and redacts tokens, in place. Keeps every item. */
export function stripSecrets(item: ITelemetryItem): boolean {
  const seen = new WeakSet<object>();
  item.baseData = scrub(item.baseData, seen) as ITelemetryItem['baseData'];
  item.data = scrub(item.data, seen) as ITelemetryItem['data'];
  item.tags = scrub(item.tags, seen) as ITelemetryItem['tags'];
  return true;
}
