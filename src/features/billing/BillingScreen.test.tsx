import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../api/client';
import type { Role } from '@wharf/contract';
import { makeConnection, refusal, renderScreen, type AnswerByPath } from '../../testing/renderScreen';
import BillingScreen from './BillingScreen';
import { formatDay } from './format';

vi.mock('../../api/client', () => ({ apiRequest: vi.fn() }));
const request = vi.mocked(apiRequest) as unknown as AnswerByPath;

const PLANS = {
  plans: [
    { stripeProductId: 'prod_starter', name: 'Starter', monthlyPricePerConnection: 29, currency: 'usd' },
    { stripeProductId: 'prod_growth', name: 'Growth', monthlyPricePerConnection: 79, currency: 'usd' },
  ],
  instanceId: null,
  stripeProductId: null,
};
const CONNECTION = makeConnection({
  id: 7,
  name: 'Live shop',
  status: 'ACTIVE',
  stripeProductId: 'prod_growth',
});
const INVOICE = {
  id: 'in_1',
  number: 'HARBOUR-0001',
  periodStart: '2026-08-01',
  periodEnd: '2026-08-31',
  lines: [],
  total: 79,
  currency: 'usd',
  status: 'paid',
  issued: '2026-08-01T00:00:00.000Z',
  hostedInvoiceUrl: 'http://localhost:3006/i/in_1',
};
const PREVIEW = {
  instanceId: 1,
  periodStart: '2026-12-01',
  periodEnd: '2026-12-31',
  currency: 'usd',
  lines: [{ description: '1 × Growth', connectionId: 7, quantity: 1, unitAmount: 79, amount: 79 }],
  total: 79,
};

interface Answers {
  invoices?: () => unknown;
  preview?: () => unknown;
  product?: (payload: unknown) => unknown;
  trial?: () => unknown;
}

const NO_TRIAL = () => ({ instanceId: 1, trial: null, canAccept: true });

function answer({
  invoices = () => ({ instanceId: 1, invoices: [INVOICE] }),
  preview = () => PREVIEW,
  product,
  trial = NO_TRIAL,
}: Answers) {
  request.mockImplementation((path, payload) => {
    const reply = (make: () => unknown) => {
      try {
        return Promise.resolve(make());
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    switch (path) {
      case '/api/stripe/invoice/list':
        return reply(invoices);
      case '/api/stripe/invoice/preview':
        return reply(preview);
      case '/api/signup/plan':
        return Promise.resolve(PLANS);
      case '/api/trial/status':
        return reply(trial);
      case '/api/instanceConnection':
        return Promise.resolve({
          user: { userId: 'u1', username: 'Demo', email: 'demo@wharf.test' },
          userInstances: [],
          currentInstanceId: 1,
          instanceConnections: [CONNECTION],
          activeConnectionCount: 1,
        });
      case '/api/instanceConnection/product':
        return reply(() => (product ? product(payload) : undefined));
      default:
        return Promise.reject(new Error(`unexpected call ${path}`));
    }
  });
}

const render = (role: Role = 'owner') =>
  renderScreen(<BillingScreen />, { path: '/settings/billing', label: 'Billing', role });

describe('the billing screen', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('shows the next invoice and each invoice with its number, period, amount, status and hosted page', async () => {
    answer({});
    render();
    const invoices = await screen.findByRole('list', { name: 'Invoices' });
    expect(within(invoices).getByRole('heading', { name: 'Invoice HARBOUR-0001' })).toBeInTheDocument();
    expect(within(invoices).getByText('$79.00')).toBeInTheDocument();
    expect(within(invoices).getByText('Paid')).toBeInTheDocument();
    expect(within(invoices).getByRole('link', { name: /View invoice HARBOUR-0001/ })).toHaveAttribute(
      'href',
      'http://localhost:3006/i/in_1',
    );
    expect(await screen.findByText('Total $79.00')).toBeInTheDocument();
    expect(screen.getByText('1 × Growth: $79.00')).toBeInTheDocument();
  });

  it('says so when there are no invoices and nothing to bill', async () => {
    answer({
      invoices: () => ({ instanceId: 1, invoices: [] }),
      preview: () => ({ ...PREVIEW, lines: [], total: 0 }),
    });
    render();
    expect(await screen.findByText(/No invoices yet/)).toBeInTheDocument();
    expect(await screen.findByText(/Nothing to bill/)).toBeInTheDocument();
  });

  it('mentions a running trial with its end, and says an empty period is the trial’s', async () => {
    const trialEnd = '2026-12-07T10:00:00.000Z';
    answer({
      invoices: () => ({ instanceId: 1, invoices: [] }),
      preview: () => ({ ...PREVIEW, lines: [], total: 0 }),
      trial: () => ({
        instanceId: 1,
        trial: {
          stripeProductId: 'prod_growth',
          planName: 'Growth',
          trialStart: '2026-11-23T10:00:00.000Z',
          trialEnd,
          daysLeft: 9,
          ended: false,
        },
        canAccept: false,
      }),
    });
    render();
    const end = formatDay(trialEnd);
    expect(await screen.findByTestId('trial-note')).toHaveTextContent(
      `Your free trial of Growth runs until ${end} (9 days left).`,
    );
    expect(
      await screen.findByText(`Nothing to bill for this period: your free trial ends on ${end}.`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/no connection is on a paid plan/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal where a part could not be read (a role changed since the app last asked)", async () => {
    const message = "Only the instance's owners and admins see its billing.";
    answer({
      invoices: () => {
        throw refusal(403, message);
      },
      preview: () => {
        throw refusal(403, message);
      },
    });
    render();
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  });

  it('changes a connection’s plan, and keeps the choice with the server’s message when refused', async () => {
    const payloads: unknown[] = [];
    let refuse = true;
    answer({
      product: (payload) => {
        payloads.push(payload);
        if (refuse) throw refusal(409, 'A deleted connection has no plan to change.');
        return {
          instanceConnection: { ...CONNECTION, stripeProductId: 'prod_starter' },
          activeConnectionCount: 1,
        };
      },
    });
    render();
    const card = await screen.findByRole('group', { name: 'Live shop' });
    const select = within(card).getByRole('combobox', { name: 'Plan of Live shop' });
    await userEvent.selectOptions(select, 'prod_starter');
    await userEvent.click(within(card).getByRole('button', { name: 'Change plan' }));
    expect(await within(card).findByText('A deleted connection has no plan to change.')).toBeInTheDocument();
    expect(select).toHaveValue('prod_starter');
    refuse = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Change plan' }));
    expect(await within(card).findByText('Plan changed to Starter.')).toBeInTheDocument();
    expect(payloads.at(-1)).toEqual({ instanceId: 1, connectionId: 7, stripeProductId: 'prod_starter' });
  });
});

describe('who may see billing', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('tells a member who arrives by URL who may, with no error, no retry and no call to the API', () => {
    answer({});
    render('member');
    expect(
      screen.getByText('Only owners and admins of Harbour Traders can see and change billing.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change plan' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invoices' })).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });

  it('offers an owner the invoices and the change of plan', async () => {
    answer({});
    render('owner');
    const card = await screen.findByRole('group', { name: 'Live shop' });
    expect(within(card).getByRole('button', { name: 'Change plan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.queryByText(/^Only owners and admins/)).toBeNull();
  });
});
