import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { SIGN_UP_COMPLETED_HREF } from '../../routes/hrefs';
import type { InviteLink } from './inviteLink';
import { TermsAcceptance } from './TermsAcceptance';
import { useJoinInvite } from './useJoinInvite';

const useStyles = makeStyles({
  join: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, alignItems: 'flex-start' },
});

/** /signup?invite=… signed in: accept the terms and join the instance the invite is for, as a member. */
export function JoinInvite({ invite }: { invite: InviteLink }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const join = useJoinInvite(invite, () => void navigate(SIGN_UP_COMPLETED_HREF));
  return (
    <div className={styles.join}>
      <p>You have been invited to work in a company’s Wharf instance. Accept the terms to join it.</p>
      <TermsAcceptance
        accepted={join.termsAccepted}
        onChange={join.setTermsAccepted}
        disabled={join.pending}
      />
      {join.problem ? (
        <MessageBar intent="error">
          <MessageBarBody>{join.problem}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Button appearance="primary" disabled={!join.termsAccepted || join.pending} onClick={join.join}>
        {join.pending ? 'Joining…' : 'Join the instance'}
      </Button>
    </div>
  );
}
