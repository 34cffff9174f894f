import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildQuery } from '../../../design/buildQuery';
import { applyEdit, type DesignEdit } from '../../../design/designReducer';
import { newDesign, type TableDesign } from '../../../design/tableDesign';
import { TEST_SCHEMA } from '../../../design/testCatalogue';
import { renderTables } from '../testUtils';
import { TotalsFilterSection } from './TotalsFilterSection';

vi.mock('../../../api/client', () => ({ apiRequest: vi.fn() }));

const grouped: TableDesign = {
  ...newDesign(),
  table: 'sales_orders',
  columns: [
    { id: 1, kind: 'source', ref: 'branch', name: 'Branch' },
    { id: 2, kind: 'source', ref: 'total', name: 'Sum of Total', aggregate: 'sum' },
  ],
  nextId: 3,
};

const seen = vi.fn<(design: TableDesign) => void>();
const latestQuery = () => {
  const design = seen.mock.lastCall?.[0];
  return design ? buildQuery(design) : null;
};
function Harness({ start }: { start: TableDesign }) {
  const [design, setDesign] = useState(start);
  useEffect(() => seen(design), [design]);
  const dispatch = (edit: DesignEdit) => setDesign((current) => applyEdit(current, edit));
  return <TotalsFilterSection design={design} dispatch={dispatch} schema={TEST_SCHEMA} />;
}

describe('filters on totals in the designer', () => {
  it(
    'keeps the groups whose total passes, by keyboard, in words, and takes it away again',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      renderTables(<Harness start={grouped} />);
      expect(screen.getByRole('heading', { name: 'Filters on totals' })).toBeInTheDocument();
      const add = screen.getByRole('button', { name: 'Add filter on totals' });
      expect(add).toBeDisabled();

      await user.selectOptions(screen.getByRole('combobox', { name: 'Total' }), 'total');
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Keep groups where the total is' }),
        'gt',
      );
      await user.type(screen.getByRole('spinbutton', { name: 'Value' }), '50000');
      expect(add).toBeEnabled();
      add.focus();
      await user.keyboard('{Enter}');

      expect(latestQuery()?.having).toEqual([{ column: 'total', op: 'gt', values: [50000] }]);
      const list = screen.getByRole('list', { name: 'Filters on totals' });
      expect(list).toHaveTextContent(/Branch with Sum of Total more than 50,000/);

      // Between takes two numbers.
      await user.selectOptions(screen.getByRole('combobox', { name: 'Total' }), 'total');
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Keep groups where the total is' }),
        'between',
      );
      await user.type(screen.getByRole('spinbutton', { name: 'From' }), '10');
      expect(screen.getByRole('button', { name: 'Add filter on totals' })).toBeDisabled();
      await user.type(screen.getByRole('spinbutton', { name: 'To' }), '20');
      await user.click(screen.getByRole('button', { name: 'Add filter on totals' }));
      expect(latestQuery()?.having?.[1]).toEqual({ column: 'total', op: 'between', values: [10, 20] });

      await user.click(
        screen.getByRole('button', { name: /Remove filter on totals: Branch with Sum of Total more than/ }),
      );
      expect(latestQuery()?.having).toEqual([{ column: 'total', op: 'between', values: [10, 20] }]);
    },
  );

  it('says what it needs when the design does not total and group', () => {
    renderTables(
      <Harness start={{ ...grouped, columns: [{ id: 1, kind: 'source', ref: 'branch', name: 'Branch' }] }} />,
    );
    expect(screen.queryByRole('button', { name: 'Add filter on totals' })).toBeNull();
    expect(
      screen.getByText(/total a column or add a measure on COLUMNS, and keep a column to group by/),
    ).toBeInTheDocument();
  });
});
