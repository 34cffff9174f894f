// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeQueue } from './noticeQueue';
import { Severity } from './severity';

describe('notice queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the severities Valid=1, Warning=-1, Error=-10', () => {
    expect(Severity).toEqual({ Valid: 1, Warning: -1, Error: -10 });
  });

  it('shows a notice for the default 5000 ms', () => {
    const queue = new NoticeQueue();
    queue.notify({ text: 'Saved.', severity: Severity.Valid });
    expect(queue.current()?.text).toBe('Saved.');
    expect(queue.current()?.timeout).toBe(5000);
    vi.advanceTimersByTime(4999);
    expect(queue.current()?.text).toBe('Saved.');
    vi.advanceTimersByTime(1);
    expect(queue.current()).toBeNull();
  });

  it('shows the next queued notice 300 ms after the previous one closes', () => {
    const queue = new NoticeQueue();
    queue.notify({ text: 'First', severity: Severity.Valid, timeout: 1000 });
    queue.notify({ text: 'Second', severity: Severity.Warning });
    expect(queue.pending().map((notice) => notice.text)).toEqual(['Second']);
    vi.advanceTimersByTime(1000);
    expect(queue.current()).toBeNull();
    vi.advanceTimersByTime(299);
    expect(queue.current()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(queue.current()?.text).toBe('Second');
  });

  it('does not queue a notice identical in text, severity and timeout to the one showing', () => {
    const queue = new NoticeQueue();
    expect(queue.notify({ text: 'Error: Boom', severity: Severity.Error })).toBe(true);
    expect(queue.notify({ text: 'Error: Boom', severity: Severity.Error })).toBe(false);
    expect(queue.notify({ text: 'Error: Boom', severity: Severity.Error, timeout: 5000 })).toBe(false);
    expect(queue.pending()).toHaveLength(0);
  });

  it('does not queue a notice identical to one already queued', () => {
    const queue = new NoticeQueue();
    queue.notify({ text: 'Showing', severity: Severity.Valid });
    expect(queue.notify({ text: 'Queued', severity: Severity.Warning })).toBe(true);
    expect(queue.notify({ text: 'Queued', severity: Severity.Warning })).toBe(false);
    expect(queue.pending()).toHaveLength(1);
  });

  it('queues notices that differ only in severity or in timeout', () => {
    const queue = new NoticeQueue();
    queue.notify({ text: 'Same text', severity: Severity.Error });
    expect(queue.notify({ text: 'Same text', severity: Severity.Warning })).toBe(true);
    expect(queue.notify({ text: 'Same text', severity: Severity.Error, timeout: 8000 })).toBe(true);
    expect(queue.pending()).toHaveLength(2);
  });

  it('queues the same notice again once it has closed', () => {
    const queue = new NoticeQueue();
    queue.notify({ text: 'Again', severity: Severity.Valid });
    vi.advanceTimersByTime(5000);
    expect(queue.notify({ text: 'Again', severity: Severity.Valid })).toBe(true);
    expect(queue.current()?.text).toBe('Again');
  });

  it('a dismissed notice makes room for the next after 300 ms', () => {
    const queue = new NoticeQueue();
    queue.notify({ text: 'One', severity: Severity.Valid });
    queue.notify({ text: 'Two', severity: Severity.Valid });
    const first = queue.current();
    queue.dismiss(first?.id ?? 0);
    expect(queue.current()).toBeNull();
    vi.advanceTimersByTime(300);
    expect(queue.current()?.text).toBe('Two');
  });

  it('tells its listeners when the notice on screen changes', () => {
    const queue = new NoticeQueue();
    const listener = vi.fn();
    queue.subscribe(listener);
    queue.notify({ text: 'Hello', severity: Severity.Valid });
    vi.advanceTimersByTime(5000);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
