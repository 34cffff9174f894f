/**
 * A new instance's billing customer, inside sign-up's transaction: the provider's refusal or outage answers 502 with
 * the provider's reason, and a customer id another instance already holds answers 409. Either way the error leaves
 * the transaction, which rolls back, so no instance is kept without its billing.
 */
import type { Queryable } from '../../db/database.ts';
import { ApiError, conflict } from '../errors.ts';
import { BillingProviderError, type BillingOwner, type BillingProvider } from './provider.ts';

/** What sign-up answers when billing fails it, before the reason. */
export const BILLING_FAILED = 'Billing could not set up this company:';

export async function createBillingCustomer(
  tx: Queryable,
  billing: BillingProvider,
  instance: { id: number; name: string; schema: string },
  owner: BillingOwner,
): Promise<string | null> {
  let customer: string | null;
  try {
    customer = await billing.createCustomer(instance, { email: owner.email, name: owner.name });
  } catch (error) {
    if (error instanceof BillingProviderError) throw new ApiError(502, `${BILLING_FAILED} ${error.message}`);
    throw error;
  }
  if (customer === null) return null;
  const [holder] = await tx.query('SELECT 1 FROM app.instances WHERE stripe_customer_id = $1', [customer]);
  if (holder) {
    throw conflict(`${BILLING_FAILED} its billing customer ${customer} already belongs to another instance.`);
  }
  return customer;
}
