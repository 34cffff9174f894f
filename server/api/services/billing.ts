/**
 * What an owner or admin sees of the instance's billing (/api/stripe/invoice/list and /preview), from
 * whichever provider the API was configured with (server/api/billing/provider.ts).
 */
import type { Database, Queryable } from '../../db/database.ts';
import { ApiError } from '../errors.ts';
import {
  BillingProviderError,
  billingInstance,
  type BillingProvider,
  type Invoice,
  type InvoicePreview,
} from '../billing/provider.ts';
import { saveConnectionPlan, type ConnectionUpdate } from './connectionUpdates.ts';
import type { PlanChange } from './connections.ts';

export async function instanceInvoices(
  db: Queryable,
  billing: BillingProvider,
  instanceId: number,
): Promise<{ instanceId: number; invoices: Invoice[] }> {
  return { instanceId, invoices: await billing.listInvoices(db, await billingInstance(db, instanceId)) };
}

export async function nextInvoicePreview(
  db: Queryable,
  billing: BillingProvider,
  instanceId: number,
  now: Date,
): Promise<InvoicePreview> {
  return billing.previewInvoice(db, await billingInstance(db, instanceId), now);
}

/** What a plan change answers when billing refuses it, before the provider's reason. */
export const PLAN_CHANGE_FAILED = 'Billing could not move this connection to the plan; it stays on its plan:';

/**
 * /api/instanceConnection/product: the plan is saved, then the provider bills the connection at it (Stripe moves
 * the connection's subscription to the plan's price). When the provider refuses, the saved plan goes back to what
 * it was, so Wharf never shows a plan that is not the one billed.
 */
export async function changeConnectionPlanBilled(
  db: Database,
  billing: BillingProvider,
  change: PlanChange,
  key: Buffer,
): Promise<ConnectionUpdate> {
  const [before] = await db.query<{ planId: string | null }>(
    'SELECT stripe_product_id AS "planId" FROM app.instance_connections WHERE id = $1 AND instance_id = $2',
    [change.connectionId, change.instanceId],
  );
  const update = await saveConnectionPlan(db, change, key);
  if (before?.planId === change.planId) return update;
  try {
    await billing.changeConnectionPlan(db, await billingInstance(db, change.instanceId), {
      connectionId: change.connectionId,
      connectionName: update.instanceConnection.name,
      productId: change.planId,
    });
  } catch (error) {
    await db.query(
      'UPDATE app.instance_connections SET stripe_product_id = $3 WHERE id = $1 AND instance_id = $2',
      [change.connectionId, change.instanceId, before?.planId ?? null],
    );
    // The provider's refusal or outage, in its words: the plan stays as it was, which the add-in shows.
    if (error instanceof BillingProviderError) {
      throw new ApiError(502, `${PLAN_CHANGE_FAILED} ${error.message}`);
    }
    throw error;
  }
  return update;
}
