import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuildMeta } from './buildFiles';
import { VERSION_POLL_INTERVAL_MS } from './versionPoller';
import { isPrerendered, useVersionStore } from './versionStore';
import { watchVersion } from './watchVersion';

const META: BuildMeta = {
  id: 'b1',
  timestamp: 1,
  routes: [{ path: '/help/gettingStarted', layout: 'help', label: 'Getting Started', public: true }],
  prerendered: ['/help/gettingStarted'],
};

describe('watching for new versions (after the first paint)', () => {
  let latestId = 'b1';
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          new Response(
            url.endsWith('latest.json')
              ? JSON.stringify({ id: latestId, timestamp: 2 })
              : JSON.stringify(META),
          ),
        ),
      ),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    useVersionStore.setState({ pendingBuildId: null, routeRules: null });
  });

  it("fetches this build's route rules, then marks a newer build pending when one is deployed", async () => {
    expect(isPrerendered('/help/gettingStarted')).toBe(false);
    watchVersion('b1');
    watchVersion('b1'); // a second start is ignored
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(isPrerendered('/help/gettingStarted')).toBe(true);
    expect(isPrerendered('/signin')).toBe(false);
    expect(useVersionStore.getState().pendingBuildId).toBeNull();

    latestId = 'b2';
    await vi.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS);
    expect(useVersionStore.getState().pendingBuildId).toBe('b2');
  });
});
