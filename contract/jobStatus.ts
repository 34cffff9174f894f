/**
 * Job statuses and message severities as plain values, without zod: the SPA's start-up code (the notice
 * queue's severities) reads them, and importing etl.ts would load zod and build its schemas before /signin works.
 * etl.ts builds its schemas from these and re-exports them.
 */

/** Job status values, in the order the add-in lists them. */
export const JOB_STATUSES = [
  'pending',
  'running',
  'cancelled',
  'success',
  'warning',
  'info',
  'error',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** Still moving: the worker may pick it up or is running it, so it is polled and can be cancelled. */
export const OPEN_JOB_STATUSES = ['pending', 'running'] as const satisfies readonly JobStatus[];
export type OpenJobStatus = (typeof OPEN_JOB_STATUSES)[number];
export type FinishedJobStatus = Exclude<JobStatus, OpenJobStatus>;
export const isOpenJobStatus = (status: JobStatus): status is OpenJobStatus =>
  (OPEN_JOB_STATUSES as readonly JobStatus[]).includes(status);
/** Finished with rows landed (with or without notes): what moves a connection on to ACTIVE. */
export const LANDED_JOB_STATUSES = [
  'success',
  'warning',
  'info',
] as const satisfies readonly FinishedJobStatus[];

/** Message severity. */
export const Severity = { Valid: 1, Warning: -1, Error: -10 } as const;
export type Severity = (typeof Severity)[keyof typeof Severity];

/**
 * What a message is about, where code must tell it apart from the others of its severity (never by its text):
 * `resumed` is the note a worker adds when it takes over a job whose worker stopped answering; it is a warning to
 * read, not a reason to finish the job with a warning. `retried` is an entity's tally of calls the source made the
 * connector repeat; it carries the tally as data (`retried`), so the add-in words it without reading the text.
 */
export const MESSAGE_KINDS = ['resumed', 'retried'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
