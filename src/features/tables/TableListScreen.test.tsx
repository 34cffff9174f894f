import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../api/client';
import { newDesign } from '../../design/tableDesign';
import { toDefinition } from '../../design/storage/libraryDefinition';
import TableListScreen from './TableListScreen';
import { renderTables } from './testUtils';

vi.mock('../../api/client', () => ({ apiRequest: vi.fn() }));
const request = vi.mocked(apiRequest);

const DESIGN = {
  ...newDesign(),
  id: 42,
  name: 'Orders',
  table: 'sales_orders',
  columns: [{ id: 1, kind: 'source' as const, ref: 'branch', name: 'Branch' }],
  nextId: 2,
};

beforeEach(() => {
  request.mockReset();
  request.mockImplementation((path) => {
    if (path === '/api/userLibrary') {
      return Promise.resolve({
        instanceId: 1,
        topics: [],
        items: [
          {
            id: 42,
            title: 'Orders',
            description: null,
            topicId: null,
            visibility: 'private',
            sourceType: 'user',
            owner: { userId: 'user-1', name: 'Demo User' },
            mine: true,
            favorite: false,
            definition: toDefinition(DESIGN),
            created: '2025-06-01T00:00:00.000Z',
            updated: '2025-06-01T00:00:00.000Z',
          },
        ],
      } as never);
    }
    if (path === '/api/clientQuery') {
      return Promise.resolve({
        columns: [
          {
            ref: 'branch',
            name: 'branch',
            friendlyName: 'Branch',
            dataType: 'text',
            role: 'dimension',
            aggregate: null,
            format: null,
          },
        ],
        rows: [['Auckland'], ['Wellington']],
        offset: 0,
        nextOffset: null,
        totalRows: 2,
        truncated: false,
      } as never);
    }
    if (path === '/api/userLibrarySet') return Promise.resolve({ item: { id: 42 } } as never);
    return Promise.reject(new Error(`not answered in this test: ${path}`));
  });
});

describe('the table list in the browser', () => {
  it('refreshes a design and links to where its rows are shown, not to an empty "below"', async () => {
    const user = userEvent.setup();
    renderTables(<TableListScreen />, { path: '/table', label: 'Table List' });
    const item = (await screen.findByRole('link', { name: 'Orders' })).closest('li');
    if (!item) throw new Error('expected the design’s list item');
    await user.click(within(item).getByRole('button', { name: 'Refresh Orders' }));
    const link = await within(item).findByRole('link', { name: 'show the result' });
    expect(link).toHaveAttribute('href', '/table/42?tab=UPDATE');
    expect(item).toHaveTextContent('2 rows ready: show the result.');
    expect(item).not.toHaveTextContent('ready below');
  }, 15_000);
});
