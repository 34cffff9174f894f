import { Button, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { readClaims, useAuthStore } from '../../auth';
import { FactList } from '../../components/FactList';
import { LOGOUT_HREF } from '../../routes/hrefs';
import { useClientState } from '../../store';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    alignItems: 'flex-start',
  },
});

/** Who is signed in (the API's name, the token's email claim) and signing out (to /logout). */
export function AccountSection() {
  const styles = useStyles();
  const headingId = useId();
  const navigate = useNavigate();
  const username = useClientState((state) => state.username);
  const email = useAuthStore((state) => readClaims(state.idToken)?.emails?.[0] ?? null);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        Account
      </Subtitle2>
      <FactList
        facts={[
          ['Name', username ?? '—'],
          ['Email', email ?? '—'],
        ]}
      />
      <Button onClick={() => void navigate(LOGOUT_HREF)}>Sign out</Button>
    </section>
  );
}
