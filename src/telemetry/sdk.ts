/**
 * Application Insights itself. Only ever loaded with `import()` after the first paint (client.ts), so the SDK
 * stays out of the entry chunk and never delays the sign-in screen.
 */
import { ApplicationInsights, SeverityLevel } from '@microsoft/applicationinsights-web';
import type { TelemetrySink } from './sink';
import { stripSecrets } from './secrets';
import { buildTelemetryConfig, type TelemetryConfig } from './telemetryConfig';

/** Creates and starts the SDK with the given configuration and the secret-stripping initializer. */
export function loadApplicationInsights(config: TelemetryConfig): ApplicationInsights {
  const appInsights = new ApplicationInsights({ config });
  appInsights.loadAppInsights();
  appInsights.addTelemetryInitializer(stripSecrets);
  return appInsights;
}

export function sinkFor(appInsights: ApplicationInsights): TelemetrySink {
  return {
    trackPageView: ({ name, uri, properties }) => appInsights.trackPageView({ name, uri, properties }),
    trackException: ({ error, properties }) =>
      appInsights.trackException({ exception: error, severityLevel: SeverityLevel.Error, properties }),
    trackEvent: ({ name, properties, measurements }) =>
      appInsights.trackEvent({ name, properties, measurements }),
    // Not stored in a cookie: the session store is the one place that knows who is signed in.
    setAuthenticatedUser: (userId) => appInsights.setAuthenticatedUserContext(userId, undefined, false),
    clearAuthenticatedUser: () => appInsights.clearAuthenticatedUserContext(),
  };
}

export function startApplicationInsights(connectionString: string): TelemetrySink {
  return sinkFor(loadApplicationInsights(buildTelemetryConfig(connectionString)));
}
