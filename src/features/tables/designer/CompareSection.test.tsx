import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { newDesign, type TableDesign } from '../../../design/tableDesign';
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

  it(
    'compares a running period like for like by default, and the whole earlier period when asked',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const { Harness, latestDesign, latestQuery } = sectionHarness(CompareSection);
      const thisYear: TableDesign = {
        ...lastMonthByBranch,
        filters: [{ id: 3, column: 'order_date', op: 'inPeriod', values: ['thisYear'] }],
      };
      renderTables(<Harness start={thisYear} />);
      expect(
        screen.getByRole('radio', { name: 'The previous period (the same days of the year before)' }),
      ).toBeChecked();
      const likeForLike = screen.getByRole('radio', {
        name: 'Like for like: this year to date vs the same days of the year before',
      });
      expect(likeForLike).toBeChecked();
      expect(screen.getByText(/like for like takes its whole days before today/)).toBeInTheDocument();

      await user.selectOptions(screen.getByRole('combobox', { name: 'Total to compare' }), 'measure:revenue');
      likeForLike.focus();
      await user.keyboard('{ArrowDown}');
      expect(
        screen.getByRole('radio', { name: 'Whole periods: this year vs the whole of the year before' }),
      ).toBeChecked();
      expect(screen.getByText(/its days still to come hold no rows yet/)).toBeInTheDocument();
      screen.getByRole('button', { name: 'Add comparison' }).focus();
      await user.keyboard('{Enter}');
      expect(latestQuery()).toMatchObject({
        compare: { column: 'order_date', against: 'previousPeriod', span: 'whole' },
      });
      expect(latestDesign()?.columns[2]?.name).toBe('Revenue, the whole of the year before');
    },
  );

  it('offers no span for a period that is over already', () => {
    const { Harness } = sectionHarness(CompareSection);
    renderTables(<Harness start={lastMonthByBranch} />);
    expect(screen.queryByRole('radiogroup', { name: 'How much of each period' })).toBeNull();
  });

  it('says what it needs when no date column is filtered by a relative period', () => {
    const { Harness } = sectionHarness(CompareSection);
    renderTables(<Harness start={{ ...lastMonthByBranch, filters: [] }} />);
    expect(screen.queryByRole('button', { name: 'Add comparison' })).toBeNull();
    expect(screen.getByText(/filter a date column by a period relative to today/)).toBeInTheDocument();
  });
});
