/**
 * seedDemo: the demo world (docs/database.md, "The demo world") — same rows on every run, and only once: when
 * either demo instance already exists it does nothing. One transaction, so a crash leaves no half world behind.
 * Its dates are moved so that the newest order is the day before `today` (server/db/demoClock.ts); a run that must
 * give the same rows on any day passes the day the world was written for, DEMO_DESIGN_DAY.
 */
import type { Database } from './database.ts';
import { demoCalendarFor, moveDemoAppRows } from './demoClock.ts';
import { DEMO_INSTANCES } from './demoWorld.ts';
import { quoteIdent } from './identifiers.ts';
import { seedApp } from './seedApp.ts';
import { createWarehouseSchema } from '../warehouse/schema.ts';
import { seedWarehouse } from './seedWarehouse.ts';

export { DEMO_USER_SUBJECT } from './demoWorld.ts';
export { DEMO_DESIGN_DAY } from './demoClock.ts';

/** Serialises concurrent seeders (two processes starting at once). */
export const SEED_LOCK_KEY = 7_352_002;

export interface SeedDemoOptions {
  /** The first start's day (YYYY-MM-DD, UTC): utcToday() for a demo a person opens, DEMO_DESIGN_DAY for tests. */
  today: string;
}

export async function seedDemo(db: Database, options: SeedDemoOptions): Promise<{ seeded: boolean }> {
  const calendar = demoCalendarFor(options.today);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const [existing] = await tx.query<{ count: number }>(
      'SELECT count(*) AS count FROM app.instances WHERE schema = ANY($1::text[])',
      [DEMO_INSTANCES.map((instance) => instance.schema)],
    );
    if (existing && existing.count > 0) return { seeded: false };
    const { instanceIds } = await seedApp(tx);
    for (const instance of DEMO_INSTANCES) {
      await createWarehouseSchema(tx, instance.schema);
      await seedWarehouse(tx, instance, calendar);
    }
    await moveDemoAppRows(tx, Object.values(instanceIds), calendar);
    // Fresh statistics so the first queries of the designer get sensible plans.
    for (const instance of DEMO_INSTANCES)
      await tx.exec(`ANALYZE ${quoteIdent(instance.schema)}.sales_order_lines`);
    return { seeded: true };
  });
}
