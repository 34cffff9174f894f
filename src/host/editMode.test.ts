// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXCEL_EDIT_MODE_CANCELLED } from '../messages';
import { runWhenNotEditing } from './editMode';
import { LandingError } from './landingError';

const editing = () =>
  Object.assign(new Error('in cell-edit mode'), { code: 'InvalidOperationInCellEditMode' });

/** An operation that Excel refuses while `until` (ms on the fake clock) has not come. */
function refusedUntil(until: number) {
  const start = Date.now();
  const attempts: number[] = [];
  const operation = vi.fn(() => {
    attempts.push(Date.now() - start);
    return Date.now() - start < until ? Promise.reject(editing()) : Promise.resolve('written');
  });
  return { operation, attempts };
}

describe('Excel cell-edit mode', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, with no flag, when Excel is not editing', async () => {
    const onPendingEdit = vi.fn();
    await expect(runWhenNotEditing(() => Promise.resolve(1), { onPendingEdit })).resolves.toBe(1);
    expect(onPendingEdit).not.toHaveBeenCalled();
  });

  it('retries every 800 ms until the edit ends, with no flag when that is within 1 s', async () => {
    const { operation, attempts } = refusedUntil(700);
    const onPendingEdit = vi.fn();
    const run = runWhenNotEditing(operation, { onPendingEdit });
    await vi.advanceTimersByTimeAsync(800);
    await expect(run).resolves.toBe('written');
    expect(attempts).toEqual([0, 800]);
    expect(onPendingEdit).not.toHaveBeenCalled();
  });

  it('shows the pending-edit flag after 1 s and clears it when the write goes through', async () => {
    const { operation, attempts } = refusedUntil(3000);
    const onPendingEdit = vi.fn();
    const run = runWhenNotEditing(operation, { onPendingEdit });
    await vi.advanceTimersByTimeAsync(999);
    expect(onPendingEdit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onPendingEdit).toHaveBeenCalledExactlyOnceWith(true);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(run).resolves.toBe('written');
    expect(attempts).toEqual([0, 800, 1600, 2400, 3200]);
    expect(onPendingEdit).toHaveBeenLastCalledWith(false);
  });

  it('cancels after 30 s with the warning', async () => {
    const { operation, attempts } = refusedUntil(Infinity);
    const onPendingEdit = vi.fn();
    const run = runWhenNotEditing(operation, { onPendingEdit });
    const outcome = run.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(operation).toHaveBeenCalledTimes(38); // 0, 800, … 29600
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(LandingError);
    expect(error).toMatchObject({ kind: 'edit-mode-timeout', message: EXCEL_EDIT_MODE_CANCELLED });
    expect(attempts.at(-1)).toBe(30_000);
    expect(onPendingEdit.mock.calls).toEqual([[true], [false]]);
  });

  it('passes any other failure on at once', async () => {
    const operation = vi.fn(() => Promise.reject(Object.assign(new Error('no'), { code: 'ItemNotFound' })));
    await expect(runWhenNotEditing(operation)).rejects.toMatchObject({ code: 'ItemNotFound' });
    expect(operation).toHaveBeenCalledOnce();
  });

  it('stops waiting when the landing is cancelled', async () => {
    const { operation } = refusedUntil(Infinity);
    const controller = new AbortController();
    const outcome = runWhenNotEditing(operation, { signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort();
    await expect(outcome).resolves.toMatchObject({ kind: 'cancelled' });
  });

  it('takes its time from an injected clock', async () => {
    vi.useRealTimers();
    let time = 0;
    const timers: Array<{ at: number; run: () => void }> = [];
    const clock = {
      now: () => time,
      setTimeout: (run: () => void, ms: number) => {
        timers.push({ at: time + ms, run });
        return timers.length as unknown as ReturnType<typeof setTimeout>;
      },
      clearTimeout: () => undefined,
    };
    let calls = 0;
    const run = runWhenNotEditing(() => (++calls < 3 ? Promise.reject(editing()) : Promise.resolve('ok')), {
      clock,
    });
    for (let i = 0; i < 10 && calls < 3; i += 1) {
      await Promise.resolve();
      await Promise.resolve();
      const next = timers.filter((t) => t.at > time).sort((a, b) => a.at - b.at)[0];
      if (!next) continue;
      time = next.at;
      next.run();
    }
    await expect(run).resolves.toBe('ok');
    expect(time).toBeGreaterThanOrEqual(1600);
  });
});
