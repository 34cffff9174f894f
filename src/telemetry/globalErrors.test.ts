import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorReporter } from './errorReporter';
import {
  ERROR_SOURCES,
  installWindowErrorHandlers,
  reactErrorOptions,
  routerErrorHandler,
} from './globalErrors';

const COMPONENT_STACK =
  '\n    at ErrorTestScreen (https://localhost:3000/assets/ErrorTestScreen.js:1:10)\n    at Suspense';

function fakeReporter() {
  const reporter = {
    report: vi.fn<ErrorReporter['report']>(),
    reportAndRethrow: vi.fn<ErrorReporter['reportAndRethrow']>((error) => {
      throw error;
    }),
  };
  return reporter;
}

describe('React errors (createRoot options)', () => {
  it('a caught error is reported with the component from the stack, and not thrown again', () => {
    const reporter = fakeReporter();
    const error = new Error('boom');
    expect(() =>
      reactErrorOptions(reporter).onCaughtError(error, { componentStack: COMPONENT_STACK }),
    ).not.toThrow();
    expect(reporter.report).toHaveBeenCalledWith(error, {
      component: 'ErrorTestScreen',
      info: `${ERROR_SOURCES.reactCaught}\nat ErrorTestScreen (https://localhost:3000/assets/ErrorTestScreen.js:1:10)\nat Suspense`,
    });
  });

  it('an uncaught error is reported and rethrown', () => {
    const reporter = fakeReporter();
    const error = new Error('boom');
    expect(() =>
      reactErrorOptions(reporter).onUncaughtError(error, { componentStack: COMPONENT_STACK }),
    ).toThrow(error);
    expect(reporter.reportAndRethrow).toHaveBeenCalledWith(
      error,
      expect.objectContaining({ component: 'ErrorTestScreen' }),
    );
  });

  it('without a component stack, the component is left unknown', () => {
    const reporter = fakeReporter();
    reactErrorOptions(reporter).onCaughtError('text', {});
    expect(reporter.report).toHaveBeenCalledWith('text', {
      component: undefined,
      info: ERROR_SOURCES.reactCaught,
    });
  });
});

describe('router errors', () => {
  it('a loader or action error is reported with the route pattern', () => {
    const reporter = fakeReporter();
    const error = new Error('loader failed');
    routerErrorHandler(reporter)(error, {
      location: { pathname: '/table/1', search: '', hash: '', state: null, key: 'k' },
      params: { id: '1' },
      pattern: '/table/:id',
    });
    expect(reporter.report).toHaveBeenCalledWith(error, {
      component: undefined,
      info: `${ERROR_SOURCES.router} (/table/:id)`,
    });
  });
});

describe('window errors and unhandled rejections', () => {
  let uninstall: (() => void) | undefined;
  afterEach(() => uninstall?.());

  it('an uncaught error is reported with where it was thrown, and the event is left to the browser', () => {
    const reporter = fakeReporter();
    uninstall = installWindowErrorHandlers(window, reporter);
    const error = new Error('boom');
    const event = new ErrorEvent('error', {
      error,
      message: 'boom',
      filename: 'https://localhost/a.js',
      lineno: 3,
      colno: 7,
      cancelable: true,
    });
    window.dispatchEvent(event);
    expect(reporter.report).toHaveBeenCalledWith(error, {
      info: `${ERROR_SOURCES.window} at https://localhost/a.js:3:7`,
    });
    expect(event.defaultPrevented).toBe(false);
  });

  it('a cross-origin script error, which carries no error, is reported by its message', () => {
    const reporter = fakeReporter();
    uninstall = installWindowErrorHandlers(window, reporter);
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    expect(reporter.report).toHaveBeenCalledWith('Script error.', { info: ERROR_SOURCES.window });
  });

  it('an unhandled rejection is reported with its reason, and left to the browser', () => {
    const reporter = fakeReporter();
    uninstall = installWindowErrorHandlers(window, reporter);
    const reason = new Error('rejected');
    const event = new Event('unhandledrejection', { cancelable: true });
    Object.assign(event, { reason, promise: Promise.resolve() });
    window.dispatchEvent(event);
    expect(reporter.report).toHaveBeenCalledWith(reason, { info: ERROR_SOURCES.rejection });
    expect(event.defaultPrevented).toBe(false);
  });

  it('removes its listeners', () => {
    const reporter = fakeReporter();
    installWindowErrorHandlers(window, reporter)();
    const handled = (event: Event) => event.preventDefault();
    window.addEventListener('error', handled);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('late'), cancelable: true }));
    window.removeEventListener('error', handled);
    expect(reporter.report).not.toHaveBeenCalled();
  });
});
