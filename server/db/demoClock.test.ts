// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Queryable } from './database.ts';
import { DEMO_DESIGN_DAY, demoCalendarFor, utcToday } from './demoClock.ts';
import { seedDemo } from './seed.ts';
import { landDemoFromStandIn } from '../../standins/cin7Omni/index.ts';
import { openDemoWorld } from '../testing/seededDemo.ts';
import { testBackend, type TestDatabase, openMigrated } from '../testing/testBackends.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 300_000 });

describe('the demo calendar', () => {
  it('moves nothing on the day the world was written for', () => {
    expect(demoCalendarFor(DEMO_DESIGN_DAY)).toEqual({ shiftDays: 0, shiftMonths: 0 });
  });

  it('moves by the whole days and calendar months from that day to the first start', () => {
    expect(demoCalendarFor('2026-11-26')).toEqual({ shiftDays: 360, shiftMonths: 11 });
    expect(demoCalendarFor('2025-11-30')).toEqual({ shiftDays: -1, shiftMonths: -1 });
  });

  it('refuses what is not a day', () => {
    expect(() => demoCalendarFor('26/11/2026')).toThrow('not a day');
    expect(() => demoCalendarFor('2026-13-01')).toThrow('not a day');
  });

  it('takes today in UTC', () => {
    expect(utcToday(new Date('2026-11-26T23:30:00-05:00'))).toBe('2026-11-27');
  });
});

const FIRST_START = '2026-11-26';
const SHIFT = 360;

/** The rows of a table with their dates moved back by `days`, as one checksum: equal when only dates differ. */
async function movedBack(db: Queryable, sql: string, days: number): Promise<string> {
  const [row] = await db.query<{ sum: string }>(
    `SELECT md5(string_agg(r::text, '|' ORDER BY r::text)) AS sum FROM (${sql}) r`,
    [days],
  );
  return row?.sum ?? '';
}

// Without landed_at: the rows were landed when the first start's import ran, in either world.
const ORDERS = `SELECT order_id, order_number, order_date - $1::int AS order_date, customer_id, status, branch, total
                FROM harbour_traders.sales_orders`;
const LINES = `SELECT line_id, order_id, product_id, qty, line_total FROM harbour_traders.sales_order_lines
               WHERE $1::int IS NOT NULL`;
const CONNECTIONS = `SELECT name, status, changed - $1 * interval '1 day' AS changed FROM app.instance_connections`;
const CUSTOMERS = `SELECT customer_id, name, created_at - $1 * interval '1 day' AS created_at FROM northwind_wholesale.customers`;
const PRODUCTS = `SELECT product_id, sku, created_at - $1 * interval '1 day' AS created_at FROM harbour_traders.products`;
const PEOPLE = `SELECT u.email, u.created_at - $1 * interval '1 day' AS created_at, s.updated_at - $1 * interval '1 day' AS settings_at
                FROM app.users u LEFT JOIN app.user_settings s ON s.user_id = u.id`;

describe('the demo world first started on another day', () => {
  // The run's one engine: both engines move the calendar alike (docs/testing.md, "One engine or both").
  const backend = testBackend();
  let written: TestDatabase;
  let moved: TestDatabase;

  beforeAll(async () => {
    // As written is the run's demo world, seeded on DEMO_DESIGN_DAY; moved is seeded here on another first start.
    [written, moved] = await Promise.all([openDemoWorld(backend), openMigrated(backend)]);
    await seedDemo(moved.db, { today: FIRST_START, landWarehouses: landDemoFromStandIn(moved.db) });
  });
  afterAll(async () => {
    await Promise.all([written.dispose(), moved.dispose()]);
  });

  it('has its newest order yesterday, in both demo companies', async () => {
    for (const schema of ['harbour_traders', 'northwind_wholesale']) {
      const [newest] = await moved.db.query<{ day: string }>(
        `SELECT max(order_date)::text AS day FROM ${schema}.sales_orders`,
      );
      expect(newest?.day).toBe('2026-11-25');
    }
    const [asWritten] = await written.db.query<{ day: string }>(
      'SELECT max(order_date)::text AS day FROM harbour_traders.sales_orders',
    );
    expect(asWritten?.day).toBe('2025-11-30');
  });

  it('answers "the last 30 days" with orders', async () => {
    const [recent] = await moved.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM harbour_traders.sales_orders WHERE order_date >= date '2026-11-26' - 30`,
    );
    // About 14 orders a day over the demo's three years.
    expect(recent?.count).toBeGreaterThan(300);
  });

  it('answers "new customers this year" and "products added this year", none of them after yesterday', async () => {
    for (const schema of ['harbour_traders', 'northwind_wholesale']) {
      for (const table of ['customers', 'products']) {
        const [created] = await moved.db.query<{ this_year: number; newest: string }>(
          `SELECT count(*) FILTER (WHERE created_at >= timestamptz '2026-01-01T00:00:00Z')::int AS this_year,
                  to_char(max(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS newest
           FROM ${schema}.${table}`,
        );
        expect(created?.this_year, `${schema}.${table}`).toBeGreaterThan(0);
        // The newest was created within the last month, and none after yesterday.
        const newest = created?.newest ?? '';
        expect(newest >= '2026-10-26' && newest <= '2026-11-25', `${schema}.${table}: ${newest}`).toBe(true);
      }
    }
  });

  it('holds the same rows as written, only their dates moved by the same days', async () => {
    for (const sql of [ORDERS, LINES, CONNECTIONS, CUSTOMERS, PRODUCTS, PEOPLE]) {
      expect(await movedBack(moved.db, sql, SHIFT)).toBe(await movedBack(written.db, sql, 0));
    }
  });

  it('bills whole calendar months, each moved by the months from Dec 2025 to the first start', async () => {
    const invoices = await moved.db.query<{ period_start: string; period_end: string }>(
      `SELECT period_start::text, period_end::text FROM app.invoices ORDER BY period_start`,
    );
    expect(invoices).toEqual([
      { period_start: '2026-03-01', period_end: '2026-03-31' },
      { period_start: '2026-04-01', period_end: '2026-04-30' },
    ]);
  });
});
