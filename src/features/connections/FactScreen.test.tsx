import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../api/client';
import type { ApiResponse, WarehouseTableFeeds } from '@wharf/contract';
import type { API_PATHS } from '@wharf/contract/paths.ts';
import FactListScreen from './FactListScreen';
import FactScreen from './FactScreen';
import {
  CIN7_SOURCE,
  makeConnection,
  makeJob,
  refusal,
  renderScreen,
  type AnswerByPath,
} from '../../testing/renderScreen';

vi.mock('../../api/client', () => ({ apiRequest: vi.fn() }));
const request = vi.mocked(apiRequest) as unknown as AnswerByPath;

const SOURCE = {
  ...CIN7_SOURCE,
  scopes: CIN7_SOURCE.scopes.map((scope) => ({ ...scope, tables: ['sales_order_lines'] })),
};
const OMNI = makeConnection({ id: 4, name: 'Harbour Traders Omni', status: 'ACTIVE' });

// A seeded table: no connection_id column, as the demo world's tables are.
const CATALOGUE: ApiResponse<typeof API_PATHS.clientDWSchema> = {
  instanceId: 1,
  schema: 'harbour',
  tables: [
    {
      id: 11,
      tableName: 'sales_order_lines',
      friendlyName: 'Sales Order Lines',
      description: 'One row per product on a sales order.',
      columns: [
        {
          id: 1,
          columnName: 'line_id',
          friendlyName: 'Line ID',
          dataType: 'integer',
          role: 'dimension',
          ordinal: 1,
          searchable: false,
        },
        {
          id: 2,
          columnName: 'landed_at',
          friendlyName: 'Landed At',
          dataType: 'timestamptz',
          role: 'dimension',
          ordinal: 2,
          searchable: false,
        },
      ],
      layer: 'business',
      sourceSystem: null,
      rowCount: 1_000,
      measures: [],
      relations: [],
    },
  ],
};

const FEEDS: WarehouseTableFeeds = {
  instanceId: 1,
  tables: [
    {
      dwTableId: 11,
      tableName: 'sales_order_lines',
      rows: 59_784,
      feeds: [
        {
          connectionId: 4,
          connectionName: 'Harbour Traders Omni',
          rows: 59_784,
          lastLanded: '2025-06-30T12:00:00.000Z',
        },
      ],
    },
  ],
};

function answer(feeds: () => Promise<unknown> = () => Promise.resolve(FEEDS)) {
  request.mockImplementation((path) => {
    switch (path) {
      case '/api/clientDWSchema':
        return Promise.resolve(CATALOGUE);
      case '/api/warehouseTableFeeds':
        return feeds();
      case '/api/instanceConnection':
        return Promise.resolve({
          user: { userId: 'u1', username: 'Demo', email: 'demo@wharf.test' },
          userInstances: [],
          currentInstanceId: 1,
          instanceConnections: [OMNI],
          activeConnectionCount: 1,
        });
      case '/api/etlStatus':
        return Promise.resolve({ instanceId: 1, jobs: [makeJob({ connectionId: 4, status: 'success' })] });
      case '/api/sourceSystems':
        return Promise.resolve({ sourceSystems: [SOURCE] });
      default:
        return Promise.reject(new Error(`unexpected call ${path}`));
    }
  });
}

function renderFact(id: number) {
  renderScreen(
    <Routes>
      <Route path="/connect/fact/:id" element={<FactScreen />} />
    </Routes>,
    { path: '/connect/fact/:id', entry: `/connect/fact/${id}`, label: 'Landed table' },
  );
}

describe('a landed table seeded with the demo world', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it("shows the server's row count and the connection feeding it", async () => {
    answer();
    renderFact(11);
    const rows = await screen.findByText((59_784).toLocaleString());
    expect(rows).toBeVisible();
    expect(await screen.findByText(`Harbour Traders Omni (${(59_784).toLocaleString()} rows)`)).toBeVisible();
    expect(screen.queryByText('Not known')).toBeNull();
    expect(screen.queryByText('No connection yet')).toBeNull();
    expect(request).toHaveBeenCalledWith('/api/warehouseTableFeeds', {}, expect.anything());
  });

  it('says the count is not known when the call fails, and still shows the table', async () => {
    answer(() => Promise.reject(refusal(500, 'The warehouse did not answer.')));
    renderFact(11);
    expect(await screen.findByText('Not known', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText('Sales Order Lines')).toBeVisible();
  });

  it('lists each landed table with its rows and feeding connection', async () => {
    answer();
    renderScreen(<FactListScreen />, { label: 'Landed tables' });
    const list = within(await screen.findByRole('list', { name: 'Landed tables' }));
    expect(
      await list.findByText(`2 columns · ${(59_784).toLocaleString()} rows · fed by Harbour Traders Omni`, {
        exact: false,
      }),
    ).toBeVisible();
  });
});
