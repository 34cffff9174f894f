import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../api/client';
import { newDesign } from '../../../design/tableDesign';
import { TEST_SCHEMA } from '../../../design/testCatalogue';
import { renderTables } from '../testUtils';
import { AddFilterWizard } from './AddFilterWizard';

vi.mock('../../../api/client', () => ({ apiRequest: vi.fn() }));
const request = vi.mocked(apiRequest);

const BRANCHES = ['Auckland', 'Wellington', 'Christchurch'];

beforeEach(() => {
  request.mockReset();
  request.mockImplementation((path, payload) => {
    if (path === '/api/searchMemberList') {
      const { dwTableId, dwColumnId, search } = payload as {
        dwTableId: number;
        dwColumnId: number;
        search: string;
      };
      const members = BRANCHES.filter((branch) => branch.toLowerCase().includes(search.toLowerCase()));
      return Promise.resolve({ dwTableId, dwColumnId, members, truncated: false } as never);
    }
    return Promise.reject(new Error(`unexpected call ${path}`));
  });
});

const design = { ...newDesign(), table: 'sales_orders' };

describe('the Add filter wizard', () => {
  it('walks FILTER → VALUES → DEFINITION, searching members as the user types', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderTables(
      <AddFilterWizard routeId="new" design={design} schema={TEST_SCHEMA} onAdd={onAdd} onCancel={vi.fn()} />,
    );

    expect(screen.getByRole('button', { name: 'Step 1 of 3: FILTER' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('button', { name: 'Step 2 of 3: VALUES' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Step 3 of 3: DEFINITION' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter on column' }), 'branch');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Step 2 of 3: VALUES' })).toHaveAttribute(
      'aria-current',
      'step',
    );

    // The order of the members is said: most rows first, and how well they match once text is typed.
    expect(await screen.findByText(/members\. Most rows first\./)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: /Search Branch/ }), 'ell');
    expect(await screen.findByRole('checkbox', { name: 'Wellington' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Auckland' })).not.toBeInTheDocument());
    expect(
      await screen.findByText(
        /Exact matches first, then those starting with your text; most rows first within each\./,
      ),
    ).toBeInTheDocument();
    // Debounced: the typed text is searched once it settles, not letter by letter.
    const searches = request.mock.calls
      .filter(([path]) => path === '/api/searchMemberList')
      .map(([, payload]) => (payload as { search: string }).search);
    expect(searches).toEqual(['', 'ell']);
    expect(request).toHaveBeenCalledWith(
      '/api/searchMemberList',
      { dwTableId: 20, dwColumnId: 202, search: 'ell' },
      expect.anything(),
    );

    await user.click(screen.getByRole('checkbox', { name: 'Wellington' }));
    await user.clear(screen.getByRole('searchbox', { name: /Search Branch/ }));
    await user.type(screen.getByRole('searchbox', { name: /Search Branch/ }), 'auck');
    await user.click(await screen.findByRole('checkbox', { name: 'Auckland' }));
    expect(screen.getByRole('list', { name: 'Chosen members' })).toHaveTextContent('WellingtonAuckland');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('combobox', { name: 'Operator' })).toHaveValue('in');
    expect(screen.getByText('Filter: Branch is one of Wellington, Auckland')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(onAdd).toHaveBeenCalledWith({ column: 'branch', op: 'in', values: ['Wellington', 'Auckland'] });
  });

  it('links to the full-pane search of all the column’s members, for this design', async () => {
    const user = userEvent.setup();
    renderTables(
      <AddFilterWizard
        routeId="new"
        design={design}
        schema={TEST_SCHEMA}
        onAdd={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter on column' }), 'customer.city');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('link', { name: 'Search all members of Customer › City' })).toHaveAttribute(
      'href',
      '/dataSetSearch/members/new/102?ref=customer.city',
    );
  });

  it('searches a related table’s column with that table’s ids', async () => {
    const user = userEvent.setup();
    renderTables(
      <AddFilterWizard
        routeId="new"
        design={design}
        schema={TEST_SCHEMA}
        onAdd={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter on column' }), 'customer.city');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(
        '/api/searchMemberList',
        { dwTableId: 10, dwColumnId: 102, search: '' },
        expect.anything(),
      ),
    );
  });

  it('takes typed values for a column that cannot be searched, as numbers for a number column', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderTables(
      <AddFilterWizard routeId="new" design={design} schema={TEST_SCHEMA} onAdd={onAdd} onCancel={vi.fn()} />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter on column' }), 'total');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('textbox', { name: /Values of Total/ }), '1000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Operator' }), 'gte');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(onAdd).toHaveBeenCalledWith({ column: 'total', op: 'gte', values: [1000] });
    expect(request).not.toHaveBeenCalled();
  });

  it('offers periods relative to today first for a date column, stored as the words', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderTables(
      <AddFilterWizard routeId="new" design={design} schema={TEST_SCHEMA} onAdd={onAdd} onCancel={vi.fn()} />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter on column' }), 'order_date');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const period = screen.getByRole('combobox', { name: /Period of Order Date/ });
    const options = within(period)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe('Today');
    expect(options.at(-1)).toBe('Between dates');
    expect(period).toHaveValue('lastMonth');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Filter: Order Date is in last month')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(onAdd).toHaveBeenCalledWith({ column: 'order_date', op: 'inPeriod', values: ['lastMonth'] });
  });

  it('takes the N of "last N days" within its limit, and the same period a year earlier', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderTables(
      <AddFilterWizard routeId="new" design={design} schema={TEST_SCHEMA} onAdd={onAdd} onCancel={vi.fn()} />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter on column' }), 'order_date');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Period of Order Date/ }), 'lastNDays');
    const count = screen.getByRole('spinbutton', { name: /Number of days/ });
    await user.clear(count);
    await user.type(count, '0');
    expect(screen.getByText('Enter a whole number from 1 to 3660.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Add filter' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.clear(screen.getByRole('spinbutton', { name: /Number of days/ }));
    await user.type(screen.getByRole('spinbutton', { name: /Number of days/ }), '90');
    await user.click(screen.getByRole('checkbox', { name: 'The same period a year earlier' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Filter: Order Date is in the last 90 days, a year earlier')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(onAdd).toHaveBeenCalledWith({
      column: 'order_date',
      op: 'inPeriod',
      values: ['lastNDays', 90, 'yearEarlier'],
    });
  });

  it('starts the number box at a count that suits the unit, and says which month window is which', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderTables(
      <AddFilterWizard routeId="new" design={design} schema={TEST_SCHEMA} onAdd={onAdd} onCancel={vi.fn()} />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter on column' }), 'order_date');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const period = () => screen.getByRole('combobox', { name: /Period of Order Date/ });

    await user.selectOptions(period(), 'lastNMonths');
    expect(screen.getByRole('option', { name: 'Last N months to today' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /Number of months/ })).toHaveValue(3);
    expect(screen.getByText(/the first month is usually part of a month/)).toBeInTheDocument();

    await user.selectOptions(period(), 'lastNWeeks');
    expect(screen.getByRole('spinbutton', { name: /Number of weeks/ })).toHaveValue(4);
    await user.selectOptions(period(), 'lastNDays');
    expect(screen.getByRole('spinbutton', { name: /Number of days/ })).toHaveValue(30);

    // A count typed for months stays when switching to whole months.
    await user.selectOptions(period(), 'lastNMonths');
    const months = screen.getByRole('spinbutton', { name: /Number of months/ });
    await user.clear(months);
    await user.type(months, '6');
    await user.selectOptions(period(), 'lastNWholeMonths');
    expect(screen.getByRole('spinbutton', { name: /Number of whole months/ })).toHaveValue(6);
    expect(screen.getByText(/Calendar months before this one, each whole/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Filter: Order Date is in the last 6 whole months')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(onAdd).toHaveBeenCalledWith({
      column: 'order_date',
      op: 'inPeriod',
      values: ['lastNWholeMonths', 6],
    });
  });

  it('keeps fixed dates possible: "Between dates" takes typed dates as before', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderTables(
      <AddFilterWizard routeId="new" design={design} schema={TEST_SCHEMA} onAdd={onAdd} onCancel={vi.fn()} />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter on column' }), 'order_date');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Period of Order Date/ }), 'dates');
    await user.type(screen.getByRole('textbox', { name: /Values of Order Date/ }), '2025-01-01, 2025-03-31');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Operator' }), 'between');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(onAdd).toHaveBeenCalledWith({
      column: 'order_date',
      op: 'between',
      values: ['2025-01-01', '2025-03-31'],
    });
  });
});
