/** One claimed job as it runs: its entities' progress, row counts by table and messages, saved and finished. */
import type { Database, Queryable } from '../../db/database.ts';
import type { ConnectorConfig } from '../connectors/registry.ts';
import {
  finishJob,
  saveProgress,
  type ClaimedJob,
  type EntityProgress,
  type JobMessage,
  type JobStatus,
} from '../queue.ts';

export interface RunnerContext {
  db: Database;
  secretKey: Buffer;
  connectors: ConnectorConfig;
  workerId: string;
  leaseMs: number;
  /** Aborted when the worker stops: the run ends where it is, as if its process had died (the lease resumes it). */
  signal: AbortSignal;
  /** The clock a run decides by (when a delete sweep is due); tests inject one. */
  now?: () => Date;
}

/** The job lost its lease to another worker, or was cancelled: stop without landing anything more. */
export class StopRun extends Error {
  constructor(readonly reason: 'lost' | 'cancelled') {
    super(reason);
  }
}

export class JobRun {
  readonly entities: EntityProgress[];
  readonly counts: Record<string, number>;
  readonly messages: JobMessage[];
  /** The entities this run made staging tables for. */
  readonly staged = new Set<string>();

  constructor(
    readonly context: RunnerContext,
    readonly job: ClaimedJob,
  ) {
    // Copies: a resumed job carries on from what its last worker saved.
    this.entities = [...job.entities];
    this.counts = { ...job.counts };
    this.messages = [...job.messages];
  }

  finish(status: Exclude<JobStatus, 'pending' | 'running'>): Promise<boolean> {
    const { db, workerId } = this.context;
    const { entities, counts, messages } = this;
    return finishJob(db, { id: this.job.id, workerId, status, entities, counts, messages });
  }

  /** When the last save was made (performance.now()); saveSoon reads it. */
  private lastSaved = Number.NEGATIVE_INFINITY;

  /**
   * Saves progress and extends the lease; throws StopRun when the job was lost or a cancel was asked for. `db`: the
   * transaction to save in (a staged page's), else the worker's database.
   */
  async save(db: Queryable = this.context.db): Promise<void> {
    const { workerId, leaseMs } = this.context;
    const { entities, counts } = this;
    const state = await saveProgress(db, { id: this.job.id, workerId, leaseMs, entities, counts });
    this.lastSaved = performance.now();
    if (!state.held) throw new StopRun('lost');
    if (state.cancelRequested) throw new StopRun('cancelled');
  }

  /**
   * save, unless one was made within the last SAVE_SOON_MS: for progress that wrote nothing (an entity found
   * unchanged), which the run's next save or its finish carries. A scheduled run finds most of its entities
   * unchanged, one after another in milliseconds, and saved each (a statement and a commit) for nothing a reader or
   * the lease needs sooner; a cancel is still seen before anything more is staged (staging saves first), and the
   * heartbeat keeps the lease meanwhile.
   */
  async saveSoon(): Promise<void> {
    if (performance.now() - this.lastSaved < SAVE_SOON_MS) return;
    await this.save();
  }
}

/** How long progress that wrote nothing may wait for the run's next save (JobRun.saveSoon). */
export const SAVE_SOON_MS = 1_000;
