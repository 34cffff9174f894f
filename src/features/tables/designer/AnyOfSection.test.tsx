import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { newDesign, type TableDesign } from '../../../design/tableDesign';
import { renderTables } from '../testUtils';
import { AnyOfSection } from './AnyOfSection';
import { sectionHarness } from './sectionHarness';

vi.mock('../../../api/client', () => ({ apiRequest: vi.fn() }));

const orders: TableDesign = {
  ...newDesign(),
  table: 'sales_orders',
  columns: [
    { id: 1, kind: 'source', ref: 'order_number', name: 'Order' },
    { id: 2, kind: 'source', ref: 'total', name: 'Total' },
  ],
  nextId: 3,
};

async function addCondition(user: ReturnType<typeof userEvent.setup>, values: string, op: string) {
  await user.click(screen.getByRole('button', { name: 'Add condition' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Filter on column' }), 'total');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(screen.getByRole('textbox', { name: 'Values of Total' }), values);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Operator' }), op);
  await user.click(screen.getByRole('button', { name: 'Add this condition' }));
}

describe('any-of lists in the designer', () => {
  it(
    'keeps rows matching any one of two or more conditions, in words, and removes the list',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const { Harness, latestQuery } = sectionHarness(AnyOfSection);
      renderTables(<Harness start={orders} />);
      expect(screen.getByRole('heading', { name: 'Any one of these' })).toBeInTheDocument();
      const keep = screen.getByRole('button', { name: 'Keep rows matching any one' });
      expect(keep).toBeDisabled();

      await addCondition(user, '5000', 'gt');
      // One condition is no choice: a list takes two or more.
      expect(screen.getByRole('button', { name: 'Keep rows matching any one' })).toBeDisabled();
      await addCondition(user, '10', 'lt');
      expect(screen.getByRole('list', { name: 'Conditions of the new list' })).toHaveTextContent(/or Total/);
      screen.getByRole('button', { name: 'Keep rows matching any one' }).focus();
      await user.keyboard('{Enter}');

      expect(latestQuery()?.anyOf).toEqual([
        [
          { column: 'total', op: 'gt', values: [5000] },
          { column: 'total', op: 'lt', values: [10] },
        ],
      ]);
      const lists = screen.getByRole('list', { name: 'Any-of lists' });
      expect(lists).toHaveTextContent(/^Any of: Total .*5,000, Total .*10/);
      expect(screen.queryByRole('list', { name: 'Conditions of the new list' })).toBeNull();

      await user.click(screen.getByRole('button', { name: /^Remove: Any of:/ }));
      expect(latestQuery()?.anyOf).toBeUndefined();
    },
  );
});
