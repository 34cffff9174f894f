import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { SIGN_IN_HREF } from '../../routes/hrefs';

const useStyles = makeStyles({
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
});

/** A sign-up step that needs the person's account, reached signed out: what to do, and the way to do it. */
export function SignedOutNotice({ children }: { children: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <div className={styles.block}>
      <p>{children}</p>
      <Button appearance="primary" onClick={() => void navigate(SIGN_IN_HREF)}>
        Sign in
      </Button>
    </div>
  );
}
