/**
 * A Cin7 Omni REST API v1 client: Basic authentication with the API username and key, page/rows paging (at most
 * 250 rows a page), where filters on ModifiedDate, and the published rate limits (3 calls a second, 60 a minute,
 * 5,000 a day) kept on this side so the source rarely has to answer 429. A 429 or 5xx answer, a network failure or
 * a timeout is retried with exponential backoff (a Retry-After header wins); any other answer is final and carries
 * the source's own message. The base URL is configuration: the client knows nothing about the simulator.
 */
import {
  DEFAULT_RETRY,
  retryAfterMs,
  withRetries,
  type RetryNotice,
  type RetryPolicy,
} from '../../calls/retry.ts';
import { abortableSleep, type Sleep } from '../../calls/sleep.ts';
import { processCallBudget, type CallBudget, type RateLimits } from '../../calls/rateBudget.ts';
import { SourceError } from '../../calls/sourceError.ts';
import type { SourceRecord } from '../landedTables.ts';

export const CIN7_MAX_ROWS = 250;

/** Cin7 Omni's published API limits. */
export const CIN7_PUBLISHED_LIMITS: RateLimits = { perSecond: 3, perMinute: 60, perDay: 5000 };

export const CIN7_OMNI_NAME = 'Cin7 Omni';

export interface Cin7ClientOptions {
  baseUrl: string;
  username: string;
  key: string;
  /** null: no client-side limit (a source without limits, the bench's simulator). */
  limits: RateLimits | null;
  /** The account's budget shared through the database; without it the limits are kept in this process only. */
  budget?: CallBudget;
  retry?: RetryPolicy;
  timeoutMs?: number;
  /** Stops waiting and calling when aborted (a cancelled or abandoned run). */
  signal?: AbortSignal;
  now?: () => number;
  sleep?: Sleep;
  onRetry?: (notice: RetryNotice) => void;
}

/** The source's own words: Cin7 answers errors as {"Message": "…"} (ASP.NET Web API); else the text itself. */
export function sourceMessage(status: number, text: string): string {
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object') {
      const record = body as Record<string, unknown>;
      const message = record.Message ?? record.message ?? record.error;
      if (typeof message === 'string' && message.trim()) return message.trim();
    }
  } catch {
    // Not JSON: the text is the message.
  }
  return text.trim().slice(0, 500) || `HTTP ${status}`;
}

/** Cin7's where syntax wants a plain ISO date-time in quotes, to the second. */
export function cin7DateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

export class Cin7OmniClient {
  private readonly limiter: CallBudget | null;
  private readonly retry: RetryPolicy;
  private readonly sleep: Sleep;
  private readonly authorization: string;

  constructor(private readonly options: Cin7ClientOptions) {
    this.sleep = options.sleep ?? abortableSleep;
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.limiter = options.limits
      ? (options.budget ?? processCallBudget(options.limits, CIN7_OMNI_NAME, this.sleep, options.now))
      : null;
    this.authorization = `Basic ${Buffer.from(`${options.username}:${options.key}`).toString('base64')}`;
  }

  /** One GET of a v1 resource, retried as the policy says; the answer is the JSON array of records. */
  get(resource: string, params: Record<string, string>): Promise<SourceRecord[]> {
    const url = new URL(`${this.options.baseUrl.replace(/\/+$/, '')}${resource}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return withRetries(() => this.getOnce(url), {
      policy: this.retry,
      sleep: this.sleep,
      signal: this.options.signal,
      resource,
      onRetry: this.options.onRetry,
    });
  }

  /** One call within the limits; a failed one throws a SourceError saying whether it may be retried. */
  private async getOnce(url: URL): Promise<SourceRecord[]> {
    await this.limiter?.take(this.options.signal);
    try {
      const response = await fetch(url, {
        headers: { authorization: this.authorization, accept: 'application/json' },
        signal: this.callSignal(),
      });
      const text = await response.text();
      if (response.ok) {
        const body = JSON.parse(text) as unknown;
        if (!Array.isArray(body))
          throw new SourceError(`${CIN7_OMNI_NAME} answered something that is not a list.`, 200, false);
        return body as SourceRecord[];
      }
      const retryable = response.status === 429 || response.status >= 500;
      const waitHint = response.status === 429 ? retryAfterMs(response.headers.get('retry-after')) : null;
      throw new SourceError(sourceMessage(response.status, text), response.status, retryable, waitHint);
    } catch (error) {
      if (error instanceof SourceError) throw error;
      if (this.options.signal?.aborted) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new SourceError(`${CIN7_OMNI_NAME} could not be reached: ${reason}`, null, true);
    }
  }

  private callSignal(): AbortSignal {
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 120_000);
    return this.options.signal ? AbortSignal.any([this.options.signal, timeout]) : timeout;
  }

  /**
   * Every page of a resource, 250 rows at a time, stopping at the first short page (Cin7 sends no total count).
   * Filtered by ModifiedDate, the listing is `>=` the watermark and oldest change first, then by Id: a record changed
   * in the watermark's own second after the last run is read again rather than skipped (the runner drops the ones
   * it already has), and a page boundary cannot skip a record modified during the run. Unfiltered, by Id.
   * `fields` asks only for those fields of each record.
   */
  async *pages(
    resource: string,
    options: { filterField: string; since: Date | null; fields?: readonly string[]; rows?: number },
  ): AsyncGenerator<SourceRecord[]> {
    const rows = Math.min(options.rows ?? CIN7_MAX_ROWS, CIN7_MAX_ROWS);
    const params: Record<string, string> = { rows: String(rows) };
    if (options.fields && options.fields.length > 0) params.fields = options.fields.join(',');
    if (options.since) {
      params.where = `${options.filterField}>='${cin7DateTime(options.since)}'`;
      params.order = `${options.filterField},Id`;
    } else {
      params.order = 'Id';
    }
    for (let page = 1; ; page += 1) {
      const records = await this.get(resource, { ...params, page: String(page) });
      if (records.length > 0) yield records;
      if (records.length < rows) return;
    }
  }

  /** The smallest authenticated call: one product id. Throws the source's answer when the credentials are wrong. */
  async check(): Promise<void> {
    await this.get('/v1/Products', { rows: '1', page: '1', fields: 'id' });
  }
}
