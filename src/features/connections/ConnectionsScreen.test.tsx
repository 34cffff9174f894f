import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../api/client';
import type { ConnectionSchedule, InstanceConnection } from '@wharf/contract';
import ConnectionsScreen from './ConnectionsScreen';
import {
  CIN7_SOURCE,
  makeConnection,
  makeJob,
  refusal,
  renderScreen,
  type AnswerByPath,
} from '../../testing/renderScreen';

vi.mock('../../api/client', () => ({ apiRequest: vi.fn() }));
const request = vi.mocked(apiRequest) as unknown as AnswerByPath;

const CONNECTIONS: InstanceConnection[] = [
  makeConnection({ id: 1, name: 'Live shop', status: 'ACTIVE' }),
  makeConnection({ id: 2, name: 'Old shop', status: 'ARCHIVE' }),
  makeConnection({ id: 3, name: 'Gone shop', status: 'DELETED' }),
];

const LIVE_SCHEDULE: ConnectionSchedule = {
  connectionId: 1,
  connectionName: 'Live shop',
  canSchedule: true,
  schedule: { frequency: 'hourly', dailyTime: null, enabled: true },
  nextRun: '2026-03-01T11:00:00.000Z',
  lastRun: { at: '2026-03-01T10:00:00.000Z', jobId: 7, status: 'success', outcome: null },
  budget: { sourceName: 'Cin7 Omni', dailyLimit: 5000, usedToday: 120, expectedPerDay: 144 },
};
const SCHEDULES = {
  instanceId: 1,
  timeZone: 'Pacific/Auckland',
  schedules: [LIVE_SCHEDULE, { ...LIVE_SCHEDULE, connectionId: 2, canSchedule: false, schedule: null }],
};

function answer(reconnect: () => unknown = () => undefined, setSchedule: () => unknown = () => undefined) {
  request.mockImplementation((path) => {
    switch (path) {
      case '/api/etl/schedules':
        return Promise.resolve(SCHEDULES);
      case '/api/etl/schedule/set':
        return Promise.resolve(setSchedule());
      case '/api/instanceConnection':
        return Promise.resolve({
          user: { userId: 'u1', username: 'Demo', email: 'demo@wharf.test' },
          userInstances: [],
          currentInstanceId: 1,
          instanceConnections: CONNECTIONS,
          activeConnectionCount: 2,
        });
      case '/api/etlStatus':
        return Promise.resolve({ instanceId: 1, jobs: [makeJob({ connectionId: 1, status: 'warning' })] });
      case '/api/instanceConnection/reconnect':
        return Promise.resolve(reconnect());
      case '/api/sourceSystems':
        return Promise.resolve({ sourceSystems: [CIN7_SOURCE] });
      default:
        return Promise.reject(new Error(`unexpected call ${path}`));
    }
  });
}

const card = (name: string) => screen.getByRole('group', { name });

describe('the list of connections', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('lists a deleted connection apart, under its own heading, outside the active count', async () => {
    answer();
    renderScreen(<ConnectionsScreen />, { label: 'Connection' });
    await screen.findByText('2 active connections');
    const deletedSection = screen.getByRole('region', { name: '1 deleted connection' });
    expect(within(deletedSection).getByRole('group', { name: 'Gone shop' })).toBeInTheDocument();
    expect(within(deletedSection).queryByRole('group', { name: 'Live shop' })).toBeNull();
    expect(within(deletedSection).queryByRole('group', { name: 'Old shop' })).toBeNull();
    expect(card('Live shop')).toBeInTheDocument();
  });
});

