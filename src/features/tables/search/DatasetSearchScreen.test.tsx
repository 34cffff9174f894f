import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../api/client';
import { designDrafts } from '../../../design/draftStore';
import { newDesign } from '../../../design/tableDesign';
import { TEST_SCHEMA } from '../../../design/testCatalogue';
import { renderTables } from '../testUtils';
import DatasetSearchScreen from './DatasetSearchScreen';

vi.mock('../../../api/client', () => ({ apiRequest: vi.fn() }));
const request = vi.mocked(apiRequest);

const BRANCHES = ['Auckland', 'Wellington', 'Christchurch'];

beforeEach(() => {
  request.mockReset();
  request.mockImplementation((path, payload) => {
    switch (path) {
      case '/api/clientDWSchema':
        return Promise.resolve(TEST_SCHEMA as never);
      case '/api/userSettings':
        return Promise.resolve({ userId: 'user-1', settings: {}, updated: null } as never);
      case '/api/searchMemberList': {
        const { search } = payload as { search: string };
        const members = BRANCHES.filter((branch) => branch.toLowerCase().includes(search.toLowerCase()));
        return Promise.resolve({ members, truncated: false } as never);
      }
      default:
        return Promise.reject(new Error(`unexpected call ${path}`));
    }
  });
});

/** The search at `entry`, over an unsaved design of `table` open in the designer (its draft). */
function renderSearch(entry: string, table = 'sales_orders') {
  renderTables(<DatasetSearchScreen />, {
    path: '/dataSetSearch/:mode/:tableId/:indexId',
    entry,
    label: 'Dataset Search',
  });
  act(() => designDrafts.open('new', { ...newDesign(), table }));
}

describe('the dataset search', () => {
  it('adds the chosen columns to the design’s draft as one edit, then goes back to the designer', async () => {
    const user = userEvent.setup();
    renderSearch('/dataSetSearch/columns/new/20');
    expect(await screen.findByText('6 of 6 columns.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search the columns of Sales Orders' }), 'city');
    await user.click(screen.getByRole('checkbox', { name: 'Customer › City' }));
    await user.click(screen.getByRole('button', { name: 'Add 1 column to the design' }));

    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    const draft = designDrafts.get('new');
    expect(draft?.present.columns).toMatchObject([{ kind: 'source', ref: 'customer.city', name: 'City' }]);
    expect(draft?.past).toHaveLength(1);
  });

  it('filters the design on the chosen members with exactly one filter', async () => {
    const user = userEvent.setup();
    renderSearch('/dataSetSearch/members/new/202?ref=branch');
    const search = await screen.findByRole('searchbox', { name: 'Search the members of Branch' });
    await user.type(search, 'auck');
    // Every branch shows before the typed text settles: wait for the search's answer.
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Wellington' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText(/Exact matches first, then those starting with your text/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Auckland' }));
    await user.click(screen.getByRole('button', { name: 'Filter the design on these members' }));

    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(designDrafts.get('new')?.present.filters).toEqual([
      { id: 1, column: 'branch', op: 'in', values: ['Auckland'] },
    ]);
    expect(request).toHaveBeenCalledWith(
      '/api/searchMemberList',
      { dwTableId: 20, dwColumnId: 202, search: 'auck', limit: 200 },
      expect.anything(),
    );
  });

  it('offers nothing from a table the design is not over', async () => {
    renderSearch('/dataSetSearch/columns/new/20', 'customers');
    expect(
      await screen.findByText('The design is not over Sales Orders: search its columns from the designer.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
