import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../api/client';
import type { InstanceConnection } from '@wharf/contract';
import { makeConnection, refusal, renderScreen, type AnswerByPath } from '../../testing/renderScreen';
import ConnectionsScreen from './ConnectionsScreen';

vi.mock('../../api/client', () => ({ apiRequest: vi.fn() }));
const request = vi.mocked(apiRequest) as unknown as AnswerByPath;

const NO_KEYS = { clientId: null, secret: null };
const SOURCE_ANSWER = 'Authorization has been denied for this request.';

function answer(connections: () => InstanceConnection[], storeKeys: () => Promise<unknown>) {
  request.mockImplementation((path) => {
    switch (path) {
      case '/api/instanceConnection':
        return Promise.resolve({
          user: { userId: 'u1', username: 'Lena', email: 'lena@later.test' },
          userInstances: [],
          currentInstanceId: 1,
          instanceConnections: connections(),
          activeConnectionCount: connections().length,
        });
      case '/api/etlStatus':
        return Promise.resolve({ instanceId: 1, jobs: [] });
      case '/api/etl/schedules':
        return Promise.resolve({ instanceId: 1, timeZone: 'UTC', schedules: [] });
      case '/api/signup/connectionKeys':
        return storeKeys();
      default:
        return Promise.reject(new Error(`unexpected call ${path}`));
    }
  });
}

describe('a connection made without API keys', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('offers "Enter API keys" only on the connection without keys', async () => {
    answer(
      () => [
        makeConnection({ id: 1, name: 'Keyed shop', status: 'ACTIVE' }),
        makeConnection({ id: 2, name: 'Later shop', status: 'PENDING_INIT', APIKey: NO_KEYS }),
      ],
      () => Promise.reject(new Error('not asked')),
    );
    renderScreen(<ConnectionsScreen />, { label: 'Connection' });
    const later = within(await screen.findByRole('group', { name: 'Later shop' }));
    expect(later.getByText('No API keys yet: enter them so this connection can import.')).toBeInTheDocument();
    expect(later.getByRole('button', { name: 'Enter API keys' })).toBeInTheDocument();
    const keyed = within(screen.getByRole('group', { name: 'Keyed shop' }));
    expect(keyed.queryByRole('button', { name: 'Enter API keys' })).toBeNull();
  });

  it('keeps what was typed when the source refuses the keys, and stores them on the next try', async () => {
    const user = userEvent.setup();
    let stored = false;
    let tries = 0;
    answer(
      () => [
        makeConnection({
          id: 2,
          name: 'Later shop',
          status: 'PENDING_INIT',
          APIKey: stored ? { clientId: 'later-omni', secret: '••••8765' } : NO_KEYS,
        }),
      ],
      () => {
        tries += 1;
        if (tries === 1) return Promise.reject(refusal(400, SOURCE_ANSWER));
        stored = true;
        return Promise.resolve({});
      },
    );
    renderScreen(<ConnectionsScreen />, { label: 'Connection' });
    await user.click(await screen.findByRole('button', { name: 'Enter API keys' }));
    const title = await screen.findByText('API keys for Later shop');
    const dialog = within(title.closest('form') as HTMLElement);
    const save = dialog.getByRole('button', { name: 'Test and save the keys', hidden: true });
    expect(save).toBeDisabled();
    await user.type(dialog.getByLabelText(/API username/), 'later-omni');
    await user.type(dialog.getByLabelText(/API key/), 'wrong-key');
    await user.click(save);
    expect(await dialog.findByText(`The keys were not saved: ${SOURCE_ANSWER}`)).toBeInTheDocument();
    expect(dialog.getByLabelText(/API username/)).toHaveValue('later-omni');
    expect(dialog.getByLabelText(/API key/)).toHaveValue('wrong-key');

    await user.clear(dialog.getByLabelText(/API key/));
    await user.type(dialog.getByLabelText(/API key/), 'later-omni-key-98765');
    await user.click(dialog.getByRole('button', { name: 'Test and save the keys', hidden: true }));
    await waitFor(() => expect(screen.queryByText('API keys for Later shop')).toBeNull());
    const keyCalls = vi
      .mocked(apiRequest)
      .mock.calls.filter(([path]) => path === '/api/signup/connectionKeys');
    expect(keyCalls.map(([, payload]) => payload)).toEqual([
      { instanceId: 1, connectionId: 2, APIKeys: { clientId: 'later-omni', secret: 'wrong-key' } },
      { instanceId: 1, connectionId: 2, APIKeys: { clientId: 'later-omni', secret: 'later-omni-key-98765' } },
    ]);
    // The list is read again: the card shows the stored username and no longer asks for keys.
    const card = within(await screen.findByRole('group', { name: 'Later shop' }));
    expect(await card.findByText('later-omni')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Enter API keys' })).toBeNull();
  });
});
