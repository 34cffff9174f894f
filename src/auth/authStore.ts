/**
 * The signed-in session as the guard sees it. The MSAL sign-in flow (SPEC §4) fills it; sign-out clears it, which
 * puts every protected route behind the guard again. It lives in session storage: a reload keeps the user signed
 * in within the tab, a new tab starts from the identity provider's own cache.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const AUTH_STORAGE_KEY = 'wharf.auth';

interface AuthState {
  idToken: string | null;
  signIn: (idToken: string) => void;
  signOut: () => void;
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      idToken: null,
      signIn: (idToken) => set({ idToken }),
      signOut: () => set({ idToken: null }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ idToken: state.idToken }),
    },
  ),
);

export const selectSignedIn = (state: AuthState): boolean => state.idToken !== null;
