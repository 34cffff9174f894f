/**
 * The global UI error handler: logs to the console, reports an exception with the properties
 * `component` (or `Unknown`), `info` and `path`, then rethrows (docs/telemetry.md says what that means for each
 * entry point, globalErrors.ts wires them). No user-facing message.
 */
import type { ExceptionReport, TelemetryProperties } from './sink';

export const UNKNOWN_COMPONENT = 'Unknown';

export interface ErrorContext {
  /** The component the error came from, when known. */
  component?: string | undefined;
  /** Where the error was caught, and what is known of its origin. */
  info: string;
}

export interface ErrorReporter {
  /** Logs and reports the error once; an error already reported is ignored, so a rethrow never counts twice. */
  report(error: unknown, context: ErrorContext): void;
  /** Reports the error, then throws it again. */
  reportAndRethrow(error: unknown, context: ErrorContext): never;
}

export interface ErrorReporterOptions {
  track: (report: ExceptionReport) => void;
  currentPath: () => string;
  log: (message: string, error: unknown) => void;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Telemetry reports Errors; anything else thrown (`throw 'text'`, a rejected object) is wrapped in one. */
const asError = (value: unknown): Error => (value instanceof Error ? value : new Error(describe(value)));

export function createErrorReporter({ track, currentPath, log }: ErrorReporterOptions): ErrorReporter {
  const reported = new WeakSet<object>();

  function report(error: unknown, context: ErrorContext): void {
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    const properties: TelemetryProperties = {
      component: context.component || UNKNOWN_COMPONENT,
      info: context.info,
      path: currentPath(),
    };
    log(`Error in ${properties.component} at ${properties.path} (${context.info})`, error);
    track({ error: asError(error), properties });
  }

  return {
    report,
    reportAndRethrow(error, context) {
      report(error, context);
      throw error;
    },
  };
}
