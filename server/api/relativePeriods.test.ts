// @vitest-environment node
/**
 * Relative periods over real HTTP with an injected clock: a library item filtered on "last month" answers October's
 * orders, then November's when the clock moves a month (same stored design); "today" follows the instance's time
 * zone; the answer echoes the dates each period meant; malformed periods are 400s naming the field. The expected
 * figures come from SQL written here with the dates spelled out, not from the compiler.
 */
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { clientQueryResponseSchema, libraryItemSchema, type ClientQueryResponse } from '@wharf/contract';
import { DEMO_USER_EMAIL, DEMO_USER_SUBJECT } from '../db/demoWorld.ts';
import { CLIENT_ID } from '../idp/configuration.ts';
import { testBackend } from '../testing/testBackends.ts';
import { TestStack, demoInstanceIds, type TestApi } from '../testing/testStack.ts';

const HOUR = 3600;

/** Tokens for the demo user issued at the injected clock, so the API's clock can move freely. */
async function signer(issuer: string, clock: () => number) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'periods-test', alg: 'RS256', use: 'sig' };
  const sign = () => {
    const now = Math.floor(clock() / 1000);
    return new SignJWT({ emails: [DEMO_USER_EMAIL], name: 'Demo' })
      .setProtectedHeader({ alg: 'RS256', kid: 'periods-test' })
      .setIssuer(issuer)
      .setAudience(CLIENT_ID)
      .setSubject(DEMO_USER_SUBJECT)
      .setIssuedAt(now)
      .setExpirationTime(now + HOUR)
      .sign(privateKey);
  };
  return { jwks: createLocalJWKSet({ keys: [jwk] }), sign };
}

const LAST_MONTH_BY_MONTH = {
  table: 'sales_orders',
  columns: ['order_date', 'order_id'],
  aggregate: { order_id: 'count' },
  grain: { order_date: 'month' },
  filters: [{ column: 'order_date', op: 'inPeriod', values: ['lastMonth'] }],
};

describe.each([testBackend()])('relative periods on $name', (backend) => {
  let stack: TestStack;
  let api: TestApi;
  let harbour: number;
  let clock = Date.parse('2025-11-15T12:00:00Z');
  let sign: () => Promise<string>;

  const post = async (path: string, payload: unknown) =>
    api.post(path, payload, { token: await sign(), instanceId: harbour });
  const answer = async (query: unknown): Promise<ClientQueryResponse> => {
    const reply = await post(API_PATHS.clientQuery, { query });
    expect(reply.status, reply.text).toBe(200);
    return clientQueryResponseSchema.parse(reply.body);
  };
  /** Orders between two days written out here: [from, to). */
  const ordersBetween = async (from: string, to: string) => {
    const [row] = await stack.db.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM harbour_traders.sales_orders WHERE order_date >= $1::date AND order_date < $2::date',
      [from, to],
    );
    return Number(row?.n);
  };

  beforeAll(async () => {
    stack = await TestStack.start({ backend });
    const tokens = await signer(stack.idp.issuer, () => clock);
    sign = tokens.sign;
    api = await stack.api({ jwks: tokens.jwks, now: () => clock });
    ({ harbour } = await demoInstanceIds(stack.db));
  }, 300_000);

  afterAll(async () => {
    await stack.close();
  });

  it('lands a library item on last month, then on the next month when the clock moves', async () => {
    const saved = await post(API_PATHS.userLibrarySet, {
      item: { title: 'Orders last month', visibility: 'private', definition: LAST_MONTH_BY_MONTH },
    });
    expect(saved.status, saved.text).toBe(200);
    const itemId = libraryItemSchema.parse(saved.body.item).id;
    const stored = async () => {
      const library = await post(API_PATHS.userLibrary, {});
      const items = (library.body.items as unknown[]).map((item) => libraryItemSchema.parse(item));
      const item = items.find((candidate) => candidate.id === itemId);
      // Stored as the words, never as dates.
      expect(item?.definition.filters).toEqual(LAST_MONTH_BY_MONTH.filters);
      return item?.definition;
    };

    const october = await answer(await stored());
    const octoberOrders = await ordersBetween('2025-10-01', '2025-11-01');
    expect(octoberOrders).toBeGreaterThan(0);
    expect(october.rows).toEqual([['2025-10-01', octoberOrders]]);
    expect(october.periods).toEqual([
      { column: 'order_date', values: ['lastMonth'], from: '2025-10-01', through: '2025-10-31' },
    ]);

    clock = Date.parse('2025-12-15T12:00:00Z');
    const november = await answer(await stored());
    const novemberOrders = await ordersBetween('2025-11-01', '2025-12-01');
    expect(november.rows).toEqual([['2025-11-01', novemberOrders]]);
    expect(november.periods?.[0]).toMatchObject({ from: '2025-11-01', through: '2025-11-30' });
  });

  it('matches hand-written SQL for last N days, the year to date and a period a year earlier', async () => {
    clock = Date.parse('2025-11-20T08:00:00Z');
    const count = async (values: unknown[]) => {
      const result = await answer({
        table: 'sales_orders',
        columns: ['order_id'],
        aggregate: { order_id: 'count' },
        filters: [{ column: 'order_date', op: 'inPeriod', values }],
      });
      return result.rows[0]?.[0];
    };
    // Thursday 20 November 2025: the 30 days before it, 1 January through yesterday, and October 2024.
    expect(await count(['lastNDays', 30])).toBe(await ordersBetween('2025-10-21', '2025-11-20'));
    expect(await count(['yearToDate'])).toBe(await ordersBetween('2025-01-01', '2025-11-20'));
    expect(await count(['lastNWholeMonths', 2])).toBe(await ordersBetween('2025-09-01', '2025-11-01'));
    expect(await count(['lastMonth', 'yearEarlier'])).toBe(await ordersBetween('2024-10-01', '2024-11-01'));
    expect(await count(['lastWeek'])).toBe(await ordersBetween('2025-11-10', '2025-11-17'));
  });

  it("takes today in the instance's time zone", async () => {
    // Noon UTC on 31 October is already 1 November in Auckland: last month there is October.
    clock = Date.parse('2025-10-31T12:00:00Z');
    const lastMonth = {
      table: 'sales_orders',
      columns: ['order_id'],
      filters: [LAST_MONTH_BY_MONTH.filters[0]],
    };
    expect((await answer({ ...lastMonth, pageSize: 1 })).periods?.[0]?.from).toBe('2025-09-01');
    await stack.db.query("UPDATE app.instances SET time_zone = 'Pacific/Auckland' WHERE id = $1", [harbour]);
    try {
      expect((await answer({ ...lastMonth, pageSize: 1 })).periods?.[0]?.from).toBe('2025-10-01');
    } finally {
      await stack.db.query("UPDATE app.instances SET time_zone = 'UTC' WHERE id = $1", [harbour]);
    }
  });

  it('answers 400 naming the field for a period on a number column or a malformed period', async () => {
    const refused = async (filter: unknown) => {
      const reply = await post(API_PATHS.clientQuery, {
        query: { table: 'sales_orders', columns: ['order_id'], filters: [filter] },
      });
      expect(reply.status).toBe(400);
      return String(reply.body.message);
    };
    expect(await refused({ column: 'total', op: 'inPeriod', values: ['lastMonth'] })).toContain(
      'query.filters.0.column: "inPeriod" needs a date or timestamp column',
    );
    expect(await refused({ column: 'order_date', op: 'inPeriod', values: ['lastNMonths', 500] })).toMatch(
      /query\.filters\.0\.values.*"lastNMonths" takes a whole number of months from 1 to 120/,
    );
  });
});
