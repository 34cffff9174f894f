import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../api/client';
import type { InstanceConnection } from '@wharf/contract';
import {
  CIN7_SOURCE,
  INSTANCE,
  makeConnection,
  renderScreen,
  type AnswerByPath,
} from '../../testing/renderScreen';
import EtlStartScreen from './EtlStartScreen';

vi.mock('../../api/client', () => ({ apiRequest: vi.fn() }));
const request = vi.mocked(apiRequest) as unknown as AnswerByPath;

const ODOO = { ...CIN7_SOURCE, id: 2, code: 'odoo', name: 'Odoo', scopes: [] };

function answer(connections: InstanceConnection[]) {
  request.mockImplementation((path) => {
    if (path === '/api/instanceConnection') {
      return Promise.resolve({
        user: { userId: 'user-1', username: 'Demo User', email: 'demo@wharf.test' },
        userInstances: [INSTANCE],
        instance: INSTANCE,
        instanceConnections: connections,
        activeConnectionCount: connections.length,
      });
    }
    if (path === '/api/sourceSystems') return Promise.resolve({ sourceSystems: [CIN7_SOURCE, ODOO] });
    return Promise.reject(new Error(`unexpected ${path}`));
  });
}

describe('/ETL/start', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('offers only connections that can import, and says why the others cannot', async () => {
    answer([
      makeConnection({ id: 1, name: 'Harbour Traders Omni' }),
      makeConnection({ id: 2, name: 'Old Omni', status: 'TERMINATING' }),
      makeConnection({ id: 3, name: 'Odoo books', sourceSystem: { id: 2, name: 'Odoo' }, ETLScopes: [] }),
      makeConnection({ id: 4, name: 'Gone', status: 'DELETED' }),
    ]);
    renderScreen(<EtlStartScreen />, { label: 'ETL Start', entry: '/ETL/start' });
    const select = await screen.findByRole('combobox', { name: /Connection/ });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Harbour Traders Omni (Cin7 Omni)',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Products' })).toBeChecked();
    expect(
      screen.getByText(
        'Old Omni cannot import: it is being terminated, so it imports no more. Reconnect it under Connections to import again.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Odoo books cannot import: Odoo has nothing Wharf can import yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Gone/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Start the import' })).toBeEnabled();
  });

  it('says so when no connection can import, with each one’s reason', async () => {
    answer([makeConnection({ id: 2, name: 'Old Omni', status: 'TERMINATING' })]);
    renderScreen(<EtlStartScreen />, { label: 'ETL Start', entry: '/ETL/start' });
    expect(await screen.findByText(/No connection can import yet/)).toBeInTheDocument();
    expect(screen.getByText(/Old Omni cannot import: it is being terminated/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start the import' })).toBeNull();
  });
});
