import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../api/client';
import type { InstanceConnection } from '../../api/contract';
import ConnectionsScreen from './ConnectionsScreen';
import {
  makeConnection,
  makeJob,
  refusal,
  renderScreen,
  type AnswerByPath,
} from '../../testing/renderScreen';

vi.mock('../../api/client', () => ({ apiRequest: vi.fn() }));
const request = vi.mocked(apiRequest) as unknown as AnswerByPath;

const CONNECTIONS: InstanceConnection[] = [
  makeConnection({ id: 1, name: 'Live shop', status: 'ACTIVE' }),
  makeConnection({ id: 2, name: 'Old shop', status: 'ARCHIVE' }),
  makeConnection({ id: 3, name: 'Gone shop', status: 'DELETED' }),
];

function answer(reconnect: () => unknown = () => undefined) {
  request.mockImplementation((path) => {
    switch (path) {
      case '/api/instanceConnection':
        return Promise.resolve({
          user: { userId: 'u1', username: 'Demo', email: 'demo@wharf.test' },
          userInstances: [],
          currentInstanceId: 1,
          instanceConnections: CONNECTIONS,
          activeConnectionCount: 2,
        });
      case '/api/etlStatus':
        return Promise.resolve({ instanceId: 1, jobs: [makeJob({ connectionId: 1, status: 'warning' })] });
      case '/api/instanceConnection/reconnect':
        return Promise.resolve(reconnect());
      default:
        return Promise.reject(new Error(`unexpected call ${path}`));
    }
  });
}

const card = (name: string) => screen.getByRole('group', { name });

describe('the connections list', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('shows each connection with its status badge in words and the active count without deleted ones', async () => {
    answer();
    renderScreen(<ConnectionsScreen />, { label: 'Connection' });
    expect(await screen.findByText('2 active connections')).toBeInTheDocument();
    expect(within(card('Live shop')).getByText('Active')).toHaveAttribute('data-status', 'ACTIVE');
    expect(within(card('Old shop')).getByText('Archived')).toBeInTheDocument();
    expect(within(card('Gone shop')).getByText('Deleted')).toBeInTheDocument();
    expect(within(card('Live shop')).getByText('Cin7 Omni')).toBeInTheDocument();
    expect(within(card('Live shop')).getByText('products, contacts')).toBeInTheDocument();
    expect(await within(card('Live shop')).findByText(/finished with warnings/)).toBeInTheDocument();
    expect(within(card('Live shop')).getByText(/by demo@wharf\.test/)).toBeInTheDocument();
    expect(within(card('Live shop')).getByText('••••9876')).toBeInTheDocument();
  });

  it('offers only the changes the status allows', async () => {
    answer();
    renderScreen(<ConnectionsScreen />, { label: 'Connection' });
    await screen.findByText('2 active connections');
    const live = within(card('Live shop'));
    expect(live.getByRole('button', { name: 'Terminate' })).toBeInTheDocument();
    expect(live.queryByRole('button', { name: 'Reconnect' })).toBeNull();
    const old = within(card('Old shop'));
    expect(old.getByRole('button', { name: 'Reconnect' })).toBeInTheDocument();
    expect(old.queryByRole('button', { name: 'Terminate' })).toBeNull();
    expect(within(card('Gone shop')).queryAllByRole('button')).toHaveLength(0);
  });

  it('shows the server’s message when it refuses a change (409)', async () => {
    const message = 'A DELETED connection cannot be reconnected; allowed from TERMINATING, ARCHIVE.';
    answer(() => Promise.reject(refusal(409, message)));
    renderScreen(<ConnectionsScreen />, { label: 'Connection' });
    await screen.findByText('2 active connections');
    await userEvent.click(within(card('Old shop')).getByRole('button', { name: 'Reconnect' }));
    const title = await screen.findByText('Reconnect Old shop');
    const dialog = title.closest('form') as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reconnect', hidden: true }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('notice')).toHaveTextContent(`Warning: ${message}`));
    expect(request).toHaveBeenCalledWith('/api/instanceConnection/reconnect', {
      instanceId: 1,
      connectionId: 2,
      APIKeys: undefined,
    });
  });
});
