/**
 * A Cin7 Omni REST API v1 client: Basic authentication with the API username and key, page/rows paging (at most
 * 250 rows a page), where filters on ModifiedDate, and the published rate limits (3 calls a second, 60 a minute,
 * 5,000 a day) kept on this side so the source rarely has to answer 429. A 429 or 5xx answer, a network failure or
 * a timeout is retried with exponential backoff (a Retry-After header wins); any other answer is final and carries
 * the source's own message. The base URL is configuration: the client knows nothing about the simulator.
 */
import type { SourceRecord } from '../landedTables.ts';
import { dailyLimitMessage, type CallBudget, type RateLimits } from '../rateBudget.ts';
import { SourceError } from '../sourceError.ts';

export type { RateLimits } from '../rateBudget.ts';

export const CIN7_MAX_ROWS = 250;

/** Cin7 Omni's published API limits. */
export const CIN7_PUBLISHED_LIMITS: RateLimits = { perSecond: 3, perMinute: 60, perDay: 5000 };

export interface RetryPolicy {
  /** Tries per call, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 6, baseDelayMs: 1000, maxDelayMs: 60_000 };

export interface RetryNotice {
  status: number | null;
  attempt: number;
  waitMs: number;
  resource: string;
}

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
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  onRetry?: (notice: RetryNotice) => void;
}

export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Sliding windows over the calls this process made: waits until one more call fits every limit. */
export class RateLimiter implements CallBudget {
  private readonly calls: number[] = [];
  private dayStart: number;
  private dayCount = 0;

  constructor(
    private readonly limits: RateLimits,
    private readonly now: () => number,
    private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>,
  ) {
    this.dayStart = now();
  }

  async take(signal?: AbortSignal): Promise<void> {
    for (;;) {
      const now = this.now();
      if (now - this.dayStart >= 86_400_000) {
        this.dayStart = now;
        this.dayCount = 0;
      }
      if (this.dayCount >= this.limits.perDay) {
        throw new SourceError(dailyLimitMessage(this.limits.perDay), 429, false);
      }
      while (this.calls.length > 0 && (this.calls[0] ?? 0) <= now - 60_000) this.calls.shift();
      const lastSecond = this.calls.filter((time) => time > now - 1000);
      let waitMs = 0;
      if (lastSecond.length >= this.limits.perSecond) {
        waitMs = Math.max(
          waitMs,
          (lastSecond[lastSecond.length - this.limits.perSecond] ?? now) + 1000 - now,
        );
      }
      if (this.calls.length >= this.limits.perMinute) {
        waitMs = Math.max(
          waitMs,
          (this.calls[this.calls.length - this.limits.perMinute] ?? now) + 60_000 - now,
        );
      }
      if (waitMs <= 0) {
        this.calls.push(now);
        this.dayCount += 1;
        return;
      }
      await this.sleep(waitMs, signal);
    }
  }
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

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/** Cin7's where syntax wants a plain ISO date-time in quotes, to the second. */
export function cin7DateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

export class Cin7OmniClient {
  private readonly limiter: CallBudget | null;
  private readonly retry: RetryPolicy;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  private readonly authorization: string;

  constructor(private readonly options: Cin7ClientOptions) {
    this.sleep = options.sleep ?? abortableSleep;
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.limiter = options.limits
      ? (options.budget ?? new RateLimiter(options.limits, options.now ?? Date.now, this.sleep))
      : null;
    this.authorization = `Basic ${Buffer.from(`${options.username}:${options.key}`).toString('base64')}`;
  }

  /** One GET of a v1 resource; the answer is the JSON array of records. */
  async get(resource: string, params: Record<string, string>): Promise<SourceRecord[]> {
    const url = new URL(`${this.options.baseUrl.replace(/\/+$/, '')}${resource}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    for (let attempt = 1; ; attempt += 1) {
      await this.limiter?.take(this.options.signal);
      let failure: SourceError;
      let waitHint: number | null = null;
      try {
        const response = await fetch(url, {
          headers: { authorization: this.authorization, accept: 'application/json' },
          signal: this.callSignal(),
        });
        const text = await response.text();
        if (response.ok) {
          const body = JSON.parse(text) as unknown;
          if (!Array.isArray(body))
            throw new SourceError('Cin7 Omni answered something that is not a list.', 200, false);
          return body as SourceRecord[];
        }
        const retryable = response.status === 429 || response.status >= 500;
        failure = new SourceError(sourceMessage(response.status, text), response.status, retryable);
        if (response.status === 429) waitHint = retryAfterMs(response.headers.get('retry-after'));
      } catch (error) {
        if (error instanceof SourceError) throw error;
        if (this.options.signal?.aborted) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        failure = new SourceError(`Cin7 Omni could not be reached: ${reason}`, null, true);
      }
      if (!failure.retryable || attempt >= this.retry.attempts) throw failure;
      const backoff = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (attempt - 1));
      // Full jitter on the exponential step, never below a quarter of it; the source's Retry-After wins.
      const waitMs = waitHint ?? Math.round(backoff * (0.25 + 0.75 * Math.random()));
      this.options.onRetry?.({ status: failure.status, attempt, waitMs, resource });
      await this.sleep(waitMs, this.options.signal);
    }
  }

  private callSignal(): AbortSignal {
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 120_000);
    return this.options.signal ? AbortSignal.any([this.options.signal, timeout]) : timeout;
  }

  /**
   * Every page of a resource, 250 rows at a time, oldest change first when filtering by ModifiedDate (so a page
   * boundary cannot skip a record modified during the run), by Id otherwise.
   */
  async *pages(
    resource: string,
    options: { modifiedField: string; since: Date | null; rows?: number },
  ): AsyncGenerator<SourceRecord[]> {
    const rows = Math.min(options.rows ?? CIN7_MAX_ROWS, CIN7_MAX_ROWS);
    const params: Record<string, string> = { rows: String(rows) };
    if (options.since) {
      params.where = `${options.modifiedField}>'${cin7DateTime(options.since)}'`;
      params.order = `${options.modifiedField},Id`;
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
