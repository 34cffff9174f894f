import { Switch } from '@fluentui/react-components';
import { useThemeStore } from './themeStore';

/** The builder-light / builder-dark choice, reachable from every layout. */
export function ThemeSwitch() {
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  return (
    <Switch
      label="Dark theme"
      checked={theme === 'builder-dark'}
      onChange={(_, data) => setTheme(data.checked ? 'builder-dark' : 'builder-light')}
    />
  );
}
