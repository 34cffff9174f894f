/**
 * One page view per route change, named with the routes table's telemetry label and carrying the host:
 * `hostMode`, and the Excel diagnostics when they are known. A view waits for host detection to finish, so a view
 * inside Excel is never reported as `browser` because office.js had not answered yet.
 */
import { useEffect } from 'react';
// The host's modules, not its barrel: the barrel brings the Excel writer into the start-up chunk.
import { useHostStore } from '../host/hostStore';
import type { ExcelDiagnostics, HostMode } from '../host/types';
import type { PageViewReport, TelemetryProperties } from './sink';
import { telemetry } from './telemetry';

export interface HostSnapshot {
  status: 'detecting' | 'ready';
  mode: HostMode;
  diagnostics: ExcelDiagnostics | null;
}

export interface PageViewTrackerOptions {
  getHost: () => HostSnapshot;
  subscribeHost: (listener: (host: HostSnapshot) => void) => () => void;
  track: (view: PageViewReport) => void;
}

export interface ViewLocation {
  origin: string;
  pathname: string;
  search: string;
}

export function hostProperties({ mode, diagnostics }: HostSnapshot): TelemetryProperties {
  return diagnostics ? { hostMode: mode, ...diagnostics } : { hostMode: mode };
}

/** Returns `trackView(label, location)`; a view of the path already reported (a re-render, StrictMode) is skipped. */
export function createPageViewTracker({ getHost, subscribeHost, track }: PageViewTrackerOptions) {
  let lastPath: string | undefined;

  function whenHostReady(callback: (host: HostSnapshot) => void): void {
    const host = getHost();
    if (host.status === 'ready') {
      callback(host);
      return;
    }
    const unsubscribe = subscribeHost((next) => {
      if (next.status !== 'ready') return;
      unsubscribe();
      callback(next);
    });
  }

  return function trackView(label: string, location: ViewLocation): void {
    if (location.pathname === lastPath) return;
    lastPath = location.pathname;
    // The hash is left out: sign-in responses carry codes and tokens there.
    const uri = `${location.origin}${location.pathname}${location.search}`;
    whenHostReady((host) => track({ name: label, uri, properties: hostProperties(host) }));
  };
}

const trackView = createPageViewTracker({
  getHost: () => useHostStore.getState(),
  subscribeHost: (listener) => useHostStore.subscribe(listener),
  track: (view) => telemetry.trackPageView(view),
});

/** Reports a page view whenever the path changes. */
export function usePageView(label: string, location: { pathname: string; search: string }): void {
  const { pathname, search } = location;
  useEffect(() => {
    trackView(label, { origin: window.location.origin, pathname, search });
  }, [label, pathname, search]);
}
