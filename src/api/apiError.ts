/**
 * One error type for every failed API call (DESIGN: "turns failures into one error type that the notice queue can
 * show"), worded for the user: the server's response message, else the response text, else "No response received
 * from the server.", else the error's own message — prefixed "Error: " or "Warning: ".
 */
import { ERROR_PREFIX, NO_RESPONSE_FROM_SERVER, WARNING_PREFIX } from '../messages';

export type ApiFailure =
  /**
   * The server answered with an error status; body is its text as received. retryAfterMs is the wait a 429 names
   * (its Retry-After), null when it names none.
   */
  | { kind: 'response'; status: number; body: string; retryAfterMs?: number | null }
  /** The request went out and nothing came back (network down, CORS refusal, server gone). */
  | { kind: 'no-response'; cause: unknown }
  /** Something failed before or after the exchange: no token, an answer in an unexpected shape… */
  | { kind: 'other'; message: string };

function messageOf(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
      const { message } = parsed;
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  } catch {
    // Not JSON: the text itself is what the notice shows next.
  }
  return null;
}

/** The wording without its prefix. */
export function describeFailure(failure: ApiFailure): string {
  switch (failure.kind) {
    case 'response':
      return (
        messageOf(failure.body) ?? (failure.body.trim() !== '' ? failure.body : `HTTP ${failure.status}`)
      );
    case 'no-response':
      return NO_RESPONSE_FROM_SERVER;
    case 'other':
      return failure.message;
  }
}

/**
 * Whether the user can put it right (a refused input or state change) — shown as a warning — or something went
 * wrong on the way or on the server — shown as an error. docs/api-client.md.
 */
export function isWarning(failure: ApiFailure): boolean {
  return failure.kind === 'response' && [400, 404, 409, 413, 429].includes(failure.status);
}

export class ApiError extends Error {
  readonly failure: ApiFailure;
  readonly status: number | null;
  /** How long the server asked to wait before trying again (a 429's Retry-After), or null. */
  readonly retryAfterMs: number | null;

  constructor(failure: ApiFailure) {
    super(describeFailure(failure));
    this.name = 'ApiError';
    this.failure = failure;
    this.status = failure.kind === 'response' ? failure.status : null;
    this.retryAfterMs = failure.kind === 'response' ? (failure.retryAfterMs ?? null) : null;
  }

  /** The server refused the call for now: too many calls (429). */
  get rateLimited(): boolean {
    return this.status === 429;
  }

  get warning(): boolean {
    return isWarning(this.failure);
  }

  /** The notice text, prefixed. */
  get noticeText(): string {
    return `${this.warning ? WARNING_PREFIX : ERROR_PREFIX}${this.message}`;
  }
}

/** Any thrown value as a notice words it: an ApiError keeps its wording, anything else shows its message. */
export function noticeTextFor(error: unknown): string {
  if (error instanceof ApiError) return error.noticeText;
  const message = error instanceof Error ? error.message : String(error);
  return `${ERROR_PREFIX}${message}`;
}
