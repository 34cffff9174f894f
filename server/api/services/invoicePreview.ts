/**
 * /api/stripe/invoice/preview: what the next calendar month will cost, computed from the connections and plans in
 * the database (no call to Stripe yet). Next month bills the contract's renewing connections: TERMINATING ones
 * end with the current month, and PENDING_INIT, ARCHIVE and DELETED ones cost nothing.
 */
import { RENEWING_STATUSES } from '@wharf/contract';
import type { Queryable } from '../../db/database.ts';

interface LineRow {
  connection_id: number;
  connection_name: string;
  plan_name: string;
  price: number;
  currency: string;
  total: number;
}

/** The first and last day of the month after `now`, as YYYY-MM-DD (UTC). */
export function nextBillingPeriod(now: Date): { periodStart: string; periodEnd: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0));
  return { periodStart: start.toISOString().slice(0, 10), periodEnd: end.toISOString().slice(0, 10) };
}

export async function previewInvoice(db: Queryable, instanceId: number, now: Date) {
  // Money is summed in SQL (numeric), not in floating point.
  const rows = await db.query<LineRow>(
    `SELECT c.id AS connection_id, c.name AS connection_name, p.name AS plan_name,
            p.monthly_price_per_connection AS price, p.currency,
            sum(p.monthly_price_per_connection) OVER () AS total
     FROM app.instance_connections c JOIN app.plans p ON p.id = c.stripe_product_id
     WHERE c.instance_id = $1 AND c.status = ANY($2::text[]) ORDER BY c.id`,
    [instanceId, [...RENEWING_STATUSES]],
  );
  const [plan] = await db.query<{ currency: string }>(
    'SELECT p.currency FROM app.instances i JOIN app.plans p ON p.id = i.plan_id WHERE i.id = $1',
    [instanceId],
  );
  return {
    instanceId,
    ...nextBillingPeriod(now),
    currency: rows[0]?.currency ?? plan?.currency ?? 'usd',
    lines: rows.map((row) => ({
      description: `${row.plan_name} — ${row.connection_name}`,
      connectionId: row.connection_id,
      quantity: 1,
      unitAmount: row.price,
      amount: row.price,
    })),
    total: rows[0]?.total ?? 0,
  };
}
