import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../api/client';
import { useAuthStore } from '../../auth';
import { clientState } from '../../store';
import { makeConnection, refusal, renderScreen, type AnswerByPath } from '../../testing/renderScreen';
import SignupScreen from './SignupScreen';

vi.mock('../../api/client', () => ({ apiRequest: vi.fn() }));
const request = vi.mocked(apiRequest) as unknown as AnswerByPath;

const REFERENCE = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const HARBOUR = { id: 4, name: 'Harbour Traders', schema: 'harbour_traders', role: 'member' as const };
const HARBOUR_OMNI = makeConnection({ id: 40, instanceId: 4, name: 'Harbour Omni', status: 'ACTIVE' });

function renderInvite(value: string) {
  return renderScreen(
    <Routes>
      <Route path="/signup" element={<SignupScreen />} />
      <Route path="/signup/completed" element={<p>completed screen</p>} />
    </Routes>,
    { path: '/signup', label: 'Signup', entry: `/signup?invite=${value}` },
  );
}

describe('joining with an invite link', () => {
  beforeEach(() => {
    request.mockReset();
    useAuthStore.setState({ phase: 'ready', idToken: 'a.b.c' });
    clientState.clear();
    clientState.setUser('u-2', 'Tess');
  });

  it('joins as a member after the terms, onboards, and makes the instance current', async () => {
    request.mockImplementation((path, payload) => {
      switch (path) {
        case '/api/signup/invite':
          return Promise.resolve({
            instanceId: 4,
            instanceName: 'Harbour Traders',
            role: 'member',
            expiresAt: '2026-12-07T00:00:00.000Z',
            invitedBy: 'Demo User',
            joined: !(payload as { lookUp?: boolean }).lookUp,
          });
        case '/api/instanceConnection':
          return Promise.resolve({
            user: { userId: 'u-2', username: 'Tess', email: 'tess@example.test' },
            userInstances: [HARBOUR],
            currentInstanceId: 4,
            instanceConnections: [HARBOUR_OMNI],
            activeConnectionCount: 1,
          });
        case '/api/signup/acceptance':
          return Promise.resolve({
            termsVersion: '2025-01',
            acceptedAt: '2026-11-23T22:00:00.000Z',
            instanceId: 4,
            userId: 'u-2',
          });
        case '/api/clientSignUpOnboardUser':
          return Promise.resolve({
            instanceId: 4,
            user: { userId: 'u-2', username: 'Tess', email: 'tess@example.test' },
            onboardedAt: '2026-11-23T22:00:00.000Z',
            steps: { plan: true, terms: true, connection: true },
          });
        case '/api/signup/initalUser':
          return Promise.resolve({
            user: { userId: 'u-2', username: 'Tess', email: 'tess@example.test' },
            userInstances: [HARBOUR],
          });
        default:
          return Promise.reject(new Error(`unexpected call ${path}`));
      }
    });
    const user = userEvent.setup();
    renderInvite(`4.${REFERENCE}`);
    // Before joining, the page says who invited and to which company (looked up without joining).
    expect(
      await screen.findByText(/Demo User has invited you to join Harbour Traders on Wharf\./),
    ).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(
      '/api/signup/invite',
      { instanceId: 4, inviteReference: REFERENCE, lookUp: true },
      expect.anything(),
    );
    const join = screen.getByRole('button', { name: 'Join the instance' });
    expect(join).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I accept the Wharf terms of service/ }));
    await user.click(join);
    expect(await screen.findByText('completed screen')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('/api/signup/invite', { instanceId: 4, inviteReference: REFERENCE });
    expect(clientState.get().currentInstance).toEqual(HARBOUR);
    // Home shows the company's connections straight away: they were read for the instance just joined.
    expect(clientState.get().instanceConnections).toEqual([HARBOUR_OMNI]);
  }, 20_000);

  it('a used invite shows the server’s message and keeps the person on the screen', async () => {
    request.mockImplementation(() => Promise.reject(refusal(409, 'This invite has already been used.')));
    const user = userEvent.setup();
    renderInvite(`4.${REFERENCE}`);
    await user.click(screen.getByRole('checkbox', { name: /I accept the Wharf terms of service/ }));
    await user.click(screen.getByRole('button', { name: 'Join the instance' }));
    expect(await screen.findAllByText(/This invite has already been used\./)).toHaveLength(1);
    // Told on the page, once: no notice repeats it (and follows the person to the next page).
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I accept the Wharf terms of service/ })).toBeChecked();
  });

  it('an incomplete invite link is said to be so', () => {
    renderInvite('4.short');
    expect(screen.getByText(/This invite link is incomplete/)).toBeInTheDocument();
  });
});
