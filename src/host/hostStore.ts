/** Which host the add-in runs in, once detection has finished. */
import { create } from 'zustand';
import { detectHost } from './detectHost';
import { loadOfficeScript } from './officeScript';
import type { ExcelDiagnostics, HostMode } from './types';

interface HostState {
  /** `detecting` until office.js has answered or failed; the app works in browser mode meanwhile. */
  status: 'detecting' | 'ready';
  mode: HostMode;
  diagnostics: ExcelDiagnostics | null;
}

export const useHostStore = create<HostState>(() => ({
  status: 'detecting',
  mode: 'browser',
  diagnostics: null,
}));

let started: Promise<void> | undefined;

/** Loads office.js and records the host. Called once, after the first paint. */
export function startHost(officeJsUrl: string): Promise<void> {
  started ??= detectHost({ officeJsUrl, loadScript: (url) => loadOfficeScript(url) }).then((info) => {
    useHostStore.setState({ status: 'ready', mode: info.mode, diagnostics: info.diagnostics });
  });
  return started;
}

/** Resolves once host detection has finished (at once when it already has). */
export function whenHostReady(): Promise<void> {
  if (useHostStore.getState().status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const stop = useHostStore.subscribe((state) => {
      if (state.status === 'ready') {
        stop();
        resolve();
      }
    });
  });
}
