import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../api/client';
import { useAuthStore } from '../../auth';
import { renderScreen, type AnswerByPath } from '../../testing/renderScreen';
import SignupTrialScreen from './SignupTrialScreen';

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

describe('the sign-up’s trial step', () => {
  beforeEach(() => {
    request.mockReset();
    useAuthStore.setState({ phase: 'ready', idToken: 'a.b.c' });
    request.mockImplementation((path) => {
      if (path === '/api/trial/status')
        return Promise.resolve({ instanceId: 1, trial: null, canAccept: true });
      if (path === '/api/signup/plan') return Promise.resolve(PLANS);
      return Promise.reject(new Error(`unexpected call ${path}`));
    });
  });

  it('preselects the plan chosen on /signup and goes on to the first connection', async () => {
    renderScreen(<SignupTrialScreen />, {
      path: '/signup/trial',
      label: 'Signup Trial',
      entry: '/signup/trial?plan=prod_growth',
    });
    await screen.findByRole('option', { name: /Growth/ }, { timeout: 10_000 });
    expect(screen.getByRole('combobox', { name: /Plan to try/ })).toHaveValue('prod_growth');
    expect(screen.getByRole('link', { name: 'Continue: connect your source system' })).toHaveAttribute(
      'href',
      '/signup/instance/success',
    );
  }, 20_000);
});
