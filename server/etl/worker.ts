/**
 * The import worker that runs inside each API process: it polls the queue (no busy loop: one claim query per poll
 * interval while idle, and at once when this process enqueued a job or one of its jobs ended) and runs up to
 * `concurrency` jobs at once — each a different connection's (the queue holds one open job per connection), each
 * waiting on its own source account's call budget, so one company's long import never holds back another's
 * (docs/etl.md, "Several imports at once"). Stopping abandons the running jobs as a crash would: their leases run
 * out and a worker resumes them.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Severity } from '@wharf/contract';
import type { Database } from '../db/database.ts';
import { abortableSleep } from './calls/sleep.ts';
import type { ConnectorConfig } from './connectors/registry.ts';
import { claimJob, finishJob, type ClaimedJob } from './queue.ts';
import { databaseBudgetStore } from './calls/rateBudget.ts';
import { runJob } from './runner/runJob.ts';
import { enqueueDueSchedules } from './schedules/dueSchedules.ts';

export interface EtlWorkerOptions {
  db: Database;
  secretKey: Buffer;
  connectors: ConnectorConfig;
  /** Idle poll interval (WHARF_ETL_POLL_MS, default 5000). */
  pollIntervalMs?: number;
  /** How long a claim lasts without a heartbeat (WHARF_ETL_LEASE_MS, default 60000). */
  leaseMs?: number;
  /** Claims of one job before it is given up (a job that keeps killing its worker). */
  maxAttempts?: number;
  /** Jobs this worker runs at once, each another connection's (WHARF_ETL_CONCURRENCY, default 4). */
  concurrency?: number;
  workerId?: string;
  /** The clock schedules are due by (tests inject one). */
  now?: () => Date;
  log?: (message: string) => void;
}

export const DEFAULT_POLL_MS = 5000;
export const DEFAULT_LEASE_MS = 60_000;
export const DEFAULT_MAX_ATTEMPTS = 3;
/**
 * An import spends most of its time waiting for room in its source account's call budget (Cin7 Omni: 60 calls a
 * minute), so a few at once cost the process little; each still writes its pages and swaps, which the database
 * serves one after another on the embedded PGlite.
 */
export const DEFAULT_CONCURRENCY = 4;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class EtlWorker {
  readonly workerId: string;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  readonly concurrency: number;
  private timer: NodeJS.Timeout | null = null;
  /** The claiming pass under way, if any (one at a time). */
  private filling: Promise<void> | null = null;
  /** Someone asked to look while a pass was under way: look again when it ends. */
  private lookAgain = false;
  private readonly running = new Set<Promise<void>>();
  private started = false;
  private abort = new AbortController();
  private readonly connectors: ConnectorConfig;

  constructor(private readonly options: EtlWorkerOptions) {
    // Every process on one source account shares its call budget through the database.
    this.connectors = {
      ...options.connectors,
      budgets: options.connectors.budgets ?? databaseBudgetStore(options.db, abortableSleep),
    };
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_MS;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    this.concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  }

  /** Jobs this worker is running now. */
  get activeJobs(): number {
    return this.running.size;
  }

  /**
   * Queues the schedules that are due, then claims and runs at most one job; answers its id, or null when the queue
   * had nothing to do.
   */
  async runOnce(): Promise<number | null> {
    const job = await this.claimNext();
    if (!job) return null;
    await this.run(job);
    return job.id;
  }

  private async claimNext(): Promise<ClaimedJob | null> {
    await enqueueDueSchedules(this.options.db, this.options.now?.() ?? new Date()).catch((error: unknown) => {
      this.options.log?.(`[etl] schedules: ${describe(error)}`);
    });
    return claimJob(this.options.db, this.workerId, this.leaseMs, this.maxAttempts);
  }

  private async run(job: ClaimedJob): Promise<void> {
    try {
      await runJob(
        {
          db: this.options.db,
          secretKey: this.options.secretKey,
          connectors: this.connectors,
          workerId: this.workerId,
          leaseMs: this.leaseMs,
          signal: this.abort.signal,
          now: this.options.now,
        },
        job,
      );
    } catch (error) {
      if (this.abort.signal.aborted) return;
      const reason = describe(error);
      this.options.log?.(`[etl] job ${job.id} failed: ${reason}`);
      await finishJob(this.options.db, {
        id: job.id,
        workerId: this.workerId,
        status: 'error',
        entities: job.entities,
        counts: job.counts,
        messages: [...job.messages, { severity: Severity.Error, text: `The import failed: ${reason}` }],
      }).catch(() => undefined);
    }
  }

  /** Polls until stopped. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(0);
  }

  /** Looks at the queue now rather than at the next poll (after this process enqueued a job). */
  wake(): void {
    if (this.started && this.running.size < this.concurrency) this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.started) return;
      if (this.filling) {
        this.lookAgain = true;
        return;
      }
      this.lookAgain = false;
      this.filling = this.fill().then((idle) => {
        this.filling = null;
        if (!this.started) return;
        // The queue had nothing more: look again after a poll interval (at once if asked meanwhile). Full: a
        // job's end looks again.
        if (this.lookAgain) this.schedule(0);
        else if (idle) this.schedule(this.pollIntervalMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  /** Claims jobs until this worker runs `concurrency` of them or the queue has none; answers whether it ran dry. */
  private async fill(): Promise<boolean> {
    while (this.started && this.running.size < this.concurrency) {
      let job: ClaimedJob | null;
      try {
        job = await this.claimNext();
      } catch (error) {
        this.options.log?.(`[etl] poll failed: ${describe(error)}`);
        return true;
      }
      if (!job) return true;
      const running: Promise<void> = this.run(job).finally(() => {
        this.running.delete(running);
        // A slot is free: more may be waiting.
        if (this.started) this.schedule(0);
      });
      this.running.add(running);
    }
    return false;
  }

  /**
   * Stops polling. Running jobs are abandoned where they are (nothing half-landed: their staging is never swapped)
   * and resumed by a worker once their leases have run out.
   */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.abort.abort(new Error('worker stopped'));
    await this.filling;
    await Promise.all([...this.running]);
    this.filling = null;
    this.abort = new AbortController();
  }
}
