// @vitest-environment node
/**
 * The Cin7 Omni model over a real landing: the stand-in's data landed by the import runner into cin7_* tables
 * builds every business table in the swap transaction, and designs saved over the business tables keep answering.
 */
import { CIN7_ENTITIES } from '../etl/connectors/cin7Omni/entities.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TableQuery } from '@wharf/contract';
import { startCin7Simulator, type Cin7Simulator } from '../../standins/cin7Omni/index.ts';
import { CIN7_OMNI_TEMPLATES } from '../api/services/libraryTemplates/cin7Omni.ts';
import { compileQuery, loadCatalogue, runCompiledQuery } from '../api/services/query/index.ts';
import { warehouseCatalogue } from '../api/services/warehouseCatalogue.ts';
import type { ConnectorConfig } from '../etl/connectors/registry.ts';
import { connectionNamed, standInConnectors, storeCin7Key } from '../testing/cin7Connections.ts';
import { enqueueJob } from '../etl/queue.ts';
import { EtlWorker } from '../etl/worker.ts';
import { TEST_SECRET_KEY, TestStack, demoInstanceIds } from '../testing/testStack.ts';
import { BUSINESS_TABLES } from './businessTables.ts';
import { buildBusinessTables } from './build.ts';
import { ROLLUPS } from './rollups.ts';
import { KEY_SPAN } from './cin7Omni/keys.ts';

vi.setConfig({ testTimeout: 60_000 });

const HARBOUR_OMNI = { username: 'harbour-traders-omni', key: 'model-test-key-000001' };
const WELLINGTON_OMNI = { username: 'harbour-wellington-omni', key: 'model-test-key-000002' };
const ALL_SCOPES = CIN7_ENTITIES.map((entity) => entity.key);
const BRANCHES = ['Auckland', 'Wellington', 'Christchurch'];

let stack: TestStack;
let sim: Cin7Simulator;
let connectors: ConnectorConfig;
let harbour: number;
let omni: number;
let wellington: number;

/** The connection of this name, given the stand-in's key for it. */
async function connectionWithKey(name: string, key: string): Promise<number> {
  const id = await connectionNamed(stack.db, name);
  await storeCin7Key(stack.db, [id], key);
  return id;
}

/** One import of the connection, run to its end by a worker; answers the job's status. */
async function land(
  connectionId: number,
  mode: 'full' | 'incremental',
  scopes = ALL_SCOPES,
  now?: () => Date,
) {
  const queued = await enqueueJob(stack.db, {
    instanceId: harbour,
    connectionId,
    mode,
    scopes,
    requestedBy: null,
  });
  expect(queued).toMatchObject({ alreadyRunning: false });
  const worker = new EtlWorker({
    db: stack.db,
    secretKey: TEST_SECRET_KEY,
    connectors,
    pollIntervalMs: 20,
    ...(now ? { now } : {}),
  });
  await worker.runOnce();
  const [job] = await stack.db.query<{ status: string }>(
    'SELECT status FROM app.etl_jobs WHERE connection_id = $1 ORDER BY id DESC LIMIT 1',
    [connectionId],
  );
  return job?.status;
}

