/**
 * The app's telemetry client. Every call is safe at any time: with no connection string telemetry is off and
 * each call does nothing; before the SDK has loaded, events wait in a bounded queue and are sent once it has.
 */
import type { EventReport, ExceptionReport, PageViewReport, TelemetrySink } from './sink';

/** Events raised before the SDK has loaded that are kept; later ones are dropped (the first error matters most). */
export const PENDING_EVENTS_LIMIT = 100;

type PendingEvent = (sink: TelemetrySink) => void;

type State =
  | { kind: 'waiting' | 'loading'; pending: PendingEvent[] }
  | { kind: 'on'; sink: TelemetrySink }
  | { kind: 'off' };

export interface TelemetryClient {
  /** Loads the SDK (once) when there is a connection string; turns telemetry off when there is none. */
  start(connectionString: string | undefined): void;
  trackPageView(view: PageViewReport): void;
  trackException(report: ExceptionReport): void;
  trackEvent(report: EventReport): void;
  /** The signed-in user, or undefined after sign-out. */
  setAuthenticatedUser(userId: string | undefined): void;
}

export interface TelemetryClientOptions {
  load: (connectionString: string) => Promise<TelemetrySink>;
  /** When to load: after the first paint in the app. */
  schedule: (task: () => void) => void;
}

// Telemetry must never break the app, nor feed the global error handler an error of its own.
function quietly(action: () => void): void {
  try {
    action();
  } catch (error) {
    console.warn('Telemetry: an event could not be recorded.', error);
  }
}

export function createTelemetryClient({ load, schedule }: TelemetryClientOptions): TelemetryClient {
  let state: State = { kind: 'waiting', pending: [] };
  let userId: string | undefined;

  const applyUser = (sink: TelemetrySink): void =>
    quietly(() => (userId === undefined ? sink.clearAuthenticatedUser() : sink.setAuthenticatedUser(userId)));

  function send(event: PendingEvent): void {
    if (state.kind === 'on') {
      const { sink } = state;
      quietly(() => event(sink));
    } else if (state.kind !== 'off' && state.pending.length < PENDING_EVENTS_LIMIT) {
      state.pending.push(event);
    }
  }

  function loaded(sink: TelemetrySink): void {
    const pending = state.kind === 'loading' ? state.pending : [];
    state = { kind: 'on', sink };
    if (userId !== undefined) applyUser(sink);
    for (const event of pending) quietly(() => event(sink));
  }

  function failed(error: unknown): void {
    console.warn('Telemetry is off: Application Insights could not be loaded.', error);
    state = { kind: 'off' };
  }

  return {
    start(connectionString) {
      if (state.kind !== 'waiting') return;
      if (connectionString === undefined) {
        state = { kind: 'off' };
        return;
      }
      state = { kind: 'loading', pending: state.pending };
      schedule(() => {
        load(connectionString).then(loaded, failed);
      });
    },
    trackPageView: (view) => send((sink) => sink.trackPageView(view)),
    trackException: (report) => send((sink) => sink.trackException(report)),
    trackEvent: (report) => send((sink) => sink.trackEvent(report)),
    setAuthenticatedUser(next) {
      if (next === userId) return;
      userId = next;
      if (state.kind === 'on') applyUser(state.sink);
    },
  };
}