describe('a connection’s scheduled import', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('shows next and last run and the calls used today, and only where a schedule can be set', async () => {
    answer();
    renderScreen(<ConnectionsScreen />, { label: 'Connection' });
    await screen.findByText('2 active connections');
    const live = within(await screen.findByRole('region', { name: 'Scheduled import' }, { timeout: 5000 }));
    expect(live.getByText('Hourly', { selector: 'dd' })).toBeInTheDocument();
    expect(live.getByText(/\(succeeded\)$/)).toBeInTheDocument();
    expect(
      live.getByText(
        `120 of ${(5000).toLocaleString()} Cin7 Omni calls used today; this schedule expects about 144 a day`,
      ),
    ).toBeInTheDocument();
    expect(within(card('Old shop')).queryByText('Scheduled import')).toBeNull();
  });

  it('keeps the choice and explains a refusal over the daily call limit, then saves another', async () => {
    const refused =
      'Refused: importing every 15 minutes would make about 6,336 Cin7 Omni API calls a day (66 a run, 96 runs a day); Cin7 Omni allows 5,000 a day. Choose a less frequent schedule.';
    let calls = 0;
    answer(undefined, () => {
      calls += 1;
      return calls === 1
        ? Promise.reject(refusal(409, refused))
        : Promise.resolve({
            timeZone: 'Pacific/Auckland',
            schedule: {
              ...LIVE_SCHEDULE,
              schedule: { frequency: 'daily', dailyTime: '06:30', enabled: true },
            },
          });
    });
    const user = userEvent.setup();
    renderScreen(<ConnectionsScreen />, { label: 'Connection' });
    await screen.findByText('2 active connections');
    const region = within(await screen.findByRole('region', { name: 'Scheduled import' }, { timeout: 5000 }));
    const frequency = region.getByLabelText('Import on a schedule');
    await user.selectOptions(frequency, 'every15Minutes');
    await user.click(region.getByRole('button', { name: 'Save schedule' }));
    expect(await region.findByText(refused)).toBeInTheDocument();
    expect(frequency).toHaveValue('every15Minutes');

    await user.selectOptions(frequency, 'daily');
    const time = region.getByLabelText(/^Time \(Auckland \(GMT\+1[23]:00\)\)$/);
    await user.clear(time);
    await user.type(time, '06:30');
    await user.click(region.getByRole('button', { name: 'Save schedule' }));
    expect(
      await region.findByText(/^Saved: Daily at 06:30 \(Auckland \(GMT\+1[23]:00\)\)\.$/),
    ).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('/api/etl/schedule/set', {
      connectionId: 1,
      schedule: { frequency: 'daily', dailyTime: '06:30', enabled: true },
    });
  });

  it('pauses a schedule, shows it paused with no next run, and resumes it', async () => {
    let enabled = true;
    const paused = {
      ...LIVE_SCHEDULE,
      schedule: { frequency: 'hourly' as const, dailyTime: null, enabled: false },
    };
    request.mockImplementation((path, payload) => {
      if (path === '/api/etl/schedules')
        return Promise.resolve({
          ...SCHEDULES,
          schedules: [enabled ? LIVE_SCHEDULE : { ...paused, nextRun: null }],
        });
      if (path === '/api/etl/schedule/set') {
        enabled = (payload as { schedule: { enabled: boolean } }).schedule.enabled;
        return Promise.resolve({
          timeZone: 'Pacific/Auckland',
          schedule: enabled ? LIVE_SCHEDULE : { ...paused, nextRun: null },
        });
      }
      if (path === '/api/instanceConnection')
        return Promise.resolve({
          user: { userId: 'u1', username: 'Demo', email: 'demo@wharf.test' },
          userInstances: [],
          currentInstanceId: 1,
          instanceConnections: CONNECTIONS.slice(0, 1),
          activeConnectionCount: 1,
        });
      if (path === '/api/etlStatus') return Promise.resolve({ instanceId: 1, jobs: [] });
      if (path === '/api/sourceSystems') return Promise.resolve({ sourceSystems: [CIN7_SOURCE] });
      return Promise.reject(new Error(`unexpected call ${path}`));
    });
    const user = userEvent.setup();
    renderScreen(<ConnectionsScreen />, { label: 'Connection' });
    const region = within(await screen.findByRole('region', { name: 'Scheduled import' }, { timeout: 5000 }));
    expect(region.getByText('Active')).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Pause schedule' }));
    expect(request).toHaveBeenCalledWith('/api/etl/schedule/set', {
      connectionId: 1,
      schedule: { frequency: 'hourly', dailyTime: null, enabled: false },
    });
    expect(await region.findByText('Paused: no scheduled imports until you resume.')).toBeInTheDocument();
    expect(await region.findByText('Hourly (paused)', { selector: 'dd' })).toBeInTheDocument();
    expect(region.getByText('Paused', { selector: 'dd' })).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Resume schedule' }));
    expect(await region.findByText('Resumed: imports run on the schedule again.')).toBeInTheDocument();
    expect(await region.findByText('Hourly', { selector: 'dd' })).toBeInTheDocument();
  });
});

