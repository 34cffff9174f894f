/**
 * The ETL's front door: everything the API uses of imports goes through this file (eslint.config.js holds it).
 * Start and cancel an import job (the queue), schedules and their call estimates, the connectors and their
 * configuration, the runtime that holds this process's worker, and the error a source's refused call is.
 * Behind it: queue.ts, worker.ts, runner/ (stage → build → swap), connectors/ and calls/ (sleep, retry, the one
 * rate limiter).
 */
export { SourceError } from './calls/sourceError.ts';
export type { Connector } from './connectors/connector.ts';
export {
  connectorConfigFor,
  connectorFor,
  resolveScopes,
  type ConnectorConfig,
} from './connectors/registry.ts';
export { storeDemoConnectionKey } from './demoConnection.ts';
export { landDemoCompanies, type DemoCin7Source } from './demoLanding.ts';
export { enqueueJob, requestCancel, type JobStatus } from './queue.ts';
export { createEtlRuntime, etlOptionsFor, type EtlOptions, type EtlRuntime } from './runtime.ts';
export { estimateScheduleCalls, type CallEstimate } from './schedules/callEstimate.ts';
export {
  nextRunAfter,
  RUNS_PER_DAY,
  type ScheduleFrequency,
  type ScheduleRule,
} from './schedules/scheduleTimes.ts';
