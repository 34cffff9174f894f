import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../api/client';
import type { Role } from '@wharf/contract';
import { refusal, renderScreen, type AnswerByPath } from '../../testing/renderScreen';
import { TrialPanel } from './TrialPanel';

vi.mock('../../api/client', () => ({ apiRequest: vi.fn() }));
const request = vi.mocked(apiRequest) as unknown as AnswerByPath;

const PLANS = {
  plans: [{ stripeProductId: 'prod_growth', name: 'Growth', monthlyPricePerConnection: 79, currency: 'usd' }],
  instanceId: null,
  stripeProductId: null,
};
const ACTIVE = {
  stripeProductId: 'prod_growth',
  planName: 'Growth',
  trialStart: '2026-11-20T00:00:00.000Z',
  trialEnd: '2026-12-04T00:00:00.000Z',
  daysLeft: 11,
  ended: false,
};

function answer(status: () => unknown, accept: () => unknown = () => undefined) {
  request.mockImplementation((path) => {
    const reply = (make: () => unknown) => {
      try {
        return Promise.resolve(make());
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    if (path === '/api/trial/status') return reply(status);
    if (path === '/api/trial/accept') return reply(accept);
    if (path === '/api/signup/plan') return Promise.resolve(PLANS);
    return Promise.reject(new Error(`unexpected call ${path}`));
  });
}

const render = (role: Role = 'owner') =>
  renderScreen(<TrialPanel instanceId={1} />, { path: '/settings/trial', label: 'Trial', role });

describe('the trial panel', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('shows the days left of a running trial and what its end means', async () => {
    answer(() => ({ instanceId: 1, trial: ACTIVE, canAccept: false }));
    render();
    expect(await screen.findByText('Your trial of Growth: 11 days left.')).toBeInTheDocument();
    expect(screen.getByText(/When the trial ends/)).toBeInTheDocument();
  });

  it('says when a trial has ended', async () => {
    answer(() => ({ instanceId: 1, trial: { ...ACTIVE, daysLeft: 0, ended: true }, canAccept: false }));
    render();
    expect(await screen.findByText(/Your trial of Growth ended on/)).toBeInTheDocument();
  });

  it('does not offer a member to start it', async () => {
    answer(() => ({ instanceId: 1, trial: null, canAccept: false }));
    render('member');
    expect(
      await screen.findByText('Only owners and admins of Harbour Traders can start its trial.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start the/ })).toBeNull();
  });

  it("starts it for an owner, and shows the server's refusal keeping the chosen plan", async () => {
    let started = false;
    answer(
      () => ({ instanceId: 1, trial: started ? ACTIVE : null, canAccept: !started }),
      () => {
        throw refusal(409, 'This instance has already had its trial.');
      },
    );
    render();
    const plan = await screen.findByRole('combobox', { name: /Plan to try/ });
    await screen.findByRole('option', { name: /Growth/ });
    await userEvent.selectOptions(plan, 'prod_growth');
    await userEvent.click(screen.getByRole('button', { name: 'Start the 14-day trial' }));
    expect(await screen.findByText('This instance has already had its trial.')).toBeInTheDocument();
    expect(plan).toHaveValue('prod_growth');
    started = true;
  });
});
