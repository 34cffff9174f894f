import { afterEach } from 'vitest';

// Node-environment tests (the server, the contract, the scripts) have no DOM: they load neither Testing Library nor
// its matchers, which cost each such file most of a second on this machine.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');

  // A lazily loaded screen's first render can take more than the default second on a busy two-core machine (the
  // whole suite runs in parallel workers); a screen that never renders still fails, five seconds later.
  configure({ asyncUtilTimeout: 5_000 });

  // jsdom lays nothing out and has no ResizeObserver; components that measure (virtualized lists, Fluent's overflow)
  // get one that never reports, as a browser would before layout.
  if (!('ResizeObserver' in window)) {
    class NoLayoutResizeObserver {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', { value: NoLayoutResizeObserver, writable: true });
    Object.defineProperty(globalThis, 'ResizeObserver', { value: NoLayoutResizeObserver, writable: true });
  }

  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}
