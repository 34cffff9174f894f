/**
 * The entry points of the global error handler. Each reports through the same reporter and "rethrows"
 * in the way that fits it, so the handler never swallows an error (docs/telemetry.md):
 * - React, uncaught (no error boundary took it): thrown again; React raises it on the window in a task of its own,
 *   where the browser reports it as uncaught, and the window listener below recognises it and does not count it
 *   twice.
 * - React, caught by a boundary, and the router's onError: the boundary already renders the generic error page,
 *   which is where the error goes on to; throwing again would make every handled error a second, uncaught one.
 * - Window `error` and `unhandledrejection`: the event is left as it is (no preventDefault), so the browser still
 *   reports the error as uncaught; a listener that threw would only add an error of its own.
 */
import type { RootOptions } from 'react-dom/client';
import type { RouterProviderProps } from 'react-router-dom';
import { componentFromStack, leadingFrames } from './componentName';
import { createErrorReporter, type ErrorContext, type ErrorReporter } from './errorReporter';
import { telemetry } from './telemetry';

/** What `info` starts with: where the error was caught. */
export const ERROR_SOURCES = {
  reactCaught: 'React error, caught by an error boundary',
  reactUncaught: 'React error, not caught by any error boundary',
  router: 'Route error',
  window: 'Uncaught error',
  rejection: 'Unhandled promise rejection',
} as const;

/** Component frames kept in `info`: enough to place the error. */
const INFO_FRAMES = 8;

export const errorReporter: ErrorReporter = createErrorReporter({
  track: (report) => telemetry.trackException(report),
  currentPath: () => window.location.pathname,
  log: (message, error) => console.error(message, error),
});

function reactContext(source: string, componentStack: string | null | undefined): ErrorContext {
  const frames = leadingFrames(componentStack, INFO_FRAMES);
  return { component: componentFromStack(componentStack), info: frames ? `${source}\n${frames}` : source };
}

type ReactErrorOptions = Required<Pick<RootOptions, 'onCaughtError' | 'onUncaughtError'>>;

/** `createRoot(container, reactErrorOptions())`. */
export function reactErrorOptions(reporter: ErrorReporter = errorReporter): ReactErrorOptions {
  return {
    onCaughtError: (error, errorInfo) =>
      reporter.report(error, reactContext(ERROR_SOURCES.reactCaught, errorInfo.componentStack)),
    onUncaughtError: (error, errorInfo) =>
      reporter.reportAndRethrow(error, reactContext(ERROR_SOURCES.reactUncaught, errorInfo.componentStack)),
  };
}

type RouterErrorHandler = NonNullable<RouterProviderProps['onError']>;

/**
 * `<RouterProvider onError>`: loader and action errors, which React never sees. Render errors reach it too, after
 * React's onCaughtError has reported them; it also keeps the router from logging each of them a second time.
 */
export function routerErrorHandler(reporter: ErrorReporter = errorReporter): RouterErrorHandler {
  return (error, { pattern, errorInfo }) => {
    const context = reactContext(`${ERROR_SOURCES.router} (${pattern})`, errorInfo?.componentStack);
    reporter.report(error, context);
  };
}

/** Window `error` and `unhandledrejection`; returns the function that removes both listeners. */
export function installWindowErrorHandlers(
  target: Window = window,
  reporter: ErrorReporter = errorReporter,
): () => void {
  const onError = (event: ErrorEvent): void => {
    // A cross-origin script error carries no error object, only "Script error.".
    const where = event.filename ? ` at ${event.filename}:${event.lineno}:${event.colno}` : '';
    reporter.report(event.error ?? event.message, { info: `${ERROR_SOURCES.window}${where}` });
  };
  const onRejection = (event: PromiseRejectionEvent): void => {
    reporter.report(event.reason, { info: ERROR_SOURCES.rejection });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
