// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTitleUpdater, documentTitleFor } from './title';

describe('the document title', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows the route label after the 10 ms head-tag debounce', () => {
    const apply = vi.fn();
    const titles = createTitleUpdater(apply);
    titles.update('Table List');
    vi.advanceTimersByTime(9);
    expect(apply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(apply).toHaveBeenCalledExactlyOnceWith('Table List · Wharf');
  });

  it('writes once, for the last label, when routes change within the debounce', () => {
    const apply = vi.fn();
    const titles = createTitleUpdater(apply);
    titles.update('Home');
    vi.advanceTimersByTime(5);
    titles.update('Sign In');
    vi.advanceTimersByTime(10);
    expect(apply).toHaveBeenCalledExactlyOnceWith(documentTitleFor('Sign In'));
  });

  it('writes nothing after it is cancelled', () => {
    const apply = vi.fn();
    const titles = createTitleUpdater(apply);
    titles.update('Library');
    titles.cancel();
    vi.advanceTimersByTime(50);
    expect(apply).not.toHaveBeenCalled();
  });
});
