import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../api/client';
import { clientState } from '../../../store';
import { INSTANCE, refusal, renderScreen, type AnswerByPath } from '../../../testing/renderScreen';
import { MembersAndInvites } from './MembersAndInvites';

vi.mock('../../../api/client', () => ({ apiRequest: vi.fn() }));
const request = vi.mocked(apiRequest) as unknown as AnswerByPath;

const REFERENCE = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const MEMBERS = {
  instanceId: 1,
  members: [
    {
      userId: 'u-1',
      name: 'Demo User',
      email: 'demo@wharf.test',
      role: 'owner',
      since: '2025-01-01T00:00:00.000Z',
    },
    {
      userId: 'u-2',
      name: 'Sam Member',
      email: 'sam@example.test',
      role: 'member',
      since: '2026-11-01T00:00:00.000Z',
    },
  ],
  openInvites: [
    {
      role: 'admin',
      createdBy: 'Demo User',
      createdAt: '2026-11-20T00:00:00.000Z',
      expiresAt: '2026-12-04T00:00:00.000Z',
    },
  ],
};

describe('members and invites', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('an owner makes an invite link for a member, shown once with its expiry and an email link', async () => {
    request.mockImplementation((path) =>
      path === '/api/signup/members'
        ? Promise.resolve(MEMBERS)
        : Promise.resolve({
            instanceId: 1,
            instanceName: 'Harbour Traders',
            role: 'member',
            expiresAt: '2026-12-07T22:00:00.000Z',
            inviteReference: REFERENCE,
            joined: false,
          }),
    );
    const user = userEvent.setup();
    renderScreen(<MembersAndInvites />);
    await user.type(screen.getByRole('textbox', { name: /Teammate's email/ }), 'sam@example.test');
    await user.click(screen.getByRole('button', { name: 'Invite a teammate' }));
    const link = await screen.findByRole('textbox', { name: /Invite link for a new member/ });
    expect(link).toHaveValue(`${window.location.origin}/signup?invite=1.${REFERENCE}`);
    expect(request).toHaveBeenCalledWith('/api/signup/invite', {
      instanceId: 1,
      role: 'member',
      invitee: 'sam@example.test',
    });
    expect(screen.getByRole('link', { name: 'Email it to sam@example.test' })).toHaveAttribute(
      'href',
      expect.stringContaining('mailto:sam%40example.test?subject=Join%20Harbour%20Traders'),
    );
  });

  it('a refusal shows the server’s message and keeps the typed email', async () => {
    request.mockImplementation((path) =>
      path === '/api/signup/members'
        ? Promise.resolve(MEMBERS)
        : Promise.reject(refusal(403, "Only the instance's owners and admins may do this.")),
    );
    const user = userEvent.setup();
    renderScreen(<MembersAndInvites />);
    await user.type(screen.getByRole('textbox', { name: /Teammate's email/ }), 'sam@example.test');
    await user.click(screen.getByRole('button', { name: 'Invite a teammate' }));
    expect(
      await screen.findAllByText(/Only the instance's owners and admins may do this\./),
    ).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /Teammate's email/ })).toHaveValue('sam@example.test');
  });

  it('lists the members and the open invites', async () => {
    request.mockImplementation(() => Promise.resolve(MEMBERS));
    renderScreen(<MembersAndInvites />);
    const members = await screen.findByRole('list', { name: 'Members' });
    expect(members).toHaveTextContent('Demo User · Owner');
    expect(members).toHaveTextContent('Sam Member · Member');
    expect(screen.getByRole('list', { name: 'Open invites' })).toHaveTextContent('Invite for a new admin');
    expect(request).toHaveBeenCalledWith('/api/signup/members', { instanceId: 1 }, expect.anything());
  });

  it('the open invites show whom each is for, when its maker said', async () => {
    const forPat = { ...MEMBERS.openInvites[0], role: 'member', invitee: 'Pat Partner' };
    request.mockImplementation(() =>
      Promise.resolve({ ...MEMBERS, openInvites: [forPat, { ...MEMBERS.openInvites[0], invitee: null }] }),
    );
    renderScreen(<MembersAndInvites />);
    const invites = await screen.findByRole('list', { name: 'Open invites' });
    expect(invites).toHaveTextContent('Invite for Pat Partner, a new member');
    expect(invites).toHaveTextContent('Invite for a new admin');
  });

  it('a member is not offered invites', () => {
    request.mockImplementation(() => Promise.resolve({ ...MEMBERS, openInvites: [] }));
    renderScreen(<MembersAndInvites />);
    act(() => clientState.setCurrentInstance({ ...INSTANCE, role: 'member' }));
    expect(screen.queryByRole('button', { name: 'Invite a teammate' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/Only the instance’s owners and admins can invite teammates/),
    ).toBeInTheDocument();
  });
});
