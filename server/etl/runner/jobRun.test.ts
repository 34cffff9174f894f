// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import type { ClaimedJob } from '../queue.ts';
import { JobRun, SAVE_SOON_MS, StopRun, type RunnerContext } from './jobRun.ts';

/** A database that answers every progress save as the job's holder would, cancel as asked, and counts the saves. */
function savesCounted(cancelRequested = false) {
  const saves: unknown[][] = [];
  const db = {
    query: (_sql: string, params?: readonly unknown[]) => {
      saves.push([...(params ?? [])]);
      return Promise.resolve([{ cancel_requested: cancelRequested }]);
    },
  } as unknown as Database;
  return { db, saves };
}

const job: ClaimedJob = {
  id: 7,
  instanceId: 1,
  connectionId: 2,
  mode: 'incremental',
  scopes: [],
  entities: [],
  counts: {},
  messages: [],
  attempts: 1,
  cancelRequested: false,
};

const runOn = (db: Database) => {
  const context: RunnerContext = {
    db,
    secretKey: Buffer.alloc(32),
    // Never called: a run's saves read none of it.
    connectors: {} as RunnerContext['connectors'],
    workerId: 'w',
    leaseMs: 60_000,
    signal: new AbortController().signal,
  };
  return new JobRun(context, job);
};

describe('a run’s progress that wrote nothing (saveSoon)', () => {
  it('is saved at once when the run has not saved yet, then left to the next save within the second', async () => {
    const { db, saves } = savesCounted();
    const run = runOn(db);
    await run.saveSoon();
    expect(saves).toHaveLength(1);
    await run.saveSoon();
    await run.saveSoon();
    expect(saves).toHaveLength(1);
    await run.save();
    expect(saves).toHaveLength(2);
    await run.saveSoon();
    expect(saves).toHaveLength(2);
    expect(SAVE_SOON_MS).toBeLessThanOrEqual(1_000);
  });

  it('is saved again once the second has passed, and a cancel is then seen', async () => {
    const { db, saves } = savesCounted(true);
    const run = runOn(db);
    await expect(run.saveSoon()).rejects.toEqual(new StopRun('cancelled'));
    await new Promise((resolve) => setTimeout(resolve, SAVE_SOON_MS + 50));
    await expect(run.saveSoon()).rejects.toEqual(new StopRun('cancelled'));
    expect(saves).toHaveLength(2);
  });
});
