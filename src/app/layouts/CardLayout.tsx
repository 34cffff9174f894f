import { makeStyles, tokens } from '@fluentui/react-components';
import { Outlet } from 'react-router-dom';
import { ThemeSwitch, wharfTokens } from '../../theme';
import type { LayoutName } from '../../routes/routeTable';
import { Brand } from './Brand';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    flexGrow: 1,
    minWidth: '320px',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground2,
    boxSizing: 'border-box',
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '100%',
    maxWidth: '440px',
    padding: tokens.spacingHorizontalXL,
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusXLarge,
    borderTop: `4px solid ${wharfTokens.wharfColorSecondary}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow8,
  },
  footer: { marginTop: tokens.spacingVerticalL },
});

/** The sign-in, sign-up and login layouts: one centred card, no section navigation. */
export function CardLayout({ layout }: { layout: LayoutName }) {
  const styles = useStyles();
  return (
    <div className={styles.page} data-layout={layout}>
      <main id="main" tabIndex={-1} className={styles.card}>
        <Brand />
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <ThemeSwitch />
      </footer>
    </div>
  );
}
