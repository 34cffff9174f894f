// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createTelemetryClient, PENDING_EVENTS_LIMIT } from './client';
import type { PageViewReport, TelemetrySink } from './sink';

const CONNECTION_STRING = 'InstrumentationKey=00000000-0000-0000-0000-000000000000';

function fakeSink() {
  return {
    trackPageView: vi.fn<TelemetrySink['trackPageView']>(),
    trackException: vi.fn<TelemetrySink['trackException']>(),
    trackEvent: vi.fn<TelemetrySink['trackEvent']>(),
    setAuthenticatedUser: vi.fn<TelemetrySink['setAuthenticatedUser']>(),
    clearAuthenticatedUser: vi.fn<TelemetrySink['clearAuthenticatedUser']>(),
  };
}

const view = (name: string): PageViewReport => ({ name, uri: `https://localhost/${name}`, properties: {} });

/** A client whose SDK load the test finishes by hand. */
function setUp() {
  const sink = fakeSink();
  let finishLoad: (result: TelemetrySink | Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<TelemetrySink>((resolve, reject) => {
        finishLoad = (result) => (result instanceof Error ? reject(result) : resolve(result));
      }),
  );
  let scheduled: (() => void) | undefined;
  const client = createTelemetryClient({ load, schedule: (task) => (scheduled = task) });
  const runScheduled = () => scheduled?.();
  const loadWith = async (result: TelemetrySink | Error = sink) => {
    runScheduled();
    finishLoad(result);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { client, sink, load, loadWith, runScheduled };
}

describe('without a connection string', () => {
  it('is off: nothing is loaded and every call does nothing', () => {
    const { client, load, runScheduled } = setUp();
    client.trackPageView(view('early'));
    client.start(undefined);
    runScheduled();
    client.trackPageView(view('Home'));
    client.trackException({ error: new Error('x'), properties: {} });
    client.setAuthenticatedUser('user-1');
    expect(load).not.toHaveBeenCalled();
  });
});

describe('with a connection string', () => {
  it('loads the SDK only when the scheduler says (after the first paint), and once', () => {
    const { client, load, runScheduled } = setUp();
    client.start(CONNECTION_STRING);
    expect(load).not.toHaveBeenCalled();
    runScheduled();
    client.start(CONNECTION_STRING);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(CONNECTION_STRING);
  });

  it('queues events raised before the SDK has loaded and sends them, in order, once it has', async () => {
    const { client, sink, loadWith } = setUp();
    client.trackPageView(view('before start'));
    client.start(CONNECTION_STRING);
    client.trackPageView(view('Sign In'));
    const error = new Error('early');
    client.trackException({ error, properties: { component: 'Unknown' } });
    expect(sink.trackPageView).not.toHaveBeenCalled();
    await loadWith();
    expect(sink.trackPageView.mock.calls.map(([sent]) => sent.name)).toEqual(['before start', 'Sign In']);
    expect(sink.trackException).toHaveBeenCalledWith({ error, properties: { component: 'Unknown' } });
    client.trackPageView(view('Home'));
    expect(sink.trackPageView).toHaveBeenLastCalledWith(view('Home'));
  });

  it('sends custom events like the others: queued until the SDK loads, then as they come', async () => {
    const { client, sink, loadWith } = setUp();
    client.start(CONNECTION_STRING);
    const asked = { name: 'AI question', properties: { outcome: 'answered' }, measurements: { ms: 42 } };
    client.trackEvent(asked);
    expect(sink.trackEvent).not.toHaveBeenCalled();
    await loadWith();
    expect(sink.trackEvent).toHaveBeenCalledWith(asked);
  });

  it(`keeps at most ${PENDING_EVENTS_LIMIT} waiting events, the first ones`, async () => {
    const { client, sink, loadWith } = setUp();
    client.start(CONNECTION_STRING);
    for (let index = 0; index < PENDING_EVENTS_LIMIT + 20; index += 1)
      client.trackPageView(view(`v${index}`));
    await loadWith();
    expect(sink.trackPageView).toHaveBeenCalledTimes(PENDING_EVENTS_LIMIT);
    expect(sink.trackPageView).toHaveBeenLastCalledWith(view(`v${PENDING_EVENTS_LIMIT - 1}`));
  });

  it('applies the signed-in user before the queued events, and follows sign-out', async () => {
    const { client, sink, loadWith } = setUp();
    client.start(CONNECTION_STRING);
    client.setAuthenticatedUser('user-1');
    client.trackPageView(view('Home'));
    await loadWith();
    expect(sink.setAuthenticatedUser).toHaveBeenCalledWith('user-1');
    expect(sink.setAuthenticatedUser.mock.invocationCallOrder[0]).toBeLessThan(
      sink.trackPageView.mock.invocationCallOrder[0] ?? 0,
    );
    client.setAuthenticatedUser(undefined);
    expect(sink.clearAuthenticatedUser).toHaveBeenCalledTimes(1);
  });

  it('turns off, with a console warning, when the SDK cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, sink, loadWith } = setUp();
    client.start(CONNECTION_STRING);
    client.trackPageView(view('Sign In'));
    await loadWith(new Error('Failed to fetch dynamically imported module'));
    client.trackPageView(view('Home'));
    expect(sink.trackPageView).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      'Telemetry is off: Application Insights could not be loaded.',
      expect.any(Error),
    );
  });

  it('never lets an SDK failure escape into the app', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, sink, loadWith } = setUp();
    sink.trackException.mockImplementation(() => {
      throw new Error('SDK broke');
    });
    client.start(CONNECTION_STRING);
    await loadWith();
    expect(() => client.trackException({ error: new Error('x'), properties: {} })).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});
