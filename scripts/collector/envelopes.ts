/**
 * The Application Insights track payload, as the SDK sends it: a JSON array of envelopes, or newline-delimited JSON
 * when `emitLineDelimitedJson` is set. The answer has the real endpoint's shape.
 */

export interface Envelope {
  name?: string;
  time?: string;
  iKey?: string;
  tags?: Record<string, string>;
  data?: { baseType?: string; baseData?: Record<string, unknown> };
  [field: string]: unknown;
}

export interface ItemError {
  index: number;
  statusCode: number;
  message: string;
}

export interface TrackResponse {
  itemsReceived: number;
  itemsAccepted: number;
  errors: ItemError[];
}

export interface ParsedBatch {
  envelopes: Envelope[];
  response: TrackResponse;
  /** 200 all accepted, 206 some, 400 none. */
  status: 200 | 206 | 400;
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseItems(body: string): unknown[] {
  const text = body.trim();
  if (text === '') return [];
  try {
    const whole: unknown = JSON.parse(text);
    return Array.isArray(whole) ? whole : [whole];
  } catch {
    // Not one JSON document: newline-delimited, one envelope a line; a line that does not parse is an error.
    return text.split('\n').map((line): unknown => {
      try {
        return JSON.parse(line);
      } catch {
        return undefined;
      }
    });
  }
}

export function parseBatch(body: string): ParsedBatch {
  const items = parseItems(body);
  const envelopes: Envelope[] = [];
  const errors: ItemError[] = [];
  items.forEach((item, index) => {
    if (isEnvelope(item)) envelopes.push(item);
    else errors.push({ index, statusCode: 400, message: 'Invalid JSON: not a telemetry envelope' });
  });
  if (items.length === 0) errors.push({ index: 0, statusCode: 400, message: 'Empty payload' });
  const status = errors.length === 0 ? 200 : envelopes.length > 0 ? 206 : 400;
  return {
    envelopes,
    response: { itemsReceived: items.length, itemsAccepted: envelopes.length, errors },
    status,
  };
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** One line for the console: the telemetry type, and the name a person would look for. */
export function summarize(envelope: Envelope): string {
  const type = envelope.data?.baseType ?? envelope.name ?? 'unknown';
  const baseData = envelope.data?.baseData ?? {};
  const [exception] = Array.isArray(baseData.exceptions)
    ? (baseData.exceptions as Record<string, unknown>[])
    : [];
  const [metric] = Array.isArray(baseData.metrics) ? (baseData.metrics as Record<string, unknown>[]) : [];
  const name =
    text(baseData.name) ??
    (exception ? `${text(exception.typeName) ?? 'Error'}: ${text(exception.message) ?? ''}` : undefined) ??
    text(baseData.message) ??
    text(metric?.name) ??
    '';
  return name === '' ? type : `${type} ${name}`;
}
