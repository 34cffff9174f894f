import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { newDesign, type TableDesign } from '../../../design/tableDesign';
import { renderTables } from '../testUtils';
import { sectionHarness } from './sectionHarness';
import { TopPerGroupSection } from './TopPerGroupSection';

vi.mock('../../../api/client', () => ({ apiRequest: vi.fn() }));

const byBranchAndOrder: TableDesign = {
  ...newDesign(),
  table: 'sales_orders',
  columns: [
    { id: 1, kind: 'source', ref: 'branch', name: 'Branch' },
    { id: 2, kind: 'source', ref: 'order_number', name: 'Order' },
    { id: 3, kind: 'source', ref: 'measure:revenue', name: 'Revenue' },
  ],
  nextId: 4,
};

describe('top N within each group in the designer', () => {
  it(
    'keeps the top rows of each group, by keyboard, in words; edits and removes it',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const { Harness, latestQuery } = sectionHarness(TopPerGroupSection);
      renderTables(<Harness start={byBranchAndOrder} />);
      expect(screen.getByRole('heading', { name: 'Top N within each group' })).toBeInTheDocument();
      const keep = screen.getByRole('button', { name: 'Keep top N' });
      expect(keep).toBeDisabled();

      const count = screen.getByRole('spinbutton', { name: 'How many rows in each group' });
      await user.clear(count);
      await user.type(count, '2');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Ranked by' }), 'measure:revenue');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'asc');
      screen.getByRole('checkbox', { name: 'Branch' }).focus();
      await user.keyboard(' ');
      keep.focus();
      await user.keyboard('{Enter}');

      expect(latestQuery()?.topPerGroup).toEqual({
        n: 2,
        by: 'measure:revenue',
        within: ['branch'],
        desc: false,
      });
      expect(screen.getByRole('list', { name: 'Top N within each group' })).toHaveTextContent(
        'Bottom 2 Order Number in each Branch by Revenue',
      );

      // Editable: the form holds the current ranking; a new count changes it.
      await user.clear(count);
      await user.type(count, '3');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'desc');
      await user.click(screen.getByRole('button', { name: 'Change top N' }));
      expect(latestQuery()?.topPerGroup).toEqual({ n: 3, by: 'measure:revenue', within: ['branch'] });

      await user.click(screen.getByRole('button', { name: /^Remove: Top 3 Order Number in each Branch/ }));
      expect(latestQuery()?.topPerGroup).toBeUndefined();
    },
  );

  it('refuses a count that is not a whole number from 1', async () => {
    const user = userEvent.setup();
    const { Harness } = sectionHarness(TopPerGroupSection);
    renderTables(<Harness start={byBranchAndOrder} />);
    const count = screen.getByRole('spinbutton', { name: 'How many rows in each group' });
    await user.clear(count);
    await user.type(count, '0');
    expect(screen.getByText('A whole number from 1 to 1,000.')).toBeInTheDocument();
  });

  it('says what it needs when the design groups by one column only', () => {
    const { Harness } = sectionHarness(TopPerGroupSection);
    const columns = byBranchAndOrder.columns.filter((column) => column.id !== 2);
    renderTables(<Harness start={{ ...byBranchAndOrder, columns }} />);
    expect(screen.queryByRole('button', { name: 'Keep top N' })).toBeNull();
    expect(screen.getByText(/keep two columns to group by/)).toBeInTheDocument();
  });
});
