// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCin7Simulator, type Cin7Simulator } from './server.ts';
import {
  basicAuthorization,
  HARBOUR,
  NEWEST,
  NORTHWIND,
  startTwoAccounts,
  type ApiUser as User,
} from './testing/twoAccounts.ts';
const SIZES = {
  products: 10,
  optionsPerProduct: 2,
  branches: 2,
  contacts: 5,
  salesOrders: 5,
  purchaseOrders: 1,
};

type Row = Record<string, unknown>;

let sim: Cin7Simulator;
let limited: Cin7Simulator;

async function call(
  on: Cin7Simulator,
  method: string,
  path: string,
  user: User,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${on.url}${path}`, {
    method,
    headers: { authorization: basicAuthorization(user), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function listed(resource: string, user: User = HARBOUR): Promise<Row[]> {
  const answer = await call(sim, 'GET', `/api/v1/${resource}?rows=250`, user);
  expect(answer.status).toBe(200);
  return answer.body as Row[];
}

const productOf = async (id: number, user: User = HARBOUR) =>
  (await listed('Products', user)).find((product) => product.id === id);

beforeAll(async () => {
  [sim, limited] = await Promise.all([
    startTwoAccounts(SIZES),
    startCin7Simulator({
      credentials: [HARBOUR],
      sizes: SIZES,
      newest: NEWEST,
      limits: { perSecond: 1, perMinute: 60, perDay: 5000 },
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([sim?.close(), limited?.close()]);
});

describe('PUT /api/v1/Products, as Cin7 Omni takes a product update', () => {
  it('changes the fields sent, leaves the others, moves ModifiedDate past everything and answers per record', async () => {
    const before = await productOf(3);
    const newest = Math.max(...(await listed('Products')).map((p) => Date.parse(String(p.modifiedDate))));
    const answer = await call(sim, 'PUT', '/api/v1/Products', HARBOUR, [
      { id: 3, name: 'Renamed in Cin7', productType: 'Other things', brand: null },
      { Id: 4, Name: 'Also renamed' },
    ]);
    expect(answer).toEqual({
      status: 200,
      body: [
        { index: 0, success: true, id: 3, errors: [] },
        { index: 1, success: true, id: 4, errors: [] },
      ],
    });
    const after = await productOf(3);
    expect(after).toMatchObject({
      name: 'Renamed in Cin7',
      productType: 'Other things',
      brand: before?.brand,
    });
    expect(after?.styleCode).toBe(before?.styleCode);
    expect(Date.parse(String(after?.modifiedDate))).toBeGreaterThan(newest);
    expect((await productOf(4))?.name).toBe('Also renamed');
    // Only what was asked for moved: an incremental listing from the old newest answers these two.
    const since = new Date(newest + 1).toISOString();
    const changed = await call(sim, 'GET', `/api/v1/Products?where=ModifiedDate>'${since}'`, HARBOUR);
    expect((changed.body as Row[]).map((p) => p.id)).toEqual([3, 4]);
  });

  it('refuses a record it cannot write, saying why, and writes the others', async () => {
    const before = await productOf(5);
    const answer = await call(sim, 'PUT', '/api/v1/Products', HARBOUR, [
      { id: 999, name: 'Nobody' },
      { id: 5, name: '', status: 'Gone' },
      { name: 'No id' },
      { id: 6, status: 'Inactive' },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { index: 0, success: false, id: 999, errors: ['Product 999 was not found.'] },
      {
        index: 1,
        success: false,
        id: 5,
        errors: ['Name is required.', 'Status must be one of Inactive, Public, ShowInB2B, Internal.'],
      },
      { index: 2, success: false, id: null, errors: ['Id is required to update a product.'] },
      { index: 3, success: true, id: 6, errors: [] },
    ]);
    expect(await productOf(5)).toEqual(before);
    expect((await productOf(6))?.status).toBe('Inactive');
    expect((await call(sim, 'PUT', '/api/v1/Products', HARBOUR, { id: 5 })).status).toBe(400);
  });

  it("writes in the API user's own account only, and asks for its authorization and rate limit", async () => {
    const northwindBefore = await productOf(7, NORTHWIND);
    await call(sim, 'PUT', '/api/v1/Products', HARBOUR, [{ id: 7, name: 'Harbour only' }]);
    expect((await productOf(7))?.name).toBe('Harbour only');
    expect(await productOf(7, NORTHWIND)).toEqual(northwindBefore);

    const stranger = { username: HARBOUR.username, key: 'wrong-key' };
    expect((await call(sim, 'PUT', '/api/v1/Products', stranger, [{ id: 7, name: 'x' }])).status).toBe(401);
    expect((await call(sim, 'PUT', '/api/v1/ProductOptions', HARBOUR, [{ id: 7 }])).status).toBe(404);

    const first = await call(limited, 'PUT', '/api/v1/Products', HARBOUR, [{ id: 1, name: 'First' }]);
    const second = await call(limited, 'PUT', '/api/v1/Products', HARBOUR, [{ id: 1, name: 'Second' }]);
    expect([first.status, second.status]).toEqual([200, 429]);
    expect(limited.throttled()).toBe(1);
  });
});

describe("the simulator's control of a product deleted in Cin7 Omni's screens", () => {
  it('takes the product, its options and their stock out of the listings, and puts them back as they were', async () => {
    const before = {
      products: await listed('Products'),
      options: await listed('ProductOptions'),
      stock: await listed('Stock'),
    };
    const deleted = await call(sim, 'POST', '/_simulator/products/delete', HARBOUR, { ids: [8, 404] });
    expect(deleted).toEqual({ status: 200, body: { ids: [8] } });
    expect((await listed('Products')).map((p) => p.id)).not.toContain(8);
    expect((await listed('ProductOptions')).filter((o) => o.productId === 8)).toEqual([]);
    const options = new Set(before.options.filter((o) => o.productId === 8).map((o) => o.id));
    expect(options.size).toBe(2);
    expect((await listed('Stock')).filter((s) => options.has(s.productOptionId))).toEqual([]);
    expect((await listed('Products', NORTHWIND)).map((p) => p.id)).toContain(8);

    const restored = await call(sim, 'POST', '/_simulator/products/restore', HARBOUR, { ids: [8] });
    expect(restored).toEqual({ status: 200, body: { ids: [8] } });
    expect(await listed('Products')).toEqual(before.products);
    expect(await listed('ProductOptions')).toEqual(before.options);
    expect(await listed('Stock')).toEqual(before.stock);
  });

  it('is refused without an API user of the account, and lives outside the API’s paths', async () => {
    const stranger = { username: 'nobody', key: 'none' };
    expect((await call(sim, 'POST', '/_simulator/products/delete', stranger, { ids: [2] })).status).toBe(401);
    expect((await call(sim, 'POST', '/_simulator/products/delete', HARBOUR, { id: 2 })).status).toBe(400);
    expect((await call(sim, 'DELETE', '/api/v1/Products', HARBOUR, [{ id: 2 }])).status).toBe(404);
    expect((await listed('Products')).map((p) => p.id)).toContain(2);
  });
});
