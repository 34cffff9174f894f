import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../api/client';
import AddConnectionScreen from './AddConnectionScreen';
import {
  CIN7_SOURCE,
  makeConnection,
  refusal,
  renderScreen,
  type AnswerByPath,
} from '../../testing/renderScreen';
import { connectionSavePayload } from './useAddConnection';

vi.mock('../../api/client', () => ({ apiRequest: vi.fn() }));
const request = vi.mocked(apiRequest) as unknown as AnswerByPath;

const SOURCE_ANSWER = 'Incorrect API username or key.';
const SECRET = 'right-key-0000-1234';

function answer() {
  request.mockImplementation((path, payload) => {
    switch (path) {
      case '/api/sourceSystems':
        return Promise.resolve({ sourceSystems: [CIN7_SOURCE] });
      case '/api/instanceConnection/test': {
        const keys = (payload as { APIKeys: { secret: string } }).APIKeys;
        return keys.secret === SECRET
          ? Promise.resolve({ ok: true, message: 'Connected to Cin7 Omni.' })
          : Promise.reject(refusal(400, SOURCE_ANSWER));
      }
      case '/api/signup/connections': {
        const connection = makeConnection({
          id: 12,
          name: 'My shop',
          status: 'PENDING_INIT',
          APIKey: { clientId: 'shop-api', secret: '••••1234' },
        });
        return Promise.resolve({
          connectionId: 12,
          connection: {
            name: 'My shop',
            connectionGroup: null,
            attribute1: null,
            attribute2: null,
            attribute3: null,
          },
          instanceId: 1,
          stripeProductId: null,
          APIKeys: connection.APIKey,
          instanceConnection: connection,
        });
      }
      case '/api/instanceConnection/save':
        return Promise.resolve({
          instanceConnection: makeConnection({
            id: 12,
            name: 'My shop',
            status: 'PENDING_INIT',
            ETLScopes: ['products'],
            APIKey: { clientId: 'shop-api', secret: '••••1234' },
          }),
          activeConnectionCount: 1,
        });
      default:
        return Promise.reject(new Error(`unexpected call ${path}`));
    }
  });
}

describe('adding a connection', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('tests the credentials first: a wrong key shows the source’s answer as a notice and saves nothing', async () => {
    answer();
    const user = userEvent.setup();
    renderScreen(<AddConnectionScreen />, { label: 'Connection Add' });
    await user.type(await screen.findByLabelText(/API username/), 'shop-api');
    await user.type(screen.getByLabelText(/API connection key/), 'wrong-key');
    expect(screen.getByRole('button', { name: 'Save the connection' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Test the credentials' }));
    await waitFor(() => expect(screen.getByTestId('notice')).toHaveTextContent(`Warning: ${SOURCE_ANSWER}`));
    // The source's sentence is shown as the API sent it, with the help page beside it.
    expect(screen.getAllByText(SOURCE_ANSWER, { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /shows its API username and key/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the connection' })).toBeDisabled();
    expect(request).not.toHaveBeenCalledWith('/api/signup/connections', expect.anything());
  });

  it('with the right key: creates, saves the scopes with the new id, and never shows the secret again', async () => {
    answer();
    const user = userEvent.setup();
    renderScreen(<AddConnectionScreen />, { label: 'Connection Add' });
    await user.type(await screen.findByLabelText('Connection name'), 'My shop');
    await user.type(screen.getByLabelText(/API username/), 'shop-api');
    const secretInput = screen.getByLabelText(/API connection key/);
    expect(secretInput).toHaveAttribute('type', 'password');
    await user.type(secretInput, SECRET);
    await user.click(screen.getByRole('button', { name: 'Test the credentials' }));
    expect(await screen.findByText('Connected to Cin7 Omni.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Contacts' }));
    await user.click(screen.getByRole('button', { name: 'Save the connection' }));

    expect(await screen.findByText('Connection saved')).toBeInTheDocument();
    expect(screen.getByText('••••1234')).toBeInTheDocument();
    expect(screen.getByText('Pending setup')).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain(SECRET);
    expect(screen.queryByLabelText(/API connection key/)).toBeNull();

    const calls = request.mock.calls.map(([path]) => path);
    expect(calls.indexOf('/api/instanceConnection/test')).toBeLessThan(
      calls.indexOf('/api/signup/connections'),
    );
    expect(request).toHaveBeenCalledWith('/api/signup/connections', {
      instanceId: 1,
      name: 'My shop',
      sourceSystemId: 1,
      APIKeys: { clientId: 'shop-api', secret: SECRET },
      ETLScopes: ['products'],
    });
    expect(request).toHaveBeenCalledWith('/api/instanceConnection/save', {
      connection: { id: 12, name: 'My shop', ETLScopes: ['products'] },
    });
  });

  it('asks for new test after the credentials change', async () => {
    answer();
    const user = userEvent.setup();
    renderScreen(<AddConnectionScreen />, { label: 'Connection Add' });
    await user.type(await screen.findByLabelText(/API username/), 'shop-api');
    await user.type(screen.getByLabelText(/API connection key/), SECRET);
    await user.click(screen.getByRole('button', { name: 'Test the credentials' }));
    await screen.findByText('Connected to Cin7 Omni.');
    expect(screen.getByRole('button', { name: 'Save the connection' })).toBeEnabled();
    await user.type(screen.getByLabelText(/API connection key/), 'x');
    expect(screen.getByRole('button', { name: 'Save the connection' })).toBeDisabled();
  });
});

describe('saving a connection', () => {
  it('throws without an id', () => {
    expect(() => connectionSavePayload({ name: 'x' })).toThrow(/without its id/);
    expect(connectionSavePayload({ id: 3, ETLScopes: ['products'] })).toEqual({
      connection: { id: 3, name: undefined, ETLScopes: ['products'] },
    });
  });
});

describe('who may add a connection', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('offers an owner the form', async () => {
    answer();
    renderScreen(<AddConnectionScreen />, { label: 'Connection Add', role: 'owner' });
    expect(await screen.findByLabelText(/API username/)).toBeInTheDocument();
    expect(screen.queryByText(/^Only owners and admins/)).toBeNull();
  });

  it('tells a member who arrives by URL who may, asks the API nothing and offers no retry', () => {
    answer();
    renderScreen(<AddConnectionScreen />, { label: 'Connection Add', role: 'member' });
    expect(
      screen.getByText('Only owners and admins of Harbour Traders can add connections.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/API username/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });
});
