import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingProgress, PENDING_EDIT_TEXT } from './LandingProgress';

describe('the progress of a long write', () => {
  it('shows rows written out of all rows', () => {
    render(<LandingProgress written={25_000} total={100_000} />);
    expect(screen.getByRole('progressbar', { name: 'Writing rows: 25,000 of 100,000' })).toHaveAttribute(
      'aria-valuenow',
      '0.25',
    );
    expect(screen.queryByText(PENDING_EDIT_TEXT)).not.toBeInTheDocument();
  });

  it('shows the pending-edit flag while Excel is in cell-edit mode', () => {
    render(<LandingProgress written={0} total={10} pendingEdit />);
    expect(screen.getByRole('status')).toHaveTextContent(PENDING_EDIT_TEXT);
  });
});
