import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { SIGN_UP_COMPLETED_HREF } from '../../routes/hrefs';
import type { InviteLink } from './inviteLink';
import type { Invitation } from './useInviteLookup';
import { SIGNUP_JOINED } from './signupProgress';
import { TermsAcceptance } from './TermsAcceptance';
import { useJoinInvite } from './useJoinInvite';

const useStyles = makeStyles({
  join: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, alignItems: 'flex-start' },
});

/** Who asks the person to join which company, in one sentence. */
export function invitationText(invitation: Invitation | null): string {
  if (!invitation) return 'You have been invited to work in a company’s Wharf instance.';
  const { instanceName, invitedBy } = invitation;
  return invitedBy
    ? `${invitedBy} has invited you to join ${instanceName} on Wharf.`
    : `You have been invited to join ${instanceName} on Wharf.`;
}

/** /signup?invite=… signed in: who invited to which company; accept the terms and join it, as a member. */
export function JoinInvite({ invite }: { invite: InviteLink }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const join = useJoinInvite(invite, () => void navigate(SIGN_UP_COMPLETED_HREF, { state: SIGNUP_JOINED }));
  const problem = join.problem ?? join.lookupProblem;
  return (
    <div className={styles.join}>
      <p>{invitationText(join.invitation)} Accept the terms to join it.</p>
      <TermsAcceptance
        accepted={join.termsAccepted}
        onChange={join.setTermsAccepted}
        disabled={join.pending}
      />
      {problem ? (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Button appearance="primary" disabled={!join.termsAccepted || join.pending} onClick={join.join}>
        {join.pending ? 'Joining…' : 'Join the instance'}
      </Button>
    </div>
  );
}
