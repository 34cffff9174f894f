/** Job status and /api/etlStatus. */
import { z } from 'zod';
import { API_PATHS } from './paths.ts';
import { id, timestamp } from './common.ts';
// The statuses and severities are plain values in jobStatus.ts, so code that needs only them loads no zod.
import { JOB_STATUSES, MESSAGE_KINDS, Severity } from './jobStatus.ts';

export {
  JOB_STATUSES,
  OPEN_JOB_STATUSES,
  LANDED_JOB_STATUSES,
  isOpenJobStatus,
  MESSAGE_KINDS,
  Severity,
  type MessageKind,
  type JobStatus,
  type OpenJobStatus,
  type FinishedJobStatus,
} from './jobStatus.ts';

export const jobStatusSchema = z.enum(JOB_STATUSES);
export const etlMessageSchema = z.object({
  severity: z.union([z.literal(Severity.Valid), z.literal(Severity.Warning), z.literal(Severity.Error)]),
  text: z.string(),
  kind: z.enum(MESSAGE_KINDS).optional(),
  /** With kind `retried`: the entity's name, the calls repeated, and whether any was a rate-limit answer. */
  retried: z.object({ entity: z.string(), calls: z.number(), rateLimited: z.boolean() }).optional(),
});
export const etlJobSchema = z.object({
  id,
  connectionId: id,
  connectionName: z.string(),
  status: jobStatusSchema,
  mode: z.enum(['full', 'incremental']),
  requestedBy: z.string().nullable(),
  created: timestamp,
  started: timestamp.nullable(),
  finished: timestamp.nullable(),
  /** Rows landed per entity. */
  counts: z.record(z.string(), z.number()),
  messages: z.array(etlMessageSchema),
  /** The scopes (source entities) this run lands; empty = every scope of the connection. */
  scopes: z.array(z.string()).default([]),
  /** Live progress per entity, for /importStatus. */
  entities: z
    .array(
      z.object({
        entity: z.string(),
        status: jobStatusSchema,
        rows: z.number().int().nonnegative(),
        pages: z.number().int().nonnegative(),
        started: timestamp.nullable(),
        finished: timestamp.nullable(),
        message: z.string().nullable(),
        /**
         * Rows the connection's last finished full import landed for this entity: what a full run is expected to
         * read, so its progress can be shown out of a total. Absent or null when no full import landed it yet.
         */
        lastFullRows: z.number().int().nonnegative().nullable().optional(),
        /** When this run made sure the entity holds nothing deleted at the source (a delete sweep or full load). */
        swept: timestamp.nullable().optional(),
        /** Records that sweep or full load removed because the source no longer lists them. */
        removed: z.number().int().nonnegative().optional(),
      }),
    )
    .default([]),
});
export type EtlJob = z.infer<typeof etlJobSchema>;
export const etlStatusPayloadSchema = z
  .object({
    /** One job; without it the latest jobs of the instance. */
    jobId: id.optional(),
    limit: z.number().int().min(1).max(100).optional(),
  })
  .optional();
export const etlStatusResponseSchema = z.object({ instanceId: id, jobs: z.array(etlJobSchema) });

/** Starts an import; a connection already importing answers its running job instead of a second run. */
export const etlStartPayloadSchema = z.object({
  connectionId: id,
  mode: z.enum(['full', 'incremental']),
  /** Source entities to land; absent = the connection's ETL scopes. */
  scopes: z.array(z.string().max(63)).max(50).optional(),
});
export const etlJobResponseSchema = z.object({ job: etlJobSchema, alreadyRunning: z.boolean() });
export const etlCancelPayloadSchema = z.object({ jobId: id });

export const etlContract = {
  [API_PATHS.etlStatus]: { payload: etlStatusPayloadSchema, response: etlStatusResponseSchema },
  [API_PATHS.etlStart]: { payload: etlStartPayloadSchema, response: etlJobResponseSchema },
  [API_PATHS.etlCancel]: { payload: etlCancelPayloadSchema, response: etlJobResponseSchema },
} as const;
