import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { newDesign, type TableDesign } from '../../../design/tableDesign';
import { renderTables } from '../testUtils';
import { sectionHarness } from './sectionHarness';
import { ShareSection } from './ShareSection';

vi.mock('../../../api/client', () => ({ apiRequest: vi.fn() }));

const byBranchAndMonth: TableDesign = {
  ...newDesign(),
  table: 'sales_orders',
  columns: [
    { id: 1, kind: 'source', ref: 'branch', name: 'Branch' },
    { id: 2, kind: 'source', ref: 'order_date', name: 'Month', grain: 'month' },
    { id: 3, kind: 'source', ref: 'measure:revenue', name: 'Revenue' },
  ],
  nextId: 4,
};

describe('share of total in the designer', () => {
  it(
    'adds a total’s share within a chosen group, by keyboard, named in words',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const { Harness, latestDesign, latestQuery } = sectionHarness(ShareSection);
      renderTables(<Harness start={byBranchAndMonth} />);
      expect(screen.getByRole('heading', { name: 'Share of total' })).toBeInTheDocument();
      const add = screen.getByRole('button', { name: 'Add share of total' });
      expect(add).toBeDisabled();

      screen.getByRole('combobox', { name: 'Share of' }).focus();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Share of' }), 'measure:revenue');
      await user.tab();
      expect(screen.getByRole('checkbox', { name: 'Branch' })).toHaveFocus();
      await user.keyboard(' ');
      expect(screen.getByText('Adds the column “Share of Revenue within Branch”.')).toBeInTheDocument();
      add.focus();
      await user.keyboard('{Enter}');

      expect(latestQuery()).toMatchObject({
        columns: ['branch', 'order_date', 'measure:revenue', 'share:measure:revenue'],
        shareWithin: { 'share:measure:revenue': ['branch'] },
        formats: { 'share:measure:revenue': '0.0%' },
      });
      expect(latestDesign()?.columns.at(-1)?.name).toBe('Share of Revenue within Branch');
      // A total already shared is not offered twice.
      expect(screen.queryByRole('option', { name: 'Revenue' })).toBeNull();
    },
  );

  it('shares over the whole table when no group is chosen', async () => {
    const user = userEvent.setup();
    const { Harness, latestQuery } = sectionHarness(ShareSection);
    renderTables(<Harness start={byBranchAndMonth} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Share of' }), 'measure:revenue');
    await user.click(screen.getByRole('button', { name: 'Add share of total' }));
    expect(latestQuery()?.columns).toContain('share:measure:revenue');
    expect(latestQuery()?.shareWithin).toBeUndefined();
  });

  it('says what it needs when the design totals nothing', () => {
    const { Harness } = sectionHarness(ShareSection);
    renderTables(<Harness start={{ ...byBranchAndMonth, columns: byBranchAndMonth.columns.slice(0, 1) }} />);
    expect(screen.queryByRole('button', { name: 'Add share of total' })).toBeNull();
    expect(screen.getByText(/add a measure or total a column first/)).toBeInTheDocument();
  });
});
