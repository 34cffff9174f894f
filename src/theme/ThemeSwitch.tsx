import { makeStyles, Switch } from '@fluentui/react-components';
import { useThemeStore } from './themeStore';
import { wharfTokens } from './themes';

const useStyles = makeStyles({
  // Fluent colours an unchecked switch's label and outline through these tokens with selectors that outrank a
  // class on the label, so on the navy bar the tokens themselves are redefined for this switch.
  onSecondary: {
    '--colorNeutralForeground1': wharfTokens.wharfColorSecondaryForeground,
    '--colorNeutralStrokeAccessible': wharfTokens.wharfColorSecondaryForeground,
    '--colorNeutralStrokeAccessibleHover': wharfTokens.wharfColorSecondaryForeground,
    '--colorNeutralStrokeAccessiblePressed': wharfTokens.wharfColorSecondaryForeground,
    color: wharfTokens.wharfColorSecondaryForeground,
  },
});

/** The builder-light / builder-dark choice, reachable from every layout. */
export function ThemeSwitch({ onSecondary = false }: { onSecondary?: boolean }) {
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  const styles = useStyles();
  return (
    <Switch
      className={onSecondary ? styles.onSecondary : undefined}
      label="Dark theme"
      checked={theme === 'builder-dark'}
      onChange={(_, data) => setTheme(data.checked ? 'builder-dark' : 'builder-light')}
    />
  );
}
