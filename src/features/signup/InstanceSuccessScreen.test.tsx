import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../api/client';
import { useAuthStore } from '../../auth';
import { clientState } from '../../store';
import {
  CIN7_SOURCE,
  makeConnection,
  refusal,
  renderScreen,
  type AnswerByPath,
} from '../../testing/renderScreen';
import InstanceSuccessScreen from './InstanceSuccessScreen';
import { useSignupConnected } from './signupProgress';

vi.mock('../../api/client', () => ({ apiRequest: vi.fn() }));

/** Cin7 Omni's own sentence for keys it refuses, as the API quotes it in its advice. */
const CIN7_REFUSAL = 'Authorization has been denied for this request.';
const KEYS_ADVICE =
  `Cin7 Omni did not accept this API username and key (it answered “${CIN7_REFUSAL}”). Check both in Cin7 Omni ` +
  'under Settings → Integrations & API, where the API connection shows its username and connection key, and ' +
  'that the account has API access switched on.';

/** The completed step as far as this screen hands it on: the source's confirmation of the keys. */
function CompletedStub() {
  const connected = useSignupConnected();
  return <p>completed screen{connected ? `: ${connected}` : ''}</p>;
}
const request = vi.mocked(apiRequest) as unknown as AnswerByPath;

const ONBOARDED = {
  instanceId: 1,
  user: { userId: 'u-1', username: 'Ada', email: 'ada@example.test' },
  onboardedAt: '2026-11-23T22:00:00.000Z',
  steps: { plan: true, terms: true, connection: true },
};
const created = (connectedMessage: string | null = 'Connected to Cin7 Omni as shop-api.') => {
  const connection = makeConnection({ id: 12, name: 'Shop Omni', status: 'PENDING_INIT' });
  return {
    connectionId: 12,
    connection: {
      name: 'Shop Omni',
      connectionGroup: null,
      attribute1: null,
      attribute2: null,
      attribute3: null,
    },
    instanceId: 1,
    stripeProductId: null,
    APIKeys: connection.APIKey,
    instanceConnection: connection,
    connectedMessage,
  };
};

function renderSuccess() {
  return renderScreen(
    <Routes>
      <Route path="/signup/instance/success" element={<InstanceSuccessScreen />} />
      <Route path="/signup/completed" element={<CompletedStub />} />
    </Routes>,
    { path: '/signup/instance/success', label: 'Signup Instance Success' },
  );
}

async function fillConnection(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /Connection name/ }), 'Shop Omni');
  await user.type(screen.getByRole('textbox', { name: /API username/ }), 'shop-api');
  await user.type(screen.getByLabelText(/API connection key/), 'key-1234');
}

