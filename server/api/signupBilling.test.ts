// @vitest-environment node
/**
 * Signing a company up with Stripe billing across restarts and failures, against the local Stripe stand-in as
 * `npm start` runs it: a second company signed up after a restart gets a customer of its own; a refusal from Stripe
 * answers its reason and keeps no instance; a customer id another instance already holds answers 409.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { startStripeStandIn, type StripeStandIn } from '../../standins/stripe/index.ts';
import type { Database } from '../db/database.ts';
import { onDiskPglite } from '../testing/onDiskPglite.ts';
import { signUpForIdToken, TestStack, type TestApi } from '../testing/testStack.ts';
import { billingProviderFromEnv } from './billing/config.ts';
import { localBilling } from './billing/local.ts';

const KEY = 'sk_test_signupBillingSuite';

const stripeBillingAt = (standIn: StripeStandIn, key = KEY) =>
  billingProviderFromEnv({ STRIPE_SECRET_KEY: key, STRIPE_API_BASE: standIn.url });

async function instanceNamed(db: Database, name: string) {
  const [row] = await db.query<{ id: number; schema: string; customer: string | null }>(
    'SELECT id, schema, stripe_customer_id AS customer FROM app.instances WHERE name = $1',
    [name],
  );
  return row ?? null;
}

async function schemaExists(db: Database, schema: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
  return rows.length > 0;
}

describe('signing companies up across a restart of the API and the Stripe stand-in', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wharf-signup-restart-'));
  const standInFile = join(dir, 'stripe', 'account.json');
  let stack: TestStack;
  let standIn: StripeStandIn;

  beforeAll(async () => {
    stack = await TestStack.start({ backend: onDiskPglite(join(dir, 'pglite')) });
  }, 120_000);

  afterAll(async () => {
    await standIn?.close();
    await stack?.close();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('signs a second company up after the restart, each with a customer of its own', async () => {
    standIn = await startStripeStandIn({ secretKeys: [KEY], file: standInFile });
    let api: TestApi = await stack.api({ billing: stripeBillingAt(standIn) });
    const first = await signUpForIdToken(stack.idp.issuer, {
      name: 'Ada First',
      email: 'ada@first.test',
      password: 'ada-password-1',
    });
    const acme = await api.post(API_PATHS.signupInstance, { name: 'Acme Restart' }, { token: first });
    expect(acme.status).toBe(200);

    // Ctrl-C and `npm start` again: both come back over what they kept.
    await standIn.close();
    standIn = await startStripeStandIn({ secretKeys: [KEY], file: standInFile });
    api = await stack.restart({ billing: stripeBillingAt(standIn) });

    const second = await signUpForIdToken(stack.idp.issuer, {
      name: 'Bo Second',
      email: 'bo@second.test',
      password: 'bo-password-12',
    });
    const globex = await api.post(API_PATHS.signupInstance, { name: 'Globex Restart' }, { token: second });
    expect(globex.status).toBe(200);

    const acmeRow = await instanceNamed(stack.db, 'Acme Restart');
    const globexRow = await instanceNamed(stack.db, 'Globex Restart');
    expect(acmeRow?.customer).toMatch(/^cus_[0-9A-Za-z]{14}$/);
    expect(globexRow?.customer).toMatch(/^cus_[0-9A-Za-z]{14}$/);
    expect(globexRow?.customer).not.toBe(acmeRow?.customer);
    // The stand-in still knows the first company's customer: its invoices are still there to ask for.
    expect(standIn.store.customers.get(acmeRow?.customer ?? '')?.name).toBe('Acme Restart');
    const invoices = await api.post(API_PATHS.stripeInvoiceList, undefined, {
      token: first,
      instanceId: acmeRow?.id,
    });
    expect(invoices.status).toBe(200);
  }, 180_000);
});

describe('a sign-up that billing fails', () => {
  let stack: TestStack;
  let standIn: StripeStandIn;
  let token: string;

  beforeAll(async () => {
    [stack, standIn] = await Promise.all([TestStack.start(), startStripeStandIn({ secretKeys: [KEY] })]);
    token = await signUpForIdToken(stack.idp.issuer, {
      name: 'Cy Refused',
      email: 'cy@refused.test',
      password: 'cy-password-123',
    });
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
    await standIn?.close();
  });

  it("answers Stripe's refusal in plain words (502) and keeps no instance, schema or membership", async () => {
    // Configured with a key Stripe does not accept: every call is refused with 401.
    const api = await stack.api({ billing: stripeBillingAt(standIn, 'sk_test_notTheStandInsKey') });
    const answer = await api.post(API_PATHS.signupInstance, { name: 'Initech Refused' }, { token });
    expect(answer.status).toBe(502);
    expect(answer.body.message).toMatch(
      /^Billing could not set up this company: Invalid API Key provided: sk_test_\*+/,
    );
    expect(await instanceNamed(stack.db, 'Initech Refused')).toBeNull();
    expect(await schemaExists(stack.db, 'initech_refused')).toBe(false);
    const mine = await api.post(API_PATHS.signupInitialUser, undefined, { token });
    expect(mine.body.userInstances).toEqual([]);

    // With billing working again the same name is free: nothing of the failed attempt was kept.
    const working = await stack.api({ billing: stripeBillingAt(standIn) });
    const again = await working.post(API_PATHS.signupInstance, { name: 'Initech Refused' }, { token });
    expect(again.status).toBe(200);
    expect(again.body.instance).toMatchObject({ name: 'Initech Refused', schema: 'initech_refused' });
  }, 60_000);

  it('answers 409 when billing hands out a customer another instance already holds, and keeps nothing', async () => {
    const sameCustomer = { ...localBilling, createCustomer: () => Promise.resolve('cus_alreadyTaken01') };
    const api = await stack.api({ billing: sameCustomer });
    expect((await api.post(API_PATHS.signupInstance, { name: 'Hooli One' }, { token })).status).toBe(200);
    const clash = await api.post(API_PATHS.signupInstance, { name: 'Hooli Two' }, { token });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(
      'Billing could not set up this company: its billing customer cus_alreadyTaken01 already belongs to another instance.',
    );
    expect(await instanceNamed(stack.db, 'Hooli Two')).toBeNull();
    expect(await schemaExists(stack.db, 'hooli_two')).toBe(false);
  }, 60_000);
});
