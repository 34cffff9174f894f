/**
 * The scale-out bench's large warehouse: the demo instance's sales replaced by generated ones — `rows` lines on
 * rows/4 orders over three years, the demo's products, customers and branches — streamed with COPY FROM STDIN
 * (pg-copy-streams) with the secondary indexes dropped during the load and built after it, as a bulk load does.
 * Then the demo designs are timed through the same compiler /api/clientQuery runs, before and after what each needs.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { TableQuery } from '@wharf/contract/warehouse.ts';
import { runTableQuery } from '../../server/api/services/tableQuery.ts';
import type { Database } from '../../server/db/database.ts';

const SCHEMA = 'harbour_traders';
const LINES_PER_ORDER = 4;
const DAYS = 3 * 365;
const FIRST_DAY = Date.UTC(2023, 0, 1);
const STATUSES = ['Draft', 'Approved', 'Dispatched', 'Invoiced', 'Invoiced', 'Invoiced', 'Void'];
const CHUNK = 5_000;
const LANDED_AT = '2026-01-01T00:00:00Z';
const RUNS = 3;

interface Product {
  product_id: number;
  sku: string;
  unit_price: number;
}

export interface LargeSales {
  lines: number;
  orders: number;
  /** COPY of both tables. */
  copyMs: number;
  /** Building the secondary indexes again and ANALYZE. */
  indexMs: number;
}

export interface DesignTiming {
  design: string;
  beforeMs: number;
  afterMs: number;
  remedy: string;
}

