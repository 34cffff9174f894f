// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createPageViewTracker, hostProperties, type HostSnapshot } from './pageViews';
import type { PageViewReport } from './sink';

const ORIGIN = 'https://localhost:3000';
const EXCEL: HostSnapshot = {
  status: 'ready',
  mode: 'excel',
  diagnostics: { excelVersion: '16.0.18025.20000', excelHost: 'Excel', excelPlatform: 'OfficeOnline' },
};

function setUp(initial: HostSnapshot) {
  let host = initial;
  const listeners = new Set<(next: HostSnapshot) => void>();
  const track = vi.fn<(view: PageViewReport) => void>();
  const trackView = createPageViewTracker({
    getHost: () => host,
    subscribeHost: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    track,
  });
  const setHost = (next: HostSnapshot) => {
    host = next;
    [...listeners].forEach((listener) => listener(next));
  };
  return { trackView, track, setHost, listeners };
}

const at = (pathname: string, search = '') => ({ origin: ORIGIN, pathname, search });

describe('page views', () => {
  it('carry the route label as the name, the URL without its hash, and the host', () => {
    const { trackView, track } = setUp(EXCEL);
    trackView('Table Design', at('/table/42', '?tab=COLUMNS'));
    expect(track).toHaveBeenCalledWith({
      name: 'Table Design',
      uri: `${ORIGIN}/table/42?tab=COLUMNS`,
      properties: {
        hostMode: 'excel',
        excelVersion: '16.0.18025.20000',
        excelHost: 'Excel',
        excelPlatform: 'OfficeOnline',
      },
    });
  });

  it('in a browser carry only the host mode', () => {
    expect(hostProperties({ status: 'ready', mode: 'browser', diagnostics: null })).toEqual({
      hostMode: 'browser',
    });
  });

  it('are one per route change: the same path again (a re-render, StrictMode) is not a new view', () => {
    const { trackView, track } = setUp(EXCEL);
    trackView('Sign In', at('/signin'));
    trackView('Sign In', at('/signin'));
    trackView('Sign In', at('/signin', '?redirect=%2F'));
    trackView('Getting Started', at('/help/gettingStarted'));
    trackView('Sign In', at('/signin'));
    expect(track.mock.calls.map(([view]) => view.name)).toEqual(['Sign In', 'Getting Started', 'Sign In']);
  });

  it('wait for host detection, then go out in order with the host it found', () => {
    const { trackView, track, setHost, listeners } = setUp({
      status: 'detecting',
      mode: 'browser',
      diagnostics: null,
    });
    trackView('Sign In', at('/signin'));
    trackView('Home', at('/'));
    expect(track).not.toHaveBeenCalled();
    setHost({ status: 'detecting', mode: 'browser', diagnostics: null });
    expect(track).not.toHaveBeenCalled();
    setHost(EXCEL);
    expect(track.mock.calls.map(([view]) => [view.name, view.properties.hostMode])).toEqual([
      ['Sign In', 'excel'],
      ['Home', 'excel'],
    ]);
    expect(listeners.size).toBe(0);
  });
});
