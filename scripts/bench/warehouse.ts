/**
 * The warehouse calls (warehouseCalls.ts) over the seeded warehouse, on each engine (engine.ts): the demo world plus
 * LARGE_WAREHOUSE (~100,000 sales order lines), migrated and seeded as the API's start does.
 */
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { DEMO_DESIGN_DAY, seedDemo } from '../../server/db/seed.ts';
import { landDemoFromStandIn } from '../../standins/cin7Omni/index.ts';
import { LARGE_WAREHOUSE, seedExtraInstance } from '../../server/db/seedWarehouse.ts';
import { measureWarehouseCalls } from './warehouseCalls.ts';
import { onEachEngine, type EngineName, type EngineResult } from './engine.ts';
import type { Measurement } from './measurement.ts';

/** Over the seed's values: SKUs "LW-00001"…"LW-05000", companies "<surname> <suffix>" ("Chen & Sons", "… Ltd"). */
const SKU_SEARCHES = ['', 'l', 'LW-0', 'lw-012', '0412', '34', 'lw-04999', 'zzz'];
const COMPANY_SEARCHES = ['', 'a', 'chen', 'ltd', 'son &', 'Marine', 'xyz'];

export async function measureWarehouse(db: Database, engine: EngineName): Promise<EngineResult> {
  const seedStart = performance.now();
  await migrate(db);
  await seedDemo(db, { today: DEMO_DESIGN_DAY, landWarehouses: landDemoFromStandIn(db) });
  const large = await seedExtraInstance(db, LARGE_WAREHOUSE);
  const seedMs = performance.now() - seedStart;
  const [lines] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM large_warehouse.sales_order_lines',
  );
  const calls = await measureWarehouseCalls(db, {
    instanceId: large,
    qualifiers: [],
    skuSearches: SKU_SEARCHES,
    companySearches: COMPANY_SEARCHES,
  });
  const largeLines = lines?.n ?? 0;
  return {
    figures: calls.figures,
    notes: [
      `warehouse (${engine}): seeded the demo world and ${largeLines} lines of ${LARGE_WAREHOUSE.schema} in ${seedMs.toFixed(0)} ms`,
      ...calls.notes,
    ],
    details: { seedMs, largeLines, ...calls.details },
  };
}

export function warehouse(): Measurement {
  return {
    name: 'warehouse',
    run: (context) => onEachEngine(context.postgres, 'warehouse', measureWarehouse),
  };
}
