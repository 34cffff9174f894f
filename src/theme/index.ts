export { WharfThemeProvider } from './WharfThemeProvider';
export { ThemeSwitch } from './ThemeSwitch';
export { useThemeStore, THEME_STORAGE_KEY } from './themeStore';
export {
  THEMES,
  THEME_NAMES,
  DEFAULT_THEME,
  isThemeName,
  wharfTokens,
  type ThemeName,
  type WharfTheme,
} from './themes';
