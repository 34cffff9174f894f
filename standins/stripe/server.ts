/**
 * A local stand-in for Stripe's REST API (https://api.stripe.com/v1), the calls Wharf's billing makes through the
 * official SDK (server/api/billing/stripe.ts): customers (create, retrieve, search), products and prices (list,
 * retrieve), subscriptions (list, create, update, cancel), invoices (list, retrieve) and the next invoice's preview
 * (POST /v1/invoices/create_preview). Bearer secret-key auth, form-encoded bodies, Idempotency-Key on customer
 * creation and Stripe's error bodies. Hosted invoice pages are served at /i/{id}. `npm start` and the browser tests
 * point the SDK at it with STRIPE_SECRET_KEY and STRIPE_API_BASE (docs/billing.md). Given a file, it keeps its
 * account there across starts (`npm start`: .data/stripe/account.json).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { list, metadata, parseForm, text, type FormObject } from './forms.ts';
import { listOf } from './objects.ts';
import { readSnapshot, writeSnapshot } from './persistence.ts';
import { customerQuery } from './search.ts';
import { invalidRequest, missing, StandInError, StripeStore } from './store.ts';

export interface StripeStandInOptions {
  port?: number;
  host?: string;
  /** The secret keys it accepts (sk_test_…). */
  secretKeys: readonly string[];
  /** The stand-in's clock (invoice periods follow its month). */
  now?: () => Date;
  /** Where it keeps its account across starts; none: in memory only. */
  file?: string;
}

export interface StripeStandIn {
  /** Where its API answers: STRIPE_API_BASE. */
  url: string;
  store: StripeStore;
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'request-id': `req_standin${Date.now().toString(36)}`,
  });
  response.end(JSON.stringify(body));
}

function sendPage(response: ServerResponse, html: string): void {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
}

