import { afterFirstPaint } from './afterFirstPaint';
import { createTelemetryClient } from './client';

/** The app's one telemetry client; the SDK is a chunk of its own, fetched after the first paint. */
export const telemetry = createTelemetryClient({
  load: (connectionString) => import('./sdk').then((sdk) => sdk.startApplicationInsights(connectionString)),
  schedule: afterFirstPaint,
});