describe('the connections list', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('shows each connection with its status badge in words and the active count without deleted ones', async () => {
    answer();
    renderScreen(<ConnectionsScreen />, { label: 'Connection' });
    expect(await screen.findByText('2 active connections')).toBeInTheDocument();
    expect(within(card('Live shop')).getByText('Active')).toHaveAttribute('data-status', 'ACTIVE');
    expect(within(card('Old shop')).getByText('Archived')).toBeInTheDocument();
    expect(within(card('Gone shop')).getByText('Deleted')).toBeInTheDocument();
    expect(within(card('Live shop')).getByText('Cin7 Omni')).toBeInTheDocument();
    expect(await within(card('Live shop')).findByText('Products, Contacts')).toBeInTheDocument();
    expect(await within(card('Live shop')).findByText(/finished with warnings/)).toBeInTheDocument();
    expect(within(card('Live shop')).getByText(/by demo@wharf\.test/)).toBeInTheDocument();
    expect(within(card('Live shop')).getByText('••••9876')).toBeInTheDocument();
  });

  it('offers only the changes the status allows', async () => {
    answer();
    renderScreen(<ConnectionsScreen />, { label: 'Connection' });
    await screen.findByText('2 active connections');
    const live = within(card('Live shop'));
    expect(live.getByRole('button', { name: 'Terminate' })).toBeInTheDocument();
    expect(live.queryByRole('button', { name: 'Reconnect' })).toBeNull();
    const old = within(card('Old shop'));
    expect(old.getByRole('button', { name: 'Reconnect' })).toBeInTheDocument();
    expect(old.queryByRole('button', { name: 'Terminate' })).toBeNull();
    expect(within(card('Gone shop')).queryAllByRole('button')).toHaveLength(0);
  });

  it('shows the server’s message when it refuses a change (409)', async () => {
    const message = 'A DELETED connection cannot be reconnected; allowed from TERMINATING, ARCHIVE.';
    answer(() => Promise.reject(refusal(409, message)));
    renderScreen(<ConnectionsScreen />, { label: 'Connection' });
    await screen.findByText('2 active connections');
    await userEvent.click(within(card('Old shop')).getByRole('button', { name: 'Reconnect' }));
    const title = await screen.findByText('Reconnect Old shop');
    const dialog = title.closest('form') as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reconnect', hidden: true }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('notice')).toHaveTextContent(`Warning: ${message}`));
    expect(request).toHaveBeenCalledWith('/api/instanceConnection/reconnect', {
      instanceId: 1,
      connectionId: 2,
      APIKeys: undefined,
    });
  });
});

