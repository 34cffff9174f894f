/**
 * The instance's IANA time zone (app.instances.time_zone): daily schedules run at their time in it, and quarter-hour
 * and hourly slots follow its wall clock. Changing it moves every enabled schedule's next run to the new zone's slot.
 */
import { TIME_ZONE_MESSAGE } from '@wharf/contract';
import type { Database } from '../../db/database.ts';
import { nextRunAfter, type ScheduleFrequency } from '../../etl/index.ts';
import { badRequest } from '../errors.ts';

/** Intl's list leaves out the bare 'UTC' alias on some runtimes; it is the column's default, so it is always known. */
function knownTimeZones(): ReadonlySet<string> {
  return new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
}

export function isKnownTimeZone(timeZone: string): boolean {
  return knownTimeZones().has(timeZone);
}

interface EnabledSchedule {
  connection_id: number;
  frequency: ScheduleFrequency;
  daily_time: string | null;
}

export async function setInstanceTimeZone(
  db: Database,
  instanceId: number,
  timeZone: string,
  now: Date,
): Promise<{ instanceId: number; timeZone: string }> {
  if (!isKnownTimeZone(timeZone)) throw badRequest(`timeZone: ${TIME_ZONE_MESSAGE}`);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE app.instances SET time_zone = $2 WHERE id = $1', [instanceId, timeZone]);
    const schedules = await tx.query<EnabledSchedule>(
      `SELECT e.connection_id, e.frequency, e.daily_time
       FROM app.etl_schedules e JOIN app.instance_connections c ON c.id = e.connection_id
       WHERE c.instance_id = $1 AND e.enabled
       FOR UPDATE OF e`,
      [instanceId],
    );
    for (const schedule of schedules) {
      const next = nextRunAfter(
        { frequency: schedule.frequency, dailyTime: schedule.daily_time },
        now,
        timeZone,
      );
      await tx.query('UPDATE app.etl_schedules SET next_run_at = $2 WHERE connection_id = $1', [
        schedule.connection_id,
        next,
      ]);
    }
  });
  return { instanceId, timeZone };
}
