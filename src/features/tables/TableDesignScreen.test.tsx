import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { apiRequest } from '../../api/client';
import type { TableQuery } from '@wharf/contract';
import { designDrafts } from '../../design/draftStore';
import { TEST_SCHEMA } from '../../design/testCatalogue';
import TableDesignScreen from './TableDesignScreen';
import TableSaveScreen from './TableSaveScreen';
import { renderTables } from './testUtils';

vi.mock('../../api/client', () => ({ apiRequest: vi.fn() }));
const request = vi.mocked(apiRequest);

const ORDERS: Record<string, (string | number)[]> = {
  order_number: ['SO-1', 'SO-2'],
  total: [120.5, 80],
  branch: ['Auckland', 'Wellington'],
};

function answer(saveResult: () => Promise<unknown>) {
  request.mockImplementation((path, payload) => {
    switch (path) {
      case '/api/clientDWSchema':
        return Promise.resolve(TEST_SCHEMA as never);
      case '/api/userSettings':
        return Promise.resolve({ userId: 'user-1', settings: {}, updated: null } as never);
      case '/api/userLibrary':
        return Promise.resolve({ instanceId: 1, topics: [], items: [] } as never);
      case '/api/userLibrarySet':
        return saveResult() as never;
      case '/api/warehouseTableFeeds':
        // The server's count (/api/warehouseTableFeeds): OVERVIEW shows it, not a count of its own.
        return Promise.resolve({
          instanceId: 1,
          tables: [{ dwTableId: 1, tableName: 'sales_orders', rows: 59_784, feeds: [] }],
        } as never);
      case '/api/clientQuery': {
        const { query } = payload as { query: TableQuery };
        const rows = [0, 1].map((row) => query.columns.map((column) => ORDERS[column]?.[row] ?? null));
        return Promise.resolve({
          columns: query.columns.map((ref) => ({
            ref,
            name: ref,
            friendlyName: ref,
            dataType: 'text',
            role: 'dimension',
            aggregate: null,
            format: null,
          })),
          rows,
          offset: 0,
          nextOffset: null,
          totalRows: 2,
          truncated: false,
        } as never);
      }
      default:
        return Promise.reject(new Error(`unexpected call ${path} ${JSON.stringify(payload)}`));
    }
  });
}

