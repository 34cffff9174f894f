// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth';
import type { TelemetryClient } from './client';
import { followSignedInUser, userIdFromIdToken } from './userContext';

const base64Url = (value: object): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const idToken = (claims: object): string => `${base64Url({ alg: 'RS256' })}.${base64Url(claims)}.signature`;

describe('the user id read from the id token', () => {
  it('is the object id when there is one', () => {
    expect(userIdFromIdToken(idToken({ oid: 'oid-1', sub: 'sub-1' }))).toBe('oid-1');
  });

  it('is the subject otherwise', () => {
    expect(userIdFromIdToken(idToken({ sub: 'sub-1' }))).toBe('sub-1');
    expect(userIdFromIdToken('eyJhbGciOiJub25lIn0.eyJzdWIiOiJlMmUifQ.')).toBe('e2e');
  });

  it('survives UTF-8 and base64url characters in the claims', () => {
    expect(userIdFromIdToken(idToken({ sub: 'ü-?>~', name: 'Zoë' }))).toBe('ü-?>~');
  });

  it.each(['', 'not-a-token', 'a.%%%.c', `x.${base64Url({ name: 'no id' })}.y`, `x.${btoa('"text"')}.y`])(
    'is undefined for %j',
    (token) => {
      expect(userIdFromIdToken(token)).toBeUndefined();
    },
  );
});

describe('following the session', () => {
  afterEach(() => useAuthStore.setState({ idToken: null }));

  it('sets the user while signed in and clears it on sign-out', () => {
    const setAuthenticatedUser = vi.fn<TelemetryClient['setAuthenticatedUser']>();
    const client: TelemetryClient = {
      start: vi.fn(),
      trackPageView: vi.fn(),
      trackException: vi.fn(),
      trackEvent: vi.fn(),
      setAuthenticatedUser,
    };
    useAuthStore.getState().signIn(idToken({ sub: 'already-in' }));
    const stop = followSignedInUser(client);
    useAuthStore.getState().signOut();
    useAuthStore.getState().signIn(idToken({ oid: 'next-user' }));
    stop();
    useAuthStore.getState().signOut();
    expect(setAuthenticatedUser.mock.calls).toEqual([['already-in'], [undefined], ['next-user']]);
  });
});
