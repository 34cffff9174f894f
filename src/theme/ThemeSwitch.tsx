import { makeStyles, Switch } from '@fluentui/react-components';
import { useThemeStore } from './themeStore';
import { wharfTokens } from './themes';

const useStyles = makeStyles({
  onSecondary: { color: wharfTokens.wharfColorSecondaryForeground },
});

/** The builder-light / builder-dark choice, reachable from every layout. */
export function ThemeSwitch({ onSecondary = false }: { onSecondary?: boolean }) {
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  const styles = useStyles();
  return (
    <Switch
      label={{ children: 'Dark theme', className: onSecondary ? styles.onSecondary : undefined }}
      checked={theme === 'builder-dark'}
      onChange={(_, data) => setTheme(data.checked ? 'builder-dark' : 'builder-light')}
    />
  );
}
