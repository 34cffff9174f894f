import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../api/client';
import { API_PATHS } from '../../api';
import type * as Auth from '../../auth';
import { signOutSession, useAuthStore } from '../../auth';
import { renderScreen, type AnswerByPath } from '../../testing/renderScreen';
import LogoutScreen from './LogoutScreen';

type AuthModule = typeof Auth;

vi.mock('../../api/client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../auth', async (importOriginal) => {
  const actual = await importOriginal<AuthModule>();
  return {
    ...actual,
    signOutSession: vi.fn(() => Promise.resolve(actual.useAuthStore.getState().signOut())),
  };
});
const request = vi.mocked(apiRequest) as unknown as AnswerByPath;

describe('signing out', () => {
  beforeEach(() => {
    request.mockReset();
    vi.mocked(signOutSession).mockClear();
    useAuthStore.getState().signIn('header.payload.signature');
  });

  it('tells the API before the add-in forgets the token', async () => {
    const order: string[] = [];
    request.mockImplementation((path) => {
      order.push(path);
      return Promise.resolve({ signedOut: true, signedOutAt: '2026-05-01T10:00:00.000Z' });
    });
    vi.mocked(signOutSession).mockImplementation(() => {
      order.push('signOutSession');
      useAuthStore.getState().signOut();
      return Promise.resolve();
    });
    renderScreen(<LogoutScreen />, { path: '/logout' });
    await waitFor(() => expect(order).toEqual([API_PATHS.userSignOut, 'signOutSession']));
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeVisible();
  });

  it('signs out of the add-in even when the API cannot be reached', async () => {
    request.mockRejectedValue(new Error('no answer'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderScreen(<LogoutScreen />, { path: '/logout' });
    await waitFor(() => expect(signOutSession).toHaveBeenCalledTimes(1));
    expect(useAuthStore.getState().idToken).toBeNull();
    warn.mockRestore();
  });
});
