/**
 * The demo world's calendar. Its rows are written around one day, DEMO_DESIGN_DAY: the newest sales order is the day
 * before it. At the first start the whole world is moved by whole days so that its newest order is yesterday, and
 * "this month" or "the last 30 days" have answers in the demo. Moving every date by the same days keeps every gap
 * between them (an order's lines, an import's start and end, a connection's history), so the rows stay the same
 * apart from their dates. WHARF_DEMO_TODAY pins the day, for runs that must give the same rows on any day.
 */
import type { Queryable } from './database.ts';
import { HARBOUR_TRADERS } from './demoWorld.ts';
import { DEMO_SETTINGS_UPDATED_AT, DEMO_USERS_CREATED_AT, HARBOUR_CREATED_AT } from './seedApp.ts';

/** The day the demo world's dates were written for: its newest order is 30 Nov 2025. */
export const DEMO_DESIGN_DAY = '2025-12-01';

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface DemoCalendar {
  /** Whole days every date of the demo world moves by. */
  readonly shiftDays: number;
  /** Whole months the monthly rows (invoices) move by: the months from DEMO_DESIGN_DAY's month to today's. */
  readonly shiftMonths: number;
}

/** The calendar as written: tests and benchmarks whose figures must not depend on the day they run. */
export const DESIGNED_DEMO_CALENDAR: DemoCalendar = { shiftDays: 0, shiftMonths: 0 };

function utcDay(day: string): number {
  if (!ISO_DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    throw new Error(`not a day (YYYY-MM-DD): ${day}`);
  return Date.parse(`${day}T00:00:00Z`);
}

/** The calendar of a demo world first started on `today` (a day, YYYY-MM-DD, in UTC). */
export function demoCalendarFor(today: string): DemoCalendar {
  const designed = new Date(utcDay(DEMO_DESIGN_DAY));
  const start = new Date(utcDay(today));
  return {
    shiftDays: Math.round((start.getTime() - designed.getTime()) / DAY_MS),
    shiftMonths:
      (start.getUTCFullYear() - designed.getUTCFullYear()) * 12 +
      (start.getUTCMonth() - designed.getUTCMonth()),
  };
}

/** Today in UTC, as the day a demo world started now is moved to. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The application rows of the demo instances whose times move with the world: [table, key column, time columns]. */
const APP_TIMES: readonly (readonly [string, string, readonly string[]])[] = [
  ['app.instances', 'id', ['created_at']],
  ['app.memberships', 'instance_id', ['created_at']],
  ['app.instance_connections', 'instance_id', ['created_at', 'changed']],
  ['app.library_topics', 'instance_id', ['created_at']],
  ['app.library_items', 'instance_id', ['created_at', 'updated_at']],
];

/**
 * Moves the seeded application rows of the given instances along the calendar: their history (connections, the
 * library, memberships, the demo's people and their settings) keeps its distance from today. Their import history is the first start's own import, run
 * after this move. Invoices move by whole months so each still covers one
 * calendar month.
 */
export async function moveDemoAppRows(
  tx: Queryable,
  instanceIds: readonly number[],
  calendar: DemoCalendar,
): Promise<void> {
  if (calendar.shiftDays === 0 && calendar.shiftMonths === 0) return;
  for (const [table, key, columns] of APP_TIMES) {
    const moves = columns.map((column) => `${column} = ${column} + $2 * interval '1 day'`).join(', ');
    await tx.query(`UPDATE ${table} SET ${moves} WHERE ${key} = ANY($1::int[])`, [
      instanceIds,
      calendar.shiftDays,
    ]);
  }
  // The demo's people, as the seed wrote them: a user the identity provider created at a real sign-in keeps its day.
  await tx.query(
    `UPDATE app.users u SET created_at = u.created_at + $3 * interval '1 day'
     WHERE u.created_at = $2::timestamptz
       AND EXISTS (SELECT 1 FROM app.memberships m WHERE m.user_id = u.id AND m.instance_id = ANY($1::int[]))`,
    [instanceIds, DEMO_USERS_CREATED_AT, calendar.shiftDays],
  );
  await tx.query(
    `UPDATE app.user_settings s SET updated_at = s.updated_at + $3 * interval '1 day'
     WHERE s.updated_at = $2::timestamptz
       AND EXISTS (SELECT 1 FROM app.memberships m WHERE m.user_id = s.user_id AND m.instance_id = ANY($1::int[]))`,
    [instanceIds, DEMO_SETTINGS_UPDATED_AT, calendar.shiftDays],
  );
  await tx.query(
    `UPDATE app.library_favorites f SET created_at = f.created_at + $2 * interval '1 day'
     FROM app.library_items i WHERE i.id = f.item_id AND i.instance_id = ANY($1::int[])`,
    [instanceIds, calendar.shiftDays],
  );
  await tx.query(
    `UPDATE app.invoices SET period_start = period_start + $2 * interval '1 month',
       period_end = (date_trunc('month', period_start + $2 * interval '1 month') + interval '1 month - 1 day')::date,
       issued_at = issued_at + $2 * interval '1 month'
     WHERE instance_id = ANY($1::int[])`,
    [instanceIds, calendar.shiftMonths],
  );
}

/**
 * The calendar of the demo world this database holds — moved on its first start, so Harbour Traders' creation
 * tells by how many days — or, where it holds none yet (or is not even migrated), the calendar of a first start
 * `today`. What a stand-in serving the demo companies' accounts dates their records by.
 */
export async function demoCalendarOf(db: Queryable, today: string): Promise<DemoCalendar> {
  const [table] = await db.query<{ name: string | null }>(
    "SELECT to_regclass('app.instances')::text AS name",
  );
  if (!table?.name) return demoCalendarFor(today);
  const [harbour] = await db.query<{ created_at: Date }>(
    'SELECT created_at FROM app.instances WHERE schema = $1',
    [HARBOUR_TRADERS.schema],
  );
  if (!harbour) return demoCalendarFor(today);
  const shiftDays = Math.round(
    (new Date(harbour.created_at).getTime() - Date.parse(HARBOUR_CREATED_AT)) / DAY_MS,
  );
  return demoCalendarFor(new Date(utcDay(DEMO_DESIGN_DAY) + shiftDays * DAY_MS).toISOString().slice(0, 10));
}
