/**
 * seedDemo: the demo world (docs/database.md, "The demo world") — same rows on every run, and only once: when
 * the demo instances already exist it adds nothing. Its application rows (users, instances, connections, library,
 * invoices) are written in one transaction; then each demo company's warehouse is landed the way a company's first
 * import lands its own (`landWarehouses`: server/etl/demoLanding.ts, a full import of its Cin7 Omni connection from
 * the demo accounts of a Cin7 Omni API). A start that stopped between the two lands the warehouses next time.
 * Its dates are moved so that the newest order is the day before `today` (server/db/demoClock.ts); a run that must
 * give the same rows on any day passes the day the world was written for, DEMO_DESIGN_DAY.
 */
import type { Database } from './database.ts';
import { demoCalendarFor, moveDemoAppRows, type DemoCalendar } from './demoClock.ts';
import { DEMO_INSTANCES } from './demoWorld.ts';
import { seedApp } from './seedApp.ts';
import { createWarehouseSchema } from '../warehouse/schema.ts';

export { DEMO_USER_SUBJECT } from './demoWorld.ts';
export { DEMO_DESIGN_DAY } from './demoClock.ts';

/** Serialises concurrent seeders (two processes starting at once). */
export const SEED_LOCK_KEY = 7_352_002;

export interface SeedDemoOptions {
  /** The first start's day (YYYY-MM-DD, UTC): utcToday() for a demo a person opens, DEMO_DESIGN_DAY for tests. */
  today: string;
  /**
   * Lands the demo companies' warehouses, once their application rows are there: the import of each demo Cin7
   * Omni connection from accounts whose records are dated by this calendar.
   */
  landWarehouses: (calendar: DemoCalendar) => Promise<void>;
}

/** Whether every demo company's Cin7 Omni connection has landed its sales orders (a finished first import). */
async function demoWarehousesLanded(db: Database): Promise<boolean> {
  const [row] = await db.query<{ landed: number }>(
    `SELECT count(DISTINCT i.id)::int AS landed FROM app.etl_watermarks w
     JOIN app.instance_connections c ON c.id = w.connection_id JOIN app.instances i ON i.id = c.instance_id
     WHERE i.schema = ANY($1::text[]) AND w.entity = 'salesOrders'`,
    [DEMO_INSTANCES.map((instance) => instance.schema)],
  );
  return (row?.landed ?? 0) === DEMO_INSTANCES.length;
}

export async function seedDemo(db: Database, options: SeedDemoOptions): Promise<{ seeded: boolean }> {
  const calendar = demoCalendarFor(options.today);
  const seeded = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const [existing] = await tx.query<{ count: number }>(
      'SELECT count(*) AS count FROM app.instances WHERE schema = ANY($1::text[])',
      [DEMO_INSTANCES.map((instance) => instance.schema)],
    );
    if (existing && existing.count > 0) return false;
    const { instanceIds } = await seedApp(tx);
    for (const instance of DEMO_INSTANCES) await createWarehouseSchema(tx, instance.schema);
    await moveDemoAppRows(tx, Object.values(instanceIds), calendar);
    return true;
  });
  if (await demoWarehousesLanded(db)) return { seeded };
  await options.landWarehouses(calendar);
  return { seeded: true };
}