describe('the new instance’s first connection', () => {
  beforeEach(() => {
    request.mockReset();
    useAuthStore.setState({ phase: 'ready', idToken: 'a.b.c' });
    clientState.clear();
    clientState.setUser('u-1', 'Ada');
  });

  it('a refused connection shows the server’s message and keeps what was typed; the next try creates it once', async () => {
    let creates = 0;
    request.mockImplementation((path) => {
      if (path === '/api/sourceSystems') return Promise.resolve({ sourceSystems: [CIN7_SOURCE] });
      if (path === '/api/signup/connections') {
        creates += 1;
        return creates === 1
          ? Promise.reject(
              refusal(400, 'name: Text must not contain control characters or unpaired surrogates.'),
            )
          : Promise.resolve(created());
      }
      if (path === '/api/clientSignUpOnboardUser') return Promise.resolve(ONBOARDED);
      return Promise.reject(new Error(`unexpected call ${path}`));
    });
    const user = userEvent.setup();
    renderSuccess();
    expect(screen.getByRole('heading', { name: 'Harbour Traders' })).toBeInTheDocument();
    await fillConnection(user);
    await user.click(screen.getByRole('button', { name: 'Save the connection' }));
    expect(
      await screen.findByText('A connection name needs 1 to 100 characters, without control characters.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Text must not contain control characters/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Connection name/ })).toHaveValue('Shop Omni');
    expect(screen.getByLabelText(/API connection key/)).toHaveValue('key-1234');
    await user.click(screen.getByRole('button', { name: 'Save the connection' }));
    // The source's confirmation of the keys goes on to the next step, which shows it.
    expect(
      await screen.findByText('completed screen: Connected to Cin7 Omni as shop-api.'),
    ).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('/api/signup/connections', {
      instanceId: 1,
      name: 'Shop Omni',
      sourceSystemId: 1,
      APIKeys: { clientId: 'shop-api', secret: 'key-1234' },
      ETLScopes: ['products', 'contacts'],
    });
    expect(clientState.get().instanceConnections.map((connection) => connection.name)).toContain('Shop Omni');
  }, 20_000);

  it('“later” makes the connection without API keys (named after its source unless named) and onboards', async () => {
    request.mockImplementation((path) => {
      if (path === '/api/sourceSystems') return Promise.resolve({ sourceSystems: [CIN7_SOURCE] });
      if (path === '/api/signup/connections') return Promise.resolve(created(null));
      if (path === '/api/clientSignUpOnboardUser') return Promise.resolve(ONBOARDED);
      return Promise.reject(new Error(`unexpected call ${path}`));
    });
    const user = userEvent.setup();
    renderSuccess();
    await user.type(await screen.findByLabelText(/API connection key/), 'half-typed');
    await user.click(screen.getByRole('button', { name: 'Enter the API keys later' }));
    expect(await screen.findByText('completed screen')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('/api/signup/connections', {
      instanceId: 1,
      name: 'Cin7 Omni',
      sourceSystemId: 1,
      APIKeys: undefined,
      ETLScopes: ['products', 'contacts'],
    });
    expect(request).toHaveBeenCalledWith('/api/clientSignUpOnboardUser', { instanceId: 1 });
  });

  it('wrong keys say what to check at the key, with the help page, keep what was typed, store nothing, and raise no notice', async () => {
    request.mockImplementation((path) => {
      if (path === '/api/sourceSystems') return Promise.resolve({ sourceSystems: [CIN7_SOURCE] });
      if (path === '/api/signup/connections') {
        return Promise.reject(refusal(400, KEYS_ADVICE));
      }
      return Promise.reject(new Error(`unexpected call ${path}`));
    });
    const user = userEvent.setup();
    renderSuccess();
    await fillConnection(user);
    await user.click(screen.getByRole('button', { name: 'Save the connection' }));
    const key = screen.getByLabelText(/API connection key/);
    expect(await screen.findAllByText(KEYS_ADVICE)).toHaveLength(1);
    expect(key).toHaveAccessibleDescription(/Settings → Integrations & API/);
    expect(key).toHaveAccessibleDescription(/Authorization has been denied for this request\./);
    // The help page is offered beside the sentence, where the eye already is.
    const help = screen.getAllByRole('link', { name: 'Where Cin7 Omni shows its API username and key' });
    expect(help).toHaveLength(2);
    expect(help[1]).toHaveAttribute('href', '/help/cin7Omni/APISetup');
    // The source's own help page only: not a second, near-alike one beside it.
    expect(screen.queryByRole('link', { name: 'Setting up the Omni API' })).not.toBeInTheDocument();
    expect(key).toHaveValue('key-1234');
    expect(screen.getByRole('textbox', { name: /API username/ })).toHaveValue('shop-api');
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
    expect(clientState.get().instanceConnections).toEqual([]);
    expect(request).not.toHaveBeenCalledWith('/api/clientSignUpOnboardUser', expect.anything());
  }, 20_000);

  it('signed out, asks the visitor to sign in instead of showing a broken form', () => {
    useAuthStore.setState({ phase: 'signed-out', idToken: null });
    renderSuccess();
    expect(screen.getByText(/Sign in to go on setting up your company/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Connection name/ })).not.toBeInTheDocument();
  });

  it('an instance set up before (it has connections) is said to be so, with the way Home', () => {
    request.mockImplementation(() => Promise.resolve({ sourceSystems: [CIN7_SOURCE] }));
    renderSuccess();
    act(() => clientState.setConnections([makeConnection({ id: 3, status: 'ACTIVE' })]));
    expect(
      screen.getByText(/Harbour Traders is already set up: its sign-up is behind it/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Home' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Connection name/ })).not.toBeInTheDocument();
  });
});
