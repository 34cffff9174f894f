/**
 * Billing through Stripe's official SDK: invoices are the instance's Stripe customer's invoices, the preview is
 * Stripe's invoice preview (`invoices.createPreview`, the successor of the retired "upcoming invoice" call), and
 * sign-up creates the customer. Amounts arrive in the currency's minor unit and leave in major units, as the
 * local provider answers them. Each billable connection is a subscription tagged with its id; a plan change moves
 * that subscription to the new product's price. `npm start` points this at a local stand-in of Stripe's API
 * (standins/stripe, docs/billing.md) through STRIPE_API_BASE: the same calls, the same code.
 */
import Stripe from 'stripe';
import type { Queryable } from '../../db/database.ts';
import { nextBillingPeriod } from '../services/invoicePreview.ts';
import {
  BillingProviderError,
  type BillingInstance,
  type BillingProvider,
  type Invoice,
  type InvoicePreview,
} from './provider.ts';

export interface StripeBillingOptions {
  secretKey: string;
  /** Another API base than https://api.stripe.com (a proxy, or Stripe's own stripe-mock). */
  apiBase?: URL;
  timeoutMs?: number;
}

/** Stripe's zero-decimal currencies: their amounts are already in major units. */
const ZERO_DECIMAL = new Set('bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf'.split(' '));
/** How many invoices the list shows at most (newest first). */
const MAX_INVOICES = 100;
/** Line metadata key that ties a Stripe invoice line to a Wharf connection. */
export const CONNECTION_METADATA_KEY = 'wharf_connection_id';
/** Customer metadata key holding the instance's schema: finds an instance's customer when its id was not kept. */
export const INSTANCE_SCHEMA_METADATA_KEY = 'wharf_instance_schema';
const STATUSES = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;
type InvoiceStatus = (typeof STATUSES)[number];

function major(amount: number, currency: string): number {
  return ZERO_DECIMAL.has(currency.toLowerCase()) ? amount : Math.round(amount) / 100;
}