function checkKey(request: IncomingMessage, accepted: ReadonlySet<string>): void {
  const auth = request.headers.authorization ?? '';
  const key = auth.startsWith('Bearer ') ? auth.slice(7) : '';
  if (!key) {
    throw invalidRequest(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      undefined,
      undefined,
      401,
    );
  }
  if (!accepted.has(key)) {
    throw invalidRequest(
      `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`,
      undefined,
      undefined,
      401,
    );
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

function limitOf(query: URLSearchParams): number {
  const raw = query.get('limit');
  if (raw === null) return 10;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw invalidRequest('Invalid integer: limit must be between 1 and 100.', 'limit');
  }
  return limit;
}

/** Answers one page of a list the way Stripe pages: newest first, `starting_after` the last id seen. */
function page<T extends { id: string | null }>(all: T[], query: URLSearchParams, url: string) {
  const after = query.get('starting_after');
  const from = after ? all.findIndex((item) => item.id === after) + 1 : 0;
  const limit = limitOf(query);
  return listOf(all.slice(from, from + limit), url, from + limit < all.length);
}

type Handler = (
  store: StripeStore,
  form: FormObject,
  query: URLSearchParams,
  id: string,
  idempotencyKey: string | undefined,
) => unknown;

const required = (form: FormObject, key: string): string => {
  const value = text(form, key);
  if (!value) throw invalidRequest(`Missing required param: ${key}.`, key);
  return value;
};

const ROUTES: { method: string; path: RegExp; handle: Handler }[] = [
  {
    method: 'POST',
    path: /^\/v1\/customers$/,
    handle: (store, form, _query, _id, idempotencyKey) =>
      store.createCustomer(
        { name: text(form, 'name'), email: text(form, 'email'), metadata: metadata(form) },
        idempotencyKey,
      ),
  },
  {
    method: 'GET',
    path: /^\/v1\/customers\/search$/,
    handle: (store, _form, query) => {
      const matches = customerQuery(query.get('query'));
      const data = [...store.customers.values()].filter(matches).slice(0, limitOf(query));
      return { object: 'search_result', data, has_more: false, next_page: null, url: '/v1/customers/search' };
    },
  },
  { method: 'GET', path: /^\/v1\/customers\/([\w-]+)$/, handle: (store, _f, _q, id) => store.customer(id) },
  {
    method: 'GET',
    path: /^\/v1\/products$/,
    handle: (store, _form, query) => page([...store.products.values()], query, '/v1/products'),
  },
  {
    method: 'GET',
    path: /^\/v1\/products\/([\w-]+)$/,
    handle: (store, _f, _q, id) => {
      const product = store.products.get(id);
      if (!product) throw missing('product', id);
      return product;
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/prices$/,
    handle: (store, _form, query) => {
      const product = query.get('product');
      const active = query.get('active');
      const prices = [...store.prices.values()].filter(
        (price) =>
          (product === null || price.product === product) &&
          (active === null || String(price.active) === active),
      );
      return page(prices, query, '/v1/prices');
    },
  },
  { method: 'GET', path: /^\/v1\/prices\/([\w-]+)$/, handle: (store, _f, _q, id) => store.price(id) },
  {
    method: 'GET',
    path: /^\/v1\/subscriptions$/,
    handle: (store, _form, query) => {
      const customer = query.get('customer');
      const status = query.get('status') ?? 'active';
      const subscriptions = [...store.subscriptions.values()].filter(
        (sub) =>
          (customer === null || sub.customer === customer) &&
          (status === 'all' ? true : sub.status === status),
      );
      return page(subscriptions.reverse(), query, '/v1/subscriptions');
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/subscriptions$/,
    handle: (store, form) =>
      store.createSubscription({
        customer: required(form, 'customer'),
        priceIds: list(form, 'items').map((item, index) => {
          const price = text(item, 'price');
          if (!price) throw invalidRequest('Missing required param: price.', `items[${index}][price]`);
          return price;
        }),
        metadata: metadata(form),
      }),
  },
  {
    method: 'GET',
    path: /^\/v1\/subscriptions\/([\w-]+)$/,
    handle: (store, _f, _q, id) => store.subscription(id),
  },
  {
    method: 'POST',
    path: /^\/v1\/subscriptions\/([\w-]+)$/,
    handle: (store, form, _query, id) => {
      const cancel = text(form, 'cancel_at_period_end');
      return store.updateSubscription(id, {
        items: list(form, 'items').map((item) => ({ id: text(item, 'id'), price: text(item, 'price') })),
        metadata: metadata(form),
        ...(cancel === undefined ? {} : { cancelAtPeriodEnd: cancel === 'true' }),
      });
    },
  },
  {
    method: 'DELETE',
    path: /^\/v1\/subscriptions\/([\w-]+)$/,
    handle: (store, _f, _q, id) => store.cancelSubscription(id),
  },
  {
    method: 'GET',
    path: /^\/v1\/invoices$/,
    handle: (store, _form, query) =>
      page(store.listInvoices(query.get('customer') ?? undefined), query, '/v1/invoices'),
  },
  {
    method: 'POST',
    path: /^\/v1\/invoices\/create_preview$/,
    handle: (store, form) => store.previewInvoice(required(form, 'customer')),
  },
  { method: 'GET', path: /^\/v1\/invoices\/([\w-]+)$/, handle: (store, _f, _q, id) => store.invoice(id) },
];

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The hosted invoice page a customer follows from Wharf's invoice list. */
function hostedInvoicePage(store: StripeStore, id: string): string {
  const invoice = store.invoice(id);
  const money = (amount: number) => `${(amount / 100).toFixed(2)} ${invoice.currency.toUpperCase()}`;
  const rows = invoice.lines.data
    .map((line) => `<tr><td>${escapeHtml(line.description)}</td><td>${money(line.amount)}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Invoice ${escapeHtml(
    invoice.number ?? id,
  )}</title></head><body><main><h1>Invoice ${escapeHtml(invoice.number ?? id)}</h1><p>Status: ${
    invoice.status
  }</p><table><thead><tr><th>Description</th><th>Amount</th></tr></thead><tbody>${rows}</tbody></table><p>Total: ${money(
    invoice.total,
  )}</p><p>Local Stripe stand-in: no payment is taken here.</p></main></body></html>`;
}

async function handle(
  store: StripeStore,
  keys: ReadonlySet<string>,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://stand-in');
  try {
    const hosted = /^\/i\/([\w-]+)$/.exec(url.pathname);
    if (hosted?.[1] && request.method === 'GET')
      return sendPage(response, hostedInvoicePage(store, hosted[1]));
    checkKey(request, keys);
    const body = await readBody(request);
    const form = parseForm(body);
    for (const route of ROUTES) {
      const match = route.path.exec(url.pathname);
      if (!match || route.method !== request.method) continue;
      const idempotencyKey = request.headers['idempotency-key'];
      const answer = route.handle(
        store,
        form,
        url.searchParams,
        match[1] ?? '',
        typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      );
      return send(response, 200, answer);
    }
    throw invalidRequest(
      `Unrecognized request URL (${request.method ?? 'GET'}: ${url.pathname}).`,
      undefined,
      undefined,
      404,
    );
  } catch (error) {
    if (error instanceof StandInError) return send(response, error.status, error.body);
    send(response, 500, { error: { type: 'api_error', message: 'An unknown error occurred.' } });
  }
}

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const host = options.host ?? '127.0.0.1';
  let url = '';
  const { file } = options;
  const store: StripeStore = new StripeStore(
    options.now ?? (() => new Date()),
    () => url,
    file ? () => writeSnapshot(file, store.snapshot()) : undefined,
  );
  const kept = file ? readSnapshot(file) : null;
  if (kept) store.restore(kept);
  const keys = new Set(options.secretKeys);
  const server = createServer((request, response) => {
    void handle(store, keys, request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  url = `http://${host}:${port}`;
  return {
    url,
    store,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
