/**
 * The import worker that runs inside each API process: it polls the queue (no busy loop: one claim query per poll
 * interval while idle, and at once when this process enqueued a job), runs one job at a time and stops with the
 * process. Stopping abandons a running job as a crash would: its lease runs out and a worker resumes it.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../db/database.ts';
import { abortableSleep } from './calls/sleep.ts';
import type { ConnectorConfig } from './connectors/registry.ts';
import { claimJob, finishJob } from './queue.ts';
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
  workerId?: string;
  /** The clock schedules are due by (tests inject one). */
  now?: () => Date;
  log?: (message: string) => void;
}

export const DEFAULT_POLL_MS = 5000;
export const DEFAULT_LEASE_MS = 60_000;
export const DEFAULT_MAX_ATTEMPTS = 3;

export class EtlWorker {
  readonly workerId: string;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
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
  }

  /**
   * Queues the schedules that are due, then claims and runs at most one job; answers its id, or null when the queue
   * had nothing to do.
   */
  async runOnce(): Promise<number | null> {
    await enqueueDueSchedules(this.options.db, this.options.now?.() ?? new Date()).catch((error: unknown) => {
      this.options.log?.(`[etl] schedules: ${error instanceof Error ? error.message : String(error)}`);
    });
    const job = await claimJob(this.options.db, this.workerId, this.leaseMs, this.maxAttempts);
    if (!job) return null;
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
      if (this.abort.signal.aborted) return job.id;
      const reason = error instanceof Error ? error.message : String(error);
      this.options.log?.(`[etl] job ${job.id} failed: ${reason}`);
      await finishJob(this.options.db, {
        id: job.id,
        workerId: this.workerId,
        status: 'error',
        entities: job.entities,
        counts: job.counts,
        messages: [...job.messages, { severity: -10, text: `The import failed: ${reason}` }],
      }).catch(() => undefined);
    }
    return job.id;
  }

  /** Polls until stopped. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(0);
  }

  /** Looks at the queue now rather than at the next poll (after this process enqueued a job). */
  wake(): void {
    if (this.started && !this.running) this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.started || this.running) return;
      this.running = this.runOnce()
        .catch((error: unknown) => {
          this.options.log?.(`[etl] poll failed: ${error instanceof Error ? error.message : String(error)}`);
          return null;
        })
        .then((jobId) => {
          this.running = null;
          // After a job, look again at once: more may be waiting. Idle: wait a poll interval.
          if (this.started) this.schedule(jobId === null ? this.pollIntervalMs : 0);
        });
    }, delayMs);
    this.timer.unref();
  }

  /**
   * Stops polling. A running job is abandoned where it is (nothing half-landed: its staging is never swapped) and
   * resumed by a worker once its lease has run out.
   */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.abort.abort(new Error('worker stopped'));
    await this.running;
    this.running = null;
    this.abort = new AbortController();
  }
}
