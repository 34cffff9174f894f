import { makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { RefreshOnOpen } from '../../features/tables';
import { wharfTokens } from '../../theme';
import type { LayoutName } from '../../routes/routeTable';
import { selectSignedIn, useAuthStore } from '../../auth';
import { SIGN_IN_HREF } from '../../routes/hrefs';
import { AccountControls } from './AccountControls';
import { Brand } from './Brand';
import { HeaderMenuSlot } from './HeaderMenuSlot';
import { NavTabs, type NavItem } from './NavTabs';

const useStyles = makeStyles({
  shell: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: '320px' },
  header: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: wharfTokens.wharfColorSecondary,
    color: wharfTokens.wharfColorSecondaryForeground,
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  // The instance name takes the room left between the brand and the menu, and is cut short before it wraps.
  middle: { flexGrow: 1, minWidth: 0, display: 'flex', justifyContent: 'flex-end' },
  main: {
    flexGrow: 1,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    ':focus': { outline: 'none' },
  },
});

const SIGN_IN_ONLY: readonly NavItem[] = [{ to: SIGN_IN_HREF, text: 'Sign in' }];

interface ShellLayoutProps {
  layout: LayoutName;
  navLabel: string;
  nav: readonly NavItem[];
  /** What the frame holds instead of the matched route's screen (the error page's content). */
  children?: ReactNode;
  /**
   * An error page's frame: it names no instance (no page of one is open), and a signed-out visitor is offered
   * sign-in only, not the sections they cannot open.
   */
  errorPage?: boolean;
}

/** The working layouts: a navy bar with the brand, the instance and the menu (theme, sign-out), the section links, then the
 * screen. */
export function ShellLayout({ layout, navLabel, nav, children, errorPage = false }: ShellLayoutProps) {
  const styles = useStyles();
  const signedIn = useAuthStore(selectSignedIn);
  const signInOnly = errorPage && !signedIn;
  return (
    <div className={styles.shell} data-layout={layout}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Brand />
          <div className={styles.middle}>
            {signInOnly ? (
              <NavTabs label={navLabel} items={SIGN_IN_ONLY} />
            ) : (
              <AccountControls showInstance={!errorPage} />
            )}
          </div>
          <HeaderMenuSlot />
        </div>
        {signInOnly ? null : <NavTabs label={navLabel} items={nav} />}
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children ?? <Outlet />}
      </main>
      <Suspense fallback={null}>
        <RefreshOnOpen />
      </Suspense>
    </div>
  );
}
