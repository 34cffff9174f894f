/**
 * seedDemo: the demo world (docs/database.md, "The demo world") — same rows on every run, and only once: when
 * either demo instance already exists it does nothing. One transaction, so a crash leaves no half world behind.
 */
import type { Database } from './database.ts';
import { DEMO_INSTANCES } from './demoWorld.ts';
import { quoteIdent } from './identifiers.ts';
import { seedApp } from './seedApp.ts';
import { createWarehouseSchema } from '../warehouse/schema.ts';
import { seedWarehouse } from './seedWarehouse.ts';

export { DEMO_USER_SUBJECT } from './demoWorld.ts';

/** Serialises concurrent seeders (two processes starting at once). */
export const SEED_LOCK_KEY = 7_352_002;

export async function seedDemo(db: Database): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const [existing] = await tx.query<{ count: number }>(
      'SELECT count(*) AS count FROM app.instances WHERE schema = ANY($1::text[])',
      [DEMO_INSTANCES.map((instance) => instance.schema)],
    );
    if (existing && existing.count > 0) return { seeded: false };
    await seedApp(tx);
    for (const instance of DEMO_INSTANCES) {
      await createWarehouseSchema(tx, instance.schema);
      await seedWarehouse(tx, instance);
    }
    // Fresh statistics so the first queries of the designer get sensible plans.
    for (const instance of DEMO_INSTANCES)
      await tx.exec(`ANALYZE ${quoteIdent(instance.schema)}.sales_order_lines`);
    return { seeded: true };
  });
}