async function count(table: string, where = 'true'): Promise<number> {
  const [row] = await stack.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM harbour_traders.${table} WHERE ${where}`,
  );
  return row?.n ?? -1;
}

async function answer(query: TableQuery) {
  const catalogue = await loadCatalogue(stack.db, harbour);
  return runCompiledQuery(stack.db, compileQuery(catalogue, query));
}

beforeAll(async () => {
  sim = await startCin7Simulator({
    credentials: [HARBOUR_OMNI, WELLINGTON_OMNI],
    sizes: {
      products: 40,
      optionsPerProduct: 2,
      branches: BRANCHES.length,
      contacts: 80,
      salesOrders: 300,
      averageLinesPerOrder: 3,
      purchaseOrders: 10,
    },
    limits: null,
  });
  connectors = standInConnectors(sim);
  stack = await TestStack.start();
  ({ harbour } = await demoInstanceIds(stack.db));
  // Harbour Traders' connections land the stand-in here as a customer's would, as the demo world's first start did:
  // its business tables are the model's to build (an instance seeded directly keeps its rows: the last test).
  omni = await connectionWithKey('Harbour Traders Omni', HARBOUR_OMNI.key);
  wellington = await connectionWithKey('Wellington Store Omni', WELLINGTON_OMNI.key);
  expect(await land(omni, 'full')).toBe('success');
}, 120_000);

afterAll(async () => {
  await stack?.close();
  await sim?.close();
});

describe('the Cin7 Omni model builds the business tables from a landing', () => {
  it('fills every business table, one product per option, customers only from customer contacts', async () => {
    const expected = sim.expectedRows();
    const [contacts] = await stack.db.query<{ customers: number }>(
      "SELECT count(*)::int AS customers FROM harbour_traders.cin7_contacts WHERE type = 'Customer'",
    );
    expect({
      products: await count('products'),
      customers: await count('customers'),
      sales_orders: await count('sales_orders'),
      sales_order_lines: await count('sales_order_lines'),
      stock_on_hand: await count('stock_on_hand'),
    }).toEqual({
      products: expected.cin7_product_options,
      customers: contacts?.customers,
      sales_orders: expected.cin7_sales_orders,
      sales_order_lines: expected.cin7_sales_order_lines,
      stock_on_hand: expected.cin7_stock,
    });
    expect(contacts?.customers).toBeGreaterThan(0);
    expect(contacts?.customers).toBeLessThan(80);
  });

  it('builds the new business tables from their entities, branch names from Branches', async () => {
    const expected = sim.expectedRows();
    const data = sim.dataOf();
    expect({
      branches: await count('branches'),
      sales_people: await count('sales_people'),
      credit_notes: await count('credit_notes'),
      credit_note_lines: await count('credit_note_lines'),
      payments: await count('payments'),
      quotes: await count('quotes'),
      stock_transfers: await count('stock_transfers'),
      stock_transfer_lines: await count('stock_transfer_lines'),
      stock_adjustments: await count('stock_adjustments'),
    }).toEqual({
      branches: expected.cin7_branches,
      sales_people: expected.cin7_users,
      credit_notes: expected.cin7_credit_notes,
      credit_note_lines: expected.cin7_credit_note_lines,
      payments: data.Payments.filter((payment) => payment.orderType === 'SalesOrder').length,
      quotes: expected.cin7_quotes,
      stock_transfers: expected.cin7_branch_transfers,
      stock_transfer_lines: expected.cin7_branch_transfer_lines,
      stock_adjustments: expected.cin7_adjustment_lines,
    });
    expect(expected.cin7_credit_notes).toBeGreaterThan(0);
    // Every branch id a sales order, transfer or stock row carries reads as its name in Branches.
    const named = await stack.db.query<{ branch: string }>(
      `SELECT branch FROM harbour_traders.sales_orders UNION SELECT from_branch FROM harbour_traders.stock_transfers
       UNION SELECT to_branch FROM harbour_traders.stock_transfers UNION SELECT branch FROM harbour_traders.stock_on_hand`,
    );
    expect(named.map((row) => row.branch).sort()).toEqual([...BRANCHES].sort());
    expect(
      await count(
        'sales_orders',
        'sales_person_id NOT IN (SELECT sales_person_id FROM harbour_traders.sales_people)',
      ),
    ).toBe(0);
    expect(await count('credit_notes', 'order_id IS NULL OR subtotal <= 0')).toBe(0);
  });

  it('answers Net revenue, Credits, Payments received and Units transferred by their definitions', async () => {
    const value = async (table: string, measure: string) =>
      Number((await answer({ table, columns: [`measure:${measure}`] })).rows[0]?.[0]);
    const [sums] = await stack.db.query<Record<string, string>>(
      `SELECT (SELECT sum(subtotal) FROM harbour_traders.sales_orders WHERE status NOT IN ('Draft', 'Voided')) AS revenue,
              (SELECT sum(subtotal) FROM harbour_traders.credit_notes WHERE status = 'Approved') AS credits,
              (SELECT sum(c.subtotal) FROM harbour_traders.credit_notes c JOIN harbour_traders.sales_orders o
                 ON o.order_id = c.order_id WHERE c.status = 'Approved' AND o.status NOT IN ('Draft', 'Voided'))
                AS credited_sold`,
    );
    const data = sim.dataOf();
    const received = data.Payments.filter((payment) => payment.orderType === 'SalesOrder').reduce(
      (sum, payment) => sum + Number(payment.amount),
      0,
    );
    const moved = data.BranchTransfers.filter((transfer) => transfer.dispatchedDate)
      .flatMap((transfer) => transfer.lineItems as Record<string, unknown>[])
      .reduce((sum, line) => sum + Number(line.qty), 0);
    expect(await value('credit_notes', 'credits')).toBeCloseTo(Number(sums?.credits), 2);
    expect(await value('sales_orders', 'net_revenue')).toBeCloseTo(
      Number(sums?.revenue) - Number(sums?.credited_sold),
      2,
    );
    expect(await value('sales_orders', 'net_revenue')).toBeLessThan(await value('sales_orders', 'revenue'));
    expect(await value('payments', 'payments_received')).toBeCloseTo(received, 2);
    expect(await value('stock_transfer_lines', 'units_transferred')).toBe(moved);
  });

  it('answers Outstanding balance, New and Returning customers and the slow-moving products by their definitions', async () => {
    const W = 'harbour_traders';
    const SOLD = "o.status NOT IN ('Draft', 'Voided')";
    const value = async (query: TableQuery) => Number((await answer(query)).rows[0]?.[0]);
    // Built by hand from the orders, lines and payments, never from the columns the model works out.
    const [owed] = await stack.db.query<{ owed: string }>(
      `WITH paid AS (SELECT order_id, sum(amount) AS amount FROM ${W}.payments GROUP BY order_id)
       SELECT sum(o.total - coalesce(paid.amount, 0)) AS owed
       FROM ${W}.sales_orders o LEFT JOIN paid ON paid.order_id = o.order_id WHERE ${SOLD}`,
    );
    expect(await value({ table: 'sales_orders', columns: ['measure:outstanding_balance'] })).toBeCloseTo(
      Number(owed?.owed),
      2,
    );
    expect(await count('sales_orders', `status IN ('Draft', 'Voided') AND balance_due <> 0`)).toBe(0);

    // New and returning in one year of the stand-in's orders: by each customer's first order that counts as sales.
    const [year] = await stack.db.query<{ year: number }>(
      `SELECT extract(year FROM max(order_date))::int AS year FROM ${W}.sales_orders`,
    );
    const from = `${year?.year ?? 2025}-01-01`;
    const to = `${(year?.year ?? 2025) + 1}-01-01`;
    const [hand] = await stack.db.query<{ fresh: number; returning: number }>(
      `WITH firsts AS (SELECT o.customer_id, min(o.order_date) AS first_day FROM ${W}.sales_orders o
                       WHERE ${SOLD} GROUP BY o.customer_id),
            buying AS (SELECT DISTINCT o.customer_id FROM ${W}.sales_orders o
                       WHERE ${SOLD} AND o.order_date >= $1::date AND o.order_date < $2::date)
       SELECT count(*) FILTER (WHERE f.first_day >= $1::date)::int AS fresh,
              count(*) FILTER (WHERE f.first_day < $1::date)::int AS returning
       FROM buying JOIN firsts f USING (customer_id) JOIN ${W}.customers c ON c.customer_id = buying.customer_id`,
      [from, to],
    );
    const inYear = [
      { column: 'order_date', op: 'gte' as const, values: [from] },
      { column: 'order_date', op: 'lt' as const, values: [to] },
    ];
    const both = await answer({
      table: 'sales_orders',
      columns: ['measure:new_customers', 'measure:returning_customers'],
      filters: inYear,
    });
    expect(both.rows[0]?.map(Number)).toEqual([hand?.fresh, hand?.returning]);
    expect((hand?.fresh ?? 0) + (hand?.returning ?? 0)).toBeGreaterThan(0);

    // Slow moving: no sale since the 90 days before today began, products never sold included (kept relative).
    const slow = await answer({
      table: 'products',
      columns: ['product_id'],
      filters: [{ column: 'last_sold', op: 'beforePeriod', values: ['lastNDays', 90] }],
    });
    const start = slow.periods?.[0]?.from ?? '';
    const bySql = await stack.db.query<{ product_id: number }>(
      `SELECT p.product_id FROM ${W}.products p WHERE NOT EXISTS (
         SELECT 1 FROM ${W}.sales_order_lines l JOIN ${W}.sales_orders o ON o.order_id = l.order_id
         WHERE l.product_id = p.product_id AND ${SOLD} AND o.order_date >= $1::date) ORDER BY 1`,
      [start],
    );
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(slow.rows.map((row) => Number(row[0])).sort((a, b) => a - b)).toEqual(
      bySql.map((row) => row.product_id),
    );
  });

  it('leaves every table it built analysed: the planner’s statistics describe the model’s rows', async () => {
    const names = BUSINESS_TABLES.map((table) => table.name);
    const analysed = await stack.db.query<{ table: string; skus: string | null }>(
      `SELECT tablename AS table,
              string_agg(coalesce(most_common_vals::text, '') || coalesce(histogram_bounds::text, ''), '')
                FILTER (WHERE attname = 'sku') AS skus
       FROM pg_stats WHERE schemaname = 'harbour_traders' AND tablename = ANY($1::text[])
       GROUP BY tablename ORDER BY tablename`,
      [names],
    );
    expect(analysed.map((row) => row.table)).toEqual([...names].sort());
    // The seed's SKUs are "HT-…"; the stand-in's option codes "STY-…".
    for (const table of ['products', 'sales_order_lines', 'stock_on_hand']) {
      const skus = analysed.find((row) => row.table === table)?.skus ?? '';
      expect(skus, table).toContain('STY-');
      expect(skus, table).not.toContain('HT-');
    }
  });

  it('maps a product option to a product with its code, name, options, type, brand and prices', async () => {
    const [pair] = await stack.db.query<Record<string, unknown>>(
      `SELECT b.sku, b.name, b.category, b.brand, b.unit_price, b.cost,
              o.code, p.name AS product_name, o.option1, o.option2, p.product_type, p.brand AS cin7_brand,
              o.retail_price, o.cost AS option_cost
       FROM harbour_traders.products b
       JOIN harbour_traders.cin7_product_options o ON o.product_option_id = b.product_id AND o.connection_id = $1
       JOIN harbour_traders.cin7_products p ON p.product_id = o.product_id AND p.connection_id = $1
       WHERE b.product_id = 3`,
      [omni],
    );
    expect(pair).toBeDefined();
    expect(pair?.sku).toBe(pair?.code);
    expect(pair?.name).toBe(
      `${String(pair?.product_name)} (${String(pair?.option1)}, ${String(pair?.option2)})`,
    );
    expect(pair?.category).toBe(pair?.product_type);
    expect(pair?.brand).toBe(pair?.cin7_brand);
    expect(pair?.unit_price).toEqual(pair?.retail_price);
    expect(pair?.cost).toEqual(pair?.option_cost);
  });

  it('maps statuses, branch names and tax-inclusive totals of sales orders', async () => {
    const statuses = await stack.db.query<{ cin7_status: string; stage: string; status: string }>(
      `SELECT DISTINCT o.status AS cin7_status, o.stage, b.status
       FROM harbour_traders.sales_orders b
       JOIN harbour_traders.cin7_sales_orders o ON o.sales_order_id = b.order_id AND o.connection_id = $1
       ORDER BY 1, 2`,
      [omni],
    );
    for (const row of statuses) {
      const expected =
        row.cin7_status === 'VOID'
          ? 'Voided'
          : row.stage === 'Invoiced' || row.stage === 'Dispatched'
            ? row.stage
            : 'Approved';
      expect(row.status).toBe(expected);
    }
    expect(statuses.some((row) => row.status === 'Voided')).toBe(true);
    expect(await count('sales_orders', 'subtotal + tax <> total')).toBe(0);
    const [taxed] = await stack.db.query<{ mismatched: number; taxed: number }>(
      `SELECT count(*) FILTER (WHERE b.tax <> round(o.total * 0.15 / 1.15, 2) OR b.total <> o.total)::int
                AS mismatched,
              count(*) FILTER (WHERE b.tax > 0)::int AS taxed
       FROM harbour_traders.sales_orders b
       JOIN harbour_traders.cin7_sales_orders o ON o.sales_order_id = b.order_id AND o.connection_id = $1`,
      [omni],
    );
    expect(taxed).toEqual({ mismatched: 0, taxed: 300 });
    const branches = await stack.db.query<{ branch: string }>(
      'SELECT DISTINCT branch FROM harbour_traders.sales_orders ORDER BY 1',
    );
    expect(branches.map((row) => row.branch)).toEqual([...BRANCHES].sort());
  });

  it('gives lines their product, discount % and unit cost, and stock its allocation and cost', async () => {
    const [line] = await stack.db.query<Record<string, number>>(
      `SELECT b.qty, b.unit_price, b.discount_pct, b.unit_cost, l.discount, l.unit_cost AS cin7_cost
       FROM harbour_traders.sales_order_lines b
       JOIN harbour_traders.cin7_sales_order_lines l ON l.line_id = b.line_id AND l.connection_id = $1
       WHERE l.discount > 0 ORDER BY b.line_id LIMIT 1`,
      [omni],
    );
    expect(line).toBeDefined();
    const { qty = 0, unit_price: price = 0, discount = 0 } = line ?? {};
    expect(Number(line?.discount_pct)).toBeCloseTo((Number(discount) * 100) / (qty * Number(price)), 2);
    expect(line?.unit_cost).toEqual(line?.cin7_cost);
    expect(await count('sales_order_lines', 'unit_cost IS NULL')).toBe(0);
    expect(
      await count(
        'stock_on_hand s',
        `NOT EXISTS (SELECT 1 FROM harbour_traders.cin7_stock c JOIN harbour_traders.cin7_product_options o
                       ON o.connection_id = c.connection_id AND o.product_option_id = c.product_option_id
                     WHERE c.product_option_id = s.product_id AND c.branch_name = s.branch
                       AND s.on_hand = c.stock_on_hand AND s.allocated = c.stock_on_hand - c.available
                       AND s.unit_cost = o.cost)`,
      ),
    ).toBe(0);
  });

  it('reaches a line’s product category and order status through the relations', async () => {
    const result = await answer({
      table: 'sales_order_lines',
      columns: ['line_id', 'product.category', 'order.status'],
      filters: [{ column: 'line_id', op: 'eq', values: [1] }],
    });
    const [expected] = await stack.db.query<{ product_type: string }>(
      `SELECT p.product_type FROM harbour_traders.cin7_sales_order_lines l
       JOIN harbour_traders.cin7_products p ON p.connection_id = l.connection_id AND p.product_id = l.product_id
       WHERE l.line_id = 1 AND l.connection_id = $1`,
      [omni],
    );
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]?.[1]).toBe(expected?.product_type);
    expect(['Approved', 'Dispatched', 'Invoiced', 'Voided']).toContain(result.rows[0]?.[2]);
  });

  it('an incremental landing rebuilds the business tables in the transaction that swaps it in', async () => {
    await stack.db.query(
      "UPDATE harbour_traders.sales_orders SET status = 'Draft' WHERE order_id IN (10, 11)",
    );
    sim.touch('SalesOrders', [10, 11]);
    expect(await land(omni, 'incremental', ['salesOrders'])).toBe('success');
    expect(await count('sales_orders', "order_id IN (10, 11) AND status = 'Draft'")).toBe(0);
    // One more unit on every touched line: the business lines and totals follow the source.
    const [order] = await stack.db.query<{ total: string; cin7_total: string; lines: number; qty: number }>(
      `SELECT b.total, o.total AS cin7_total,
              (SELECT sum(qty)::int FROM harbour_traders.sales_order_lines WHERE order_id = 10) AS qty,
              (SELECT sum(qty)::int FROM harbour_traders.cin7_sales_order_lines
               WHERE sales_order_id = 10 AND connection_id = $1) AS lines
       FROM harbour_traders.sales_orders b
       JOIN harbour_traders.cin7_sales_orders o ON o.sales_order_id = b.order_id AND o.connection_id = $1
       WHERE b.order_id = 10`,
      [omni],
    );
    expect(order?.total).toEqual(order?.cin7_total);
    expect(order?.qty).toBe(order?.lines);
    // now() is the transaction's start: equal landing times mean one transaction.
    const landed = await stack.db.query<{ table_name: string; landed_at: Date }>(
      `SELECT table_name, landed_at FROM app.dw_tables WHERE instance_id = $1
       AND table_name IN ('cin7_sales_orders', 'sales_orders', 'sales_order_lines')`,
      [harbour],
    );
    const times = new Set(landed.map((row) => new Date(row.landed_at).getTime()));
    expect(landed).toHaveLength(3);
    expect(times.size).toBe(1);
  });
});

describe('the catalogue of a warehouse fed by Cin7 Omni', () => {
  it('answers layers, the source system and row counts, business tables first', async () => {
    const catalogue = await warehouseCatalogue(stack.db, harbour);
    const layers = catalogue.tables.map((table) => table.layer);
    const business = BUSINESS_TABLES.map((table) => table.name).sort();
    expect(layers.indexOf('source')).toBe(business.length);
    expect(layers.slice(business.length).every((layer) => layer === 'source')).toBe(true);
    const businessTables = catalogue.tables.filter((table) => table.layer === 'business');
    expect(businessTables.map((table) => table.tableName).sort()).toEqual(business);
    for (const table of catalogue.tables) {
      expect(table.rowCount).toBe(await count(table.tableName));
      expect(table.sourceSystem).toBe(table.layer === 'source' ? 'Cin7 Omni' : null);
    }
    const sources = catalogue.tables.filter((table) => table.layer === 'source');
    expect(sources.map((table) => table.tableName).sort()).toEqual(Object.keys(sim.expectedRows()).sort());
    const lines = catalogue.tables.find((table) => table.tableName === 'sales_order_lines');
    expect(lines?.rowCount).toBe(sim.expectedRows().cin7_sales_order_lines);
    expect(lines?.relations.map((relation) => [relation.name, relation.toTable]).sort()).toEqual([
      ['order', 'sales_orders'],
      ['product', 'products'],
    ]);
    expect(lines?.columns.find((column) => column.columnName === 'unit_cost')).toMatchObject({
      friendlyName: 'Unit Cost',
      dataType: 'numeric',
    });
  });
});

describe('designs saved before the model keep their meaning over the model-built tables', () => {
  it('the demo’s library items and the Cin7 Omni templates compile and answer rows', async () => {
    const items = await stack.db.query<{ title: string; definition: TableQuery }>(
      'SELECT title, definition FROM app.library_items WHERE instance_id = $1 AND definition IS NOT NULL',
      [harbour],
    );
    const designs = [
      ...items.map((item) => ({ title: item.title, query: item.definition })),
      ...CIN7_OMNI_TEMPLATES.map((template) => ({ title: template.title, query: template.query })),
    ];
    expect(designs.length).toBeGreaterThan(CIN7_OMNI_TEMPLATES.length);
    const empty: string[] = [];
    for (const design of designs) {
      const result = await answer(design.query);
      if (result.rows.length === 0) empty.push(design.title);
    }
    expect(empty).toEqual([]);
  });
});

describe('several Cin7 Omni connections of one instance', () => {
  it('feed the business tables together, each connection’s ids kept apart', async () => {
    expect(await land(wellington, 'full')).toBe('success');
    const { cin7_sales_orders: orders = 0, cin7_product_options: options = 0 } = sim.expectedRows();
    expect(await count('sales_orders')).toBe(2 * orders);
    expect(await count('products')).toBe(2 * options);
    // Cin7 connections of the instance, oldest first: Harbour Traders Omni, Wellington Store Omni, Old Omni Trial.
    const [place] = await stack.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM app.instance_connections
       WHERE instance_id = $1 AND source_system_id = 1 AND id < $2`,
      [harbour, wellington],
    );
    const offset = (place?.n ?? 0) * KEY_SPAN;
    const [pair] = await stack.db.query<{ first: string; second: string; customer: number }>(
      `SELECT a.order_number AS first, b.order_number AS second, b.customer_id AS customer
       FROM harbour_traders.sales_orders a, harbour_traders.sales_orders b
       WHERE a.order_id = 5 AND b.order_id = $1`,
      [offset + 5],
    );
    expect(pair?.first).toBe(pair?.second);
    expect(pair?.customer).toBeGreaterThan(offset);
    // The second connection's lines reach its own products and orders.
    const [orphans] = await stack.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM harbour_traders.sales_order_lines l
       WHERE NOT EXISTS (SELECT 1 FROM harbour_traders.products p WHERE p.product_id = l.product_id)
          OR NOT EXISTS (SELECT 1 FROM harbour_traders.sales_orders o WHERE o.order_id = l.order_id)`,
    );
    expect(orphans?.n).toBe(0);
  });
});

/** Every business table's rows, in key order, as text: two snapshots are equal when the tables hold the same rows. */
async function businessRows(): Promise<Record<string, string>> {
  const rows: Record<string, string> = {};
  for (const table of BUSINESS_TABLES) {
    const [row] = await stack.db.query<{ rows: string | null }>(
      `SELECT string_agg(t::text, E'\n' ORDER BY t::text) AS rows FROM harbour_traders.${table.name} t`,
    );
    rows[table.name] = row?.rows ?? '';
  }
  return rows;
}

describe('a landing of one of several connections', () => {
  it('rebuilds only its rows and leaves every table as rebuilding all of them would', async () => {
    // Both connections landed (the test before): a changed order and stock record at Wellington's account land
    // incrementally, rebuilding Wellington's rows alone: Harbour's rows stay where they are (TRUNCATE and INSERT
    // would move every one).
    const wellingtonData = sim.dataOf(WELLINGTON_OMNI.username);
    const harbourRows = () =>
      stack.db.query<{ ctid: string }>(
        `SELECT ctid::text FROM harbour_traders.sales_orders WHERE order_id < ${KEY_SPAN} ORDER BY order_id`,
      );
    const before = await harbourRows();
    sim.touch('SalesOrders', [Number(wellingtonData.SalesOrders[3]?.id)], WELLINGTON_OMNI.username);
    sim.touch('Stock', [Number(wellingtonData.Stock[2]?.productOptionId)], WELLINGTON_OMNI.username);
    expect(await land(wellington, 'incremental', ['salesOrders', 'stock'])).toBe('success');
    expect(await harbourRows()).toEqual(before);
    const landed = await businessRows();
    const rollups = await stack.db.query<{ name: string }>(
      'SELECT name FROM harbour_traders._rollups ORDER BY 1',
    );
    await stack.db.transaction((tx) => buildBusinessTables(tx, harbour, 'harbour_traders'));
    expect(await businessRows()).toEqual(landed);
    expect(rollups.map((row) => row.name)).toEqual(ROLLUPS.map((rollup) => rollup.name).sort());
  });

  it('replaces its rows at once after a full load, the other connection’s untouched, as rebuilding all would', async () => {
    // A full load gives every order and line of Wellington a new landing time: its rows of the tables built from
    // them are replaced without being compared first (rebuild.ts replaceConnection), Harbour's stay where they are.
    const harbourRows = () =>
      stack.db.query<{ ctid: string }>(
        `SELECT ctid::text FROM harbour_traders.sales_order_lines WHERE line_id < ${KEY_SPAN} ORDER BY line_id`,
      );
    const before = await harbourRows();
    expect(before.length).toBeGreaterThan(0);
    expect(await land(wellington, 'full', ['salesOrders'])).toBe('success');
    expect(await harbourRows()).toEqual(before);
    const landed = await businessRows();
    await stack.db.transaction((tx) => buildBusinessTables(tx, harbour, 'harbour_traders'));
    expect(await businessRows()).toEqual(landed);
  });
});

/** Wellington Store Omni's place among the instance's Cin7 connections, times the key span: its keys' offset. */
async function wellingtonOffset(): Promise<number> {
  const [place] = await stack.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM app.instance_connections
     WHERE instance_id = $1 AND source_system_id = 1 AND id < $2`,
    [harbour, wellington],
  );
  return (place?.n ?? 0) * KEY_SPAN;
}

