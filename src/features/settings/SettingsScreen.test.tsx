import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { INSTANCE, renderScreen } from '../../testing/renderScreen';
import { clientState } from '../../store';
import SettingsScreen from './SettingsScreen';

// The members panel has its own tests (members/); here it only has to be mounted in the instance section.
vi.mock('./members', () => ({ MembersAndInvites: () => <p>Members panel</p> }));
// The time zone picker has its own tests (InstanceTimeZone.test.tsx); here it only needs an answer.
vi.mock('../../api/client', () => ({
  apiRequest: vi.fn(() => Promise.resolve({ instanceId: 1, timeZone: 'UTC', schedules: [] })),
}));

function renderAs(role: 'owner' | 'admin' | 'member') {
  renderScreen(<SettingsScreen />, { path: '/settings', label: 'Settings' });
  clientState.setCurrentInstance({ ...INSTANCE, role });
}

describe('the settings screen', () => {
  it('shows the account, the instance with its members panel, appearance and the settings links', async () => {
    renderAs('owner');
    const instance = await screen.findByRole('region', { name: 'Instance' });
    expect(within(instance).getByText('Harbour Traders')).toBeInTheDocument();
    expect(within(instance).getByText('Owner')).toBeInTheDocument();
    expect(within(instance).getByText('Members panel')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Appearance' })).toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: 'More settings' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Connections', 'Billing', 'Trial', 'Add-in settings']);
  });

  it('does not offer billing to a member', async () => {
    renderAs('member');
    expect(await screen.findByText('Member')).toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: 'More settings' });
    expect(within(links).queryByRole('link', { name: 'Billing' })).toBeNull();
  });
});
