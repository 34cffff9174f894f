/**
 * The demo world's billing at the stand-in: Wharf's plans as products with monthly prices, Harbour Traders as a
 * customer (found by the instance's schema in its metadata, as sign-up tags customers), a subscription per billable
 * connection (tagged with the connection's id; one that is terminating ends at period end), three paid invoices
 * for the months before this one, and so an upcoming invoice for next month.
 */
import { endsThisPeriod, isBillable } from '@wharf/contract';
import type { Queryable } from '../../server/db/database.ts';
import { DEMO_PLANS, HARBOUR_TRADERS } from '../../server/db/demoWorld.ts';
import type { StripeStore } from './store.ts';

/** Metadata keys Wharf's billing reads (server/api/billing/stripe.ts uses the same names). */
export const INSTANCE_SCHEMA_KEY = 'wharf_instance_schema';
export const CONNECTION_ID_KEY = 'wharf_connection_id';

/** The demo customer's id: fixed, so a database that remembered it finds it again after a restart. */
export const DEMO_CUSTOMER_ID = 'cus_demoHarbourTraders';

export interface DemoConnection {
  id: number;
  name: string;
  status: string;
  stripeProductId: string | null;
}

export function seedDemoBilling(store: StripeStore, connections: readonly DemoConnection[]): void {
  for (const plan of Object.values(DEMO_PLANS)) {
    store.addPlan({
      productId: plan.id,
      name: plan.name,
      unitAmount: plan.monthlyPricePerConnection * 100,
      currency: plan.currency,
    });
  }
  const customer = store.createCustomer({
    id: DEMO_CUSTOMER_ID,
    name: HARBOUR_TRADERS.name,
    email: 'billing@harbour-traders.test',
    metadata: { [INSTANCE_SCHEMA_KEY]: HARBOUR_TRADERS.schema },
  });
  // A stand-in that kept its account from an earlier start gets the demo's billing afresh, not a second copy.
  store.clearBilling(customer.id);
  for (const connection of connections) {
    if (!connection.stripeProductId || !isBillable(connection.status)) continue;
    const product = store.products.get(connection.stripeProductId);
    if (!product) continue;
    store.createSubscription({
      customer: customer.id,
      priceIds: [product.default_price],
      metadata: { [CONNECTION_ID_KEY]: String(connection.id), wharf_connection_name: connection.name },
      cancelAtPeriodEnd: endsThisPeriod(connection.status),
    });
  }
  // Stripe bills a month in advance: the months up to this one are invoiced, and the preview is next month's.
  [-2, -1, 0].forEach((offset, index) =>
    store.addInvoice(customer.id, offset, `HARBOUR-${String(index + 1).padStart(4, '0')}`, 'paid'),
  );
}

/** The demo instance's connections as the seeded database holds them (their ids are the database's). */
export function demoConnectionsIn(db: Queryable): Promise<DemoConnection[]> {
  return db.query<DemoConnection>(
    `SELECT c.id, c.name, c.status, c.stripe_product_id AS "stripeProductId"
     FROM app.instance_connections c JOIN app.instances i ON i.id = c.instance_id
     WHERE i.schema = $1 ORDER BY c.id`,
    [HARBOUR_TRADERS.schema],
  );
}
