/**
 * The stand-in's account: customers, products with their monthly prices, subscriptions (one per Wharf connection)
 * and invoices, with the few operations Wharf's billing uses. Errors are thrown as StandInError carrying Stripe's
 * status and error body, so the server answers them as Stripe would. Ids are random, as Stripe's are; the account
 * can be restored from a snapshot and reports each change, so a stand-in with a file keeps it across starts.
 */
import { stripeId } from './ids.ts';
import {
  listOf,
  type Customer,
  type Invoice,
  type InvoiceLine,
  type Price,
  type Product,
  type StripeErrorBody,
  type Subscription,
  type SubscriptionItem,
} from './objects.ts';
import type { AccountSnapshot, IdempotentRequest } from './persistence.ts';

export class StandInError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.error.message);
  }
}

export const invalidRequest = (message: string, param?: string, code?: string, status = 400) =>
  new StandInError(status, {
    error: {
      type: 'invalid_request_error',
      message,
      ...(code ? { code } : {}),
      ...(param ? { param } : {}),
    },
  });

export const missing = (kind: string, id: string, param = 'id') =>
  invalidRequest(`No such ${kind}: '${id}'`, param, 'resource_missing', 404);

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
/** How long Stripe remembers an Idempotency-Key. */
const IDEMPOTENCY_SECONDS = 24 * 60 * 60;

/** The first second of the UTC month `offset` months from `now`'s. */
export function monthStart(now: Date, offset: number): number {
  return seconds(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)));
}

export interface PlanSeed {
  productId: string;
  name: string;
  /** In the currency's minor unit. */
  unitAmount: number;
  currency: string;
}

export class StripeStore {
  readonly customers = new Map<string, Customer>();
  readonly products = new Map<string, Product>();
  readonly prices = new Map<string, Price>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices = new Map<string, Invoice>();
  private readonly idempotent = new Map<string, IdempotentRequest>();

  constructor(
    private readonly now: () => Date,
    /** Where the hosted invoice pages live (the stand-in's own URL). */
    private readonly hostedBase: () => string,
    /** Told after every change (the stand-in writes its file then). */
    private readonly changed: () => void = () => undefined,
  ) {}

  nextId(prefix: string): string {
    return stripeId(prefix);
  }

  snapshot(): AccountSnapshot {
    return {
      customers: [...this.customers.values()],
      products: [...this.products.values()],
      prices: [...this.prices.values()],
      subscriptions: [...this.subscriptions.values()],
      invoices: [...this.invoices.values()],
      idempotent: [...this.idempotent.entries()],
    };
  }

  /** Takes back an account a snapshot kept (a stand-in started again over its file). */
  restore(snapshot: AccountSnapshot): void {
    const fill = <T extends { id: string | null }>(map: Map<string, T>, items: T[]) => {
      map.clear();
      for (const item of items) if (item.id) map.set(item.id, item);
    };
    fill(this.customers, snapshot.customers);
    fill(this.products, snapshot.products);
    fill(this.prices, snapshot.prices);
    fill(this.subscriptions, snapshot.subscriptions);
    fill(this.invoices, snapshot.invoices);
    this.idempotent.clear();
    for (const [key, request] of snapshot.idempotent) this.idempotent.set(key, request);
  }

  private get created(): number {
    return seconds(this.now());
  }

  addPlan(plan: PlanSeed): Price {
    const priceId = `price_${plan.productId.replace(/^prod_/, '')}_monthly`;
    const price: Price = {
      id: priceId,
      object: 'price',
      product: plan.productId,
      active: true,
      currency: plan.currency,
      unit_amount: plan.unitAmount,
      type: 'recurring',
      recurring: { interval: 'month', interval_count: 1 },
      created: this.created,
      livemode: false,
    };
    this.prices.set(priceId, price);
    this.products.set(plan.productId, {
      id: plan.productId,
      object: 'product',
      name: plan.name,
      active: true,
      default_price: priceId,
      metadata: {},
      created: this.created,
      livemode: false,
    });
    this.changed();
    return price;
  }

