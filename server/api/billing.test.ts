// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { testBackend } from '../testing/testBackends.ts';
import { billingProviderFromEnv } from './billing/config.ts';
import { localBilling } from './billing/local.ts';
import { nextBillingPeriod } from './services/invoicePreview.ts';
import {
  TestStack,
  demoInstanceIds,
  signInForIdToken,
  signUpForIdToken,
  type TestApi,
} from '../testing/testStack.ts';

const STRIPE_KEY = 'sk_test_wharf_billing';
const CUSTOMER = 'cus_WharfAcme01';
/** A customer with nothing to bill: Stripe answers the preview with invoice_upcoming_none. */
const IDLE_CUSTOMER = 'cus_WharfIdle01';
const OWNER = { name: 'Bea Billing', email: 'bea@billing.test', password: 'bea-password-1' };

// Unix seconds of fixed days (UTC).
const at = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / 1000;

/** Stripe's published shapes (API reference: the Invoice and Invoice Line Item objects), trimmed to what matters. */
function stripeLine(id: string, amount: number, start: string, end: string, connectionId?: number) {
  return {
    id,
    object: 'line_item',
    amount,
    currency: 'usd',
    description: `1 × Wharf Growth (at $${amount / 100} / month)`,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: null,
    livemode: false,
    metadata: connectionId ? { wharf_connection_id: String(connectionId) } : {},
    parent: null,
    period: { start: at(start), end: at(end) },
    pretax_credit_amounts: [],
    pricing: {
      type: 'price_details',
      price_details: { price: 'price_growth', product: 'prod_wharf_growth' },
      unit_amount_decimal: String(amount),
    },
    quantity: 1,
    subtotal: amount,
    taxes: [],
  };
}

function stripeInvoice(fields: {
  id: string;
  number: string | null;
  status: string | null;
  created: number;
  finalizedAt: number | null;
  lines: ReturnType<typeof stripeLine>[];
}) {
  const total = fields.lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    id: fields.id,
    object: 'invoice',
    account_country: 'NZ',
    amount_due: total,
    amount_paid: fields.status === 'paid' ? total : 0,
    amount_remaining: fields.status === 'paid' ? 0 : total,
    billing_reason: 'subscription_cycle',
    collection_method: 'charge_automatically',
    created: fields.created,
    currency: 'usd',
    customer: CUSTOMER,
    hosted_invoice_url: fields.status === 'draft' ? null : `https://invoice.stripe.com/i/acct_1/${fields.id}`,
    livemode: false,
    metadata: {},
    number: fields.number,
    period_start: fields.created - 30 * 86400,
    period_end: fields.created,
    status: fields.status,
    status_transitions: {
      finalized_at: fields.finalizedAt,
      marked_uncollectible_at: null,
      paid_at: null,
      voided_at: null,
    },
    subtotal: total,
    total,
    lines: { object: 'list', data: fields.lines, has_more: false, url: `/v1/invoices/${fields.id}/lines` },
  };
}

interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

