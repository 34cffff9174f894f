// @vitest-environment node
import { ROLLUPS, rollupTableName } from '../model/rollups.ts';
import { ROLLUP_REGISTRY } from '../model/rollupTables.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from './database.ts';
import { DEMO_INSTANCES } from './demoWorld.ts';
import { DEMO_DESIGN_DAY, DEMO_USER_SUBJECT, seedDemo } from './seed.ts';
import { landDemoFromStandIn } from '../../standins/cin7Omni/index.ts';
import { openDemoWorld } from '../testing/seededDemo.ts';
import { testBackends, type TestDatabase, openMigrated } from '../testing/testBackends.ts';
import { BUSINESS_TABLES } from '../model/businessTables.ts';
import { CIN7_ENTITIES } from '../etl/connectors/cin7Omni/entities.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 300_000 });

/**
 * Tables whose every row the seed decides (no random ids); the business tables' rows but for when they were landed
 * (landed_at: the first start's import).
 */
const CHECKED_TABLES = [
  'app.instances',
  'app.users',
  'app.memberships',
  'app.instance_connections',
  'app.library_items',
  'app.invoices',
  'app.dw_columns',
  ...DEMO_INSTANCES.flatMap((instance) => BUSINESS_TABLES.map((table) => `${instance.schema}.${table.name}`)),
];

/** Each checked table's rows as one checksum, read in UTC and in byte order, so the two engines' read alike. */
async function checksums(db: Database): Promise<Record<string, string>> {
  return db.transaction(async (tx) => {
    await tx.query("SET LOCAL TIME ZONE 'UTC'");
    const sums: Record<string, string> = {};
    for (const table of CHECKED_TABLES) {
      const [row] = await tx.query<{ sum: string }>(
        `SELECT md5(string_agg(r::text, '|' ORDER BY r::text COLLATE "C")) AS sum
         FROM (SELECT to_jsonb(t) - 'landed_at' AS r FROM ${table} t) AS rows`,
      );
      sums[table] = row?.sum ?? '';
    }
    return sums;
  });
}

const backends = testBackends();
/**
 * The run's demo world on each engine, copied: tests/globalSetup.ts seeds a fresh database of each engine with the
 * same call as below and stops unless it answers { seeded: true } (server/testing/seededDemo.ts), so each is the
 * seed's first run on that engine. The file seeds nothing more where the run has both engines.
 */
const worlds = new Map<string, TestDatabase>();
/** Seeded here, only where the run has one engine: a second fresh database to compare with its demo world. */
let another: TestDatabase | null = null;

beforeAll(async () => {
  const opened = await Promise.all(backends.map((backend) => openDemoWorld(backend)));
  backends.forEach((backend, index) => worlds.set(backend.name, opened[index] as TestDatabase));
  const [only] = backends;
  if (backends.length === 1 && only) {
    another = await openMigrated(only);
    expect(
      await seedDemo(another.db, { today: DEMO_DESIGN_DAY, landWarehouses: landDemoFromStandIn(another.db) }),
    ).toEqual({ seeded: true });
  }
});
afterAll(async () => {
  await Promise.all([...worlds.values(), ...(another ? [another] : [])].map((world) => world.dispose()));
});

it('gives the same rows on two fresh databases (with PostgreSQL, one on each engine)', async () => {
  const fresh = [...worlds.values(), ...(another ? [another] : [])];
  expect(fresh).toHaveLength(2);
  const [first, second] = await Promise.all(fresh.map((world) => checksums(world.db)));
  expect(Object.keys(first ?? {})).toHaveLength(CHECKED_TABLES.length);
  expect(second).toEqual(first);
});