  /**
   * A new customer; a repeated Idempotency-Key (within Stripe's 24 hours) answers the customer it made, or Stripe's
   * idempotency_error when the request differs from the first one.
   */
  createCustomer(
    fields: { id?: string; name?: string; email?: string; metadata: Record<string, string> },
    idempotencyKey?: string,
  ): Customer {
    const request = JSON.stringify(fields);
    const earlier = idempotencyKey ? this.idempotent.get(idempotencyKey) : undefined;
    if (earlier && earlier.at + IDEMPOTENCY_SECONDS > this.created) {
      if (earlier.request !== request) {
        throw new StandInError(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
      }
      const existing = this.customers.get(earlier.id);
      if (existing) return existing;
    }
    const customer: Customer = {
      id: fields.id ?? this.nextId('cus'),
      object: 'customer',
      name: fields.name ?? null,
      email: fields.email ?? null,
      metadata: fields.metadata,
      created: this.created,
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    if (idempotencyKey) this.idempotent.set(idempotencyKey, { id: customer.id, request, at: this.created });
    this.changed();
    return customer;
  }

  customer(id: string, param = 'id'): Customer {
    const customer = this.customers.get(id);
    if (!customer) throw missing('customer', id, param);
    return customer;
  }

  price(id: string, param = 'price'): Price {
    const price = this.prices.get(id);
    if (!price) throw missing('price', id, param);
    return price;
  }

  private item(subscription: string, price: Price): SubscriptionItem {
    return {
      id: this.nextId('si'),
      object: 'subscription_item',
      price,
      quantity: 1,
      subscription,
      current_period_start: monthStart(this.now(), 0),
      current_period_end: monthStart(this.now(), 1),
      metadata: {},
    };
  }

  createSubscription(fields: {
    customer: string;
    priceIds: string[];
    metadata: Record<string, string>;
    cancelAtPeriodEnd?: boolean;
  }): Subscription {
    this.customer(fields.customer, 'customer');
    if (fields.priceIds.length === 0) throw invalidRequest('Missing required param: items.', 'items');
    const prices = fields.priceIds.map((id, index) => this.price(id, `items[${index}][price]`));
    const id = this.nextId('sub');
    const subscription: Subscription = {
      id,
      object: 'subscription',
      customer: fields.customer,
      status: 'active',
      cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
      canceled_at: null,
      metadata: fields.metadata,
      items: listOf(
        prices.map((price) => this.item(id, price)),
        `/v1/subscription_items?subscription=${id}`,
      ),
      created: this.created,
      livemode: false,
    };
    this.subscriptions.set(id, subscription);
    this.changed();
    return subscription;
  }

  subscription(id: string): Subscription {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw missing('subscription', id);
    return subscription;
  }

  /** Moves a subscription's items to other prices (`items[n][id]` + `items[n][price]`), or ends it at period end. */
  updateSubscription(
    id: string,
    change: {
      items: { id?: string; price?: string }[];
      metadata: Record<string, string>;
      cancelAtPeriodEnd?: boolean;
    },
  ): Subscription {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled') {
      throw invalidRequest(
        'A canceled subscription can only update its cancellation_details and metadata.',
        undefined,
        'subscription_canceled',
      );
    }
    change.items.forEach((itemChange, index) => {
      if (!itemChange.price) return;
      const price = this.price(itemChange.price, `items[${index}][price]`);
      const item = subscription.items.data.find((candidate) => candidate.id === itemChange.id);
      if (itemChange.id && !item) throw missing('subscription_item', itemChange.id, `items[${index}][id]`);
      if (item) item.price = price;
      else subscription.items.data.push(this.item(id, price));
    });
    Object.assign(subscription.metadata, change.metadata);
    if (change.cancelAtPeriodEnd !== undefined) subscription.cancel_at_period_end = change.cancelAtPeriodEnd;
    this.changed();
    return subscription;
  }

  cancelSubscription(id: string): Subscription {
    const subscription = this.subscription(id);
    subscription.status = 'canceled';
    subscription.canceled_at = this.created;
    this.changed();
    return subscription;
  }

  private line(
    subscription: Subscription,
    item: SubscriptionItem,
    period: { start: number; end: number },
  ): InvoiceLine {
    const product = this.products.get(item.price.product);
    const amount = item.price.unit_amount * item.quantity;
    return {
      id: this.nextId('il'),
      object: 'line_item',
      amount,
      currency: item.price.currency,
      description: `${item.quantity} × ${product?.name ?? item.price.product} (at ${(item.price.unit_amount / 100).toFixed(2)} ${item.price.currency.toUpperCase()} / month)`,
      quantity: item.quantity,
      metadata: { ...subscription.metadata },
      period,
      pricing: {
        type: 'price_details',
        price_details: { price: item.price.id, product: item.price.product },
        unit_amount_decimal: String(item.price.unit_amount),
      },
    };
  }

  /** The lines a customer's subscriptions bill for one period (subscriptions ending at period end excluded). */
  private linesFor(customer: string, period: { start: number; end: number }, renewing: boolean) {
    return [...this.subscriptions.values()]
      .filter((sub) => sub.customer === customer && sub.status === 'active')
      .filter((sub) => !renewing || !sub.cancel_at_period_end)
      .flatMap((sub) => sub.items.data.map((item) => this.line(sub, item, period)));
  }

  private invoiceOf(
    customer: string,
    lines: InvoiceLine[],
    fields: { id: string | null; number: string | null; status: Invoice['status']; created: number },
  ): Invoice {
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    const paid = fields.status === 'paid';
    return {
      id: fields.id,
      object: 'invoice',
      customer,
      number: fields.number,
      status: fields.status,
      currency: lines[0]?.currency ?? 'usd',
      subtotal: total,
      total,
      amount_due: total,
      amount_paid: paid ? total : 0,
      created: fields.created,
      // A subscription invoice's own period is the one before what its lines bill (billing in advance).
      period_start: lines[0] ? lines[0].period.start : fields.created,
      period_end: fields.created,
      hosted_invoice_url: fields.id ? `${this.hostedBase()}/i/${fields.id}` : null,
      invoice_pdf: null,
      status_transitions: {
        finalized_at: fields.status === 'draft' ? null : fields.created,
        paid_at: paid ? fields.created + 3600 : null,
      },
      lines: listOf(lines, `/v1/invoices/${fields.id ?? 'upcoming'}/lines`),
      livemode: false,
    };
  }

  /** A finalized invoice for the customer's subscriptions over one past month (the demo world's history). */
  addInvoice(customer: string, monthOffset: number, number: string, status: Invoice['status']): Invoice {
    const period = {
      start: monthStart(this.now(), monthOffset),
      end: monthStart(this.now(), monthOffset + 1),
    };
    const id = this.nextId('in');
    const invoice = this.invoiceOf(customer, this.linesFor(customer, period, false), {
      id,
      number,
      status,
      created: period.start,
    });
    this.invoices.set(id, invoice);
    this.changed();
    return invoice;
  }

  /** Forgets a customer's subscriptions and invoices (the demo's billing is laid out afresh on each start). */
  clearBilling(customer: string): void {
    for (const [id, subscription] of this.subscriptions) {
      if (subscription.customer === customer) this.subscriptions.delete(id);
    }
    for (const [id, invoice] of this.invoices) if (invoice.customer === customer) this.invoices.delete(id);
    this.changed();
  }

  invoice(id: string): Invoice {
    const invoice = this.invoices.get(id);
    if (!invoice) throw missing('invoice', id);
    return invoice;
  }

  listInvoices(customer: string | undefined): Invoice[] {
    if (customer !== undefined) this.customer(customer, 'customer');
    return [...this.invoices.values()]
      .filter((invoice) => customer === undefined || invoice.customer === customer)
      .sort((a, b) => b.created - a.created);
  }

  /** POST /v1/invoices/create_preview: what the customer's subscriptions bill for next month. */
  previewInvoice(customer: string): Invoice {
    this.customer(customer, 'customer');
    const period = { start: monthStart(this.now(), 1), end: monthStart(this.now(), 2) };
    const lines = this.linesFor(customer, period, true);
    if (lines.length === 0) {
      throw invalidRequest(
        `No upcoming invoices for customer: ${customer}`,
        undefined,
        'invoice_upcoming_none',
      );
    }
    return this.invoiceOf(customer, lines, {
      id: null,
      number: null,
      status: 'draft',
      created: seconds(this.now()),
    });
  }
}
