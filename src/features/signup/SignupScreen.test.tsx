import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../api/client';
import { useAuthStore } from '../../auth';
import { clientState } from '../../store';
import { refusal, renderScreen, type AnswerByPath } from '../../testing/renderScreen';
import SignupScreen from './SignupScreen';

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
const NEW_INSTANCE = { id: 9, name: 'Acme Imports', schema: 'acme_imports', role: 'owner' as const };
const CONTROL_MESSAGE = 'name: Text must not contain control characters or unpaired surrogates.';

function answer(overrides: Partial<Record<string, (payload: unknown) => Promise<unknown>>> = {}) {
  request.mockImplementation((path, payload) => {
    const override = overrides[path];
    if (override) return override(payload);
    switch (path) {
      case '/api/signup/plan':
        return Promise.resolve(PLANS);
      case '/api/signup/validate/instance': {
        const { name } = payload as { name: string };
        if (name.includes('\u0007')) return Promise.reject(refusal(400, CONTROL_MESSAGE));
        if (name === 'Harbour Traders') {
          return Promise.resolve({
            name,
            schema: 'harbour_traders',
            available: false,
            reason: 'An instance with this name already exists.',
          });
        }
        return Promise.resolve({ name, schema: 'acme_imports', available: true, reason: null });
      }
      case '/api/signup/instance':
        return Promise.resolve({ instanceId: 9, instance: NEW_INSTANCE, stripeProductId: 'prod_growth' });
      case '/api/signup/acceptance':
        return Promise.resolve({
          termsVersion: '2025-01',
          acceptedAt: '2026-11-23T22:00:00.000Z',
          instanceId: 9,
          userId: 'u-1',
        });
      case '/api/trial/accept':
        return Promise.resolve({
          instanceId: 9,
          stripeProductId: 'prod_growth',
          trialStart: '2026-11-23T22:00:00.000Z',
          trialEnd: '2026-12-07T22:00:00.000Z',
        });
      default:
        return Promise.reject(new Error(`unexpected call ${path}`));
    }
  });
}

function TrialStandIn() {
  return <p>trial screen {useLocation().search}</p>;
}

function renderSignup() {
  return renderScreen(
    <Routes>
      <Route path="/signup" element={<SignupScreen />} />
      <Route path="/signup/instance/success" element={<p>success screen</p>} />
      <Route path="/signup/trial" element={<TrialStandIn />} />
      <Route path="/signup/existing" element={<p>existing screen</p>} />
    </Routes>,
    { path: '/signup', label: 'Signup' },
  );
}

