import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildQuery } from '../../../design/buildQuery';
import { applyEdit, type DesignEdit } from '../../../design/designReducer';
import { newDesign, type TableDesign } from '../../../design/tableDesign';
import { TEST_SCHEMA } from '../../../design/testCatalogue';
import { renderTables } from '../testUtils';
import { SortSection } from './SortSection';

vi.mock('../../../api/client', () => ({ apiRequest: vi.fn() }));

const start: TableDesign = {
  ...newDesign(),
  table: 'sales_orders',
  columns: [
    { id: 1, kind: 'source', ref: 'branch', name: 'Branch' },
    { id: 2, kind: 'source', ref: 'total', name: 'Total' },
  ],
  nextId: 3,
};

const seen = vi.fn<(design: TableDesign) => void>();
const latestQuery = () => {
  const design = seen.mock.lastCall?.[0];
  return design ? buildQuery(design) : null;
};
function Harness() {
  const [design, setDesign] = useState(start);
  useEffect(() => seen(design), [design]);
  const dispatch = (edit: DesignEdit) => setDesign((current) => applyEdit(current, edit));
  return <SortSection design={design} dispatch={dispatch} schema={TEST_SCHEMA} />;
}

describe('sorting in the designer', () => {
  it(
    'sorts by several columns, each ascending or descending, in the order chosen',
    { timeout: 15_000 },
    async () => {
      const user = userEvent.setup();
      renderTables(<Harness />);
      expect(screen.getByText('Not sorted: rows land in the warehouse’s order.')).toBeInTheDocument();

      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by column' }), 'total');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Direction' }), 'desc');
      await user.click(screen.getByRole('button', { name: 'Add sort key' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by column' }), 'branch');
      await user.click(screen.getByRole('button', { name: 'Add sort key' }));
      expect(screen.getByText('Sort by Total, descending')).toBeInTheDocument();
      expect(screen.getByText('Then by Branch, ascending')).toBeInTheDocument();
      expect(latestQuery()?.sort).toEqual([
        { column: 'total', desc: true },
        { column: 'branch', desc: false },
      ]);

      await user.click(screen.getByRole('button', { name: 'Sort by Branch earlier' }));
      await user.click(screen.getAllByRole('button', { name: 'Make descending' })[0] ?? document.body);
      expect(latestQuery()?.sort).toEqual([
        { column: 'branch', desc: true },
        { column: 'total', desc: true },
      ]);
      await user.click(screen.getByRole('button', { name: 'Stop sorting by Total' }));
      expect(latestQuery()?.sort).toEqual([{ column: 'branch', desc: true }]);
    },
  );

  it('starts the order over with another source table', () => {
    const sorted = applyEdit(start, { type: 'sortBy', column: 'total', desc: true });
    expect(applyEdit(sorted, { type: 'setTable', table: 'customers' }).sort).toEqual([]);
  });
});
