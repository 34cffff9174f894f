import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { interactiveSignIn } from '../../auth';
import { noticeTextFor } from '../../api/apiError';
import type { InviteLink } from './inviteLink';
import { invitationText } from './JoinInvite';
import { useInviteLookup } from './useInviteLookup';

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
export function AccountStep({ invite }: { invite: InviteLink | null }) {
  const styles = useStyles();
  const lookup = useInviteLookup(invite, { signedOut: true });
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
        {invite
          ? `${invitationText(lookup.invitation)} Create your account, or sign in if you have one, to join it.`
          : 'First your own account: you choose your email and password on the sign-in service, then name your company here.'}
      </p>
      {lookup.problem ? (
        <MessageBar intent="warning">
          <MessageBarBody>{lookup.problem}</MessageBarBody>
        </MessageBar>
      ) : null}
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
