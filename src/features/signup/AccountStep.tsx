import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { interactiveSignIn } from '../../auth';
import { noticeTextFor } from '../../api/apiError';

const useStyles = makeStyles({
  actions: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    alignItems: 'flex-start',
  },
});

/**
 * Signed out on a sign-up screen: the account comes first, made on the identity provider's own sign-up form (a
 * real account, OpenID Connect's prompt=create); the provider brings the person back to this very address.
 */
export function AccountStep({ invited }: { invited: boolean }) {
  const styles = useStyles();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const returnTo = `${location.pathname}${location.search}`;

  const go = async (createAccount: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      await interactiveSignIn(returnTo, { createAccount });
    } catch (error) {
      console.error('Sign-up could not reach the identity provider.', error);
      setProblem(noticeTextFor(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.actions}>
      <p>
        {invited
          ? 'You have been invited to a Wharf instance. Create your account, or sign in if you have one, to join it.'
          : 'First your own account: you choose your email and password on the sign-in service, then name your company here.'}
      </p>
      <Button appearance="primary" size="large" disabled={busy} onClick={() => void go(true)}>
        Create an account
      </Button>
      <Button disabled={busy} onClick={() => void go(false)}>
        I have an account: sign in
      </Button>
      {problem ? (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  );
}