async function addSourceColumn(user: ReturnType<typeof userEvent.setup>, ref: string) {
  await user.click(screen.getByRole('button', { name: 'Add column' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Source column' }), ref);
  await user.click(screen.getByRole('button', { name: 'Add column' }));
}

beforeEach(() => {
  request.mockReset();
});

describe('the table designer', () => {
  it('designs a table: source table, columns, a live preview, undo and redo', async () => {
    answer(() => Promise.reject(new Error('not saved in this test')));
    const user = userEvent.setup();
    renderTables(<TableDesignScreen />, { path: '/table/:id', entry: '/table/new', label: 'Table Design' });

    for (const tab of ['OVERVIEW', 'COLUMNS', 'FILTERS', 'UPDATE']) {
      expect(await screen.findByRole('tab', { name: tab })).toBeInTheDocument();
    }
    const toolbar = screen.getByRole('toolbar', { name: 'Table design actions' });
    for (const label of [
      'Back to the tables',
      'Refresh the preview',
      'Undo the last design change',
      'Redo the design change',
      'Search the columns of the source table',
    ]) {
      expect(within(toolbar).getByRole('button', { name: label })).toBeInTheDocument();
    }

    await user.click(await screen.findByRole('radio', { name: /Sales Orders/ }));
    expect(await screen.findByText(/, 59,784 rows\. Choosing another table/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'COLUMNS' }));
    await addSourceColumn(user, 'order_number');
    await addSourceColumn(user, 'total');
    expect(within(screen.getByRole('list', { name: 'Columns' })).getAllByRole('listitem')).toHaveLength(2);

    const preview = await screen.findByRole('table', { name: 'Preview' });
    await waitFor(() =>
      expect(
        within(preview)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Order Number', 'Total']),
    );
    expect(await within(preview).findByText('120.5', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(
      '/api/clientQuery',
      { query: { table: 'sales_orders', columns: ['order_number', 'total'], limit: 10_000, pageSize: 20 } },
      expect.anything(),
    );

    await user.click(within(toolbar).getByRole('button', { name: 'Undo the last design change' }));
    expect(within(screen.getByRole('list', { name: 'Columns' })).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(toolbar).getByRole('button', { name: 'Redo the design change' }));
    expect(within(screen.getByRole('list', { name: 'Columns' })).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Move Total up' }));
    expect(
      within(screen.getByRole('list', { name: 'Columns' })).getAllByRole('listitem')[0],
    ).toHaveTextContent('Total');
  }, 30_000);

  it('shows the row limit grouped as every count reads, and takes a limit typed with or without separators', async () => {
    answer(() => Promise.reject(new Error('not saved in this test')));
    const user = userEvent.setup();
    renderTables(<TableDesignScreen />, { path: '/table/:id', entry: '/table/new', label: 'Table Design' });
    await user.click(await screen.findByRole('tab', { name: 'UPDATE' }));
    const limit = screen.getByRole('textbox', { name: 'Row limit' });
    expect(limit).toHaveValue('10,000');
    await user.clear(limit);
    await user.type(limit, '2500{Enter}');
    expect(limit).toHaveValue('2,500');
    await user.clear(limit);
    await user.type(limit, '12,000{Enter}');
    expect(limit).toHaveValue('12,000');
    await user.clear(limit);
    await user.type(limit, '1.5');
    expect(screen.getByText(/A whole number from 1 to 1,048,575/)).toBeInTheDocument();
  }, 20_000);

  it('keeps the user’s edits when a save fails, and saves them to the library on the next try', async () => {
    let fail = true;
    answer(() =>
      fail
        ? Promise.reject(
            new ApiError({
              kind: 'response',
              status: 500,
              body: JSON.stringify({ message: 'Database unavailable' }),
            }),
          )
        : Promise.resolve({
            item: {
              id: 42,
              title: 'Orders',
              description: null,
              topicId: null,
              visibility: 'private',
              sourceType: 'user',
              owner: { userId: 'user-1', name: 'Demo User' },
              mine: true,
              favorite: false,
              definition: {},
              created: '2025-06-01T00:00:00.000Z',
              updated: '2025-06-01T00:00:00.000Z',
            },
          }),
    );
    const user = userEvent.setup();
    renderTables(<TableSaveScreen />, {
      path: '/table/save/:id',
      entry: '/table/save/new',
      label: 'Table Save',
    });
    designDrafts.open('new', {
      ...(await import('../../design/tableDesign')).newDesign(),
      table: 'sales_orders',
      columns: [{ id: 1, kind: 'source', ref: 'branch', name: 'Branch' }],
      nextId: 2,
    });

    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Orders');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The design was not saved/)).toBeInTheDocument();
    expect(await screen.findByText('Error: Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Orders');
    expect(designDrafts.get('new')?.present).toMatchObject({ name: 'Orders', columns: [{ ref: 'branch' }] });

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    const saved = request.mock.calls.filter(([path]) => path === '/api/userLibrarySet').at(-1)?.[1] as {
      item: { title: string; visibility: string; definition: Record<string, unknown> };
    };
    expect(saved.item).toMatchObject({
      title: 'Orders',
      visibility: 'private',
      definition: { table: 'sales_orders', columns: ['branch'] },
    });
    expect(designDrafts.get('42')?.present.id).toBe(42);
    expect(designDrafts.get('new')).toBeUndefined();
  }, 15_000);
});

const SAVED_ITEM = {
  item: {
    id: 42,
    title: 'Orders',
    description: null,
    topicId: null,
    visibility: 'private',
    sourceType: 'user',
    owner: { userId: 'user-1', name: 'Demo User' },
    mine: true,
    favorite: false,
    definition: {},
    created: '2025-06-01T00:00:00.000Z',
    updated: '2025-06-01T00:00:00.000Z',
  },
};

describe('saving and leaving the designer', () => {
  it('saves under the name typed on OVERVIEW without asking for it again', async () => {
    answer(() => Promise.resolve(SAVED_ITEM));
    const user = userEvent.setup();
    renderTables(<TableDesignScreen />, { path: '/table/:id', entry: '/table/new', label: 'Table Design' });
    await user.type(await screen.findByRole('textbox', { name: /Design name/ }), 'Orders{Enter}');
    await user.click(await screen.findByRole('radio', { name: /Sales Orders/ }));
    // A design without columns lands nothing: it is refused, with the reason, and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Save design' }));
    const refusal = await screen.findByText(/Add at least one column before saving/);
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(request.mock.calls.some(([path]) => path === '/api/userLibrarySet')).toBe(false);
    expect(designDrafts.get('new')?.present).toMatchObject({ name: 'Orders', table: 'sales_orders' });

    await user.click(screen.getByRole('tab', { name: 'COLUMNS' }));
    await user.click(screen.getByRole('button', { name: 'Pick several columns' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Columns to add' })).getByRole('checkbox', { name: 'Branch' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add 1 column' }));
    await user.click(screen.getByRole('button', { name: 'Save design' }));
    await waitFor(() => expect(designDrafts.get('42')?.present).toMatchObject({ id: 42, name: 'Orders' }));
    // Saved: said out loud, and the designer stays on the panel it was saved from.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved to your library.'));
    expect(screen.getByRole('tab', { name: 'COLUMNS' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText(/Add at least one column before saving/)).not.toBeInTheDocument();
    const saved = request.mock.calls.find(([path]) => path === '/api/userLibrarySet')?.[1] as {
      item: { title: string };
    };
    expect(saved.item.title).toBe('Orders');
    expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();
    expect(designDrafts.hasUnsavedEdits('42')).toBe(false);
  }, 15_000);

  it('asks before unsaved edits are left behind: Stay keeps them, Leave discards them', async () => {
    answer(() => Promise.resolve(SAVED_ITEM));
    const user = userEvent.setup();
    const { router } = renderTables(<TableDesignScreen />, {
      path: '/table/:id',
      entry: '/table/new',
      label: 'Table Design',
    });
    await user.click(await screen.findByRole('radio', { name: /Sales Orders/ }));

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    // Another panel of the same design is not leaving it.
    await user.click(screen.getByRole('tab', { name: 'COLUMNS' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    void router.navigate('/history');
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/table/new');
    expect(designDrafts.get('new')?.present.table).toBe('sales_orders');

    void router.navigate('/history');
    await user.click(await screen.findByRole('button', { name: 'Leave without saving', hidden: true }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(designDrafts.get('new')).toBeUndefined();
  }, 15_000);
});

describe('quick add', () => {
  it('adds several source columns at once with the defaults, as one undo step', async () => {
    answer(() => Promise.resolve(SAVED_ITEM));
    const user = userEvent.setup();
    renderTables(<TableDesignScreen />, { path: '/table/:id', entry: '/table/new', label: 'Table Design' });
    await user.click(await screen.findByRole('radio', { name: /Sales Orders/ }));
    await user.click(screen.getByRole('tab', { name: 'COLUMNS' }));
    await user.click(screen.getByRole('button', { name: 'Pick several columns' }));
    const group = screen.getByRole('group', { name: 'Columns to add' });
    await user.click(within(group).getByRole('checkbox', { name: 'Branch' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Customer › City' }));
    await user.click(screen.getByRole('button', { name: 'Add 2 columns' }));
    expect(designDrafts.get('new')?.present.columns).toEqual([
      expect.objectContaining({ kind: 'source', ref: 'branch', name: 'Branch' }),
      expect.objectContaining({ kind: 'source', ref: 'customer.city', name: 'City' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Undo the last design change' }));
    expect(designDrafts.get('new')?.present.columns).toEqual([]);
  }, 15_000);
});
