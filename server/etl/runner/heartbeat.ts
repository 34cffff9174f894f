/**
 * Between pages a long call can keep a run away from its saves, so a timer extends the lease (a third of it at a
 * time) and aborts the run's calls as soon as the job is lost or cancelled.
 */
import { saveProgress } from '../queue.ts';
import { StopRun, type RunnerContext } from './jobRun.ts';

export interface Heartbeat {
  /** Aborted when the worker stops or the heartbeat finds the job lost or cancelled. */
  signal: AbortSignal;
  /** Why the heartbeat stopped the run, if it did. */
  stopReason(): StopRun | null;
  stop(): void;
}

export function startHeartbeat(context: RunnerContext, jobId: number): Heartbeat {
  const { db, workerId, leaseMs } = context;
  const abort = new AbortController();
  let reason: StopRun | null = null;
  const timer = setInterval(
    () => {
      saveProgress(db, { id: jobId, workerId, leaseMs })
        .then((state) => {
          if (!state.held) reason ??= new StopRun('lost');
          else if (state.cancelRequested) reason ??= new StopRun('cancelled');
          if (reason) abort.abort(reason);
        })
        .catch(() => undefined);
    },
    Math.max(50, Math.floor(leaseMs / 3)),
  );
  return {
    signal: AbortSignal.any([context.signal, abort.signal]),
    stopReason: () => reason,
    stop: () => clearInterval(timer),
  };
}
