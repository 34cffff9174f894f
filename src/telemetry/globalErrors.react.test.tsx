/** The whole path with a real React root: what the handler reports, and that a rethrow is not counted twice. */
import { act, Component, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createErrorReporter } from './errorReporter';
import { ERROR_SOURCES, installWindowErrorHandlers, reactErrorOptions } from './globalErrors';
import type { ExceptionReport } from './sink';

function BrokenPanel(): never {
  throw new Error('BrokenPanel failed');
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>error page</p> : this.props.children;
  }
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
});

function setUp() {
  window.history.replaceState(null, '', '/table/42');
  const track = vi.fn<(report: ExceptionReport) => void>();
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const reporter = createErrorReporter({
    track,
    currentPath: () => window.location.pathname,
    log: (message, error) => console.error(message, error),
  });
  cleanups.push(installWindowErrorHandlers(window, reporter));
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container, reactErrorOptions(reporter));
  cleanups.push(() => container.remove());
  return { track, log, root, container };
}

describe('a React render error', () => {
  it('caught by a boundary: reported once with component, info and path; the boundary shows its page', () => {
    const { track, root, container } = setUp();
    act(() => {
      root.render(
        <Boundary>
          <BrokenPanel />
        </Boundary>,
      );
    });
    expect(container.textContent).toBe('error page');
    expect(track).toHaveBeenCalledTimes(1);
    const report = track.mock.calls[0]?.[0];
    expect(report?.error.message).toBe('BrokenPanel failed');
    expect(report?.properties).toMatchObject({ component: 'BrokenPanel', path: '/table/42' });
    expect(report?.properties.info).toContain(ERROR_SOURCES.reactCaught);
  });

  it('outside any boundary: reported once, rethrown to the window, and not reported again from there', () => {
    const { track, log, root } = setUp();
    // Outside act(), as in the browser: inside it, React hands a rethrown error to act() instead of a task.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    cleanups.push(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous));
    vi.useFakeTimers();
    cleanups.push(() => vi.useRealTimers());

    flushSync(() => root.render(<BrokenPanel />));
    expect(track).toHaveBeenCalledTimes(1);

    // React throws the error again in a task of its own; the browser turns that into a window error event.
    let rethrown: unknown;
    try {
      vi.runAllTimers();
    } catch (error) {
      rethrown = error;
    }
    expect(rethrown).toBeInstanceOf(Error);
    expect((rethrown as Error).message).toBe('BrokenPanel failed');
    window.dispatchEvent(
      new ErrorEvent('error', { error: rethrown, message: 'Uncaught Error: BrokenPanel failed' }),
    );

    expect(track).toHaveBeenCalledTimes(1);
    expect(track.mock.calls[0]?.[0].properties).toMatchObject({
      component: 'BrokenPanel',
      path: '/table/42',
    });
    expect(track.mock.calls[0]?.[0].properties.info).toContain(ERROR_SOURCES.reactUncaught);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
