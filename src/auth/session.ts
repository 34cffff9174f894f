/**
 * The session: signs in silently from the tab's token or MSAL's cached accounts, signs in interactively (redirect in
 * a browser tab; in Excel, Nested App Authentication where supported, else the Office dialog API), renews an invalid
 * token silently before API calls, and signs out. MSAL is loaded on first need, off the critical path.
 */
import type { AuthenticationResult, IPublicClientApplication } from '@azure/msal-browser';
// The host's modules, not its barrel: the barrel brings the Excel writer into the start-up chunk.
import { useHostStore, whenHostReady } from '../host/hostStore';
import { openSignInDialog, supportsNestedAppAuth } from '../host/nestedAppAuth';
import { notify, Severity } from '../notices';
import { useAuthStore } from './authStore';
import { isSignInAnswer, mayHaveCachedSession } from './cachedSession';
import { msalConfiguration, SIGN_IN_SCOPES } from './msal/configuration';
import { readAuthSettings } from './msal/settings';
import { classifySilentFailure } from './msal/silentFailure';
import { isTokenValid } from './tokenRules';

export const SESSION_ENDED = 'Your session has ended. Sign in again to continue.';
export const SIGN_IN_UNAVAILABLE = 'The sign-in service is not available right now. Try again in a moment.';
/** The Office dialog page says how sign-in went with this message shape. */
export const DIALOG_QUERY = 'dialog';
/** The sign-in page as the Office dialog opens it; a sign-in started there returns to it. */
export const DIALOG_SIGN_IN_PATH = `/signin?${DIALOG_QUERY}=1`;

let client: Promise<IPublicClientApplication> | null = null;
let afterStayingSignIn: () => Promise<void> = () => Promise.resolve();

/** What runs after an interactive sign-in that stayed on the page (Excel): the app's start-up checks. */
export function setAfterSignIn(next: () => Promise<void>): void {
  afterStayingSignIn = next;
}
let usesNestedAppAuth = false;

async function createClient(): Promise<IPublicClientApplication> {
  const settings = readAuthSettings();
  if (!settings) throw new Error('Sign-in is not configured.');
  // The provider's answer is read before anything else may happen to the page: it only ever comes back to a plain
  // page (a browser tab or the Office dialog), never through Nested App Authentication, so the host need not be known.
  if (!isSignInAnswer(window.location)) await whenHostReady();
  const msal = await import('@azure/msal-browser');
  const configuration = msalConfiguration(settings, window.location.origin);
  usesNestedAppAuth = settings.nestedAppAuth && supportsNestedAppAuth();
  return usesNestedAppAuth
    ? msal.createNestablePublicClientApplication(configuration)
    : msal.createStandardPublicClientApplication(configuration);
}

/**
 * MSAL's reading of this page load's sign-in answer, asked once as soon as the client exists and awaited before any
 * other MSAL call. An interactive sign-in started while it was still unasked (the button shows at first paint; the
 * start-up loads later on a busy machine) would otherwise be met by it halfway: with no answer in the URL, MSAL
 * takes the new sign-in's pending request for a stale one and throws it away, and the provider's answer finds nothing.
 */
let pageAnswer: Promise<AuthenticationResult | null> | null = null;
/** The trip to the provider this page started, if any. */
let redirecting: Promise<void> | null = null;

function msalClient(): Promise<IPublicClientApplication> {
  client ??= createClient().then(
    (pca) => {
      // Answered here, on /signin: MSAL's default would load the starting page again first, and anything that
      // reloads a page in between (a dev server re-bundling) loses the answer. The start page travels as state.
      pageAnswer = pca.handleRedirectPromise({ navigateToLoginRequestUrl: false });
      return pca;
    },
    (error: unknown) => {
      client = null;
      throw error;
    },
  );
  return client;
}

/** This page load's sign-in answer (null when there is none), read once. */
async function answerOfThisPage(): Promise<AuthenticationResult | null> {
  await msalClient();
  return pageAnswer ?? null;
}

function accept(pca: IPublicClientApplication, result: AuthenticationResult): string {
  pca.setActiveAccount(result.account);
  useAuthStore.setState({ idToken: result.idToken });
  return result.idToken;
}

function reportSilentFailure(error: unknown): void {
  const kind = classifySilentFailure(error);
  if (kind === 'interaction-required') {
    console.info('Silent sign-in needs the user: showing the sign-in button.');
  } else if (kind === 'service-unavailable') {
    console.warn('Silent sign-in: the identity provider is unavailable (503).', error);
    notify({ text: `Warning: ${SIGN_IN_UNAVAILABLE}`, severity: Severity.Warning });
  } else {
    console.error('Silent sign-in failed.', error);
  }
}

