import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { newDesign } from '../../../design/tableDesign';
import { MODEL_SCHEMA, TEST_SCHEMA } from '../../../design/testCatalogue';
import { renderTables } from '../testUtils';
import { AddColumnWizard } from './AddColumnWizard';

vi.mock('../../../api/client', () => ({ apiRequest: vi.fn() }));

const design = { ...newDesign(), table: 'sales_orders' };
const withTotal = {
  ...design,
  columns: [{ id: 1, kind: 'source' as const, ref: 'total', name: 'Total' }],
  nextId: 2,
};

describe('the Add column wizard', () => {
  it('walks COLUMN → DEFINITION → FORMAT: the column is chosen before its number format', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderTables(<AddColumnWizard design={design} schema={TEST_SCHEMA} onAdd={onAdd} onCancel={vi.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Add column steps' })).toHaveTextContent(
      'COLUMN→DEFINITION→FORMAT',
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Step 2 of 3: DEFINITION' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.queryByRole('radio', { name: 'Number, 1,234.56' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add column' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source column' }), 'total');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'Number, 1,234.56' }));
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    expect(onAdd).toHaveBeenCalledWith({ kind: 'source', ref: 'total', name: 'Total', format: '#,##0.00' });
  });

  it('starts FORMAT from the chosen column’s own: a measure’s format, the workbook’s date format', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderTables(
      <AddColumnWizard
        design={design}
        schema={MODEL_SCHEMA}
        dateFormat="d mmm yyyy"
        onAdd={onAdd}
        onCancel={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source column' }), 'measure:revenue');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('radio', { name: 'Number, 1,234.56' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source column' }), 'order_date');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('radio', { name: 'Date, 30 Jun 2025' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ ref: 'order_date', format: 'd mmm yyyy' }));
  });

  it('starts a date grouped by month at the month’s format, so the group reads “Jan 2025”', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderTables(
      <AddColumnWizard
        design={design}
        schema={TEST_SCHEMA}
        dateFormat="yyyy-mm-dd"
        onAdd={onAdd}
        onCancel={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source column' }), 'order_date');
    await user.selectOptions(screen.getByRole('combobox', { name: /Dates by/ }), 'month');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: /Format code/ })).toHaveValue('mmm yyyy');
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({ ref: 'order_date', grain: 'month', format: 'mmm yyyy' }),
    );
  });

  it('summarizes a number column, and groups a date column by month, at DEFINITION', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderTables(<AddColumnWizard design={design} schema={TEST_SCHEMA} onAdd={onAdd} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source column' }), 'total');
    await user.selectOptions(screen.getByRole('combobox', { name: /Summarize/ }), 'sum');
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    expect(onAdd).toHaveBeenLastCalledWith({ kind: 'source', ref: 'total', name: 'Total', aggregate: 'sum' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Source column' }), 'order_date');
    expect(screen.getByRole('combobox', { name: /Summarize/ })).toHaveValue('');
    await user.selectOptions(screen.getByRole('combobox', { name: /Dates by/ }), 'month');
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    expect(onAdd).toHaveBeenLastCalledWith(expect.objectContaining({ ref: 'order_date', grain: 'month' }));
  });

  it('names a relation’s column after the column itself, the path staying in the list', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderTables(<AddColumnWizard design={design} schema={TEST_SCHEMA} onAdd={onAdd} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('option', { name: 'Customer › City' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source column' }), 'customer.city');
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    expect(onAdd).toHaveBeenCalledWith({ kind: 'source', ref: 'customer.city', name: 'City' });
  });

  it('refuses a formula naming a column the design does not have, and says which', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderTables(
      <AddColumnWizard design={withTotal} schema={TEST_SCHEMA} onAdd={onAdd} onCancel={vi.fn()} />,
    );
    await user.click(screen.getByRole('radio', { name: 'Calculated, with an Excel formula' }));
    await user.type(screen.getByRole('textbox', { name: /Column header/ }), 'Odd');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('textbox', { name: /Excel formula/ }), '[[@[[Nope]]*[[@Total]');
    expect(screen.getByText('The design has no column “Nope”.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add column' })).toBeDisabled();
  });

  it('adds a calculated column with its Excel formula', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderTables(
      <AddColumnWizard design={withTotal} schema={TEST_SCHEMA} onAdd={onAdd} onCancel={vi.fn()} />,
    );
    await user.click(screen.getByRole('radio', { name: 'Calculated, with an Excel formula' }));
    await user.type(screen.getByRole('textbox', { name: /Column header/ }), 'Tax');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('textbox', { name: /Excel formula/ }), '[[@Total]*0.15');
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    expect(onAdd).toHaveBeenCalledWith({ kind: 'calculated', name: 'Tax', formula: '=[@Total]*0.15' });
  });

  it('returns to a step already reached from the step header', async () => {
    const user = userEvent.setup();
    renderTables(<AddColumnWizard design={design} schema={TEST_SCHEMA} onAdd={vi.fn()} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Step 1 of 3: COLUMN' }));
    expect(screen.getByRole('radio', { name: 'From the source table' })).toBeChecked();
  });
});
