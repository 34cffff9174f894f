import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../api/client';
import HistoryScreen from './HistoryScreen';
import { makeJob, renderScreen } from '../../testing/renderScreen';

vi.mock('../../api/client', () => ({ apiRequest: vi.fn() }));

describe('the import history screen', () => {
  it('filters past imports by status and by connection', async () => {
    vi.mocked(apiRequest).mockResolvedValue({
      instanceId: 1,
      jobs: [
        makeJob({ id: 1, connectionId: 1, connectionName: 'Shop A', status: 'success' }),
        makeJob({
          id: 2,
          connectionId: 2,
          connectionName: 'Shop B',
          status: 'error',
          messages: [{ severity: -10, text: 'Cin7 Omni answered 401.' }],
        }),
      ],
    });
    const user = userEvent.setup();
    renderScreen(<HistoryScreen />, { label: 'History' });
    const list = await screen.findByRole('list', { name: 'Past imports' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Error: Cin7 Omni answered 401.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'error');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 imports')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.selectOptions(screen.getByLabelText('Connection'), 'Shop A');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Succeeded')).toBeInTheDocument();
  });
});
