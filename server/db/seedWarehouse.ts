/**
 * Fills one instance's warehouse schema with generated inventory/ERP data. Every value is derived from md5 of the
 * row number and a salt (the schema name), so the same rows come out on every run and on both backends, and all
 * the work happens inside PostgreSQL with generate_series (a few statements, no row-by-row round trips).
 */
import type { Database, Queryable } from './database.ts';
import { DESIGNED_DEMO_CALENDAR, type DemoCalendar } from './demoClock.ts';
import { DEMO_LANDED_AT, type DemoInstance } from './demoWorld.ts';
import { assertSafeSchemaName, quoteIdent } from './identifiers.ts';
import { BUSINESS_TABLES } from '../model/businessTables.ts';
import { recordRowCounts } from '../warehouse/catalogue.ts';
import { createWarehouseSchema } from '../warehouse/schema.ts';
import {
  ADJECTIVES,
  BRANDS,
  COMPANY_SUFFIXES,
  CUSTOMER_GROUPS,
  DEMO_CUSTOMER_DAYS,
  DEMO_CUSTOMERS_FROM,
  DEMO_ORDER_DAYS,
  DEMO_ORDERS_FROM,
  DEMO_PRODUCT_DAYS,
  DEMO_PRODUCTS_FROM,
  DISCOUNTS,
  FIRST_NAMES,
  LAST_NAMES,
  ORDER_STATUSES,
  PRODUCTS,
} from './demoVocabulary.ts';

/** A deterministic pseudo-random bigint in [0, 2^32) from a text key; $1 is always the salt. */
function h(key: string): string {
  return `(('x' || substr(md5($1::text || ':' || ${key}), 1, 8))::bit(32)::bigint)`;
}

/** Picks one element of a SQL array literal by a hash key. */
function pick(values: readonly string[], key: string): string {
  const literal = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return `(ARRAY[${literal}])[1 + (${h(key)} % ${values.length})::int]`;
}

/** When the seeded rows were landed, moved along the demo calendar (server/db/demoClock.ts) as every date is. */
function movedLandedAt(calendar: DemoCalendar): string {
  return new Date(Date.parse(DEMO_LANDED_AT) + calendar.shiftDays * 86_400_000).toISOString();
}

