import { makeStyles, Radio, RadioGroup, Subtitle2, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { LinkList } from '../../components/LinkList';
import { Screen } from '../../components/Screen';
import { isThemeName, THEME_NAMES, useThemeStore, type ThemeName } from '../../theme';
import { ADDIN_SETTINGS_HREF, BILLING_HREF, CONNECTIONS_HREF, TRIAL_HREF } from '../../routes/hrefs';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    paddingLeft: '1.25em',
  },
});

const THEME_LABELS: Readonly<Record<ThemeName, string>> = {
  'builder-light': 'Light (builder-light)',
  'builder-dark': 'Dark (builder-dark)',
};

const SETTINGS_PAGES = [
  { to: CONNECTIONS_HREF, text: 'Connections' },
  { to: BILLING_HREF, text: 'Billing' },
  { to: TRIAL_HREF, text: 'Trial' },
  { to: ADDIN_SETTINGS_HREF, text: 'Add-in' },
] as const;

export default function SettingsScreen() {
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  const appearanceId = useId();
  const styles = useStyles();
  return (
    <Screen description="How Wharf looks and works for you.">
      <div className={styles.group}>
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
      </div>
      <div className={styles.group}>
        <Subtitle2 as="h2">More settings</Subtitle2>
        <LinkList label="More settings" items={SETTINGS_PAGES} />
      </div>
    </Screen>
  );
}
