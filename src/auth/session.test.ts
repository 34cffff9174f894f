import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const msal = vi.hoisted(() => {
  const client = {
    handleRedirectPromise: vi.fn((): Promise<unknown> => Promise.resolve(null)),
    getActiveAccount: vi.fn((): unknown => null),
    getAllAccounts: vi.fn((): unknown[] => []),
    acquireTokenSilent: vi.fn(),
    loginPopup: vi.fn(),
    loginRedirect: vi.fn(() => Promise.resolve()),
    setActiveAccount: vi.fn(),
    clearCache: vi.fn(() => Promise.resolve()),
  };
  return {
    client,
    createNestablePublicClientApplication: vi.fn(() => Promise.resolve(client)),
    createStandardPublicClientApplication: vi.fn(() => Promise.resolve(client)),
  };
});
vi.mock('@azure/msal-browser', () => msal);

const host = vi.hoisted((): { mode: 'browser' | 'excel'; naa: boolean } => ({ mode: 'browser', naa: false }));
vi.mock('../host/hostStore', () => ({
  useHostStore: {
    getState: () => ({ status: 'ready', mode: host.mode }),
    subscribe: () => () => undefined,
  },
  whenHostReady: () => Promise.resolve(),
}));
vi.mock('../host/nestedAppAuth', () => ({
  supportsNestedAppAuth: () => host.naa,
  openSignInDialog: vi.fn(() => Promise.resolve(JSON.stringify({ idToken: 'dialog.id.token' }))),
}));

const settings = vi.hoisted(() => ({ nestedAppAuth: false }));
vi.mock('./msal/settings', () => ({
  readAuthSettings: () => ({
    authority: 'https://login.example',
    clientId: 'client',
    protocolMode: 'AAD',
    nestedAppAuth: settings.nestedAppAuth,
  }),
}));

function jwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'RS256' })}.${encode(payload)}.sig`;
}
const now = () => Math.floor(Date.now() / 1000);

async function freshSession() {
  vi.resetModules();
  const session = await import('./session');
  const { useAuthStore } = await import('./authStore');
  return { ...session, useAuthStore };
}

describe('the session', () => {
  // The first import transforms the session's whole module tree; on a busy machine that alone can outlast a test's
  // time limit, so it happens once here and each test's fresh import is quick.
  beforeAll(async () => {
    await import('./session');
  }, 60_000);
  beforeEach(() => {
    host.mode = 'browser';
    host.naa = false;
    settings.nestedAppAuth = false;
  });
  afterEach(() => {
    vi.resetAllMocks();
  });

  it('uses a valid token from the tab without asking MSAL', async () => {
    const { silentSignIn, useAuthStore } = await freshSession();
    const token = jwt({ exp: now() + 3600, iat: now() });
    useAuthStore.setState({ idToken: token });
    await expect(silentSignIn()).resolves.toBe(token);
    expect(msal.createStandardPublicClientApplication).not.toHaveBeenCalled();
  });

  it('answers null (show the sign-in button) when MSAL has no cached account', async () => {
    const { silentSignIn } = await freshSession();
    window.localStorage.setItem('msal.3.account.keys', JSON.stringify(['gone']));
    await expect(silentSignIn()).resolves.toBeNull();
    expect(msal.client.acquireTokenSilent).not.toHaveBeenCalled();
  });

  it('does not load MSAL at all on a first visit (no cached account, no sign-in answer)', async () => {
    const { silentSignIn } = await freshSession();
    await expect(silentSignIn()).resolves.toBeNull();
    expect(msal.createStandardPublicClientApplication).not.toHaveBeenCalled();
  });

  it('signs in silently with a cached account', async () => {
    const { silentSignIn, useAuthStore } = await freshSession();
    window.localStorage.setItem('msal.3.account.keys', JSON.stringify(['a']));
    const account = { homeAccountId: 'a' };
    msal.client.getAllAccounts.mockReturnValue([account]);
    const fresh = jwt({ exp: now() + 3600, iat: now() });
    msal.client.acquireTokenSilent.mockResolvedValue({ idToken: fresh, account });
    await expect(silentSignIn()).resolves.toBe(fresh);
    expect(useAuthStore.getState().idToken).toBe(fresh);
    expect(msal.client.acquireTokenSilent).toHaveBeenCalledWith(expect.objectContaining({ account }));
  });

  it('renews an invalid token silently before an API call', async () => {
    const { getIdToken, useAuthStore } = await freshSession();
    useAuthStore.setState({ idToken: jwt({ exp: now() - 10, iat: now() - 3600 }) });
    const account = { homeAccountId: 'a' };
    msal.client.getAllAccounts.mockReturnValue([account]);
    const renewed = jwt({ exp: now() + 3600, iat: now() });
    msal.client.acquireTokenSilent.mockResolvedValue({ idToken: renewed, account });
    await expect(getIdToken()).resolves.toBe(renewed);
    // forceRefresh: MSAL's cached id token is the expired one, so only the refresh token renews it.
    expect(msal.client.acquireTokenSilent).toHaveBeenCalledWith({
      scopes: ['openid', 'profile', 'User.Read', 'email'],
      account,
      forceRefresh: true,
    });
  });

  it('ends the session when renewal needs the user', async () => {
    const { getIdToken, useAuthStore, SESSION_ENDED } = await freshSession();
    useAuthStore.setState({ idToken: 'not-a-token', phase: 'ready' });
    await expect(getIdToken()).rejects.toThrow(SESSION_ENDED);
    expect(useAuthStore.getState()).toMatchObject({ idToken: null, phase: 'signed-out' });
  });

  it('uses Nested App Authentication in Excel when the host supports NestedAppAuth 1.1 with Entra ID', async () => {
    host.mode = 'excel';
    host.naa = true;
    settings.nestedAppAuth = true;
    const { interactiveSignIn } = await freshSession();
    const token = jwt({ exp: now() + 3600, iat: now() });
    msal.client.loginPopup.mockResolvedValue({ idToken: token, account: {} });
    await expect(interactiveSignIn('/')).resolves.toBe(token);
    expect(msal.createNestablePublicClientApplication).toHaveBeenCalled();
    expect(msal.client.loginRedirect).not.toHaveBeenCalled();
  });

  it('falls back to the Office dialog in Excel without NAA, taking the token from its message', async () => {
    host.mode = 'excel';
    const { interactiveSignIn, useAuthStore } = await freshSession();
    await expect(interactiveSignIn('/')).resolves.toBe('dialog.id.token');
    expect(useAuthStore.getState().idToken).toBe('dialog.id.token');
    expect(msal.createStandardPublicClientApplication).toHaveBeenCalled();
    expect(msal.client.loginPopup).not.toHaveBeenCalled();
  });

  it('signs in by redirect in a browser tab, coming back to the page that asked', async () => {
    const { interactiveSignIn } = await freshSession();
    await expect(interactiveSignIn('/table?x=1')).resolves.toBeNull();
    // The page that asked travels as the request's state, answered back with the tokens.
    expect(msal.client.loginRedirect).toHaveBeenCalledWith(
      expect.objectContaining({
        scopes: ['openid', 'profile', 'User.Read', 'email'],
        state: '/table?x=1',
      }),
    );
  });

  it('keeps a sign-in started before the start-up looked for a session (its pending request is not thrown away)', async () => {
    const { interactiveSignIn, silentSignIn } = await freshSession();
    // The button shows at first paint; on a busy machine the person presses it before the start-up has run.
    await interactiveSignIn('/settings');
    window.sessionStorage.setItem('msal.interaction.status', '{"clientId":"client","type":"signin"}');
    try {
      await expect(silentSignIn()).resolves.toBeNull();
    } finally {
      window.sessionStorage.removeItem('msal.interaction.status');
    }
    // MSAL read this page's answer once, before the sign-in began; the start-up did not ask it again afterwards,
    // which (with no answer in the URL) makes MSAL discard the sign-in's pending request.
    expect(msal.client.handleRedirectPromise).toHaveBeenCalledTimes(1);
    expect(msal.client.handleRedirectPromise.mock.invocationCallOrder[0]).toBeLessThan(
      msal.client.loginRedirect.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('reads the provider’s answer where it arrives, without loading the page that asked first', async () => {
    window.history.replaceState(null, '', '/signin#code=abc&state=xyz');
    try {
      const { silentSignIn, useAuthStore } = await freshSession();
      const token = jwt({ exp: now() + 3600, iat: now() });
      msal.client.handleRedirectPromise.mockResolvedValueOnce({
        idToken: token,
        account: { homeAccountId: 'a' },
        state: '/table?x=1',
      });
      await expect(silentSignIn()).resolves.toBe(token);
      // MSAL's default navigates to the starting page before exchanging the code; a reload then loses the answer.
      expect(msal.client.handleRedirectPromise).toHaveBeenCalledWith({ navigateToLoginRequestUrl: false });
      expect(useAuthStore.getState().returnTo).toBe('/table?x=1');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('sign-out clears the auth state and MSAL’s cached account', async () => {
    const { silentSignIn, signOutSession, useAuthStore } = await freshSession();
    window.localStorage.setItem('msal.3.account.keys', JSON.stringify(['a']));
    await silentSignIn();
    useAuthStore.setState({ idToken: 'x.y.z', phase: 'ready' });
    await signOutSession();
    expect(useAuthStore.getState()).toMatchObject({ idToken: null, phase: 'signed-out' });
    expect(msal.client.clearCache).toHaveBeenCalled();
  });

  it('sign-out clears MSAL’s cache in a tab that signed in from its own token and never loaded MSAL', async () => {
    const { silentSignIn, signOutSession, useAuthStore } = await freshSession();
    window.localStorage.setItem('msal.3.account.keys', JSON.stringify(['a']));
    const token = jwt({ exp: now() + 3600, iat: now() });
    useAuthStore.setState({ idToken: token, phase: 'ready' });
    await expect(silentSignIn()).resolves.toBe(token);
    expect(msal.createStandardPublicClientApplication).not.toHaveBeenCalled();
    await signOutSession();
    expect(useAuthStore.getState()).toMatchObject({ idToken: null, phase: 'signed-out' });
    expect(msal.client.clearCache).toHaveBeenCalled();
    expect(msal.client.setActiveAccount).toHaveBeenCalledWith(null);
  });

  it('sign-out does not load MSAL when it has nothing cached', async () => {
    const { signOutSession, useAuthStore } = await freshSession();
    useAuthStore.setState({ idToken: 'x.y.z', phase: 'ready' });
    await signOutSession();
    expect(useAuthStore.getState().idToken).toBeNull();
    expect(msal.createStandardPublicClientApplication).not.toHaveBeenCalled();
  });
});
