/** The user's theme choice, kept in local storage so it survives reloads and new sessions. */
import { create } from 'zustand';
import { DEFAULT_THEME, isThemeName, type ThemeName } from './themes';

export const THEME_STORAGE_KEY = 'wharf.theme';

function readStoredTheme(): ThemeName {
  try {
    const stored = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return isThemeName(stored) ? stored : DEFAULT_THEME;
  } catch {
    // Storage can be blocked (private mode, locked-down Office hosts): the default theme still works.
    return DEFAULT_THEME;
  }
}

function storeTheme(theme: ThemeName): void {
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisting is better than failing the switch.
  }
}

interface ThemeState {
  theme: ThemeName;
  setTheme: (theme: ThemeName) => void;
}

export const useThemeStore = create<ThemeState>((set) => ({
  theme: readStoredTheme(),
  setTheme: (theme) => {
    storeTheme(theme);
    set({ theme });
  },
}));
