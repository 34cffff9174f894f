// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter, UNKNOWN_COMPONENT } from './errorReporter';
import type { ExceptionReport } from './sink';

function setUp(path = '/error/test') {
  const track = vi.fn<(report: ExceptionReport) => void>();
  const log = vi.fn<(message: string, error: unknown) => void>();
  const reporter = createErrorReporter({ track, log, currentPath: () => path });
  return { reporter, track, log };
}

describe('the global error handler', () => {
  it('reports an exception with component, info and the current path', () => {
    const { reporter, track } = setUp();
    const error = new Error('boom');
    reporter.report(error, {
      component: 'ErrorTestScreen',
      info: 'React error, caught by an error boundary',
    });
    expect(track).toHaveBeenCalledWith({
      error,
      properties: {
        component: 'ErrorTestScreen',
        info: 'React error, caught by an error boundary',
        path: '/error/test',
      },
    });
  });

  it(`names the component ${UNKNOWN_COMPONENT} when it is not known`, () => {
    const { reporter, track } = setUp('/');
    reporter.report(new Error('x'), { info: 'Uncaught error' });
    reporter.report(new Error('y'), { component: '', info: 'Uncaught error' });
    expect(track.mock.calls.map(([report]) => report.properties.component)).toEqual([
      UNKNOWN_COMPONENT,
      UNKNOWN_COMPONENT,
    ]);
  });

  it('logs to the console', () => {
    const { reporter, log } = setUp();
    const error = new Error('boom');
    reporter.report(error, { component: 'ErrorTestScreen', info: 'React error' });
    expect(log).toHaveBeenCalledWith('Error in ErrorTestScreen at /error/test (React error)', error);
  });

  it('rethrows the very same error after reporting it', () => {
    const { reporter, track, log } = setUp();
    const error = new Error('boom');
    expect(() => reporter.reportAndRethrow(error, { info: 'React error' })).toThrow(error);
    expect(track).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('does not report a rethrown error a second time when it comes back (e.g. through window.onerror)', () => {
    const { reporter, track, log } = setUp();
    const error = new Error('boom');
    expect(() => reporter.reportAndRethrow(error, { info: 'React error' })).toThrow(error);
    reporter.report(error, { info: 'Uncaught error' });
    expect(track).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('wraps what is not an Error, keeping its text', () => {
    const { reporter, track } = setUp();
    reporter.report('plain text', { info: 'Unhandled promise rejection' });
    reporter.report({ code: 42 }, { info: 'Unhandled promise rejection' });
    expect(track.mock.calls.map(([report]) => report.error.message)).toEqual(['plain text', '{"code":42}']);
  });
});
