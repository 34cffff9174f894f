/**
 * Billing through Stripe's official SDK: invoices are the instance's Stripe customer's invoices, the preview is
 * Stripe's invoice preview (`invoices.createPreview`, the successor of the retired "upcoming invoice" call), and
 * sign-up creates the customer. Amounts arrive in the currency's minor unit and leave in major units, as the
 * local provider answers them.
 */
import Stripe from 'stripe';
import { nextBillingPeriod } from '../services/invoicePreview.ts';
import type { BillingInstance, BillingProvider, Invoice, InvoicePreview } from './provider.ts';

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

  const customerOf = (instance: BillingInstance) => instance.stripeCustomerId;

  return {
    kind: 'stripe',

    async listInvoices(_db, instance) {
      const customer = customerOf(instance);
      if (!customer) return [];
      const invoices = await stripe.invoices
        .list({ customer, limit: MAX_INVOICES })
        .autoPagingToArray({ limit: MAX_INVOICES });
      return invoices
        .map(invoiceFromStripe)
        .sort((a, b) => b.periodStart.localeCompare(a.periodStart) || b.issued.localeCompare(a.issued));
    },

    async previewInvoice(db, instance, now) {
      const [plan] = await db.query<{ currency: string }>(
        'SELECT p.currency FROM app.instances i JOIN app.plans p ON p.id = i.plan_id WHERE i.id = $1',
        [instance.id],
      );
      const currency = plan?.currency ?? 'usd';
      const customer = customerOf(instance);
      if (!customer) return emptyPreview(instance.id, now, currency);
      try {
        return previewFromStripe(instance.id, await stripe.invoices.createPreview({ customer }));
      } catch (error) {
        // Nothing to bill yet (no subscription, no pending items): an empty next invoice, not a failure.
        if (error instanceof Stripe.errors.StripeError && error.code === 'invoice_upcoming_none') {
          return emptyPreview(instance.id, now, currency);
        }
        throw error;
      }
    },

    async createCustomer(instance, owner) {
      const customer = await stripe.customers.create(
        {
          name: instance.name,
          email: owner.email,
          metadata: { wharf_instance_id: String(instance.id) },
        },
        // Retried sign-ups must not make two customers for one instance.
        { idempotencyKey: `wharf-instance-${instance.id}` },
      );
      return customer.id;
    },
  };
}
