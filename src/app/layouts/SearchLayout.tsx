import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Outlet, useNavigate } from 'react-router-dom';
import { ThemeSwitch, wharfTokens } from '../../theme';

const useStyles = makeStyles({
  shell: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: '320px' },
  bar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: wharfTokens.wharfColorSecondary,
    color: wharfTokens.wharfColorSecondaryForeground,
  },
  main: {
    flexGrow: 1,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
});

/** Full-pane search: only a way back, so the whole pane is for the results. */
export function SearchLayout() {
  const navigate = useNavigate();
  const styles = useStyles();
  return (
    <div className={styles.shell} data-layout="search">
      <header className={styles.bar}>
        <Button appearance="primary" onClick={() => void navigate(-1)}>
          Back
        </Button>
        <ThemeSwitch onSecondary />
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
