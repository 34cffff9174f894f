import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandedResultGrid } from './LandedResultGrid';
import { sizeElementsAsPaneInThisFile } from '../../testing/paneSize';

sizeElementsAsPaneInThisFile();

describe('the landed result grid', () => {
  it('shows a calculated column’s values, not an empty column', () => {
    render(
      <LandedResultGrid
        label="Orders"
        columns={[
          { name: 'Quantity' },
          { name: 'Unit Price' },
          { name: 'Line Total', format: '#,##0.00', formula: '=[@Quantity]*[@[Unit Price]]' },
        ]}
        rows={[
          [3, 4.5, null],
          [2, 10, null],
        ]}
      />,
    );
    const [, first, second] = within(screen.getByRole('grid', { name: 'Orders' })).getAllByRole('row');
    if (!first || !second) throw new Error('expected two rows');
    expect(
      within(first)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '4.5', '13.50']);
    expect(within(second).getAllByRole('gridcell')[2]).toHaveTextContent('20.00');
  });
});