/** The last sale of the products of an order and the first order of its customer, as the business tables hold them. */
async function workedOutOf(orderId: number) {
  const products = await stack.db.query<{ last_sold: string | null }>(
    `SELECT p.last_sold::text FROM harbour_traders.products p
     WHERE p.product_id IN (SELECT product_id FROM harbour_traders.sales_order_lines WHERE order_id = $1)`,
    [orderId],
  );
  const [customer] = await stack.db.query<{ first_order_date: string | null }>(
    `SELECT c.first_order_date::text FROM harbour_traders.customers c
     WHERE c.customer_id = (SELECT customer_id FROM harbour_traders.sales_orders WHERE order_id = $1)`,
    [orderId],
  );
  return { lastSold: products.map((row) => row.last_sold), firstOrder: customer?.first_order_date };
}

describe('the last sale and first order after landings of a few orders', () => {
  it('are what a rebuild from scratch gives, when an order is re-dated, stops counting as a sale or is deleted', async () => {
    // Both connections landed (the tests before). Two of Wellington's orders that count as sales, each with lines
    // and a customer of its own: one is moved to the future (its products' last sale), the other to the past (its
    // customer's first order); then the first is voided and the second deleted, which moves both values back.
    const offset = await wellingtonOffset();
    const picked = await stack.db.query<{ order_id: number; customer_id: number }>(
      `SELECT DISTINCT ON (o.customer_id) o.order_id, o.customer_id FROM harbour_traders.sales_orders o
       WHERE o.order_id > $1 AND o.status NOT IN ('Draft', 'Voided') AND o.customer_id > $1
         AND EXISTS (SELECT 1 FROM harbour_traders.sales_order_lines l
                     WHERE l.order_id = o.order_id AND l.product_id > $1)
       ORDER BY o.customer_id, o.order_id LIMIT 2`,
      [offset],
    );
    const [future, past] = picked.map((row) => row.order_id);
    if (future === undefined || past === undefined) throw new Error('the stand-in has too few orders');
    const data = sim.dataOf(WELLINGTON_OMNI.username);
    const order = (id: number) => {
      const found = data.SalesOrders.find((record) => Number(record.id) === id - offset);
      if (!found) throw new Error(`no order ${id - offset} at the stand-in`);
      return found;
    };
    const rebuiltFromScratch = async () => {
      const landed = await businessRows();
      await stack.db.transaction((tx) => buildBusinessTables(tx, harbour, 'harbour_traders'));
      expect(await businessRows()).toEqual(landed);
    };
    const productPlaces = () =>
      stack.db.query<{ product_id: number; ctid: string }>(
        'SELECT product_id, ctid::text FROM harbour_traders.products ORDER BY product_id',
      );

    Object.assign(order(future), { invoiceDate: '2099-01-01T00:00:00Z', status: 'APPROVED' });
    Object.assign(order(past), { invoiceDate: '2001-02-03T00:00:00Z', status: 'APPROVED' });
    sim.touch('SalesOrders', [future - offset, past - offset], WELLINGTON_OMNI.username);
    const before = await productPlaces();
    expect(await land(wellington, 'incremental', ['salesOrders'])).toBe('success');
    expect((await workedOutOf(future)).lastSold).toContain('2099-01-01');
    expect((await workedOutOf(past)).firstOrder).toBe('2001-02-03');
    // Only the products the two orders sell were written: every other row stays where it was.
    const named = await stack.db.query<{ product_id: number }>(
      'SELECT DISTINCT product_id FROM harbour_traders.sales_order_lines WHERE order_id = ANY($1)',
      [[future, past]],
    );
    const moved = new Set(named.map((row) => row.product_id));
    const after = await productPlaces();
    expect(after.filter((row) => !moved.has(row.product_id))).toEqual(
      before.filter((row) => !moved.has(row.product_id)),
    );
    await rebuiltFromScratch();

    // Voided: no longer a sale, so its products' last sale moves back. Deleted: its customer's first order moves on.
    const futureValues = await workedOutOf(future);
    const pastCustomer = picked[1]?.customer_id ?? 0;
    order(future).status = 'VOID';
    sim.touch('SalesOrders', [future - offset], WELLINGTON_OMNI.username);
    const removed = structuredClone(order(past));
    sim.remove('SalesOrders', [past - offset], WELLINGTON_OMNI.username);
    // A day on, so the landing also sweeps the orders for deletes (sweep.ts).
    const dayOn = () => new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    expect(await land(wellington, 'incremental', ['salesOrders'], dayOn)).toBe('success');
    expect(
      await count('cin7_sales_orders', `connection_id = ${wellington} AND sales_order_id = ${past - offset}`),
    ).toBe(0);
    expect((await workedOutOf(future)).lastSold).not.toContain('2099-01-01');
    expect((await workedOutOf(future)).lastSold).toHaveLength(futureValues.lastSold.length);
    const [customer] = await stack.db.query<{ first_order_date: string | null }>(
      'SELECT first_order_date::text FROM harbour_traders.customers WHERE customer_id = $1',
      [pastCustomer],
    );
    expect(customer?.first_order_date).not.toBe('2001-02-03');
    await rebuiltFromScratch();
    // Both connections call one account: the order is back for the tests after (Harbour never swept it).
    data.SalesOrders.push(removed);
  });
});

describe('an instance whose business tables were seeded directly (seedWarehouse.ts)', () => {
  it('keeps them as seeded when its connections import; the source tables land', async () => {
    await stack.db.query('UPDATE app.instances SET business_tables_seeded = true WHERE id = $1', [harbour]);
    await stack.db.query(
      "UPDATE harbour_traders.customers SET name = 'As the seed wrote it' WHERE customer_id = (SELECT min(customer_id) FROM harbour_traders.customers)",
    );
    const landedBefore = await count('cin7_sales_orders', `connection_id = ${omni}`);
    expect(await land(omni, 'full')).toBe('success');
    const [kept] = await stack.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM harbour_traders.customers WHERE name = 'As the seed wrote it'",
    );
    expect(kept?.n).toBe(1);
    expect(await count('cin7_sales_orders', `connection_id = ${omni}`)).toBe(landedBefore);
  });
});