describe.each(backends)('the demo seed on $name', (backend) => {
  let a: TestDatabase;

  beforeAll(() => {
    const world = worlds.get(backend.name);
    if (!world) throw new Error(`no demo world on ${backend.name}`);
    a = world;
  });

  it('does nothing when run again, even twice at once', async () => {
    const before = await checksums(a.db);
    expect(
      await Promise.all([
        seedDemo(a.db, { today: DEMO_DESIGN_DAY, landWarehouses: landDemoFromStandIn(a.db) }),
        seedDemo(a.db, { today: DEMO_DESIGN_DAY, landWarehouses: landDemoFromStandIn(a.db) }),
      ]),
    ).toEqual([{ seeded: false }, { seeded: false }]);
    expect(await checksums(a.db)).toEqual(before);
  });

  it('makes the demo user a member of the two demo instances', async () => {
    const rows = await a.db.query<{ name: string; schema: string; email: string; user_name: string }>(
      `SELECT i.name, i.schema, u.email, u.name AS user_name FROM app.users u
       JOIN app.memberships m ON m.user_id = u.id JOIN app.instances i ON i.id = m.instance_id
       WHERE u.idp_subject = $1 ORDER BY i.id`,
      [DEMO_USER_SUBJECT],
    );
    expect(rows).toEqual([
      {
        name: 'Harbour Traders',
        schema: 'harbour_traders',
        email: 'demo@wharf.test',
        user_name: 'Demo User',
      },
      {
        name: 'Northwind Wholesale',
        schema: 'northwind_wholesale',
        email: 'demo@wharf.test',
        user_name: 'Demo User',
      },
    ]);
  });

  it('gives the instances connections in several statuses, the deleted one outside the active count', async () => {
    const rows = await a.db.query<{ schema: string; status: string; source: string }>(
      `SELECT i.schema, c.status, s.name AS source FROM app.instance_connections c
       JOIN app.instances i ON i.id = c.instance_id JOIN app.source_systems s ON s.id = c.source_system_id
       ORDER BY c.id`,
    );
    expect(rows).toEqual([
      { schema: 'harbour_traders', status: 'ACTIVE', source: 'Cin7 Omni' },
      { schema: 'harbour_traders', status: 'PENDING_INIT', source: 'Demo ERP' },
      { schema: 'harbour_traders', status: 'TERMINATING', source: 'Cin7 Omni' },
      { schema: 'harbour_traders', status: 'DELETED', source: 'Cin7 Omni' },
      { schema: 'northwind_wholesale', status: 'ACTIVE', source: 'Cin7 Omni' },
    ]);
    const counts = await a.db.query(
      `SELECT i.schema, n.active_connections FROM app.instance_connection_counts n
       JOIN app.instances i ON i.id = n.instance_id ORDER BY i.id`,
    );
    expect(counts).toEqual([
      { schema: 'harbour_traders', active_connections: 3 },
      { schema: 'northwind_wholesale', active_connections: 1 },
    ]);
  });

  it('seeds plans, past invoices, the first start’s import of each company as its import history, a library and settings', async () => {
    const [row] = await a.db.query(
      `SELECT (SELECT count(*) FROM app.plans) AS plans, (SELECT count(*) FROM app.invoices) AS invoices,
              (SELECT count(*) FROM app.etl_jobs) AS jobs, (SELECT count(*) FROM app.library_items) AS items,
              (SELECT count(*) FROM app.library_favorites) AS favorites, (SELECT count(*) FROM app.user_settings) AS settings`,
    );
    expect(row).toEqual({ plans: 2, invoices: 2, jobs: 2, items: 3, favorites: 1, settings: 1 });
  });

  it('lands about 120,000 rows of inventory, sales, credits, payments, quotes and stock movements, most of them order lines of the first instance', async () => {
    const counts: Record<string, number> = {};
    for (const instance of DEMO_INSTANCES) {
      for (const table of BUSINESS_TABLES) {
        const [row] = await a.db.query<{ count: number }>(
          `SELECT count(*) AS count FROM ${instance.schema}.${table.name}`,
        );
        counts[`${instance.schema}.${table.name}`] = row?.count ?? 0;
      }
    }
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    // About 100,000 of sales and stock, and some 20,000 of payments, quotes, credit notes and stock movements.
    expect(total).toBeGreaterThan(110_000);
    expect(total).toBeLessThan(135_000);
    expect(counts['harbour_traders.sales_order_lines']).toBeGreaterThan(55_000);
    for (const [table, count] of Object.entries(counts)) expect(count, table).toBeGreaterThan(0);
  });

  it('keeps order totals equal to their lines plus tax', async () => {
    const [row] = await a.db.query<{ mismatches: number }>(
      `SELECT count(*) AS mismatches FROM harbour_traders.sales_orders o
       JOIN (SELECT order_id, sum(line_total) AS subtotal FROM harbour_traders.sales_order_lines GROUP BY order_id) l
         ON l.order_id = o.order_id
       WHERE o.subtotal <> l.subtotal OR o.total <> o.subtotal + o.tax`,
    );
    expect(row?.mismatches).toBe(0);
  });

  it('describes every landed table and column of both instances in the catalogue', async () => {
    // The roll-ups and their registry are the compiler's, never offered to a user, so no catalogue lists them.
    const rollupTables = [...ROLLUPS.map(rollupTableName), ROLLUP_REGISTRY];
    const missing = await a.db.query(
      `SELECT c.table_schema, c.table_name, c.column_name FROM information_schema.columns c
       JOIN app.instances i ON i.schema = c.table_schema
       LEFT JOIN app.dw_tables t ON t.instance_id = i.id AND t.table_name = c.table_name
       LEFT JOIN app.dw_columns k ON k.table_id = t.id AND k.column_name = c.column_name
       WHERE k.id IS NULL AND NOT (c.table_name = ANY($1::text[]))`,
      [rollupTables],
    );
    expect(missing).toEqual([]);
    const [row] = await a.db.query<{ tables: number; columns: number }>(
      'SELECT (SELECT count(*) FROM app.dw_tables) AS tables, (SELECT count(*) FROM app.dw_columns) AS columns',
    );
    // The business tables and the Cin7 Omni connector's source tables the first import landed them from.
    const tables = [...BUSINESS_TABLES, ...CIN7_ENTITIES.flatMap((entity) => entity.tables)];
    const columnsPerInstance = tables.reduce((sum, table) => sum + table.columns.length, 0);
    expect(row).toEqual({ tables: 2 * tables.length, columns: 2 * columnsPerInstance });
  });
});
