/** What the app reports, in its own words; `sdk.ts` turns each into Application Insights telemetry. */

/** Custom properties: flat strings, as the service indexes them. */
export type TelemetryProperties = Readonly<Record<string, string>>;

export interface PageViewReport {
  /** The routes table's telemetry label (SPEC §2). */
  name: string;
  uri: string;
  properties: TelemetryProperties;
}

export interface ExceptionReport {
  error: Error;
  properties: TelemetryProperties;
}

/** A loaded telemetry SDK. */
export interface TelemetrySink {
  trackPageView(view: PageViewReport): void;
  trackException(report: ExceptionReport): void;
  setAuthenticatedUser(userId: string): void;
  clearAuthenticatedUser(): void;
}
