import { FluentProvider, makeStyles } from '@fluentui/react-components';
import { useEffect, type ReactNode } from 'react';
import { THEMES } from './themes';
import { useThemeStore } from './themeStore';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
});

/** Applies the chosen theme to the app and to the page behind it. */
export function WharfThemeProvider({ children }: { children: ReactNode }) {
  const themeName = useThemeStore((state) => state.theme);
  const theme = THEMES[themeName];
  const styles = useStyles();

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = themeName;
    root.style.colorScheme = themeName === 'builder-dark' ? 'dark' : 'light';
    root.style.backgroundColor = theme.colorNeutralBackground1;
  }, [themeName, theme]);

  return (
    <FluentProvider theme={theme} className={styles.root} data-theme={themeName}>
      {children}
    </FluentProvider>
  );
}
