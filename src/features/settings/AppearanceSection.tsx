import { makeStyles, Radio, RadioGroup, Subtitle2, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { isThemeName, THEME_NAMES, useThemeStore, type ThemeName } from '../../theme';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const THEME_LABELS: Readonly<Record<ThemeName, string>> = {
  'builder-light': 'Light',
  'builder-dark': 'Dark',
};

/** The theme: light (the default) or dark, named in words, never by its stored key. */
export function AppearanceSection() {
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  const appearanceId = useId();
  const styles = useStyles();
  return (
    <section className={styles.group} aria-labelledby={appearanceId}>
      <Subtitle2 as="h2" id={appearanceId}>
        Appearance
      </Subtitle2>
      <RadioGroup
        aria-labelledby={appearanceId}
        value={theme}
        onChange={(_, data) => {
          if (isThemeName(data.value)) setTheme(data.value);
        }}
      >
        {THEME_NAMES.map((name) => (
          <Radio key={name} value={name} label={THEME_LABELS[name]} />
        ))}
      </RadioGroup>
    </section>
  );
}
