/**
 * The demo world's application rows: plans, the demo user and a colleague, two instances, their connections in
 * several statuses, ETL history, library, settings and invoices. Explicit timestamps and ids keep every run equal.
 */
import type { Queryable } from './database.ts';
import {
  DEMO_PLANS,
  DEMO_USER_EMAIL,
  DEMO_USER_NAME,
  DEMO_USER_SUBJECT,
  HARBOUR_TRADERS,
  NORTHWIND_WHOLESALE,
  type DemoInstance,
} from './demoWorld.ts';

const CIN7_OMNI = 1;
const DEMO_ERP = 2;
/**
 * The Cin7 Omni connector's scopes (server/etl/connectors/cin7Omni/entities.ts, whose test keeps the two equal):
 * every entity it lands, so the demo shows every table.
 */
export const DEMO_CIN7_SCOPES = [
  'products',
  'productOptions',
  'stock',
  'contacts',
  'salesOrders',
  'purchaseOrders',
  'creditNotes',
  'payments',
  'quotes',
  'branchTransfers',
  'adjustments',
  'branches',
  'productCategories',
  'users',
];
const ALL_SCOPES = DEMO_CIN7_SCOPES;

/** When Harbour Traders was created, as written (DEMO_DESIGN_DAY's calendar): the demo world's first instance. */
export const HARBOUR_CREATED_AT = '2025-01-05T09:00:00Z';
/** When the demo's people joined and last changed their settings, as written; both move with the calendar. */
export const DEMO_USERS_CREATED_AT = '2025-01-05T09:00:00Z';
export const DEMO_SETTINGS_UPDATED_AT = '2025-02-01T10:00:00Z';

export interface SeededApp {
  instanceIds: Record<string, number>;
}

async function one<R>(rows: Promise<R[]>): Promise<R> {
  const [row] = await rows;
  if (!row) throw new Error('expected a row back from the seed insert');
  return row;
}

async function upsertUser(tx: Queryable, id: string, subject: string, email: string, name: string) {
  // The identity provider may have created the user at first sign-in: keep its id, refresh the rest.
  const row = await one(
    tx.query<{ id: string }>(
      `INSERT INTO app.users (id, idp_subject, email, name, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (idp_subject) DO UPDATE SET email = EXCLUDED.email, name = EXCLUDED.name RETURNING id`,
      [id, subject, email, name, DEMO_USERS_CREATED_AT],
    ),
  );
  return row.id;
}

async function insertInstance(tx: Queryable, instance: DemoInstance, planId: string, created: string) {
  const row = await one(
    tx.query<{ id: number }>(
      'INSERT INTO app.instances (name, schema, plan_id, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
      [instance.name, instance.schema, planId, created],
    ),
  );
  return row.id;
}

interface ConnectionSeed {
  name: string;
  status: string;
  sourceSystemId: number;
  plan: string;
  clientId: string | null;
  attributes: [string | null, string | null, string | null];
  changed: string;
  termination?: [string, string];
}

async function insertConnection(tx: Queryable, instanceId: number, group: string, c: ConnectionSeed) {
  // No api_secret_encrypted: the API encrypts secrets with a key from its environment, which the seed lacks.
  const row = await one(
    tx.query<{ id: number }>(
      `INSERT INTO app.instance_connections (instance_id, name, status, source_system_id, connection_group,
         attribute1, attribute2, attribute3, stripe_product_id, etl_scopes, api_client_id, termination_reason,
         termination_note, changed, changed_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, '2025-01-05T09:00:00Z') RETURNING id`,
      [
        instanceId,
        c.name,
        c.status,
        c.sourceSystemId,
        group,
        ...c.attributes,
        c.plan,
        c.status === 'PENDING_INIT' ? [] : ALL_SCOPES,
        c.clientId,
        c.termination?.[0] ?? null,
        c.termination?.[1] ?? null,
        c.changed,
        DEMO_USER_EMAIL,
      ],
    ),
  );
  return row.id;
}