describe('signing a company up', () => {
  beforeEach(() => {
    request.mockReset();
    useAuthStore.setState({ phase: 'ready', idToken: 'a.b.c' });
    clientState.clear();
    clientState.setUser('u-1', 'Ada');
  });

  it('signed out, offers the identity provider’s sign-up and sign-in', () => {
    useAuthStore.setState({ phase: 'signed-out', idToken: null });
    renderSignup();
    expect(screen.getByRole('button', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I have an account: sign in' })).toBeInTheDocument();
  });

  it('signed out with an invite, names the company and who invited, asked without a token', async () => {
    useAuthStore.setState({ phase: 'signed-out', idToken: null });
    answer({
      '/api/signup/invite': () =>
        Promise.resolve({
          instanceId: 3,
          instanceName: 'Harbour Traders',
          role: 'member',
          expiresAt: '2026-12-03T10:00:00.000Z',
          invitedBy: 'Demo User',
          joined: false,
        }),
    });
    renderScreen(<SignupScreen />, { path: '/signup', entry: `/signup?invite=3.${'r'.repeat(22)}` });
    expect(
      await screen.findByText(
        'Demo User has invited you to join Harbour Traders on Wharf. Create your account, or sign in if you have one, to join it.',
      ),
    ).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(
      '/api/signup/invite',
      { instanceId: 3, inviteReference: 'r'.repeat(22), lookUp: true },
      expect.objectContaining({ signedOut: true }),
    );
    expect(screen.getByRole('button', { name: 'Create an account' })).toBeInTheDocument();
  });

  it('signed out with an invite that cannot be used, says so as the server said it', async () => {
    useAuthStore.setState({ phase: 'signed-out', idToken: null });
    answer({
      '/api/signup/invite': () => Promise.reject(refusal(410, 'This invite has expired. Ask for a new one.')),
    });
    renderScreen(<SignupScreen />, { path: '/signup', entry: `/signup?invite=3.${'r'.repeat(22)}` });
    expect(await screen.findByText(/This invite has expired\. Ask for a new one\./)).toBeInTheDocument();
    expect(
      screen.getByText(
        'You have been invited to work in a company’s Wharf instance. Create your account, or sign in if you have one, to join it.',
      ),
    ).toBeInTheDocument();
  });

  it('checks the name as it is typed and shows the server’s reason and refusals', async () => {
    answer();
    const user = userEvent.setup();
    renderSignup();
    const name = screen.getByRole('textbox', { name: /Company name/ });
    await user.type(name, 'Harbour Traders');
    expect(await screen.findByText('An instance with this name already exists.')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Bad\u0007name');
    expect(await screen.findByText('A company name cannot contain control characters.')).toBeInTheDocument();
    expect(screen.queryByText(CONTROL_MESSAGE)).not.toBeInTheDocument();
    expect(name).toHaveValue('Bad\u0007name');
    await user.clear(name);
    await user.type(name, 'Acme Imports');
    expect(
      await screen.findByText('Available: no other company on Wharf has this name.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/acme_imports/)).not.toBeInTheDocument();
  }, 20_000);

  it('shows each plan’s price and needs the terms before creating', async () => {
    answer();
    const user = userEvent.setup();
    renderSignup();
    expect(
      await screen.findByRole('radio', { name: /Starter: .*29\.00 per connection a month/ }),
    ).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Acme Imports');
    const create = screen.getByRole('button', { name: 'Create the instance' });
    expect(create).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', { name: /I accept the Wharf terms of service, version 2025-01/ }),
    );
    await user.click(screen.getByRole('radio', { name: /Growth/ }));
    await user.click(create);
    expect(await screen.findByText('success screen')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('/api/signup/instance', {
      name: 'Acme Imports',
      stripeProductId: 'prod_growth',
    });
    expect(request).toHaveBeenCalledWith('/api/signup/acceptance', {
      termsVersion: '2025-01',
      accepted: true,
      instanceId: 9,
    });
    expect(clientState.get().currentInstance).toEqual(NEW_INSTANCE);
  });

  it('a refused create shows the server’s message and keeps what was typed; trying again does not create twice', async () => {
    let acceptance = 0;
    answer({
      '/api/signup/acceptance': () => {
        acceptance += 1;
        return acceptance === 1
          ? Promise.reject(refusal(400, 'termsVersion: The current terms are version 2025-01.'))
          : Promise.resolve({
              termsVersion: '2025-01',
              acceptedAt: '2026-11-23T22:00:00.000Z',
              instanceId: 9,
              userId: 'u-1',
            });
      },
    });
    const user = userEvent.setup();
    renderSignup();
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Acme Imports');
    await user.click(screen.getByRole('checkbox', { name: /I accept the Wharf terms/ }));
    await user.click(screen.getByRole('checkbox', { name: /Start with a free 14-day trial/ }));
    await user.click(await screen.findByRole('button', { name: 'Create the instance' }));
    expect(await screen.findAllByText('The current terms are version 2025-01.')).toHaveLength(1);
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveValue('Acme Imports');
    await user.click(screen.getByRole('button', { name: 'Create the instance' }));
    expect(await screen.findByText('success screen')).toBeInTheDocument();
    expect(request.mock.calls.filter(([path]) => path === '/api/signup/instance')).toHaveLength(1);
    expect(request.mock.calls.filter(([path]) => path === '/api/trial/accept')).toHaveLength(1);
  });

  it('a taken name refused at create (409) is shown and the name kept', async () => {
    answer({
      '/api/signup/instance': () =>
        Promise.reject(refusal(409, 'An instance with this name already exists.')),
    });
    const user = userEvent.setup();
    renderSignup();
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Acme Imports');
    await user.click(screen.getByRole('checkbox', { name: /I accept the Wharf terms/ }));
    await user.click(await screen.findByRole('button', { name: 'Create the instance' }));
    await waitFor(() =>
      expect(screen.getAllByText(/An instance with this name already exists\./).length).toBeGreaterThan(0),
    );
    expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveValue('Acme Imports');
  });

  it('a name too short is told in a sentence at the field, without asking the server or a notice', async () => {
    answer();
    const user = userEvent.setup();
    renderSignup();
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'A');
    expect(await screen.findByText('A company name needs at least 2 characters.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(request).not.toHaveBeenCalledWith(
      '/api/signup/validate/instance',
      { name: 'A' },
      expect.anything(),
    );
    expect(screen.queryByText(/Too small/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create the instance' })).toBeDisabled();
  });

  it('a taken name refused at create is told at the name, not as a notice', async () => {
    answer({
      '/api/signup/instance': () =>
        Promise.reject(refusal(409, 'An instance with this name already exists.')),
    });
    const user = userEvent.setup();
    renderSignup();
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Acme Imports');
    await user.click(screen.getByRole('checkbox', { name: /I accept the Wharf terms/ }));
    await user.click(await screen.findByRole('button', { name: 'Create the instance' }));
    expect(await screen.findAllByText('An instance with this name already exists.')).toHaveLength(1);
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
  });

  it('with a trial, starts it with the instance on the plan chosen here and goes on to the first connection', async () => {
    answer();
    const user = userEvent.setup();
    renderSignup();
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Acme Imports');
    await user.click(await screen.findByRole('radio', { name: /Growth/ }));
    await user.click(screen.getByRole('checkbox', { name: /I accept the Wharf terms/ }));
    await user.click(screen.getByRole('checkbox', { name: /Start with a free 14-day trial/ }));
    await user.click(screen.getByRole('button', { name: 'Create the instance' }));
    expect(await screen.findByText('success screen')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('/api/trial/accept', {
      instanceId: 9,
      stripeProductId: 'prod_growth',
    });
    expect(screen.queryByText(/trial screen/)).not.toBeInTheDocument();
  });

  it('someone who already has instances goes to /signup/existing', () => {
    clientState.setInstances([NEW_INSTANCE]);
    renderSignup();
    expect(screen.getByText('existing screen')).toBeInTheDocument();
  });
});
