/**
 * Scheduled imports per connection (docs/etl.md "Schedules"): /api/etl/schedules reads them with their next and
 * last run and the source's call budget, /api/etl/schedule/set sets or removes one. Designed in docs/api.md.
 */
import { z } from 'zod';
import { API_PATHS } from './paths.ts';
import { id, timestamp } from './common.ts';
import { jobStatusSchema } from './etl.ts';

export const scheduleFrequencySchema = z.enum(['every15Minutes', 'hourly', 'daily']);
export type ScheduleFrequency = z.infer<typeof scheduleFrequencySchema>;

export const DAILY_TIME_MESSAGE = 'Give a 24-hour time such as 06:30.';
export const DAILY_TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** What a person sets: how often, and for daily runs the time in the instance's time zone. */
export const scheduleRuleSchema = z
  .object({
    frequency: scheduleFrequencySchema,
    dailyTime: z.string().regex(DAILY_TIME_PATTERN, DAILY_TIME_MESSAGE).nullable().optional(),
    enabled: z.boolean().optional(),
  })
  .refine((rule) => rule.frequency !== 'daily' || !!rule.dailyTime, {
    message: 'A daily schedule needs a time.',
    path: ['dailyTime'],
  });

export const connectionScheduleSchema = z.object({
  connectionId: id,
  connectionName: z.string(),
  /** Whether a schedule can be set: the source has a connector and the connection is not closed. */
  canSchedule: z.boolean(),
  /** null: the connection imports only when someone starts an import. */
  schedule: z
    .object({ frequency: scheduleFrequencySchema, dailyTime: z.string().nullable(), enabled: z.boolean() })
    .nullable(),
  nextRun: timestamp.nullable(),
  /** The last time the schedule came due: the job it queued (with its status now), or why it queued none. */
  lastRun: z
    .object({
      at: timestamp,
      jobId: id.nullable(),
      status: jobStatusSchema.nullable(),
      outcome: z.string().nullable(),
    })
    .nullable(),
  budget: z.object({
    sourceName: z.string(),
    /** The source's published calls a day for one account; null when it publishes none. */
    dailyLimit: z.number().int().nullable(),
    /** Calls made on this connection's account today (UTC), by every process. */
    usedToday: z.number().int().nonnegative(),
    /** What the schedule is expected to cost a day; null without a schedule. */
    expectedPerDay: z.number().int().nonnegative().nullable(),
    /**
     * How expectedPerDay is made up: calls a run × runs a day (the steady state), the daily check of every entity
     * for deletes (its rows ÷ 250, plus one), and — the first day only — the first full load of entities not
     * loaded yet. null without a schedule.
     */
    plan: z
      .object({
        perRun: z.number().int().nonnegative(),
        runsPerDay: z.number().int().nonnegative(),
        steadyPerDay: z.number().int().nonnegative(),
        sweepsPerDay: z.number().int().nonnegative(),
        firstLoad: z.number().int().nonnegative(),
      })
      .nullable()
      .optional(),
  }),
});
export type ConnectionSchedule = z.infer<typeof connectionScheduleSchema>;

export const etlSchedulesPayloadSchema = z.object({ connectionId: id.optional() }).optional();
export const etlSchedulesResponseSchema = z.object({
  instanceId: id,
  /** The instance's IANA time zone: daily times are in it. */
  timeZone: z.string(),
  schedules: z.array(connectionScheduleSchema),
});

export const etlScheduleSetPayloadSchema = z.object({
  connectionId: id,
  /** null removes the schedule. */
  schedule: scheduleRuleSchema.nullable(),
});
export const etlScheduleSetResponseSchema = z.object({
  timeZone: z.string(),
  schedule: connectionScheduleSchema,
});

export const TIME_ZONE_MESSAGE = 'Choose a time zone from the list, such as Pacific/Auckland.';

/** Owners and admins set the zone daily schedules run in; the server refuses a name its clock does not know. */
export const instanceTimeZoneSetPayloadSchema = z.object({
  instanceId: id,
  timeZone: z.string().min(1, TIME_ZONE_MESSAGE).max(64, TIME_ZONE_MESSAGE),
});
export const instanceTimeZoneSetResponseSchema = z.object({ instanceId: id, timeZone: z.string() });

export const schedulesContract = {
  [API_PATHS.etlSchedules]: { payload: etlSchedulesPayloadSchema, response: etlSchedulesResponseSchema },
  [API_PATHS.etlScheduleSet]: {
    payload: etlScheduleSetPayloadSchema,
    response: etlScheduleSetResponseSchema,
  },
  [API_PATHS.instanceTimeZoneSet]: {
    payload: instanceTimeZoneSetPayloadSchema,
    response: instanceTimeZoneSetResponseSchema,
  },
} as const;
