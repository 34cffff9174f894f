import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../api/client';
import { useAuthStore } from '../../auth';
import { clientState } from '../../store';
import { refusal, renderScreen, type AnswerByPath } from '../../testing/renderScreen';
import SignupScreen from './SignupScreen';

vi.mock('../../api/client', () => ({ apiRequest: vi.fn() }));
const request = vi.mocked(apiRequest) as unknown as AnswerByPath;

const REFERENCE = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const HARBOUR = { id: 4, name: 'Harbour Traders', schema: 'harbour_traders', role: 'member' as const };

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
    request.mockImplementation((path) => {
      switch (path) {
        case '/api/signup/invite':
          return Promise.resolve({
            instanceId: 4,
            instanceName: 'Harbour Traders',
            role: 'member',
            expiresAt: '2026-12-07T00:00:00.000Z',
            joined: true,
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
    const join = screen.getByRole('button', { name: 'Join the instance' });
    expect(join).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I accept the Wharf terms of service/ }));
    await user.click(join);
    expect(await screen.findByText('completed screen')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('/api/signup/invite', { instanceId: 4, inviteReference: REFERENCE });
    expect(clientState.get().currentInstance).toEqual(HARBOUR);
  });

  it('a used invite shows the server’s message and keeps the person on the screen', async () => {
    request.mockImplementation(() => Promise.reject(refusal(409, 'This invite has already been used.')));
    const user = userEvent.setup();
    renderInvite(`4.${REFERENCE}`);
    await user.click(screen.getByRole('checkbox', { name: /I accept the Wharf terms of service/ }));
    await user.click(screen.getByRole('button', { name: 'Join the instance' }));
    expect(await screen.findAllByText(/This invite has already been used\./)).not.toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: /I accept the Wharf terms of service/ })).toBeChecked();
  });

  it('an incomplete invite link is said to be so', () => {
    renderInvite('4.short');
    expect(screen.getByText(/This invite link is incomplete/)).toBeInTheDocument();
  });
});
