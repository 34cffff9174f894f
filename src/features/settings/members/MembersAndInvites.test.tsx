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

describe('members and invites', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('an owner makes an invite link for a member, shown once with its expiry and an email link', async () => {
    request.mockResolvedValue({
      instanceId: 1,
      instanceName: 'Harbour Traders',
      role: 'member',
      expiresAt: '2026-12-07T22:00:00.000Z',
      inviteReference: REFERENCE,
      joined: false,
    });
    const user = userEvent.setup();
    renderScreen(<MembersAndInvites />);
    await user.type(screen.getByRole('textbox', { name: /Teammate's email/ }), 'sam@example.test');
    await user.click(screen.getByRole('button', { name: 'Invite a teammate' }));
    const link = await screen.findByRole('textbox', { name: /Invite link for a new member/ });
    expect(link).toHaveValue(`${window.location.origin}/signup?invite=1.${REFERENCE}`);
    expect(request).toHaveBeenCalledWith('/api/signup/invite', { instanceId: 1, role: 'member' });
    expect(screen.getByRole('link', { name: 'Email it to sam@example.test' })).toHaveAttribute(
      'href',
      expect.stringContaining('mailto:sam%40example.test?subject=Join%20Harbour%20Traders'),
    );
  });

  it('a refusal shows the server’s message and keeps the typed email', async () => {
    request.mockImplementation(() =>
      Promise.reject(refusal(403, "Only the instance's owners and admins may do this.")),
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

  it('a member is not offered invites', () => {
    renderScreen(<MembersAndInvites />);
    act(() => clientState.setCurrentInstance({ ...INSTANCE, role: 'member' }));
    expect(screen.queryByRole('button', { name: 'Invite a teammate' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/Only the instance’s owners and admins can invite teammates/),
    ).toBeInTheDocument();
  });
});
