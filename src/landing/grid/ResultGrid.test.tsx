import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CellValue, LandingColumn } from '../../host';
import { ResultGrid } from './ResultGrid';
import { sizeElementsAsPaneInThisFile } from '../../testing/paneSize';

const columns: LandingColumn[] = [
  { name: 'Order' },
  { name: 'Customer' },
  { name: 'Amount', format: '#,##0.00' },
];
const rows: CellValue[][] = Array.from({ length: 100_000 }, (_, i) => [
  i + 1,
  `Customer ${i + 1}`,
  (i + 1) * 1000.5,
]);

sizeElementsAsPaneInThisFile();

describe('the result grid', () => {
  it('announces every row but renders only the visible ones, with the header row first', () => {
    render(<ResultGrid label="Orders" columns={columns} rows={rows} />);
    const grid = screen.getByRole('grid', { name: 'Orders' });
    expect(grid).toHaveAttribute('aria-rowcount', '100001');
    expect(grid).toHaveAttribute('aria-colcount', '3');
    const rendered = within(grid).getAllByRole('row');
    expect(rendered.length).toBeLessThan(40);
    expect(
      within(rendered[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order', 'Customer', 'Amount']);
    expect(screen.getByRole('gridcell', { name: '1,000.50' })).toBeInTheDocument();
  });

  it('is reached with Tab and moved through with the keyboard', () => {
    render(<ResultGrid label="Orders" columns={columns} rows={rows} />);
    const grid = screen.getByRole('grid', { name: 'Orders' });
    expect(grid).toHaveAttribute('tabindex', '0');
    grid.focus();
    expect(document.getElementById(grid.getAttribute('aria-activedescendant') ?? '')).toHaveTextContent(
      'Order',
    );
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    expect(document.getElementById(grid.getAttribute('aria-activedescendant') ?? '')).toHaveTextContent(
      'Customer 1',
    );
    fireEvent.keyDown(grid, { key: 'End' });
    expect(document.getElementById(grid.getAttribute('aria-activedescendant') ?? '')).toHaveTextContent(
      '1,000.50',
    );
    fireEvent.keyDown(grid, { key: 'Home', ctrlKey: true });
    expect(document.getElementById(grid.getAttribute('aria-activedescendant') ?? '')).toHaveTextContent(
      'Order',
    );
    // Scrolling far (Ctrl+End to row 100,000) needs a real layout: tests/e2e/landing.spec.ts.
  });
});
