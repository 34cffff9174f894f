// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCin7Simulator, type Cin7Simulator } from './server.ts';
import { basicAuthorization, HARBOUR, NEWEST, NORTHWIND, startTwoAccounts } from './testing/twoAccounts.ts';
const SIZES = {
  products: 30,
  optionsPerProduct: 2,
  branches: 2,
  contacts: 40,
  salesOrders: 50,
  purchaseOrders: 5,
};

let two: Cin7Simulator;
let single: Cin7Simulator;

type Row = Record<string, unknown>;

async function list(sim: Cin7Simulator, resource: string, user: { username: string; key: string }) {
  const response = await fetch(`${sim.baseUrl}/v1/${resource}?rows=250`, {
    headers: { authorization: basicAuthorization(user) },
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function rows(resource: string, user: { username: string; key: string }): Promise<Row[]> {
  const answer = await list(two, resource, user);
  expect(answer.status).toBe(200);
  return answer.body as Row[];
}

beforeAll(async () => {
  [two, single] = await Promise.all([
    startTwoAccounts(SIZES),
    startCin7Simulator({ credentials: [HARBOUR], sizes: SIZES, newest: NEWEST, limits: null }),
  ]);
});

afterAll(async () => {
  await Promise.all([two?.close(), single?.close()]);
});

describe('a stand-in of several Cin7 Omni accounts', () => {
  it('answers each API user with its own account’s records, never the other’s', async () => {
    const harbour = await rows('Contacts', HARBOUR);
    const northwind = await rows('Contacts', NORTHWIND);
    expect(harbour).toHaveLength(40);
    expect(northwind).toHaveLength(40);
    const harbourCompanies = new Set(harbour.map((c) => c.company));
    expect(northwind.filter((c) => harbourCompanies.has(c.company))).toEqual([]);

    const harbourOrders = await rows('SalesOrders', HARBOUR);
    const northwindOrders = await rows('SalesOrders', NORTHWIND);
    expect(new Set(harbourOrders.map((o) => o.currencyCode))).toEqual(new Set(['NZD']));
    expect(new Set(northwindOrders.map((o) => o.currencyCode))).toEqual(new Set(['USD']));
    const northwindBranches = new Set((await rows('Stock', NORTHWIND)).map((s) => s.branchName));
    expect(northwindBranches).toEqual(new Set(['Seattle', 'Portland']));
    const [option] = await rows('ProductOptions', NORTHWIND);
    expect(Object.keys(option?.priceColumns as Row)).toEqual(['retailUSD', 'wholesaleUSD', 'costUSD']);
  });

  it('keeps the first account’s data exactly what a single-account stand-in serves', async () => {
    for (const resource of ['Products', 'Contacts', 'SalesOrders', 'Stock']) {
      expect(await rows(resource, HARBOUR)).toEqual((await list(single, resource, HARBOUR)).body);
    }
    expect(two.expectedRows(HARBOUR.username)).toEqual(single.expectedRows());
  });

  it('refuses an unknown API user, and a user with another account’s key, with 401', async () => {
    const denied = { Message: 'Authorization has been denied for this request.' };
    const unknown = await list(two, 'Products', { username: 'someone-else', key: HARBOUR.key });
    expect(unknown).toEqual({ status: 401, body: denied });
    const crossed = await list(two, 'Products', { username: NORTHWIND.username, key: HARBOUR.key });
    expect(crossed).toEqual({ status: 401, body: denied });
  });

  it('gives an account its own size, beside accounts of the stand-in’s size', async () => {
    const sized = await startCin7Simulator({
      accounts: [
        { credentials: [HARBOUR] },
        { credentials: [NORTHWIND], sizes: { contacts: 12, salesOrders: 8 } },
      ],
      sizes: SIZES,
      newest: NEWEST,
      limits: null,
    });
    try {
      expect(sized.dataOf(HARBOUR.username).Contacts).toHaveLength(40);
      expect(sized.dataOf(NORTHWIND.username).Contacts).toHaveLength(12);
      expect(sized.dataOf(NORTHWIND.username).SalesOrders).toHaveLength(8);
      expect(sized.dataOf(NORTHWIND.username).Products).toHaveLength(30);
    } finally {
      await sized.close();
    }
  });

  it('changes only the account of the API user it is told', async () => {
    two.touch('Contacts', [1], NORTHWIND.username);
    expect((await rows('Contacts', NORTHWIND)).find((c) => c.id === 1)?.company).toMatch(/\(changed\)$/);
    expect((await rows('Contacts', HARBOUR)).find((c) => c.id === 1)?.company).not.toMatch(/\(changed\)$/);
  });
});
