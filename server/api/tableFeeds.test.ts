// @vitest-environment node
/**
 * /api/warehouseTableFeeds (docs/api.md): the demo world's seeded tables answer their real row counts and the demo
 * instance's active connection as feeding them; refusals for bad input (400), no token (401), an instance the user
 * is not in (403) and a table of another instance (404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warehouseTableFeedsResponseSchema, type WarehouseTableFeeds } from '@wharf/contract';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { LARGE_WAREHOUSE, seedExtraInstance } from '../db/seedWarehouse.ts';
import { type ApiAnswer } from '../testing/testStack.ts';
import { startSignedInDemo, type SignedInDemo } from '../testing/signedInDemo.ts';
import { DEMO_WAREHOUSE_TABLES } from '../testing/demoWarehouseTables.ts';

let demo: SignedInDemo;
let stranger: number;

function call(
  payload: unknown,
  instanceId: number | null = demo.harbour,
  token: string | null = demo.idToken,
) {
  return demo.api.post(API_PATHS.warehouseTableFeeds, payload, { token: token ?? undefined, instanceId });
}

function parsed(answer: ApiAnswer): WarehouseTableFeeds {
  expect(answer.status, answer.text).toBe(200);
  return warehouseTableFeedsResponseSchema.parse(answer.body);
}

async function activeConnection(instanceId: number): Promise<{ id: number; name: string }> {
  const [row] = await demo.stack.db.query<{ id: number; name: string }>(
    "SELECT id, name FROM app.instance_connections WHERE instance_id = $1 AND status = 'ACTIVE'",
    [instanceId],
  );
  if (!row) throw new Error('the demo instance has no active connection');
  return { id: Number(row.id), name: row.name };
}

beforeAll(async () => {
  demo = await startSignedInDemo();
  stranger = await seedExtraInstance(demo.stack.db, {
    ...LARGE_WAREHOUSE,
    name: 'Feeds Stranger',
    schema: 'feeds_stranger',
    size: { products: 10, customers: 10, orders: 10 },
  });
}, 120_000);

afterAll(async () => {
  await demo.stack.close();
});

describe('/api/warehouseTableFeeds', () => {
  it("answers every seeded table's real row count, fed by the instance's active connection", async () => {
    const answer = parsed(await call({}));
    const omni = await activeConnection(demo.harbour);
    expect(omni.name).toBe('Harbour Traders Omni');
    const lines = answer.tables.find((table) => table.tableName === 'sales_order_lines');
    expect(lines?.rows).toBe(59_784);
    expect(lines?.feeds.map(({ lastLanded, ...feed }) => ({ ...feed, landed: lastLanded !== null }))).toEqual(
      [{ connectionId: omni.id, connectionName: omni.name, rows: 59_784, landed: true }],
    );
    const [counted] = await demo.stack.db.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM harbour_traders.products',
    );
    expect(answer.tables.find((table) => table.tableName === 'products')?.rows).toBe(Number(counted?.n));
    // The demo lands as a company's first import does: the Cin7 Omni source tables, then the business tables.
    expect(answer.tables.map((table) => table.tableName)).toEqual(DEMO_WAREHOUSE_TABLES);
    // The demo company's Cin7 Omni account has no purchase orders; every other table holds rows from its connection.
    const empty = answer.tables.filter((table) => table.rows === 0).map((table) => table.tableName);
    expect(empty).toEqual(['cin7_purchase_order_lines', 'cin7_purchase_orders']);
    const filled = answer.tables.filter((table) => table.rows > 0);
    expect(filled.filter((table) => table.feeds.length !== 1)).toEqual([]);
  });

  it('answers one table when asked by its id, and each instance its own connection', async () => {
    const all = parsed(await call(undefined, demo.northwind));
    const orders = all.tables.find((table) => table.tableName === 'sales_orders');
    if (!orders) throw new Error('no sales_orders');
    const one = parsed(await call({ dwTableId: orders.dwTableId }, demo.northwind));
    expect(one.tables).toEqual([orders]);
    expect(orders.feeds[0]?.connectionName).toBe((await activeConnection(demo.northwind)).name);
  });

  it('records no feeding connection for an instance seeded without connections', async () => {
    const [row] = await demo.stack.db.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM app.dw_tables WHERE instance_id = $1 AND seeded_by_connection_id IS NOT NULL',
      [stranger],
    );
    expect(Number(row?.n)).toBe(0);
  });

  it('refuses bad input (400): a wrong id, control characters, no instance', async () => {
    expect((await call({ dwTableId: 'one' })).status).toBe(400);
    expect((await call({ dwTableId: -3 })).status).toBe(400);
    expect((await call({ dwTableId: 1.5 })).status).toBe(400);
    expect((await call({ note: 'a\u0000b' })).status).toBe(400);
    expect((await call({ ['\u0007']: 1 })).status).toBe(400);
    expect((await call({}, null)).status).toBe(400);
  });

  it('needs a token (401), a member of the instance (403), and a table of the current instance (404)', async () => {
    expect((await call({}, demo.harbour, null)).status).toBe(401);
    expect((await call({}, stranger)).status).toBe(403);
    const northwindTables = parsed(await call({}, demo.northwind)).tables;
    const foreignTable = northwindTables[0]?.dwTableId;
    if (foreignTable === undefined) throw new Error('northwind has no tables');
    const answer = await call({ dwTableId: foreignTable }, demo.harbour);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toMatch(/dwTableId/);
  });
});
