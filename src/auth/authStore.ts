/**
 * The signed-in session as the guard sees it. The start-up sequence (startup.ts) moves it through its
 * phases; sign-out clears it, which puts every protected route behind the guard again. The id token lives in
 * session storage (a reload keeps the tab signed in); MSAL's own token cache is in local storage, which
 * signs a new tab in silently.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { mayHaveCachedSession } from './cachedSession';

export const AUTH_STORAGE_KEY = 'wharf.auth';

/**
 * starting: looking for a session; checking: asking the API (cold-start loop); ready: signed in and the API
 * answered; signed-out: the sign-in button is shown; failed: the cold-start loop gave up.
 */
export type AuthPhase = 'starting' | 'checking' | 'ready' | 'signed-out' | 'failed';

export interface AuthState {
  idToken: string | null;
  phase: AuthPhase;
  /** Cold-start counter and the message for it. */
  coldStartAttempt: number;
  statusMessage: string | null;
  /**
   * Where an interactive sign-in that left the page asked to return (the state it sent the provider), known once its
   * answer was read on /signin; not kept across loads.
   */
  returnTo: string | null;
  signIn: (idToken: string) => void;
  signOut: () => void;
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      idToken: null,
      // Without a window (the build prerendering /signin, which React renders from this initial state) there is no
      // session to look for: the page shows what a first visit sees, the Sign in button.
      phase: typeof window === 'undefined' ? 'signed-out' : 'starting',
      coldStartAttempt: 0,
      statusMessage: null,
      returnTo: null,
      signIn: (idToken) => set({ idToken, phase: 'ready', coldStartAttempt: 0, statusMessage: null }),
      signOut: () =>
        set({ idToken: null, phase: 'signed-out', coldStartAttempt: 0, statusMessage: null, returnTo: null }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ idToken: state.idToken }),
    },
  ),
);

export const selectSignedIn = (state: AuthState): boolean => state.idToken !== null;

/**
 * A first visit (no token in the tab, no account MSAL could have cached, no sign-in under way) is signed out from
 * the first paint: the sign-in button shows at once instead of after the start-up code has loaded (no
 * cached account → the button).
 */
if (
  typeof window !== 'undefined' &&
  useAuthStore.getState().idToken === null &&
  !mayHaveCachedSession(window.location, window.localStorage, window.sessionStorage)
) {
  useAuthStore.setState({ phase: 'signed-out' });
}