describe('reconnecting with new API keys', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('sends the keys typed; keys the source refuses show its answer and stay typed for another try', async () => {
    const denied = 'Authorization has been denied for this request.';
    answer(() => Promise.reject(refusal(400, denied)));
    renderScreen(<ConnectionsScreen />, { label: 'Connection' });
    await screen.findByText('2 active connections');
    await userEvent.click(within(card('Old shop')).getByRole('button', { name: 'Reconnect' }));
    const dialog = (await screen.findByText('Reconnect Old shop')).closest('form') as HTMLElement;
    // Like the dialog's button below: Fluent's dialog keeps its content out of the accessibility tree while it opens.
    const username = within(dialog).getByRole('textbox', {
      name: 'New API username (optional)',
      hidden: true,
    });
    await userEvent.type(username, 'old-shop-api');
    await userEvent.type(within(dialog).getByLabelText('New API key (optional)'), 'wrong-key');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reconnect', hidden: true }));
    expect(await within(dialog).findByText(denied)).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('/api/instanceConnection/reconnect', {
      instanceId: 1,
      connectionId: 2,
      APIKeys: { clientId: 'old-shop-api', secret: 'wrong-key' },
    });
    expect(username).toHaveValue('old-shop-api');
    expect(within(dialog).getByLabelText('New API key (optional)')).toHaveValue('wrong-key');
  });
});

describe('what each role is offered', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('offers an owner every change the status allows and says nothing about who may', async () => {
    answer();
    renderScreen(<ConnectionsScreen />, { label: 'Connection', role: 'owner' });
    await screen.findByText('2 active connections');
    expect(screen.getByRole('button', { name: 'Add a connection' })).toBeInTheDocument();
    expect(within(card('Live shop')).getByRole('button', { name: 'Change plan' })).toBeInTheDocument();
    expect(
      await within(card('Live shop')).findByRole('button', { name: 'Save schedule' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Only owners and admins/)).toBeNull();
  });

  it('shows a member the connections and schedules read-only, and who may change them', async () => {
    answer();
    renderScreen(<ConnectionsScreen />, { label: 'Connection', role: 'member' });
    await screen.findByText('2 active connections');
    expect(
      screen.getByText('Only owners and admins of Harbour Traders can change connections.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a connection' })).toBeNull();
    for (const name of ['Terminate', 'Reconnect', 'Change plan', 'Enter API keys']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    const schedule = within(
      await screen.findByRole('region', { name: 'Scheduled import' }, { timeout: 5000 }),
    );
    expect(schedule.getByText('Hourly', { selector: 'dd' })).toBeInTheDocument();
    expect(
      schedule.getByText('Only owners and admins of Harbour Traders can change import schedules.'),
    ).toBeInTheDocument();
    expect(schedule.queryByRole('button')).toBeNull();
    expect(schedule.queryByLabelText('Import on a schedule')).toBeNull();
    // The card still reads as before: its facts, and its last import.
    expect(await within(card('Live shop')).findByText(/finished with warnings/)).toBeInTheDocument();
  });

  it('does not offer a member to enter the keys of a connection made without them', async () => {
    request.mockImplementation((path) => {
      if (path === '/api/instanceConnection')
        return Promise.resolve({
          user: { userId: 'u1', username: 'Demo', email: 'demo@wharf.test' },
          userInstances: [],
          currentInstanceId: 1,
          instanceConnections: [
            makeConnection({ id: 4, name: 'Keyless shop', APIKey: { clientId: null, secret: null } }),
          ],
          activeConnectionCount: 1,
        });
      if (path === '/api/etlStatus') return Promise.resolve({ instanceId: 1, jobs: [] });
      if (path === '/api/etl/schedules') return Promise.resolve({ ...SCHEDULES, schedules: [] });
      if (path === '/api/sourceSystems') return Promise.resolve({ sourceSystems: [CIN7_SOURCE] });
      return Promise.reject(new Error(`unexpected call ${path}`));
    });
    renderScreen(<ConnectionsScreen />, { label: 'Connection', role: 'member' });
    await screen.findByText('1 active connection');
    expect(
      within(card('Keyless shop')).getByText(
        'No API keys yet: this connection imports once they are entered.',
      ),
    ).toBeInTheDocument();
    expect(within(card('Keyless shop')).queryAllByRole('button')).toHaveLength(0);
  });
});
