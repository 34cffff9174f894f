// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LatestBuild } from './buildFiles';
import { startVersionPoller, VERSION_POLL_INTERVAL_MS, type VisibilitySource } from './versionPoller';

const CURRENT = 'build-1';
const same: LatestBuild = { id: CURRENT, timestamp: 1 };
const next: LatestBuild = { id: 'build-2', timestamp: 2 };

function fakeVisibility(initial: DocumentVisibilityState = 'visible') {
  const events = new EventTarget();
  let state = initial;
  const source: VisibilitySource & { become(next: DocumentVisibilityState): void } = {
    get visibilityState() {
      return state;
    },
    addEventListener: (type, listener) => events.addEventListener(type, listener),
    removeEventListener: (type, listener) => events.removeEventListener(type, listener),
    become(nextState) {
      state = nextState;
      events.dispatchEvent(new Event('visibilitychange'));
    },
  };
  return source;
}

function start(fetchLatest: () => Promise<LatestBuild | undefined>, visibility = fakeVisibility()) {
  const onNewBuild = vi.fn<(latest: LatestBuild) => void>();
  const fetchSpy = vi.fn(fetchLatest);
  const stop = startVersionPoller({ currentBuildId: CURRENT, fetchLatest: fetchSpy, onNewBuild, visibility });
  return { fetchSpy, onNewBuild, visibility, stop };
}

describe('the version poller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every five minutes', () => {
    expect(VERSION_POLL_INTERVAL_MS).toBe(300_000);
  });

  it('checks once at start, then once per interval while the page is visible', async () => {
    const { fetchSpy } = start(() => Promise.resolve(same));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS - 1);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS);
    expect(fetchSpy).toHaveBeenCalledTimes(3);
  });

  it('does not poll while hidden, checks once on becoming visible, then resumes the interval', async () => {
    const { fetchSpy, visibility } = start(() => Promise.resolve(same));
    await vi.advanceTimersByTimeAsync(0);
    visibility.become('hidden');
    await vi.advanceTimersByTimeAsync(3 * VERSION_POLL_INTERVAL_MS);
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    visibility.become('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS);
    expect(fetchSpy).toHaveBeenCalledTimes(3);
  });

  it('does not check a page that starts hidden until it is shown', async () => {
    const { fetchSpy, visibility } = start(() => Promise.resolve(same), fakeVisibility('hidden'));
    await vi.advanceTimersByTimeAsync(2 * VERSION_POLL_INTERVAL_MS);
    expect(fetchSpy).not.toHaveBeenCalled();
    visibility.become('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('reports a new build id once, then stops polling', async () => {
    const { fetchSpy, onNewBuild, visibility } = start(() => Promise.resolve(next));
    await vi.advanceTimersByTimeAsync(0);
    expect(onNewBuild).toHaveBeenCalledExactlyOnceWith(next);
    visibility.become('hidden');
    visibility.become('visible');
    await vi.advanceTimersByTimeAsync(3 * VERSION_POLL_INTERVAL_MS);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
  });

  it('ignores failed and unreadable answers and keeps polling', async () => {
    const answers = [
      () => Promise.resolve(undefined), // not reachable, or not JSON of the right shape
      () => Promise.reject(new Error('network down')),
      () => Promise.resolve(next),
    ];
    const { fetchSpy, onNewBuild } = start(() => answers.shift()?.() ?? Promise.resolve(same));
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS);
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    expect(onNewBuild).toHaveBeenCalledExactlyOnceWith(next);
  });

  it('never runs two checks at once', async () => {
    let answer: (latest: LatestBuild) => void = () => undefined;
    const { fetchSpy, visibility } = start(() => new Promise<LatestBuild>((resolve) => (answer = resolve)));
    visibility.become('hidden');
    visibility.become('visible');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    answer(same);
    await vi.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('stops when told to', async () => {
    const { fetchSpy, stop, visibility } = start(() => Promise.resolve(same));
    await vi.advanceTimersByTimeAsync(0);
    stop();
    visibility.become('hidden');
    visibility.become('visible');
    await vi.advanceTimersByTimeAsync(3 * VERSION_POLL_INTERVAL_MS);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