/** A local HTTP server answering the few Stripe endpoints Wharf calls, with Stripe's JSON shapes. */
class StripeStub {
  readonly seen: SeenRequest[] = [];
  private server: Server | null = null;
  connectionId = 0;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      void this.answer(request).then(({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_stub' });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async answer(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://stub');
    const seen: SeenRequest = {
      method: request.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      form: new URLSearchParams(Buffer.concat(chunks).toString()),
      authorization: request.headers.authorization,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
    };
    this.seen.push(seen);
    if (seen.authorization !== `Bearer ${STRIPE_KEY}`) {
      return {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } },
      };
    }
    if (seen.method === 'POST' && seen.path === '/v1/customers') {
      return {
        status: 200,
        body: {
          id: CUSTOMER,
          object: 'customer',
          created: at('2026-01-05'),
          email: seen.form.get('email'),
          name: seen.form.get('name'),
          livemode: false,
          metadata: { wharf_instance_id: seen.form.get('metadata[wharf_instance_id]') },
        },
      };
    }
    if (seen.method === 'GET' && seen.path === '/v1/customers/search') {
      // No customer is tagged with the demo instance's schema here: it has no Stripe customer.
      return {
        status: 200,
        body: {
          object: 'search_result',
          data: [],
          has_more: false,
          next_page: null,
          url: '/v1/customers/search',
        },
      };
    }
    if (seen.method === 'GET' && seen.path === '/v1/invoices') {
      const data =
        seen.query.get('customer') === CUSTOMER
          ? [
              stripeInvoice({
                id: 'in_Feb',
                number: 'ACME-0002',
                status: 'open',
                created: at('2026-03-01'),
                finalizedAt: at('2026-03-01') + 3600,
                lines: [stripeLine('il_2', 7900, '2026-02-01', '2026-03-01', this.connectionId)],
              }),
              stripeInvoice({
                id: 'in_Jan',
                number: 'ACME-0001',
                status: 'paid',
                created: at('2026-02-01'),
                finalizedAt: null,
                lines: [stripeLine('il_1', 7900, '2026-01-01', '2026-02-01')],
              }),
            ]
          : [];
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/invoices' } };
    }
    if (seen.method === 'POST' && seen.path === '/v1/invoices/create_preview') {
      if (seen.form.get('customer') === IDLE_CUSTOMER) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'invoice_upcoming_none',
              message: `No upcoming invoices for customer: ${IDLE_CUSTOMER}`,
            },
          },
        };
      }
      return {
        status: 200,
        body: {
          ...stripeInvoice({
            id: 'upcoming_in_1',
            number: null,
            status: 'draft',
            created: at('2026-04-01'),
            finalizedAt: null,
            lines: [
              stripeLine('il_3', 7900, '2026-04-01', '2026-05-01', this.connectionId),
              stripeLine('il_4', 2900, '2026-04-01', '2026-05-01'),
            ],
          }),
        },
      };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${seen.path}).` } },
    };
  }
}

describe('choosing the billing provider from the environment', () => {
  it('is local without STRIPE_SECRET_KEY, Stripe with it, and refuses a base that is not http(s)', () => {
    expect(billingProviderFromEnv({})).toBe(localBilling);
    expect(billingProviderFromEnv({ STRIPE_SECRET_KEY: ' ' })).toBe(localBilling);
    expect(billingProviderFromEnv({ STRIPE_SECRET_KEY: STRIPE_KEY }).kind).toBe('stripe');
    expect(() =>
      billingProviderFromEnv({ STRIPE_SECRET_KEY: STRIPE_KEY, STRIPE_API_BASE: 'ftp://x' }),
    ).toThrow(/STRIPE_API_BASE/);
  });
});

describe.each([testBackend()])('billing through Stripe on $name', (backend) => {
  const stub = new StripeStub();
  let stack: TestStack;
  let api: TestApi;
  let ownerToken: string;
  let demoToken: string;
  let acme: number;
  let harbour: number;

  beforeAll(async () => {
    const base = await stub.start();
    stack = await TestStack.start({ backend });
    // Configured exactly as production would be, only with another API base.
    api = await stack.api({
      billing: billingProviderFromEnv({ STRIPE_SECRET_KEY: STRIPE_KEY, STRIPE_API_BASE: base }),
    });
    [ownerToken, demoToken] = await Promise.all([
      signUpForIdToken(stack.idp.issuer, OWNER),
      signInForIdToken(stack.idp.issuer),
    ]);
    ({ harbour } = await demoInstanceIds(stack.db));
  }, 90_000);

  afterAll(async () => {
    await stack?.close();
    await stub.close();
  });

  it("creates the new instance's Stripe customer at sign-up and keeps its id", async () => {
    const answer = await api.post(API_PATHS.signupInstance, { name: 'Acme Billing' }, { token: ownerToken });
    expect(answer.status).toBe(200);
    acme = answer.body.instanceId as number;
    const create = stub.seen.find((r) => r.path === '/v1/customers');
    expect(create?.form.get('name')).toBe('Acme Billing');
    expect(create?.form.get('email')).toBe(OWNER.email);
    expect(create?.form.get('metadata[wharf_instance_id]')).toBe(String(acme));
    expect(create?.idempotencyKey).toBe(`wharf-instance-${acme}`);
    const [row] = await stack.db.query<{ stripe_customer_id: string }>(
      'SELECT stripe_customer_id FROM app.instances WHERE id = $1',
      [acme],
    );
    expect(row?.stripe_customer_id).toBe(CUSTOMER);
    const connection = await api.post(
      API_PATHS.signupConnections,
      {
        instanceId: acme,
        name: 'Acme Omni',
        sourceSystemId: 1,
        // Billed whether or not it has keys; keys would be tried against a source this file does not run.
        ETLScopes: ['products'],
      },
      { token: ownerToken },
    );
    stub.connectionId = connection.body.connectionId as number;
  });

  it("lists the customer's Stripe invoices in the contract's shape, newest period first", async () => {
    const answer = await api.post(API_PATHS.stripeInvoiceList, undefined, {
      token: ownerToken,
      instanceId: acme,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      instanceId: acme,
      invoices: [
        {
          id: 'in_Feb',
          number: 'ACME-0002',
          periodStart: '2026-02-01',
          periodEnd: '2026-02-28',
          lines: [
            {
              description: '1 × Wharf Growth (at $79 / month)',
              quantity: 1,
              unitAmount: 79,
              amount: 79,
              connectionId: stub.connectionId,
            },
          ],
          total: 79,
          currency: 'usd',
          status: 'open',
          issued: new Date((at('2026-03-01') + 3600) * 1000).toISOString(),
          hostedInvoiceUrl: 'https://invoice.stripe.com/i/acct_1/in_Feb',
        },
        {
          id: 'in_Jan',
          number: 'ACME-0001',
          periodStart: '2026-01-01',
          periodEnd: '2026-01-31',
          lines: [
            { description: '1 × Wharf Growth (at $79 / month)', quantity: 1, unitAmount: 79, amount: 79 },
          ],
          total: 79,
          currency: 'usd',
          status: 'paid',
          issued: '2026-02-01T00:00:00.000Z',
          hostedInvoiceUrl: 'https://invoice.stripe.com/i/acct_1/in_Jan',
        },
      ],
    });
    const list = stub.seen.find((r) => r.path === '/v1/invoices');
    expect(list?.method).toBe('GET');
    expect(list?.query.get('customer')).toBe(CUSTOMER);
    expect(list?.authorization).toBe(`Bearer ${STRIPE_KEY}`);
  });

  it("previews the customer's next invoice through Stripe's invoice preview", async () => {
    const answer = await api.post(
      API_PATHS.stripeInvoicePreview,
      {},
      { token: ownerToken, instanceId: acme },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      instanceId: acme,
      periodStart: '2026-04-01',
      periodEnd: '2026-04-30',
      currency: 'usd',
      lines: [
        {
          description: '1 × Wharf Growth (at $79 / month)',
          connectionId: stub.connectionId,
          quantity: 1,
          unitAmount: 79,
          amount: 79,
        },
        {
          description: '1 × Wharf Growth (at $29 / month)',
          connectionId: null,
          quantity: 1,
          unitAmount: 29,
          amount: 29,
        },
      ],
      total: 108,
    });
    const preview = stub.seen.find((r) => r.path === '/v1/invoices/create_preview');
    expect(preview?.method).toBe('POST');
    expect(preview?.form.get('customer')).toBe(CUSTOMER);
  });

  it('answers an empty list and preview for an instance without a Stripe customer, or with nothing to bill', async () => {
    const list = await api.post(API_PATHS.stripeInvoiceList, undefined, {
      token: demoToken,
      instanceId: harbour,
    });
    expect(list.body).toEqual({ instanceId: harbour, invoices: [] });
    const preview = await api.post(API_PATHS.stripeInvoicePreview, undefined, {
      token: demoToken,
      instanceId: harbour,
    });
    expect(preview.body).toEqual({
      instanceId: harbour,
      ...nextBillingPeriod(new Date()),
      currency: 'usd',
      lines: [],
      total: 0,
    });
    await stack.db.query('UPDATE app.instances SET stripe_customer_id = $2 WHERE id = $1', [
      harbour,
      IDLE_CUSTOMER,
    ]);
    const idle = await api.post(API_PATHS.stripeInvoicePreview, undefined, {
      token: demoToken,
      instanceId: harbour,
    });
    expect(idle.status).toBe(200);
    expect(idle.body).toMatchObject({ lines: [], total: 0 });
  });

  it('keeps billing to owners and admins (403) and to signed-in callers (401)', async () => {
    const invite = await api.post(API_PATHS.signupInvite, { instanceId: acme }, { token: ownerToken });
    await api.post(
      API_PATHS.signupInvite,
      { instanceId: acme, inviteReference: invite.body.inviteReference },
      { token: demoToken },
    );
    const member = await api.post(API_PATHS.stripeInvoiceList, undefined, {
      token: demoToken,
      instanceId: acme,
    });
    expect(member.status).toBe(403);
    expect((await api.post(API_PATHS.stripeInvoicePreview, undefined, { instanceId: acme })).status).toBe(
      401,
    );
  });
});
