/**
 * Where invoices come from (/api/stripe/invoice/list and /preview): the local provider computes them from
 * the database (the default, and what the demo world shows); the Stripe provider asks Stripe with its official SDK
 * for the instance's Stripe customer. Both answer the same contract shapes (contract/billing.ts).
 */
import type { z } from 'zod';
import type { invoicePreviewResponseSchema, invoiceSchema } from '@wharf/contract';
import type { Queryable } from '../../db/database.ts';

export type Invoice = z.input<typeof invoiceSchema>;
export type InvoicePreview = z.input<typeof invoicePreviewResponseSchema>;

/** What billing needs to know about an instance. */
export interface BillingInstance {
  id: number;
  name: string;
  /** The instance's warehouse schema: unique and fixed, so the billing customer is tagged with it. */
  schema: string;
  /** app.instances.stripe_customer_id: null until the Stripe provider creates the customer. */
  stripeCustomerId: string | null;
}

export interface BillingOwner {
  email: string;
  name: string;
}

export interface PlanChangeBilled {
  connectionId: number;
  connectionName: string;
  /** The plan's id, which is its Stripe product id. */
  productId: string;
}

/** The billing provider refused a call or could not be reached; the message is the provider's own, for the user. */
export class BillingProviderError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BillingProviderError';
  }
}

export interface BillingProvider {
  readonly kind: 'local' | 'stripe';
  /** Newest period first. */
  listInvoices(db: Queryable, instance: BillingInstance): Promise<Invoice[]>;
  previewInvoice(db: Queryable, instance: BillingInstance, now: Date): Promise<InvoicePreview>;
  /** A connection moved to another plan (already saved): the provider bills it at that plan from now on. */
  changeConnectionPlan(db: Queryable, instance: BillingInstance, change: PlanChangeBilled): Promise<void>;
  /**
   * Called when sign-up creates an instance: the billing customer's id to keep, or null when there is none. A
   * refusal or failure of the provider's is a BillingProviderError.
   */
  createCustomer(
    instance: Pick<BillingInstance, 'id' | 'name'> & { schema?: string },
    owner: BillingOwner,
  ): Promise<string | null>;
}

export async function billingInstance(db: Queryable, instanceId: number): Promise<BillingInstance> {
  const [row] = await db.query<BillingInstance>(
    'SELECT id, name, schema, stripe_customer_id AS "stripeCustomerId" FROM app.instances WHERE id = $1',
    [instanceId],
  );
  if (!row) throw new Error(`instance ${instanceId} vanished`);
  return row;
}