export async function seedWarehouse(
  tx: Queryable,
  instance: DemoInstance,
  calendar: DemoCalendar = DESIGNED_DEMO_CALENDAR,
): Promise<void> {
  assertSafeSchemaName(instance.schema);
  const landedAt = movedLandedAt(calendar);
  const shift = calendar.shiftDays;
  const s = quoteIdent(instance.schema);
  const { products, customers, orders } = instance.size;
  const salt = instance.schema;
  // An import over one of its connections leaves these rows as seeded (migration 0021, server/model/build.ts).
  await tx.query('UPDATE app.instances SET business_tables_seeded = true WHERE schema = $1', [
    instance.schema,
  ]);

  await tx.query(
    `INSERT INTO ${s}.products (product_id, sku, name, category, brand, uom, unit_price, cost, created_at, landed_at)
     SELECT g, $2::text || '-' || lpad(g::text, 5, '0'),
            ${pick(ADJECTIVES, "g || ':adj'")} || ' ' || split_part(p.spec, '|', 2),
            split_part(p.spec, '|', 1), ${pick(BRANDS, "g || ':brand'")}, split_part(p.spec, '|', 3),
            p.price, round(p.price * (0.40 + (${h("g || ':margin'")} % 30) / 100.0), 2),
            $6::timestamptz + ((${h("g || ':created'")} % $7::int) + $5::int) * interval '1 day',
            $4::timestamptz
     FROM generate_series(1, $3::int) AS g
     CROSS JOIN LATERAL (SELECT ${pick(PRODUCTS, "g || ':noun'")} AS spec,
                                round(4.5 + (${h("g || ':price'")} % 49500) / 100.0, 2) AS price) AS p`,
    [salt, instance.code, products, landedAt, shift, `${DEMO_PRODUCTS_FROM}T00:00:00Z`, DEMO_PRODUCT_DAYS],
  );

  await tx.query(
    `INSERT INTO ${s}.customers (customer_id, name, company, email, city, country, customer_group, created_at, landed_at)
     SELECT g, n.first || ' ' || n.last, n.last || ' ' || ${pick(COMPANY_SUFFIXES, "g || ':suffix'")},
            lower(replace(n.first || '.' || n.last, ' ', '')) || g || '@example.com',
            split_part(n.place, '|', 1), split_part(n.place, '|', 2), ${pick(CUSTOMER_GROUPS, "g || ':group'")},
            $6::timestamptz + ((${h("g || ':created'")} % $7::int) + $5::int) * interval '1 day',
            $4::timestamptz
     FROM generate_series(1, $2::int) AS g
     CROSS JOIN LATERAL (SELECT ${pick(FIRST_NAMES, "g || ':first'")} AS first, ${pick(LAST_NAMES, "g || ':last'")} AS last,
                                ($3::text[])[1 + (${h("g || ':place'")} % cardinality($3::text[]))::int] AS place) AS n`,
    [
      salt,
      customers,
      instance.places,
      landedAt,
      shift,
      `${DEMO_CUSTOMERS_FROM}T00:00:00Z`,
      DEMO_CUSTOMER_DAYS,
    ],
  );

  // Order numbers rise with the date, over the demo's three years (moved along the calendar); totals are filled
  // from the lines below.
  await tx.query(
    `INSERT INTO ${s}.sales_orders (order_id, order_number, order_date, customer_id, status, branch, currency,
                                    subtotal, tax, total, landed_at)
     SELECT g, $2::text || '-SO-' || lpad(g::text, 6, '0'), $9::date + $8::int + ((g - 1) * ($10::int - 1) / greatest($3::int - 1, 1)),
            1 + (${h("g || ':customer'")} % $4::int)::int, ${pick(ORDER_STATUSES, "g || ':status'")},
            ($5::text[])[1 + (${h("g || ':branch'")} % cardinality($5::text[]))::int], $6::text, 0, 0, 0,
            $7::timestamptz
     FROM generate_series(1, $3::int) AS g`,
    [
      salt,
      instance.code,
      orders,
      customers,
      instance.branches,
      instance.currency,
      landedAt,
      shift,
      DEMO_ORDERS_FROM,
      DEMO_ORDER_DAYS,
    ],
  );

  await tx.query(
    `INSERT INTO ${s}.sales_order_lines (line_id, order_id, line_number, product_id, sku, qty, unit_price,
                                         discount_pct, line_total, unit_cost, landed_at)
     SELECT row_number() OVER (ORDER BY o.order_id, l.n), o.order_id, l.n, p.product_id, p.sku, x.qty, p.unit_price,
            x.discount, round(x.qty * p.unit_price * (100 - x.discount) / 100, 2), p.cost, $3::timestamptz
     FROM ${s}.sales_orders o
     CROSS JOIN LATERAL generate_series(1, 1 + (${h("o.order_id || ':lines'")} % 7)::int) AS l(n)
     CROSS JOIN LATERAL (SELECT 1 + (${h("o.order_id || ':' || l.n || ':product'")} % $2::int)::int AS product_id,
                                1 + (${h("o.order_id || ':' || l.n || ':qty'")} % 24)::int AS qty,
                                ${pick(DISCOUNTS, "o.order_id || ':' || l.n || ':discount'")}::numeric AS discount) AS x
     JOIN ${s}.products p ON p.product_id = x.product_id`,
    [salt, products, landedAt],
  );

  await tx.query(
    `UPDATE ${s}.sales_orders o SET subtotal = t.subtotal, tax = round(t.subtotal * $1::numeric, 2),
                                   total = t.subtotal + round(t.subtotal * $1::numeric, 2)
     FROM (SELECT order_id, sum(line_total) AS subtotal FROM ${s}.sales_order_lines GROUP BY order_id) AS t
     WHERE t.order_id = o.order_id`,
    [instance.taxRate],
  );

  await tx.query(
    `INSERT INTO ${s}.stock_on_hand (product_id, sku, branch, on_hand, allocated, unit_cost, landed_at)
     SELECT p.product_id, p.sku, b.branch, q.on_hand, least(q.on_hand, (${h("p.product_id || ':' || b.branch || ':allocated'")} % 60)::int),
            p.cost, $3::timestamptz
     FROM ${s}.products p
     CROSS JOIN unnest($2::text[]) AS b(branch)
     CROSS JOIN LATERAL (SELECT (${h("p.product_id || ':' || b.branch || ':onhand'")} % 400)::int AS on_hand) AS q`,
    [salt, instance.branches, landedAt],
  );

  // The seeded rows carry no connection_id: the catalogue records the instance's active connection as feeding them,
  // the one Home shows (an instance seeded without connections has none).
  await tx.query(
    `UPDATE app.dw_tables t SET seeded_by_connection_id = (
       SELECT c.id FROM app.instance_connections c
       WHERE c.instance_id = t.instance_id AND c.status = 'ACTIVE' ORDER BY c.id LIMIT 1)
     FROM app.instances i WHERE i.id = t.instance_id AND i.schema = $1`,
    [instance.schema],
  );
  const [owner] = await tx.query<{ id: number }>('SELECT id FROM app.instances WHERE schema = $1', [
    instance.schema,
  ]);
  if (owner) {
    await recordRowCounts(
      tx,
      owner.id,
      instance.schema,
      BUSINESS_TABLES.map((table) => table.name),
    );
  }
}

/**
 * A bigger warehouse than the demo world's, for the paging tests and the bench: 25,000 orders give about 100,000
 * sales order lines (each order has 1–7, 4 on average).
 */
export const LARGE_WAREHOUSE: DemoInstance = {
  name: 'Large Warehouse',
  schema: 'large_warehouse',
  code: 'LW',
  currency: 'NZD',
  taxRate: 0.15,
  branches: ['Auckland', 'Wellington', 'Christchurch', 'Hamilton'],
  places: ['Auckland|New Zealand', 'Wellington|New Zealand', 'Sydney|Australia', 'Melbourne|Australia'],
  size: { products: 5000, customers: 8000, orders: 25_000 },
};

/**
 * Adds an instance with its own seeded warehouse (not part of the demo world), in one transaction, and makes the
 * given users members; answers the instance id.
 */
export async function seedExtraInstance(
  db: Database,
  instance: DemoInstance,
  memberUserIds: readonly string[] = [],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO app.instances (name, schema) VALUES ($1, $2) RETURNING id',
      [instance.name, instance.schema],
    );
    if (!row) throw new Error(`instance ${instance.schema} was not created`);
    for (const userId of memberUserIds) {
      await tx.query("INSERT INTO app.memberships (user_id, instance_id, role) VALUES ($1, $2, 'member')", [
        userId,
        row.id,
      ]);
    }
    await createWarehouseSchema(tx, instance.schema);
    await seedWarehouse(tx, instance);
    await tx.exec(`ANALYZE ${quoteIdent(instance.schema)}.sales_order_lines`);
    return row.id;
  });
}
