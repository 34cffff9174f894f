/**
 * The Stripe objects the stand-in keeps, in the shapes Stripe's REST API answers (the fields Wharf reads and the
 * few around them that make an object recognisable). Amounts are in the currency's minor unit, times in seconds.
 */
export interface StripeList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

export interface Customer {
  id: string;
  object: 'customer';
  name: string | null;
  email: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface Product {
  id: string;
  object: 'product';
  name: string;
  active: boolean;
  default_price: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface Price {
  id: string;
  object: 'price';
  product: string;
  active: boolean;
  currency: string;
  unit_amount: number;
  type: 'recurring';
  recurring: { interval: 'month'; interval_count: 1 };
  created: number;
  livemode: false;
}

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  price: Price;
  quantity: number;
  subscription: string;
  current_period_start: number;
  current_period_end: number;
  metadata: Record<string, string>;
}

export interface Subscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'canceled';
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  metadata: Record<string, string>;
  items: StripeList<SubscriptionItem>;
  created: number;
  livemode: false;
}

export interface InvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  quantity: number;
  metadata: Record<string, string>;
  period: { start: number; end: number };
  pricing: {
    type: 'price_details';
    price_details: { price: string; product: string };
    unit_amount_decimal: string;
  };
}

export interface Invoice {
  id: string | null;
  object: 'invoice';
  customer: string;
  number: string | null;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  currency: string;
  subtotal: number;
  total: number;
  amount_due: number;
  amount_paid: number;
  created: number;
  period_start: number;
  period_end: number;
  hosted_invoice_url: string | null;
  invoice_pdf: string | null;
  status_transitions: { finalized_at: number | null; paid_at: number | null };
  lines: StripeList<InvoiceLine>;
  livemode: false;
}

/** Stripe's error body: `{ error: { type, code?, message, param? } }`. */
export interface StripeErrorBody {
  error: {
    type: 'invalid_request_error' | 'idempotency_error' | 'api_error';
    code?: string;
    message: string;
    param?: string;
  };
}

export function listOf<T>(data: T[], url: string, hasMore = false): StripeList<T> {
  return { object: 'list', data, has_more: hasMore, url };
}
