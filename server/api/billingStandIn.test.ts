// @vitest-environment node
/**
 * Billing through Stripe's official SDK against the local Stripe stand-in (standins/stripe), the way
 * `npm start` and the browser tests run it: the demo instance's customer is found by its schema, its invoices and
 * next invoice come from the stand-in's subscriptions, a plan change moves the connection's subscription, and the
 * trial's status; with the refusals (400, 401, 403, 409).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import {
  demoConnectionsIn,
  DEMO_CUSTOMER_ID,
  seedDemoBilling,
  startStripeStandIn,
  type StripeStandIn,
} from '../../standins/stripe/index.ts';
import {
  demoInstanceIds,
  signInForIdToken,
  signUpForIdToken,
  TestStack,
  type TestApi,
} from '../testing/testStack.ts';
import { billingProviderFromEnv } from './billing/config.ts';

const KEY = 'sk_test_standInSuite';
const STRANGER = { name: 'Sol Stranger', email: 'sol@stranger.test', password: 'sol-password-1' };

describe('billing through the SDK against the Stripe stand-in', () => {
  let standIn: StripeStandIn;
  let stack: TestStack;
  let api: TestApi;
  let ownerToken: string;
  let strangerToken: string;
  let harbour: number;
  let northwind: number;

  beforeAll(async () => {
    standIn = await startStripeStandIn({ secretKeys: [KEY] });
    stack = await TestStack.start();
    api = await stack.api({
      billing: billingProviderFromEnv({ STRIPE_SECRET_KEY: KEY, STRIPE_API_BASE: standIn.url }),
    });
    seedDemoBilling(standIn.store, await demoConnectionsIn(stack.db));
    [ownerToken, strangerToken] = await Promise.all([
      signInForIdToken(stack.idp.issuer),
      signUpForIdToken(stack.idp.issuer, STRANGER),
    ]);
    ({ harbour, northwind } = await demoInstanceIds(stack.db));
  }, 90_000);

  afterAll(async () => {
    await stack?.close();
    await standIn?.close();
  });

  const asOwner = (path: string, payload?: unknown) =>
    api.post(path, payload, { token: ownerToken, instanceId: harbour });

  it("lists the demo customer's paid invoices with their hosted pages, and keeps the customer's id", async () => {
    const answer = await asOwner(API_PATHS.stripeInvoiceList);
    expect(answer.status).toBe(200);
    const invoices = answer.body.invoices as {
      number: string;
      status: string;
      total: number;
      hostedInvoiceUrl: string;
    }[];
    expect(invoices.map((invoice) => invoice.number)).toEqual([
      'HARBOUR-0003',
      'HARBOUR-0002',
      'HARBOUR-0001',
    ]);
    // Harbour Traders Omni (Growth, 79) and Wellington Store Omni (Starter, 29, ending this period).
    expect(invoices.every((invoice) => invoice.status === 'paid' && invoice.total === 108)).toBe(true);
    expect(invoices[0]?.hostedInvoiceUrl).toMatch(new RegExp(`^${standIn.url}/i/in_`));
    const hosted = await fetch(invoices[0]?.hostedInvoiceUrl ?? '');
    expect(await hosted.text()).toContain('HARBOUR-0003');
    const [row] = await stack.db.query<{ id: string }>(
      'SELECT stripe_customer_id AS id FROM app.instances WHERE id = $1',
      [harbour],
    );
    expect(row?.id).toBe(DEMO_CUSTOMER_ID);
  });

  it('bills month after month with none skipped: the paid invoices run up to this month, the preview is the next', async () => {
    const listed = (await asOwner(API_PATHS.stripeInvoiceList)).body.invoices as { periodStart: string }[];
    const preview = (await asOwner(API_PATHS.stripeInvoicePreview)).body as { periodStart: string };
    const months = [...listed.map((invoice) => invoice.periodStart).reverse(), preview.periodStart].map(
      (start) => start.slice(0, 7),
    );
    const monthsAfter = (first: string, n: number) => {
      const date = new Date(`${first}-01T00:00:00Z`);
      date.setUTCMonth(date.getUTCMonth() + n);
      return date.toISOString().slice(0, 7);
    };
    expect(months).toEqual(months.map((_, n) => monthsAfter(months[0] ?? '', n)));
    expect(months).toHaveLength(4);
  });

  it('previews next month from the subscriptions that renew, tied to their connections', async () => {
    const answer = await asOwner(API_PATHS.stripeInvoicePreview);
    expect(answer.status).toBe(200);
    const lines = answer.body.lines as { amount: number; connectionId: number | null }[];
    const [omni] = (await demoConnectionsIn(stack.db)).filter((c) => c.name === 'Harbour Traders Omni');
    expect(lines).toEqual([expect.objectContaining({ amount: 79, connectionId: omni?.id })]);
    expect(answer.body.total).toBe(79);
  });

  it("moves a connection's subscription to the new plan's price, which the next invoice then shows", async () => {
    const [omni] = (await demoConnectionsIn(stack.db)).filter((c) => c.name === 'Harbour Traders Omni');
    const change = await asOwner(API_PATHS.instanceConnectionProduct, {
      instanceId: harbour,
      connectionId: omni?.id,
      stripeProductId: 'prod_wharf_starter',
    });
    expect(change.status).toBe(200);
    expect(change.body.instanceConnection).toMatchObject({ stripeProductId: 'prod_wharf_starter' });
    const preview = await asOwner(API_PATHS.stripeInvoicePreview);
    expect(preview.body.total).toBe(29);
  });

  it('refuses an unknown plan (400) and leaves the connection billed as before', async () => {
    const [omni] = (await demoConnectionsIn(stack.db)).filter((c) => c.name === 'Harbour Traders Omni');
    const change = await asOwner(API_PATHS.instanceConnectionProduct, {
      instanceId: harbour,
      connectionId: omni?.id,
      stripeProductId: 'prod_nope',
    });
    expect(change.status).toBe(400);
    expect((await asOwner(API_PATHS.stripeInvoicePreview)).body.total).toBe(29);
  });

  it('puts the saved plan back when Stripe cannot bill the new one (no price for it there)', async () => {
    await stack.db.query(
      "INSERT INTO app.plans (id, name, monthly_price_per_connection, currency) VALUES ('prod_db_only', 'Db only', 5, 'usd')",
    );
    const [omni] = (await demoConnectionsIn(stack.db)).filter((c) => c.name === 'Harbour Traders Omni');
    const change = await asOwner(API_PATHS.instanceConnectionProduct, {
      instanceId: harbour,
      connectionId: omni?.id,
      stripeProductId: 'prod_db_only',
    });
    expect(change.status).toBe(502);
    expect(change.body.message).toBe(
      'Billing could not move this connection to the plan; it stays on its plan: Stripe has no active monthly price for the plan prod_db_only.',
    );
    const [after] = (await demoConnectionsIn(stack.db)).filter((c) => c.name === 'Harbour Traders Omni');
    expect(after?.stripeProductId).toBe('prod_wharf_starter');
    expect((await asOwner(API_PATHS.stripeInvoicePreview)).body.total).toBe(29);
  });

  it('refuses a plan id with control characters (400 naming the field)', async () => {
    const change = await asOwner(API_PATHS.instanceConnectionProduct, {
      instanceId: harbour,
      connectionId: 1,
      stripeProductId: 'prod_\u0007bell',
    });
    expect(change.status).toBe(400);
    expect(change.body.message).toMatch(/stripeProductId/);
  });

  it('keeps billing to signed-in owners and admins: 401 without a token, 403 for a member or a stranger', async () => {
    expect((await api.post(API_PATHS.stripeInvoiceList, undefined, { instanceId: harbour })).status).toBe(
      401,
    );
    const member = await api.post(API_PATHS.stripeInvoiceList, undefined, {
      token: ownerToken,
      instanceId: northwind,
    });
    expect(member.status).toBe(403);
    const memberPlan = await api.post(
      API_PATHS.instanceConnectionProduct,
      { instanceId: northwind, connectionId: 5, stripeProductId: 'prod_wharf_growth' },
      { token: ownerToken, instanceId: northwind },
    );
    expect(memberPlan.status).toBe(403);
    const stranger = await api.post(API_PATHS.stripeInvoicePreview, undefined, {
      token: strangerToken,
      instanceId: harbour,
    });
    expect(stranger.status).toBe(403);
  });

  it("tells a member the trial's status, lets an owner start it once (409 after) and counts its days", async () => {
    const before = await asOwner(API_PATHS.trialStatus, { instanceId: harbour });
    expect(before.body).toEqual({ instanceId: harbour, trial: null, canAccept: true });
    const member = await api.post(
      API_PATHS.trialStatus,
      { instanceId: northwind },
      { token: ownerToken, instanceId: northwind },
    );
    expect(member.body).toMatchObject({ trial: null, canAccept: false });
    const accepted = await asOwner(API_PATHS.trialAccept, {
      instanceId: harbour,
      stripeProductId: 'prod_wharf_growth',
    });
    expect(accepted.status).toBe(200);
    const after = await asOwner(API_PATHS.trialStatus, { instanceId: harbour });
    expect(after.body).toMatchObject({
      canAccept: false,
      trial: { stripeProductId: 'prod_wharf_growth', planName: 'Growth', daysLeft: 14, ended: false },
    });
    const again = await asOwner(API_PATHS.trialAccept, {
      instanceId: harbour,
      stripeProductId: 'prod_wharf_growth',
    });
    expect(again.status).toBe(409);
  });

  it('refuses a bad trial status call: 400 for a bad id, 401 without a token, 403 for a stranger', async () => {
    expect((await asOwner(API_PATHS.trialStatus, { instanceId: 'one' })).status).toBe(400);
    expect((await asOwner(API_PATHS.trialStatus, {})).status).toBe(400);
    expect(
      (await api.post(API_PATHS.trialStatus, { instanceId: harbour }, { instanceId: harbour })).status,
    ).toBe(401);
    const stranger = await api.post(
      API_PATHS.trialStatus,
      { instanceId: harbour },
      { token: strangerToken, instanceId: harbour },
    );
    expect(stranger.status).toBe(403);
  });
});

describe('the Stripe stand-in speaks as Stripe does', () => {
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn({ secretKeys: [KEY] });
  });
  afterAll(() => standIn.close());

  const call = (path: string, init: RequestInit = {}, key: string | null = KEY) =>
    fetch(`${standIn.url}${path}`, {
      ...init,
      headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...init.headers },
    });

  it("refuses a missing or wrong key with 401 and Stripe's error body", async () => {
    const none = await call('/v1/customers/cus_x', {}, null);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    const wrong = await call('/v1/customers/cus_x', {}, 'sk_test_wrong');
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toMatch(/Invalid API Key/);
  });

  it('answers resource_missing for an unknown object and refuses a bad search query', async () => {
    const missing = await call('/v1/customers/cus_unknown');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'resource_missing', param: 'id' } });
    const search = await call(`/v1/customers/search?query=${encodeURIComponent('name~"x"')}`);
    expect(search.status).toBe(400);
  });

  it('creates a customer once per idempotency key, from a form-encoded body with metadata', async () => {
    const create = () =>
      call('/v1/customers', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': 'k1' },
        body: 'name=Acme&metadata[wharf_instance_schema]=acme',
      });
    const first = (await (await create()).json()) as { id: string; metadata: Record<string, string> };
    const second = (await (await create()).json()) as { id: string };
    expect(second.id).toBe(first.id);
    expect(first.metadata).toEqual({ wharf_instance_schema: 'acme' });
    const preview = await call('/v1/invoices/create_preview', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `customer=${first.id}`,
    });
    expect(preview.status).toBe(400);
    expect(await preview.json()).toMatchObject({ error: { code: 'invoice_upcoming_none' } });
  });
});
