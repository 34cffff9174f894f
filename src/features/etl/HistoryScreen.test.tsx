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

  it('shows each scheduled connection’s next and last run above the past imports', async () => {
    vi.mocked(apiRequest).mockImplementation((path) =>
      Promise.resolve(
        path === '/api/etl/schedules'
          ? {
              instanceId: 1,
              timeZone: 'Pacific/Auckland',
              schedules: [
                {
                  connectionId: 1,
                  connectionName: 'Shop A',
                  canSchedule: true,
                  schedule: { frequency: 'daily', dailyTime: '06:00', enabled: true },
                  nextRun: '2026-03-01T17:00:00.000Z',
                  lastRun: {
                    at: '2026-02-28T17:00:00.000Z',
                    jobId: null,
                    status: null,
                    outcome: 'Skipped: an import of this connection was already running.',
                  },
                  budget: { sourceName: 'Cin7 Omni', dailyLimit: 5000, usedToday: 0, expectedPerDay: 6 },
                },
                {
                  connectionId: 2,
                  connectionName: 'Shop B',
                  canSchedule: true,
                  schedule: null,
                  nextRun: null,
                  lastRun: null,
                  budget: { sourceName: 'Cin7 Omni', dailyLimit: 5000, usedToday: 0, expectedPerDay: null },
                },
              ],
            }
          : { instanceId: 1, jobs: [] },
      ),
    );
    renderScreen(<HistoryScreen />, { label: 'History' });
    const shopA = within(await screen.findByRole('group', { name: 'Shop A schedule' }, { timeout: 5000 }));
    expect(shopA.getByText(/^Daily at 06:00 \(Auckland \(GMT\+1[23]:00\)\)$/)).toBeInTheDocument();
    expect(
      shopA.getByText(/ — Skipped: an import of this connection was already running\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Shop B schedule' })).toBeNull();
  });
});