async function seedPlans(tx: Queryable): Promise<void> {
  for (const plan of Object.values(DEMO_PLANS)) {
    await tx.query(
      `INSERT INTO app.plans (id, name, monthly_price_per_connection, currency) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO NOTHING`,
      [plan.id, plan.name, plan.monthlyPricePerConnection, plan.currency],
    );
  }
}

async function seedLibrary(
  tx: Queryable,
  instanceId: number,
  owner: string,
  colleague: string,
): Promise<void> {
  const sales = await one(
    tx.query<{ id: number }>(
      `INSERT INTO app.library_topics (instance_id, name, created_by, created_at)
       VALUES ($1, 'Sales', $2, '2025-02-01T10:00:00Z'), ($1, 'Inventory', $2, '2025-02-01T10:00:00Z') RETURNING id`,
      [instanceId, owner],
    ),
  );
  // definition is the designer's structured query (a table design, docs/api.md); each one runs as /api/clientQuery
  // (warehouseQuery.test.ts runs them all).
  const items = await tx.query<{ id: number }>(
    `INSERT INTO app.library_items (instance_id, owner_user_id, topic_id, visibility, title, description, definition,
       created_at, updated_at) VALUES
     ($1, $2, $3, 'shared', 'Sales by category', 'Revenue per product category and month.',
      '{"table": "sales_order_lines", "columns": ["product.category", "order.order_date", "line_total"], "aggregate": {"line_total": "sum"}, "grain": {"order.order_date": "month"}, "formats": {"line_total": "#,##0.00", "order.order_date": "mmm yyyy"}, "sort": [{"column": "order.order_date"}, {"column": "product.category"}], "limit": 10000}',
      '2025-02-02T10:00:00Z', '2025-02-02T10:00:00Z'),
     ($1, $2, NULL, 'private', 'My top customers', 'Customers by total sales.',
      '{"table": "sales_orders", "columns": ["customer_id", "customer.company", "total"], "aggregate": {"total": "sum"}, "formats": {"total": "#,##0.00"}, "sort": [{"column": "total", "desc": true}], "limit": 100}',
      '2025-02-03T10:00:00Z', '2025-02-03T10:00:00Z'),
     ($1, $4, $3, 'shared', 'Open orders', 'Orders not yet invoiced.',
      '{"table": "sales_orders", "columns": ["order_number", "status", "total"], "filters": [{"column": "status", "op": "in", "values": ["Draft", "Approved", "Dispatched"]}]}',
      '2025-02-04T10:00:00Z', '2025-02-04T10:00:00Z')
     RETURNING id`,
    [instanceId, owner, sales.id, colleague],
  );
  const favorite = items[2];
  if (favorite) {
    await tx.query(
      "INSERT INTO app.library_favorites (user_id, item_id, created_at) VALUES ($1, $2, '2025-02-05T10:00:00Z')",
      [owner, favorite.id],
    );
  }
}

async function seedInvoices(tx: Queryable, instanceId: number): Promise<void> {
  const growth = DEMO_PLANS.growth;
  const starter = DEMO_PLANS.starter;
  const lines = JSON.stringify([
    { description: `${growth.name} — Harbour Traders Omni`, quantity: 1, unitAmount: 79, amount: 79 },
    { description: `${starter.name} — Wellington Store Omni`, quantity: 1, unitAmount: 29, amount: 29 },
  ]);
  await tx.query(
    `INSERT INTO app.invoices (instance_id, number, period_start, period_end, lines, total, currency, status, issued_at)
     VALUES ($1, 'WHF-HT-0001', '2025-04-01', '2025-04-30', $2::jsonb, 108, 'usd', 'paid', '2025-05-01T00:00:00Z'),
            ($1, 'WHF-HT-0002', '2025-05-01', '2025-05-31', $2::jsonb, 108, 'usd', 'paid', '2025-06-01T00:00:00Z')`,
    [instanceId, lines],
  );
}

