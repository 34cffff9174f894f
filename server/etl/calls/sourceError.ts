/**
 * A source system's failed call, whichever connector made it: the import runner records it and the API answers it
 * as a 400, so neither needs to know which connector threw.
 */

/** A failed call: status null for a network failure or timeout. */
export class SourceError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
    /** How long the source asked to wait before trying again (Retry-After), when it said. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'SourceError';
  }
}
