import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A lazily loaded screen's first render can take more than the default second on a busy two-core machine (the
// whole suite runs in parallel workers); a screen that never renders still fails, five seconds later.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lays nothing out and has no ResizeObserver; components that measure (virtualized lists, Fluent's overflow)
// get one that never reports, as a browser would before layout.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class NoLayoutResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { value: NoLayoutResizeObserver, writable: true });
  Object.defineProperty(globalThis, 'ResizeObserver', { value: NoLayoutResizeObserver, writable: true });
}

afterEach(() => {
  // Node-environment tests (the manifest, the scripts) have no DOM to clean.
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