export async function seedApp(tx: Queryable): Promise<SeededApp> {
  await seedPlans(tx);
  const demo = await upsertUser(
    tx,
    '6f0c5a2e-8d4b-4c1e-9a57-0d3c2b1a0001',
    DEMO_USER_SUBJECT,
    DEMO_USER_EMAIL,
    DEMO_USER_NAME,
  );
  const colleague = await upsertUser(
    tx,
    '6f0c5a2e-8d4b-4c1e-9a57-0d3c2b1a0002',
    'demo-colleague',
    'sam@wharf.test',
    'Sam Colleague',
  );
  await tx.query(
    `INSERT INTO app.user_settings (user_id, settings, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO NOTHING`,
    [demo, { theme: 'builder-light', hostMode: 'browser' }, DEMO_SETTINGS_UPDATED_AT],
  );

  const harbour = await insertInstance(tx, HARBOUR_TRADERS, DEMO_PLANS.growth.id, HARBOUR_CREATED_AT);
  const northwind = await insertInstance(
    tx,
    NORTHWIND_WHOLESALE,
    DEMO_PLANS.starter.id,
    '2025-03-10T09:00:00Z',
  );
  await tx.query(
    `INSERT INTO app.memberships (user_id, instance_id, role, created_at) VALUES
       ($1, $2, 'owner', '2025-01-05T09:00:00Z'), ($1, $3, 'member', '2025-03-10T09:00:00Z'),
       ($4, $2, 'member', '2025-01-20T09:00:00Z')`,
    [demo, harbour, northwind, colleague],
  );

  const group = 'Harbour Traders';
  await insertConnection(tx, harbour, group, {
    name: 'Harbour Traders Omni',
    status: 'ACTIVE',
    sourceSystemId: CIN7_OMNI,
    plan: DEMO_PLANS.growth.id,
    clientId: 'harbour-traders-omni',
    attributes: ['NZD', 'Auckland', null],
    changed: '2025-01-06T09:00:00Z',
  });
  await insertConnection(tx, harbour, group, {
    name: 'Harbour Demo ERP',
    status: 'PENDING_INIT',
    sourceSystemId: DEMO_ERP,
    plan: DEMO_PLANS.starter.id,
    clientId: null,
    attributes: [null, null, null],
    changed: '2025-06-20T09:00:00Z',
  });
  await insertConnection(tx, harbour, group, {
    name: 'Wellington Store Omni',
    status: 'TERMINATING',
    sourceSystemId: CIN7_OMNI,
    plan: DEMO_PLANS.starter.id,
    clientId: 'harbour-wellington-omni',
    attributes: ['NZD', 'Wellington', null],
    changed: '2025-06-25T09:00:00Z',
    termination: ['Store closing', 'Wellington store closes at the end of July.'],
  });
  await insertConnection(tx, harbour, group, {
    name: 'Old Omni Trial',
    status: 'DELETED',
    sourceSystemId: CIN7_OMNI,
    plan: DEMO_PLANS.starter.id,
    clientId: 'harbour-trial-omni',
    attributes: ['NZD', null, null],
    changed: '2025-01-31T09:00:00Z',
  });
  // Another account of the Cin7 Omni stand-in (server/etl/demoConnection.ts gives it its key).
  await insertConnection(tx, northwind, 'Northwind Wholesale', {
    name: 'Northwind Omni',
    status: 'ACTIVE',
    sourceSystemId: CIN7_OMNI,
    plan: DEMO_PLANS.starter.id,
    clientId: 'northwind-wholesale-omni',
    attributes: ['USD', 'Seattle', null],
    changed: '2025-03-11T09:00:00Z',
  });

  await seedLibrary(tx, harbour, demo, colleague);
  await seedInvoices(tx, harbour);
  return { instanceIds: { [HARBOUR_TRADERS.schema]: harbour, [NORTHWIND_WHOLESALE.schema]: northwind } };
}