/** A small deterministic generator: the same warehouse on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return state / 2 ** 32;
  };
}

function isoDay(day: number): string {
  return new Date(FIRST_DAY + day * 86_400_000).toISOString().slice(0, 10);
}

function* orderChunks(orders: number, customers: number[], branches: string[]): Generator<string> {
  const next = random(19);
  let chunk = '';
  for (let id = 1; id <= orders; id += 1) {
    const total = Math.round(next() * 500_000) / 100;
    const tax = Math.round(total * 15) / 115;
    const customer = customers[Math.floor(next() * customers.length)] ?? 0;
    const branch = branches[Math.floor(next() * branches.length)] ?? '';
    const status = STATUSES[Math.floor(next() * STATUSES.length)] ?? 'Invoiced';
    chunk += `${id}\tSO-${id}\t${isoDay(Math.floor((id / orders) * DAYS))}\t${customer}\t${status}\t${branch}\tNZD\t${(total - tax).toFixed(2)}\t${tax.toFixed(2)}\t${total.toFixed(2)}\t${LANDED_AT}\n`;
    if (id % CHUNK === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

function* lineChunks(lines: number, products: Product[]): Generator<string> {
  const next = random(7);
  let chunk = '';
  for (let id = 1; id <= lines; id += 1) {
    const product = products[Math.floor(next() * products.length)] as Product;
    const qty = 1 + Math.floor(next() * 20);
    const total = qty * product.unit_price;
    chunk += `${id}\t${Math.ceil(id / LINES_PER_ORDER)}\t${((id - 1) % LINES_PER_ORDER) + 1}\t${product.product_id}\t${product.sku}\t${qty}\t${product.unit_price}\t0\t${total.toFixed(2)}\t${LANDED_AT}\n`;
    if (id % CHUNK === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

async function copy(client: pg.Client, sql: string, chunks: Iterable<string>): Promise<void> {
  await pipeline(Readable.from(chunks), client.query(copyFrom(sql)));
}

/** The secondary indexes of the two tables, to drop before the load and build again after it. */
async function secondaryIndexes(db: Database): Promise<{ name: string; ddl: string }[]> {
  return db.query<{ name: string; ddl: string }>(
    `SELECT i.indexname AS name, i.indexdef AS ddl FROM pg_indexes i
     WHERE i.schemaname = $1 AND i.tablename IN ('sales_orders', 'sales_order_lines')
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [SCHEMA],
  );
}

export async function loadLargeSales(url: string, db: Database, lines: number): Promise<LargeSales> {
  const products = await db.query<Product>(
    `SELECT product_id, sku, unit_price::float8 AS unit_price FROM ${SCHEMA}.products ORDER BY product_id`,
  );
  const customers = (
    await db.query<{ id: number }>(`SELECT customer_id AS id FROM ${SCHEMA}.customers ORDER BY 1`)
  ).map((row) => row.id);
  const branches = (
    await db.query<{ branch: string }>(
      `SELECT DISTINCT branch FROM ${SCHEMA}.sales_orders WHERE branch IS NOT NULL ORDER BY 1`,
    )
  ).map((row) => row.branch);
  const orders = Math.ceil(lines / LINES_PER_ORDER);
  const started = performance.now();
  const indexes = await secondaryIndexes(db);
  for (const index of indexes) await db.exec(`DROP INDEX ${SCHEMA}.${index.name}`);
  await db.exec(`TRUNCATE ${SCHEMA}.sales_order_lines, ${SCHEMA}.sales_orders`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await copy(
      client,
      `COPY ${SCHEMA}.sales_orders (order_id, order_number, order_date, customer_id, status, branch, currency, subtotal, tax, total, landed_at) FROM STDIN`,
      orderChunks(orders, customers, branches),
    );
    await copy(
      client,
      `COPY ${SCHEMA}.sales_order_lines (line_id, order_id, line_number, product_id, sku, qty, unit_price, discount_pct, line_total, landed_at) FROM STDIN`,
      lineChunks(lines, products),
    );
  } finally {
    await client.end();
  }
  const copied = performance.now();
  for (const index of indexes) await db.exec(index.ddl);
  await db.exec(`ANALYZE ${SCHEMA}.sales_orders; ANALYZE ${SCHEMA}.sales_order_lines`);
  return { lines, orders, copyMs: copied - started, indexMs: performance.now() - copied };
}

async function medianMs(work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? Number.NaN;
}

interface Case {
  design: string;
  query: TableQuery;
  /** What the design needs at this size, added between the two timings. */
  remedy: string;
  add: string;
  /** Takes the remedy out again, so the tables are as loaded for the part that reads them next (largeSalesHandover.ts). */
  undo?: string;
  /** When the remedy is a roll-up the compiler does not choose yet: the SQL a design over it would run. */
  afterSql?: string;
}

async function demoDesigns(db: Database, instanceId: number): Promise<Record<string, TableQuery>> {
  const rows = await db.query<{ title: string; definition: TableQuery }>(
    'SELECT title, definition FROM app.library_items WHERE instance_id = $1',
    [instanceId],
  );
  return Object.fromEntries(rows.map((row) => [row.title, row.definition]));
}

export async function timeDesigns(db: Database, instanceId: number): Promise<DesignTiming[]> {
  const demo = await demoDesigns(db, instanceId);
  const [sku] = await db.query<{ sku: string }>(
    `SELECT sku FROM ${SCHEMA}.products ORDER BY product_id LIMIT 1`,
  );
  const need = (title: string): TableQuery => {
    const design = demo[title];
    if (!design) throw new Error(`bench: the demo world has no design "${title}"`);
    return design;
  };
  const cases: Case[] = [
    {
      design: 'Lines of one SKU',
      query: {
        table: 'sales_order_lines',
        columns: ['line_id', 'order.order_date', 'qty', 'line_total'],
        filters: [{ column: 'sku', op: 'eq', values: [sku?.sku ?? ''] }],
      },
      remedy: 'b-tree index on sku',
      add: `CREATE INDEX sales_order_lines_sku_btree ON ${SCHEMA}.sales_order_lines (sku)`,
      undo: `DROP INDEX ${SCHEMA}.sales_order_lines_sku_btree`,
    },
    {
      design: 'Sales by category',
      query: need('Sales by category'),
      remedy:
        'a monthly roll-up made and queried by hand (the compiler chooses the model roll-ups: rollups part)',
      add: `CREATE TABLE ${SCHEMA}.sales_monthly_by_product AS
              SELECT l.product_id, date_trunc('month', o.order_date)::date AS month, o.branch,
                     sum(l.qty) AS qty, sum(l.line_total) AS line_total, count(*) AS lines
              FROM ${SCHEMA}.sales_order_lines l JOIN ${SCHEMA}.sales_orders o USING (order_id)
              GROUP BY 1, 2, 3;
            ANALYZE ${SCHEMA}.sales_monthly_by_product`,
      undo: `DROP TABLE ${SCHEMA}.sales_monthly_by_product`,
      afterSql: `SELECT p.category, r.month, sum(r.line_total) FROM ${SCHEMA}.sales_monthly_by_product r
                 JOIN ${SCHEMA}.products p USING (product_id) GROUP BY 1, 2 ORDER BY 2, 1 LIMIT 10000`,
    },
    {
      design: 'My top customers',
      query: need('My top customers'),
      remedy: 'none: it aggregates the orders alone',
      add: '',
    },
    {
      design: 'Open orders',
      query: need('Open orders'),
      remedy: 'none: the first page stops early',
      add: '',
    },
  ];
  const timings: DesignTiming[] = [];
  for (const item of cases) {
    const run = () => runTableQuery(db, instanceId, item.query);
    await run();
    const beforeMs = await medianMs(run);
    if (item.add) await db.exec(item.add);
    const afterSql = item.afterSql;
    const afterMs = afterSql ? await medianMs(() => db.query(afterSql)) : await medianMs(run);
    timings.push({ design: item.design, beforeMs, afterMs, remedy: item.remedy });
    if (item.undo) await db.exec(item.undo);
  }
  return timings;
}