function day(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** Stripe's period end is the first second after the period; ours is its last day. */
function lastDay(seconds: number): string {
  return day(Math.max(0, seconds - 1));
}

function connectionIdOf(line: Stripe.InvoiceLineItem): number | null {
  const raw = line.metadata[CONNECTION_METADATA_KEY];
  return raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

function lineOf(line: Stripe.InvoiceLineItem, currency: string) {
  const quantity = line.quantity ?? 1;
  const amount = major(line.amount, currency);
  return {
    description: line.description ?? '',
    quantity,
    unitAmount: quantity === 0 ? amount : Math.round((amount / quantity) * 100) / 100,
    amount,
    connectionId: connectionIdOf(line),
  };
}

function statusOf(status: Stripe.Invoice['status']): InvoiceStatus {
  return STATUSES.find((known) => known === status) ?? 'draft';
}

function periodOf(invoice: Stripe.Invoice): { start: number; end: number } {
  // A subscription invoice's own period is the one before the lines' service period; the lines say what is billed.
  const lines = invoice.lines.data;
  if (lines.length === 0) return { start: invoice.period_start, end: invoice.period_end };
  return {
    start: Math.min(...lines.map((line) => line.period.start)),
    end: Math.max(...lines.map((line) => line.period.end)),
  };
}

export function invoiceFromStripe(invoice: Stripe.Invoice): Invoice {
  const period = periodOf(invoice);
  return {
    id: invoice.id,
    number: invoice.number ?? invoice.id,
    periodStart: day(period.start),
    periodEnd: lastDay(period.end),
    lines: invoice.lines.data.map((line) => {
      const { connectionId, ...rest } = lineOf(line, invoice.currency);
      return connectionId === null ? rest : { ...rest, connectionId };
    }),
    total: major(invoice.total, invoice.currency),
    currency: invoice.currency,
    status: statusOf(invoice.status),
    issued: new Date((invoice.status_transitions.finalized_at ?? invoice.created) * 1000).toISOString(),
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
  };
}

export function previewFromStripe(instanceId: number, invoice: Stripe.Invoice): InvoicePreview {
  const period = periodOf(invoice);
  return {
    instanceId,
    periodStart: day(period.start),
    periodEnd: lastDay(period.end),
    currency: invoice.currency,
    lines: invoice.lines.data.map((line) => lineOf(line, invoice.currency)),
    total: major(invoice.total, invoice.currency),
  };
}

function emptyPreview(instanceId: number, now: Date, currency: string): InvoicePreview {
  return { instanceId, ...nextBillingPeriod(now), currency, lines: [], total: 0 };
}

export function stripeBilling(options: StripeBillingOptions): BillingProvider {
  const base = options.apiBase;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'Wharf' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });

  /**
   * The instance's customer: the id kept at sign-up, else the customer tagged with the instance's schema (kept once
   * found). A kept id Stripe no longer knows (deleted, or another account) counts as none.
   */
  async function customerOf(db: Queryable, instance: BillingInstance): Promise<string | null> {
    if (instance.stripeCustomerId) return instance.stripeCustomerId;
    const found = await stripe.customers.search({
      query: `metadata['${INSTANCE_SCHEMA_METADATA_KEY}']:'${instance.schema}'`,
      limit: 1,
    });
    const customer = found.data[0]?.id ?? null;
    if (customer) {
      await db.query(
        'UPDATE app.instances SET stripe_customer_id = $2 WHERE id = $1 AND stripe_customer_id IS NULL',
        [instance.id, customer],
      );
    }
    return customer;
  }

  /** Nothing to bill yet (no subscription, no pending items) or no such customer: empty, not a failure. */
  const isNothingToBill = (error: unknown) =>
    error instanceof Stripe.errors.StripeError &&
    (error.code === 'invoice_upcoming_none' ||
      (error.code === 'resource_missing' && error.param === 'customer'));

  async function connectionSubscription(customer: string, connectionId: number) {
    const subscriptions = await stripe.subscriptions
      .list({ customer, status: 'active', limit: 100 })
      .autoPagingToArray({ limit: 1000 });
    return subscriptions.find((sub) => sub.metadata[CONNECTION_METADATA_KEY] === String(connectionId));
  }

  async function monthlyPriceOf(productId: string): Promise<string> {
    const prices = await stripe.prices.list({ product: productId, active: true, limit: 10 });
    const monthly = prices.data.find((price) => price.recurring?.interval === 'month') ?? prices.data[0];
    if (!monthly)
      throw new BillingProviderError(`Stripe has no active monthly price for the plan ${productId}.`);
    return monthly.id;
  }

  /** Bills the connection at the plan's monthly price: its subscription moves, or one is made. */
  async function moveSubscription(
    customer: string,
    change: { connectionId: number; connectionName: string; productId: string },
  ): Promise<void> {
    const price = await monthlyPriceOf(change.productId);
    const subscription = await connectionSubscription(customer, change.connectionId);
    const item = subscription?.items.data[0];
    if (subscription && item) {
      // The new price from the next period on; no mid-month proration for a per-connection monthly plan.
      await stripe.subscriptions.update(subscription.id, {
        items: [{ id: item.id, price }],
        proration_behavior: 'none',
      });
      return;
    }
    await stripe.subscriptions.create({
      customer,
      items: [{ price }],
      metadata: {
        [CONNECTION_METADATA_KEY]: String(change.connectionId),
        wharf_connection_name: change.connectionName,
      },
    });
  }

  return {
    kind: 'stripe',

    async listInvoices(db, instance) {
      const customer = await customerOf(db, instance);
      if (!customer) return [];
      try {
        const invoices = await stripe.invoices
          .list({ customer, limit: MAX_INVOICES })
          .autoPagingToArray({ limit: MAX_INVOICES });
        return invoices
          .map(invoiceFromStripe)
          .sort((a, b) => b.periodStart.localeCompare(a.periodStart) || b.issued.localeCompare(a.issued));
      } catch (error) {
        if (isNothingToBill(error)) return [];
        throw error;
      }
    },

    async previewInvoice(db, instance, now) {
      const [plan] = await db.query<{ currency: string }>(
        'SELECT p.currency FROM app.instances i JOIN app.plans p ON p.id = i.plan_id WHERE i.id = $1',
        [instance.id],
      );
      const currency = plan?.currency ?? 'usd';
      const customer = await customerOf(db, instance);
      if (!customer) return emptyPreview(instance.id, now, currency);
      try {
        return previewFromStripe(instance.id, await stripe.invoices.createPreview({ customer }));
      } catch (error) {
        if (isNothingToBill(error)) return emptyPreview(instance.id, now, currency);
        throw error;
      }
    },

    async changeConnectionPlan(db, instance, change) {
      const customer = await customerOf(db, instance);
      // No customer: nothing is billed through Stripe for this instance yet, so there is nothing to move.
      if (!customer) return;
      await moveSubscription(customer, change).catch((error: unknown) => {
        // Stripe's refusal or outage in its own words, for the plan change to pass on.
        if (error instanceof Stripe.errors.StripeError) {
          throw new BillingProviderError(error.message, { cause: error });
        }
        throw error;
      });
    },

    async createCustomer(instance, owner) {
      const customer = await stripe.customers
        .create(
          {
            name: instance.name,
            email: owner.email,
            metadata: {
              wharf_instance_id: String(instance.id),
              ...(instance.schema ? { [INSTANCE_SCHEMA_METADATA_KEY]: instance.schema } : {}),
            },
          },
          // Retried sign-ups must not make two customers for one instance.
          { idempotencyKey: `wharf-instance-${instance.id}` },
        )
        .catch((error: unknown) => {
          // Whatever Stripe answers (a refusal, an outage, no connection): its words, for sign-up to pass on.
          if (error instanceof Stripe.errors.StripeError) {
            throw new BillingProviderError(error.message, { cause: error });
          }
          throw error;
        });
      return customer.id;
    },
  };
}
