import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../api/client';
import { newDesign } from '../../../design/tableDesign';
import { EMPTY_SCHEMA, MODEL_SCHEMA, REVENUE } from '../../../design/testCatalogue';
import type { AnswerByPath } from '../../../testing/renderScreen';
import { renderTables } from '../testUtils';
import { AddColumnWizard } from './AddColumnWizard';
import { OverviewPanel } from './OverviewPanel';
import { QuickAddColumns } from './QuickAddColumns';

vi.mock('../../../api/client', () => ({ apiRequest: vi.fn() }));

const design = { ...newDesign(), table: 'sales_orders' };

beforeEach(() => {
  // The row counts of /api/warehouseTableFeeds: none counted.
  (vi.mocked(apiRequest) as unknown as AnswerByPath).mockResolvedValue({ tables: [] });
});

describe('measures in the column picker', () => {
  it('offers the table’s measures in a group of their own, each with its definition', () => {
    renderTables(
      <QuickAddColumns design={design} schema={MODEL_SCHEMA} onAdd={vi.fn()} onCancel={vi.fn()} />,
    );
    const measures = screen.getByRole('group', { name: 'Measures' });
    const revenue = within(measures).getByRole('checkbox', { name: 'Revenue' });
    expect(revenue).toHaveAccessibleDescription(REVENUE.definition);
    expect(within(measures).getByRole('checkbox', { name: 'Orders' })).toBeInTheDocument();
    expect(measures).toHaveTextContent(
      'choosing one makes the design summarize, grouped by its other columns',
    );
    expect(
      within(screen.getByRole('group', { name: 'Columns to add' })).queryByRole('checkbox', {
        name: 'Revenue',
      }),
    ).toBeNull();
  });

  it('adds a picked measure as its reference, in its own format, with no function', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderTables(<QuickAddColumns design={design} schema={MODEL_SCHEMA} onAdd={onAdd} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('checkbox', { name: 'Branch' }));
    await user.click(screen.getByRole('checkbox', { name: 'Revenue' }));
    await user.click(screen.getByRole('button', { name: 'Add 2 columns' }));
    expect(onAdd).toHaveBeenCalledWith([
      { kind: 'source', ref: 'branch', name: 'Branch' },
      { kind: 'source', ref: 'measure:revenue', name: 'Revenue', format: '#,##0.00' },
    ]);
  });

  it('finds a measure by a synonym', async () => {
    const user = userEvent.setup();
    renderTables(
      <QuickAddColumns design={design} schema={MODEL_SCHEMA} onAdd={vi.fn()} onCancel={vi.fn()} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Find a column or measure' }), 'turnover');
    expect(screen.getByRole('checkbox', { name: 'Revenue' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Orders' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Branch' })).toBeNull();
  });

  it('lets the Add column wizard take a measure, saying what it counts and that the design summarizes', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderTables(<AddColumnWizard design={design} schema={MODEL_SCHEMA} onAdd={onAdd} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const source = screen.getByRole('combobox', { name: 'Source column' });
    expect(within(source).getByRole('group', { name: 'Measures' })).toBeInTheDocument();
    await user.selectOptions(source, 'measure:revenue');
    expect(screen.getByText(`Revenue: ${REVENUE.definition}`)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Summarize' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    expect(onAdd).toHaveBeenCalledWith({
      kind: 'source',
      ref: 'measure:revenue',
      name: 'Revenue',
      format: '#,##0.00',
    });
  });
});

describe('the tables a new design is offered', () => {
  const overview = (schema = MODEL_SCHEMA, table = '') =>
    renderTables(
      <OverviewPanel routeId="new" design={{ ...newDesign(), table }} dispatch={vi.fn()} schema={schema} />,
    );

  it('offers business tables with rows, then source tables under their source, and no table without rows', () => {
    overview();
    const tables = screen.getByRole('radiogroup', { name: 'Source table' });
    expect(
      within(tables)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['customers', 'sales_orders', 'cin7_sales_orders']);
    const cin7 = within(tables).getByRole('group', { name: 'Source tables: Cin7 Omni' });
    expect(within(cin7).getByRole('radio', { name: /Cin7 Sales Orders/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Purchase Orders/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Stock Adjustments/ })).toBeNull();
  });

  it('still shows the table a saved design reads when it has no rows', () => {
    overview(MODEL_SCHEMA, 'purchase_orders');
    expect(screen.getByRole('radio', { name: /Purchase Orders/ })).toBeChecked();
  });

  it('says what to do first before the company’s first import, with a link to Connections', () => {
    overview(EMPTY_SCHEMA);
    expect(screen.queryByRole('radio')).toBeNull();
    const status = screen.getByText(/Your warehouse holds no data yet/);
    expect(status).toHaveTextContent('Your warehouse holds no data yet');
    expect(within(status).getByRole('link', { name: 'Connections' })).toHaveAttribute(
      'href',
      '/settings/connection',
    );
  });
});