/** The tab's valid token, an interactive sign-in coming back, or a cached account; else null. */
export async function silentSignIn(): Promise<string | null> {
  const stored = useAuthStore.getState().idToken;
  if (isTokenValid(stored, Date.now())) return stored;
  // No cached account and no answer coming back: nothing to try, and no reason to load MSAL yet.
  if (!stored && !mayHaveCachedSession(window.location, window.localStorage, window.sessionStorage))
    return null;
  let pca: IPublicClientApplication;
  try {
    pca = await msalClient();
  } catch {
    return null;
  }
  try {
    const returning = await answerOfThisPage();
    if (returning) {
      useAuthStore.setState({ returnTo: returning.state ?? null });
      return accept(pca, returning);
    }
    const account = pca.getActiveAccount() ?? pca.getAllAccounts()[0];
    if (!account) return null;
    const result = await pca.acquireTokenSilent({ scopes: SIGN_IN_SCOPES, account, forceRefresh: !!stored });
    return accept(pca, result);
  } catch (error) {
    reportSilentFailure(error);
    return null;
  }
}

let renewal: Promise<string> | null = null;

async function renew(): Promise<string> {
  const pca = await msalClient();
  const account = pca.getActiveAccount() ?? pca.getAllAccounts()[0];
  if (!account) throw new Error(SESSION_ENDED);
  try {
    const result = await pca.acquireTokenSilent({ scopes: SIGN_IN_SCOPES, account, forceRefresh: true });
    return accept(pca, result);
  } catch (error) {
    reportSilentFailure(error);
    throw new Error(SESSION_ENDED);
  }
}

/** The id token for an API call: the current one while the token rules find it valid, else one renewed silently. */
export async function getIdToken(): Promise<string> {
  const stored = useAuthStore.getState().idToken;
  if (isTokenValid(stored, Date.now()) && stored) return stored;
  renewal ??= renew().finally(() => {
    renewal = null;
  });
  try {
    return await renewal;
  } catch (error) {
    useAuthStore.getState().signOut();
    throw error;
  }
}

/**
 * Interactive sign-in. In a browser tab it leaves the page (redirect) and comes back to `returnTo`; in Excel it
 * answers the new token without leaving the task pane. `createAccount` asks the provider for its sign-up form
 * (OpenID Connect's prompt=create) instead of its sign-in form.
 */
export async function interactiveSignIn(
  returnTo: string,
  options: { forceRedirect?: boolean; createAccount?: boolean } = {},
): Promise<string | null> {
  const prompt = options.createAccount ? 'create' : 'select_account';
  const pca = await msalClient();
  // MSAL's rule: this page's answer is read before a new interaction starts (see pageAnswer).
  await answerOfThisPage().catch(() => null);
  const origin = window.location.origin;
  if (useHostStore.getState().mode === 'excel' && !options.forceRedirect) {
    if (usesNestedAppAuth) {
      // Under NAA the *Redirect methods throw: the host shows its own sign-in UI for the popup call.
      const token = accept(pca, await pca.loginPopup({ scopes: SIGN_IN_SCOPES, prompt }));
      await afterStayingSignIn();
      return token;
    }
    // The dialog has its own session storage, so it hands the token back in its message.
    const message = await openSignInDialog(`${origin}${DIALOG_SIGN_IN_PATH}`);
    const parsed = JSON.parse(message) as { idToken?: unknown };
    if (typeof parsed.idToken !== 'string') throw new Error('The sign-in dialog did not return a token.');
    useAuthStore.setState({ idToken: parsed.idToken });
    await afterStayingSignIn();
    return parsed.idToken;
  }
  // One trip to the provider per page: a second request (a double click, an effect run twice) would be refused
  // by MSAL as an interaction already in progress.
  redirecting ??= pca
    .loginRedirect({ scopes: SIGN_IN_SCOPES, prompt, state: returnTo })
    .catch((error: unknown) => {
      redirecting = null;
      throw error;
    });
  await redirecting;
  return null;
}

/** Sign-out clears the auth state (MSAL's cached account included); the caller lands on /logout. */
export async function signOutSession(): Promise<void> {
  useAuthStore.getState().signOut();
  // A tab signed in from its own token never loaded MSAL, yet MSAL's cache may hold the account: load it to clear it.
  if (!client && !mayHaveCachedSession(window.location, window.localStorage, window.sessionStorage)) return;
  try {
    const pca = await msalClient();
    // clearCache forgets the account locally; the logout* methods would leave the add-in (and throw under NAA).
    await pca.clearCache();
    pca.setActiveAccount(null);
  } catch (error) {
    console.warn('Could not clear the sign-in cache.', error);
  }
}
