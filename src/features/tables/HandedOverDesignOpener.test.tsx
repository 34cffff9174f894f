/**
 * /table/new with a design handed over in the router's state (the AI view's "Open in the table designer"): it opens
 * as a new, unsaved design named after the question, with the catalogue's column names; nothing is stored until it
 * is saved, which then makes the library item as for any new browser design; without the state /table/new is empty.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../api/client';
import type { TableQuery } from '@wharf/contract';
import { designHandOverState } from '../../routes/designHandOver';
import { designDrafts } from '../../design/draftStore';
import { TEST_SCHEMA } from '../../design/testCatalogue';
import TableDesignRoute from './TableDesignRoute';
import { renderTables } from './testUtils';

vi.mock('../../api/client', () => ({ apiRequest: vi.fn() }));
const request = vi.mocked(apiRequest);

const QUESTION = 'revenue by branch and customer city';
const QUERY: TableQuery = {
  table: 'sales_orders',
  columns: ['branch', 'customer.city', 'total'],
  aggregate: { total: 'sum' },
  sort: [{ column: 'total', desc: true }],
  limit: 10,
};

beforeEach(() => {
  request.mockReset();
  request.mockImplementation((path, payload) => {
    switch (path) {
      case '/api/clientDWSchema':
        return Promise.resolve(TEST_SCHEMA as never);
      case '/api/userSettings':
        return Promise.resolve({ userId: 'user-1', settings: {}, updated: null } as never);
      case '/api/warehouseFreshness':
        return Promise.resolve({ instanceId: 1, checkedAt: '2026-11-24T00:00:00.000Z', tables: [] } as never);
      case '/api/warehouseTableFeeds':
        return Promise.resolve({ instanceId: 1, tables: [] } as never);
      case '/api/clientQuery':
        return Promise.resolve({
          columns: [],
          rows: [],
          offset: 0,
          nextOffset: null,
          totalRows: 0,
          truncated: false,
        } as never);
      case '/api/userLibrarySet':
        return Promise.resolve({ item: { id: 42, title: QUESTION } } as never);
      default:
        return Promise.reject(new Error(`unexpected call ${path} ${JSON.stringify(payload)}`));
    }
  });
});

const calledPaths = () => request.mock.calls.map(([path]) => path);

describe('a design handed over to /table/new', () => {
  it('opens as a new unsaved design named after the question, stored only once saved', async () => {
    const user = userEvent.setup();
    const { router } = renderTables(<TableDesignRoute />, {
      path: '/table/:id',
      entry: '/table/new',
      label: 'Table Design',
    });
    // Without a hand-over: the usual empty new design.
    expect(await screen.findByRole('textbox', { name: /Design name/ }, { timeout: 5000 })).toHaveValue('');

    await router.navigate('/table/new', { state: designHandOverState({ name: QUESTION, query: QUERY }) });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Design name/ })).toHaveValue(QUESTION), {
      timeout: 5000,
    });
    // The state is dropped once read: a reload shows the empty new design again.
    expect(router.state.location.state).toBeNull();
    expect(designDrafts.get('new')?.present).toMatchObject({
      id: null,
      name: QUESTION,
      table: 'sales_orders',
      limit: 10,
      sort: [{ column: 'total', desc: true }],
    });
    expect(designDrafts.hasUnsavedEdits('new')).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'COLUMNS' }));
    const columns = within(screen.getByRole('list', { name: 'Columns' })).getAllByRole('listitem');
    expect(columns.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Branch'),
      expect.stringContaining('City'),
      expect.stringContaining('Total'),
    ]);
    expect(calledPaths()).not.toContain('/api/userLibrarySet');

    await user.click(screen.getByRole('button', { name: 'Save design' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/table/42'));
    const saved = request.mock.calls.find(([path]) => path === '/api/userLibrarySet')?.[1] as {
      item: { title: string; visibility: string; definition: Record<string, unknown> };
    };
    expect(saved.item).toMatchObject({
      title: QUESTION,
      visibility: 'private',
      definition: { table: 'sales_orders', columns: ['branch', 'customer.city', 'total'], limit: 10 },
    });
  }, 20_000);
});
