import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { DEMO_DESIGN_DAY, seedDemo } from '../server/db/seed.ts';
import { landDemoFromStandIn } from '../standins/cin7Omni/index.ts';
import { LARGE_WAREHOUSE, seedExtraInstance } from '../server/db/seedWarehouse.ts';
import { loadCatalogue } from '../server/api/services/query/load.ts';
import { compileQuery } from '../server/api/services/query/compile.ts';
import { runCompiledQuery } from '../server/api/services/query/run.ts';

const db = await openDatabase({ databaseUrl: process.env.URL });
await migrate(db);
await seedDemo(db, { today: DEMO_DESIGN_DAY, landWarehouses: landDemoFromStandIn(db) });
const id = await seedExtraInstance(db, LARGE_WAREHOUSE);
const DESIGN = { table: 'sales_order_lines', columns: ['line_id', 'sku', 'product.name', 'product.category', 'order.order_date', 'qty', 'line_total'], formats: { line_total: '#,##0.00' } };
const t = (label: string, ms: number[]) => console.log(label, ms.map((x) => x.toFixed(1)).join(' '));
for (let r = 0; r < 4; r++) {
  const cat: number[] = [], comp: number[] = [], q: number[] = [], run: number[] = [];
  let offset: number | null = 0;
  let s0 = performance.now();
  while (offset !== null) {
    let s = performance.now();
    const c = await loadCatalogue(db, id); cat.push(performance.now() - s); s = performance.now();
    const compiled = compileQuery(c, { ...DESIGN, limit: 100000, pageSize: 10000, offset } as never); comp.push(performance.now() - s); s = performance.now();
    await db.query(compiled.sql, compiled.params); q.push(performance.now() - s); s = performance.now();
    const page = await runCompiledQuery(db, compiled); run.push(performance.now() - s);
    offset = page.nextOffset;
  }
  console.log('total', (performance.now() - s0).toFixed(0));
  t('catalogue', cat); t('compile', comp); t('plain', q); t('runCompiled', run);
}
await db.close();
