// @vitest-environment node
/**
 * Shares of a total, comparisons of periods and calculated measures over real HTTP with an injected clock, on PGlite
 * and (with TEST_DATABASE_URL) PostgreSQL: each answer equals the same question written here by hand in SQL with
 * the dates spelled out, and a malformed design is a 400 naming the field.
 */
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import {
  clientQueryResponseSchema,
  measureRef,
  type ClientQueryResponse,
  type QueryCell,
} from '@wharf/contract';
import { DEMO_USER_EMAIL, DEMO_USER_SUBJECT } from '../db/demoWorld.ts';
import { CLIENT_ID } from '../idp/configuration.ts';
import { measuresOfTable } from '../model/measures.ts';
import { testBackend } from '../testing/testBackends.ts';
import { TestStack, demoInstanceIds, type TestApi } from '../testing/testStack.ts';
import { REVENUE_BY_BRANCH_AGAINST_MONTH_BEFORE } from '../testing/comparisonDesign.ts';

const HOUR = 3600;
const SOLD = "status NOT IN ('Draft', 'Voided')";
const cell = (value: unknown) => (typeof value === 'number' ? value.toFixed(4) : String(value));
const rowsText = (rows: readonly (readonly unknown[])[]) => rows.map((row) => row.map(cell).join('|'));

async function signer(issuer: string, clock: () => number) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'derived-test', alg: 'RS256', use: 'sig' };
  const sign = () => {
    const now = Math.floor(clock() / 1000);
    return new SignJWT({ emails: [DEMO_USER_EMAIL], name: 'Demo' })
      .setProtectedHeader({ alg: 'RS256', kid: 'derived-test' })
      .setIssuer(issuer)
      .setAudience(CLIENT_ID)
      .setSubject(DEMO_USER_SUBJECT)
      .setIssuedAt(now)
      .setExpirationTime(now + HOUR)
      .sign(privateKey);
  };
  return { jwks: createLocalJWKSet({ keys: [jwk] }), sign };
}

