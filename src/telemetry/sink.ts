/** What the app reports, in its own words; `sdk.ts` turns each into Application Insights telemetry. */

/** Custom properties: flat strings, as the service indexes them. */
export type TelemetryProperties = Readonly<Record<string, string>>;

export interface PageViewReport {
  /** The routes table's telemetry label. */
  name: string;
  uri: string;
  properties: TelemetryProperties;
}

export interface ExceptionReport {
  error: Error;
  properties: TelemetryProperties;
}

/** Something a person did and how it went (never what they typed): a name, flat properties, numbers. */
export interface EventReport {
  name: string;
  properties: TelemetryProperties;
  measurements: Readonly<Record<string, number>>;
}

/** A loaded telemetry SDK. */
export interface TelemetrySink {
  trackPageView(view: PageViewReport): void;
  trackException(report: ExceptionReport): void;
  trackEvent(report: EventReport): void;
  setAuthenticatedUser(userId: string): void;
  clearAuthenticatedUser(): void;
}
