// @vitest-environment node
/**
 * The Stripe stand-in's account: ids that never repeat (as Stripe's), the account kept in its file across starts,
 * and Idempotency-Keys answered as Stripe answers them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seedDemoBilling, DEMO_CUSTOMER_ID } from './demo.ts';
import { startStripeStandIn, type StripeStandIn } from './server.ts';
import { StandInError, StripeStore } from './store.ts';

const KEY = 'sk_test_storeSuite';
const NOW = new Date('2026-03-15T12:00:00Z');
const PLAN = { productId: 'prod_wharf_growth', name: 'Growth', unitAmount: 7900, currency: 'usd' };

describe('the Stripe stand-in account', () => {
  const running: StripeStandIn[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((standIn) => standIn.close()));
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const start = async (file?: string, now = () => NOW) => {
    const standIn = await startStripeStandIn({ secretKeys: [KEY], now, ...(file ? { file } : {}) });
    running.push(standIn);
    return standIn;
  };

  it('makes customer ids as Stripe does (cus_ and 14 base62 characters), different in two fresh stand-ins', async () => {
    const [one, two] = await Promise.all([start(), start()]);
    const first = one.store.createCustomer({ name: 'A', metadata: {} });
    const second = two.store.createCustomer({ name: 'B', metadata: {} });
    expect(first.id).toMatch(/^cus_[0-9A-Za-z]{14}$/);
    expect(second.id).toMatch(/^cus_[0-9A-Za-z]{14}$/);
    expect(second.id).not.toBe(first.id);
  });

  it('keeps its customers, subscriptions and invoices in its file and has them again after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wharf-stripe-standin-'));
    dirs.push(dir);
    const file = join(dir, 'stripe', 'account.json');
    const before = await start(file);
    const price = before.store.addPlan(PLAN);
    const customer = before.store.createCustomer({
      name: 'Acme',
      metadata: { wharf_instance_schema: 'acme' },
    });
    before.store.createSubscription({ customer: customer.id, priceIds: [price.id], metadata: {} });
    await before.close();
    running.splice(0);

    const after = await start(file);
    expect(after.store.customer(customer.id)).toMatchObject({ name: 'Acme' });
    expect(after.store.previewInvoice(customer.id).total).toBe(7900);
    const next = after.store.createCustomer({ name: 'Globex', metadata: {} });
    expect(next.id).not.toBe(customer.id);
  });

  it('lays the demo billing out afresh on each start instead of adding a second copy', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wharf-stripe-standin-'));
    dirs.push(dir);
    const file = join(dir, 'account.json');
    const connections = [{ id: 1, name: 'Harbour Omni', status: 'ACTIVE', stripeProductId: PLAN.productId }];
    for (let startCount = 0; startCount < 2; startCount += 1) {
      const standIn = await start(file);
      seedDemoBilling(standIn.store, connections);
      await standIn.close();
      running.splice(0);
    }
    const standIn = await start(file);
    expect(standIn.store.listInvoices(DEMO_CUSTOMER_ID).map((invoice) => invoice.number)).toEqual([
      'HARBOUR-0003',
      'HARBOUR-0002',
      'HARBOUR-0001',
    ]);
    expect(standIn.store.previewInvoice(DEMO_CUSTOMER_ID).lines.data).toHaveLength(1);
  });

  it('answers a repeated Idempotency-Key with its customer, a different request with idempotency_error', () => {
    let now = NOW;
    const store = new StripeStore(
      () => now,
      () => 'http://stand-in',
    );
    const first = store.createCustomer({ name: 'Acme', metadata: {} }, 'wharf-instance-7');
    expect(store.createCustomer({ name: 'Acme', metadata: {} }, 'wharf-instance-7').id).toBe(first.id);
    const other = (() => {
      try {
        store.createCustomer({ name: 'Globex', metadata: {} }, 'wharf-instance-7');
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(other).toBeInstanceOf(StandInError);
    expect((other as StandInError).body.error).toMatchObject({ type: 'idempotency_error' });
    // Stripe forgets a key after 24 hours: the same key then makes a new customer.
    now = new Date(NOW.getTime() + 25 * 60 * 60 * 1000);
    const later = store.createCustomer({ name: 'Globex', metadata: {} }, 'wharf-instance-7');
    expect(later.id).not.toBe(first.id);
  });
});