describe.each([testBackend()])('shares, comparisons and calculated measures on $name', (backend) => {
  let stack: TestStack;
  let api: TestApi;
  let harbour: number;
  // Mid-November 2025: last month is October 2025, the month before it September.
  const clock = Date.parse('2025-11-15T12:00:00Z');
  let sign: () => Promise<string>;

  const post = async (query: unknown) =>
    api.post(API_PATHS.clientQuery, { query }, { token: await sign(), instanceId: harbour });
  const answer = async (query: unknown): Promise<ClientQueryResponse> => {
    const reply = await post(query);
    expect(reply.status, reply.text).toBe(200);
    const parsed = clientQueryResponseSchema.parse(reply.body);
    expect(parsed.nextOffset).toBeNull();
    return parsed;
  };
  const answered = async (query: unknown) => rowsText((await answer(query)).rows);
  const byHand = async (sql: string, params: unknown[] = []): Promise<string[]> => {
    const rows = await stack.db.query<Record<string, QueryCell | string>>(sql, params);
    return rowsText(
      rows.map((row) =>
        Object.values(row).map((v) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v)),
      ),
    );
  };
  const refused = async (query: unknown, field: string) => {
    const reply = await post(query);
    expect(reply.status, reply.text).toBe(400);
    expect(reply.text).toContain(field);
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

  it("answers each branch's share of revenue as its revenue over all branches' revenue", async () => {
    const got = await answered({
      table: 'sales_orders',
      columns: ['branch', 'measure:revenue', 'share:measure:revenue'],
    });
    const want = await byHand(
      `WITH b AS (SELECT branch, coalesce(sum(subtotal) FILTER (WHERE ${SOLD}), 0) AS revenue
                  FROM harbour_traders.sales_orders GROUP BY branch)
       SELECT branch, revenue, revenue / (SELECT sum(revenue) FROM b) FROM b ORDER BY branch`,
    );
    expect(want.length).toBeGreaterThan(1);
    expect(got).toEqual(want);
  });

  it('answers the share of units by brand within each category, summing to one in each category', async () => {
    const reply = await answer({
      table: 'sales_order_lines',
      columns: ['product.category', 'product.brand', 'measure:units_sold', 'share:measure:units_sold'],
      shareWithin: { 'share:measure:units_sold': ['product.category'] },
    });
    const want = await byHand(
      `WITH u AS (SELECT p.category, p.brand, coalesce(sum(l.qty) FILTER (WHERE o.${SOLD}), 0) AS units
                  FROM harbour_traders.sales_order_lines l
                  LEFT JOIN harbour_traders.products p ON p.product_id = l.product_id
                  LEFT JOIN harbour_traders.sales_orders o ON o.order_id = l.order_id
                  GROUP BY p.category, p.brand)
       SELECT category, brand, units, units::numeric / nullif((SELECT sum(units) FROM u AS w
         WHERE w.category IS NOT DISTINCT FROM u.category), 0)
       FROM u ORDER BY category, brand`,
    );
    expect(want.length).toBeGreaterThan(2);
    expect(rowsText(reply.rows)).toEqual(want);
    expect(reply.columns[3]).toMatchObject({
      friendlyName: `Share of Units sold within ${reply.columns[0]?.friendlyName ?? ''}`,
      format: '0.0%',
    });
  });

  it('compares revenue by branch last month with the month before, with the change and the change in percent', async () => {
    const reply = await answer(REVENUE_BY_BRANCH_AGAINST_MONTH_BEFORE);
    const want = await byHand(
      `WITH now AS (SELECT branch, coalesce(sum(subtotal) FILTER (WHERE ${SOLD}), 0) AS r FROM harbour_traders.sales_orders
                    WHERE order_date >= '2025-10-01' AND order_date < '2025-11-01' GROUP BY branch),
            bef AS (SELECT branch, coalesce(sum(subtotal) FILTER (WHERE ${SOLD}), 0) AS r FROM harbour_traders.sales_orders
                    WHERE order_date >= '2025-09-01' AND order_date < '2025-10-01' GROUP BY branch)
       SELECT branch, coalesce(now.r, 0) AS a, coalesce(bef.r, 0) AS b, coalesce(now.r, 0) - coalesce(bef.r, 0) AS c,
              (coalesce(now.r, 0) - coalesce(bef.r, 0)) / nullif(coalesce(bef.r, 0), 0) AS d
       FROM now FULL JOIN bef USING (branch) ORDER BY branch`,
    );
    expect(want.length).toBeGreaterThan(1);
    expect(rowsText(reply.rows)).toEqual(want);
    expect(reply.periods).toEqual([
      {
        column: 'order_date',
        values: ['lastMonth'],
        from: '2025-10-01',
        through: '2025-10-31',
        span: 'toDate',
      },
      {
        column: 'order_date',
        values: ['lastMonth'],
        from: '2025-09-01',
        through: '2025-09-30',
        comparison: 'previousPeriod',
        span: 'toDate',
      },
    ]);
    expect(reply.columns.map((c) => c.friendlyName)).toEqual([
      'Branch',
      'Revenue',
      'Revenue, the month before',
      'Revenue change',
      'Revenue change %',
    ]);
  });

  it('compares units by category this year with the same days a year earlier', async () => {
    const got = await answered({
      table: 'sales_order_lines',
      columns: ['product.category', 'measure:units_sold', 'previous:measure:units_sold'],
      filters: [{ column: 'order.order_date', op: 'inPeriod', values: ['yearToDate'] }],
      compare: { column: 'order.order_date', against: 'yearEarlier' },
    });
    const units = (from: string, to: string) =>
      `coalesce(sum(l.qty) FILTER (WHERE o.${SOLD} AND o.order_date >= '${from}' AND o.order_date < '${to}'), 0)`;
    const want = await byHand(
      `SELECT p.category, ${units('2025-01-01', '2025-11-15')} AS a, ${units('2024-01-01', '2024-11-15')} AS b
       FROM harbour_traders.sales_order_lines l
       LEFT JOIN harbour_traders.products p ON p.product_id = l.product_id
       LEFT JOIN harbour_traders.sales_orders o ON o.order_id = l.order_id
       WHERE o.order_date >= '2024-01-01' AND o.order_date < '2025-11-15'
         AND (o.order_date < '2024-11-15' OR o.order_date >= '2025-01-01')
       GROUP BY p.category ORDER BY p.category`,
    );
    expect(want.length).toBeGreaterThan(1);
    expect(got).toEqual(want);
  });

  it('compares revenue this year with last year like for like: the same days of both years', async () => {
    // Today is 15 November 2025 (the instance's zone is UTC): this year's whole days so far are 1 January – 14
    // November, and the warehouse holds rows through 30 November.
    const design = {
      table: 'sales_orders',
      columns: ['measure:revenue', 'previous:measure:revenue', 'changePct:measure:revenue'],
      filters: [{ column: 'order_date', op: 'inPeriod', values: ['thisYear'] }],
      compare: { column: 'order_date', against: 'previousPeriod' },
    };
    const reply = await answer(design);
    const revenue = (from: string, to: string) =>
      `coalesce(sum(subtotal) FILTER (WHERE ${SOLD} AND order_date >= '${from}' AND order_date < '${to}'), 0)`;
    const sameDays = await byHand(
      `SELECT ${revenue('2025-01-01', '2025-11-15')} AS a, ${revenue('2024-01-01', '2024-11-15')} AS b,
              (${revenue('2025-01-01', '2025-11-15')} - ${revenue('2024-01-01', '2024-11-15')})
                / nullif(${revenue('2024-01-01', '2024-11-15')}, 0) AS c
       FROM harbour_traders.sales_orders`,
    );
    expect(rowsText(reply.rows)).toEqual(sameDays);
    expect(reply.periods?.map((p) => [p.from, p.through, p.comparison, p.span])).toEqual([
      ['2025-01-01', '2025-11-14', undefined, 'toDate'],
      ['2024-01-01', '2024-11-14', 'previousPeriod', 'toDate'],
    ]);
    expect(reply.columns.map((c) => c.friendlyName)).toEqual([
      'Revenue',
      'Revenue, the same days of the year before',
      'Revenue change %',
    ]);
    // Asked for, the whole of last year: this year's rows so far against all of 2024's.
    const whole = await answer({ ...design, compare: { ...design.compare, span: 'whole' } });
    const wholeYears = await byHand(
      `SELECT ${revenue('2025-01-01', '2026-01-01')} AS a, ${revenue('2024-01-01', '2025-01-01')} AS b,
              (${revenue('2025-01-01', '2026-01-01')} - ${revenue('2024-01-01', '2025-01-01')})
                / nullif(${revenue('2024-01-01', '2025-01-01')}, 0) AS c
       FROM harbour_traders.sales_orders`,
    );
    expect(rowsText(whole.rows)).toEqual(wholeYears);
    expect(whole.columns[1]?.friendlyName).toBe('Revenue, the whole of the year before');
    expect(rowsText(whole.rows)).not.toEqual(sameDays);
  });

  it('answers revenue by month over the last 3 whole months: three whole months, each its month revenue', async () => {
    const reply = await answer({
      table: 'sales_orders',
      columns: ['order_date', 'measure:revenue'],
      grain: { order_date: 'month' },
      filters: [{ column: 'order_date', op: 'inPeriod', values: ['lastNWholeMonths', 3] }],
    });
    const want = await byHand(
      `SELECT to_char(date_trunc('month', order_date), 'YYYY-MM-DD') AS m, coalesce(sum(subtotal) FILTER (WHERE ${SOLD}), 0)
       FROM harbour_traders.sales_orders WHERE order_date >= '2025-08-01' AND order_date < '2025-11-01'
       GROUP BY 1 ORDER BY 1`,
    );
    expect(want.map((row) => row.split('|')[0])).toEqual(['2025-08-01', '2025-09-01', '2025-10-01']);
    expect(rowsText(reply.rows)).toEqual(want);
    expect(reply.partialGroups).toBeUndefined();
    // The last 3 months to today start mid-August and end yesterday: both ends are marked part months.
    const toToday = await answer({
      table: 'sales_orders',
      columns: ['order_date', 'measure:revenue'],
      grain: { order_date: 'month' },
      filters: [{ column: 'order_date', op: 'inPeriod', values: ['lastNMonths', 3] }],
    });
    expect(toToday.rows.map((row) => row[0])).toEqual([
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
    ]);
    expect(toToday.partialGroups).toEqual([
      { column: 'order_date', value: '2025-08-01', from: '2025-08-15', through: '2025-08-31' },
      { column: 'order_date', value: '2025-11-01', from: '2025-11-01', through: '2025-11-14' },
    ]);
  });

  it('compares every measure of orders and lines as the same measure over each period alone', async () => {
    for (const table of ['sales_orders', 'sales_order_lines']) {
      const date = table === 'sales_orders' ? 'order_date' : 'order.order_date';
      const refs = measuresOfTable(table).map((m) => measureRef(m.key));
      const compared = await answer({
        table,
        columns: refs.flatMap((ref) => [ref, `previous:${ref}`]),
        filters: [{ column: date, op: 'inPeriod', values: ['lastNDays', 30] }],
        compare: { column: date, against: 'previousPeriod' },
      });
      const alone = async (from: string, to: string) =>
        (
          await answer({
            table,
            columns: refs,
            filters: [{ column: date, op: 'between', values: [from, to] }],
          })
        ).rows[0];
      // The 30 whole days before 15 November 2025, and the 30 before those.
      const now = await alone('2025-10-16', '2025-11-14');
      const before = await alone('2025-09-16', '2025-10-15');
      const [row] = compared.rows;
      expect(rowsText([row?.filter((_, i) => i % 2 === 0) ?? []])).toEqual(rowsText([now ?? []]));
      expect(rowsText([row?.filter((_, i) => i % 2 === 1) ?? []])).toEqual(rowsText([before ?? []]));
    }
  });

  it('computes calculated measures in the warehouse: revenue per order, margin per unit, sorted by them', async () => {
    const got = await answered({
      table: 'sales_order_lines',
      columns: ['product.category', 'calc:margin_per_unit', 'calc:doubled'],
      calculated: {
        margin_per_unit: {
          name: 'Margin per unit',
          formula: '([Revenue] − [Cost of goods sold]) ÷ [Units sold]',
        },
        doubled: { name: 'Twice revenue less 10', formula: '2 × [revenue] - 10.5' },
      },
      sort: [{ column: 'calc:margin_per_unit', desc: true }],
    });
    const want = await byHand(
      `SELECT p.category,
              (coalesce(sum(l.line_total) FILTER (WHERE o.${SOLD}), 0) - coalesce(sum(l.qty * l.unit_cost) FILTER (WHERE o.${SOLD}), 0))
                / nullif(coalesce(sum(l.qty) FILTER (WHERE o.${SOLD}), 0), 0) AS m,
              2 * coalesce(sum(l.line_total) FILTER (WHERE o.${SOLD}), 0) - 10.5 AS d
       FROM harbour_traders.sales_order_lines l
       LEFT JOIN harbour_traders.products p ON p.product_id = l.product_id
       LEFT JOIN harbour_traders.sales_orders o ON o.order_id = l.order_id
       GROUP BY p.category ORDER BY m DESC, p.category`,
    );
    expect(want.length).toBeGreaterThan(1);
    expect(got).toEqual(want);
  });

  it('gives null, not an error, where a calculated measure or a change divides by zero', async () => {
    const reply = await answer({
      table: 'sales_orders',
      columns: ['branch', 'calc:per_order', 'changePct:measure:orders'],
      calculated: { per_order: { name: 'Revenue per order', formula: '[Revenue] / ([Orders] - [Orders])' } },
      filters: [
        { column: 'order_date', op: 'inPeriod', values: ['today'] },
        { column: 'branch', op: 'notNull' },
      ],
      compare: { column: 'order_date', against: 'yearEarlier' },
    });
    for (const row of reply.rows) {
      expect(row[1]).toBeNull();
    }
  });

  it('answers 400 naming the field for a malformed share, comparison or formula', async () => {
    await refused(
      { table: 'sales_orders', columns: ['branch', 'previous:measure:revenue'] },
      'query.columns.1',
    );
    await refused(
      {
        table: 'sales_orders',
        columns: ['branch', 'measure:revenue'],
        compare: { column: 'order_date', against: 'previousPeriod' },
      },
      'query.compare.column',
    );
    await refused(
      {
        table: 'sales_orders',
        columns: ['branch', 'calc:x'],
        calculated: { x: { name: 'X', formula: '[Revenue] ÷' } },
      },
      'query.calculated.x.formula',
    );
    await refused(
      {
        table: 'sales_orders',
        columns: ['branch', 'calc:x'],
        calculated: { x: { name: 'X', formula: '[Revenue]; DROP TABLE x' } },
      },
      'query.calculated.x.formula',
    );
    await refused(
      {
        table: 'sales_orders',
        columns: ['branch', 'calc:x'],
        calculated: { x: { name: 'X', formula: '[Units sold] * 2' } },
      },
      'query.calculated.x.formula',
    );
    await refused(
      {
        table: 'sales_orders',
        columns: ['branch', 'share:branch'],
      },
      'query.columns.1',
    );
    await refused(
      {
        table: 'sales_orders',
        columns: ['branch', 'share:measure:revenue'],
        shareWithin: { 'share:measure:revenue': ['status'] },
      },
      'query.shareWithin',
    );
    await refused(
      {
        table: 'sales_orders',
        columns: ['branch', 'share:measure:revenue'],
        having: [{ column: 'share:measure:revenue', op: 'gt', values: [0.1] }],
      },
      'query.having.0.column',
    );
  });
});
