import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/apiError';
import { requestClientQueryPage } from '../../../api/queryOptions/warehouse';
import { newDesign, type TableDesign } from '../../../design/tableDesign';
import { renderTables } from '../testUtils';
import { CalculatedMeasureSection } from './CalculatedMeasureSection';
import { sectionHarness } from './sectionHarness';

vi.mock('../../../api/client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../../api/queryOptions/warehouse', () => ({ requestClientQueryPage: vi.fn() }));
const check = vi.mocked(requestClientQueryPage);

const byBranch: TableDesign = {
  ...newDesign(),
  table: 'sales_orders',
  columns: [
    { id: 1, kind: 'source', ref: 'branch', name: 'Branch' },
    { id: 2, kind: 'source', ref: 'measure:revenue', name: 'Revenue' },
    { id: 3, kind: 'source', ref: 'measure:orders', name: 'Orders' },
  ],
  nextId: 4,
};

const REFUSAL = '"[Revenu]" names no measure of this table.';

beforeEach(() => check.mockReset());

describe('calculated measures in the designer', () => {
  it(
    'shows the server’s refusal beside the formula, keeps the text, and adds the measure once it runs',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const { Harness, latestDesign, latestQuery } = sectionHarness(CalculatedMeasureSection);
      renderTables(<Harness start={byBranch} />);
      expect(screen.getByRole('heading', { name: 'Calculated measure' })).toBeInTheDocument();
      const add = screen.getByRole('button', { name: 'Add calculated measure' });
      expect(add).toBeDisabled();

      check.mockRejectedValueOnce(
        new ApiError({
          kind: 'response',
          status: 400,
          body: JSON.stringify({ message: `query.calculated.revenue_per_order.formula: ${REFUSAL}` }),
        }),
      );
      await user.type(screen.getByRole('textbox', { name: 'Measure name' }), 'Revenue per order');
      await user.tab();
      // user-event reads "[" as a key's name: doubled, it is typed.
      await user.keyboard('[[Revenu] ÷ [[Orders]');
      await user.tab();
      expect(screen.getByRole('button', { name: 'Add calculated measure' })).toHaveFocus();
      await user.keyboard('{Enter}');

      expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
      const formula = screen.getByRole('textbox', { name: 'Formula' });
      expect(formula).toHaveValue('[Revenu] ÷ [Orders]');
      expect(formula).toHaveAttribute('aria-invalid', 'true');
      expect(latestQuery()?.calculated).toBeUndefined();
      expect(check.mock.calls[0]?.[0].query).toMatchObject({
        columns: ['branch', 'measure:revenue', 'measure:orders', 'calc:revenue_per_order'],
        calculated: { revenue_per_order: { name: 'Revenue per order', formula: '[Revenu] ÷ [Orders]' } },
        pageSize: 1,
      });

      check.mockResolvedValueOnce({} as never);
      await user.clear(formula);
      await user.type(formula, '[[Revenue] ÷ [[Orders]');
      await user.click(screen.getByRole('button', { name: 'Add calculated measure' }));
      expect(await screen.findByRole('textbox', { name: 'Formula' })).toHaveValue('');
      expect(latestQuery()).toMatchObject({
        columns: ['branch', 'measure:revenue', 'measure:orders', 'calc:revenue_per_order'],
        calculated: { revenue_per_order: { name: 'Revenue per order', formula: '[Revenue] ÷ [Orders]' } },
      });
      expect(latestDesign()?.columns.at(-1)?.name).toBe('Revenue per order');
    },
  );

  it('names the measures a formula may use', () => {
    const { Harness } = sectionHarness(CalculatedMeasureSection);
    renderTables(<Harness start={byBranch} />);
    expect(screen.getByText(/Measures: Revenue, Orders\./)).toBeInTheDocument();
  });
});
