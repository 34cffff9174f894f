import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../api/client';
import { clientState } from '../../store';
import { INSTANCE, refusal, renderScreen, type AnswerByPath } from '../../testing/renderScreen';
import SettingsScreen from './SettingsScreen';

vi.mock('./members', () => ({ MembersAndInvites: () => <p>Members panel</p> }));
vi.mock('../../api/client', () => ({ apiRequest: vi.fn() }));
vi.mock('./timeZones', () => ({
  timeZoneChoices: () => ['Europe/London', 'Pacific/Auckland', 'UTC'],
  browserTimeZone: () => 'Europe/London',
}));
const request = vi.mocked(apiRequest) as unknown as AnswerByPath;

function answer(zone: () => string, setZone: (payload: unknown) => Promise<unknown>) {
  request.mockImplementation((path, payload) => {
    if (path === '/api/etl/schedules')
      return Promise.resolve({ instanceId: 1, timeZone: zone(), schedules: [] });
    if (path === '/api/instance/timeZone/set') return setZone(payload);
    return Promise.reject(new Error(`unexpected call ${path}`));
  });
}

function renderAs(role: 'owner' | 'admin' | 'member') {
  renderScreen(<SettingsScreen />, { path: '/settings', label: 'Settings' });
  clientState.setCurrentInstance({ ...INSTANCE, role });
}

describe('the instance’s time zone in Settings', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('lets an owner take the browser’s zone, keeps the choice when refused, and saves another', async () => {
    let stored = 'UTC';
    let calls = 0;
    answer(
      () => stored,
      (payload) => {
        calls += 1;
        if (calls === 1) return Promise.reject(refusal(400, 'timeZone: Choose a time zone from the list.'));
        stored = (payload as { timeZone: string }).timeZone;
        return Promise.resolve({ instanceId: 1, timeZone: stored });
      },
    );
    const user = userEvent.setup();
    renderAs('owner');
    const instance = within(await screen.findByRole('region', { name: 'Instance' }));
    const picker = await instance.findByLabelText('Time zone');
    expect(picker).toHaveValue('UTC');
    expect(instance.getByRole('button', { name: 'Save time zone' })).toBeDisabled();
    expect(instance.getByText(/This browser is in London \(GMT(\+01:00)?\)\./)).toBeInTheDocument();

    await user.click(instance.getByRole('button', { name: /^Use London \(GMT(\+01:00)?\)$/ }));
    expect(picker).toHaveValue('Europe/London');
    await user.click(instance.getByRole('button', { name: 'Save time zone' }));
    expect(await instance.findByText('timeZone: Choose a time zone from the list.')).toBeInTheDocument();
    expect(picker).toHaveValue('Europe/London');

    await user.selectOptions(picker, 'Pacific/Auckland');
    await user.click(instance.getByRole('button', { name: 'Save time zone' }));
    expect(await instance.findByText(/^Time zone saved: Auckland \(GMT\+1[23]:00\)\.$/)).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('/api/instance/timeZone/set', {
      instanceId: 1,
      timeZone: 'Pacific/Auckland',
    });
  });

  it('shows a member the zone without a picker', async () => {
    answer(
      () => 'Pacific/Auckland',
      () => Promise.reject(new Error('not for members')),
    );
    renderAs('member');
    const instance = within(await screen.findByRole('region', { name: 'Instance' }));
    expect(
      await instance.findByText(/^Auckland \(GMT\+1[23]:00\) \(owners and admins set it\)$/),
    ).toBeInTheDocument();
    expect(instance.queryByLabelText('Time zone')).toBeNull();
  });

  it('says so when the zone cannot be read, and the rest of the screen stays', async () => {
    request.mockImplementation(() => Promise.reject(refusal(503, 'The service is unavailable.')));
    renderAs('admin');
    const instance = within(await screen.findByRole('region', { name: 'Instance' }));
    expect(await instance.findByText('The instance’s time zone could not be read.')).toBeInTheDocument();
    expect(instance.getByText('Members panel')).toBeInTheDocument();
  });
});
