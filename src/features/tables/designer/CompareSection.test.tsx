import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { newDesign, type TableDesign } from '../../../design/model';
import { renderTables } from '../testUtils';
import { CompareSection } from './CompareSection';
import { sectionHarness } from './sectionHarness';

vi.mock('../../../api/client', () => ({ apiRequest: vi.fn() }));

const lastMonthByBranch: TableDesign = {
  ...newDesign(),
  table: 'sales_orders',
  columns: [
    { id: 1, kind: 'source', ref: 'branch', name: 'Branch' },
    { id: 2, kind: 'source', ref: 'measure:revenue', name: 'Revenue' },
  ],
  filters: [{ id: 3, column: 'order_date', op: 'inPeriod', values: ['lastMonth'] }],
  nextId: 4,
};

describe('comparison with an earlier period in the designer', () => {
  it(
    'adds the total a year earlier, its change and its change in %, by keyboard, named in words',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const { Harness, latestDesign, latestQuery } = sectionHarness(CompareSection);
      renderTables(<Harness start={lastMonthByBranch} />);
      expect(screen.getByRole('heading', { name: 'Compare with an earlier period' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Order Date: last month');
      expect(
        screen.getByRole('radio', { name: 'The previous period (the month before)' }),
      ).toBeInTheDocument();
      const add = screen.getByRole('button', { name: 'Add comparison' });
      expect(add).toBeDisabled();

      await user.selectOptions(screen.getByRole('combobox', { name: 'Total to compare' }), 'measure:revenue');
      screen.getByRole('radio', { name: 'The previous period (the month before)' }).focus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('radio', { name: 'The same period a year earlier' })).toBeChecked();
      add.focus();
      await user.keyboard('{Enter}');

      expect(latestQuery()).toMatchObject({
        columns: [
          'branch',
          'measure:revenue',
          'previous:measure:revenue',
          'change:measure:revenue',
          'changePct:measure:revenue',
        ],
        compare: { column: 'order_date', against: 'yearEarlier' },
        formats: {
          'previous:measure:revenue': '#,##0.00',
          'change:measure:revenue': '#,##0.00',
          'changePct:measure:revenue': '0.0%',
        },
      });
      expect(
        latestDesign()
          ?.columns.slice(2)
          .map((column) => column.name),
      ).toEqual(['Revenue, the same period a year earlier', 'Revenue change', 'Revenue change %']);
    },
  );

  it('says what it needs when no date column is filtered by a relative period', () => {
    const { Harness } = sectionHarness(CompareSection);
    renderTables(<Harness start={{ ...lastMonthByBranch, filters: [] }} />);
    expect(screen.queryByRole('button', { name: 'Add comparison' })).toBeNull();
    expect(screen.getByText(/filter a date column by a period relative to today/)).toBeInTheDocument();
  });
});
