import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Screen } from '../../components/Screen';
import { INVITE_PARAM, SIGN_UP_EXISTING_HREF, SIGN_UP_INSTANCE_SUCCESS_HREF } from '../../routes/hrefs';
import { useClientState } from '../../store';
import { AccountStep } from './AccountStep';
import { CompanyForm } from './CompanyForm';
import { parseInvite } from './inviteLink';
import { JoinInvite } from './JoinInvite';
import { ANOTHER_INSTANCE_PARAM } from './signupHrefs';
import { SIGNUP_CREATED } from './signupProgress';
import { useCompanySignup } from './useCompanySignup';
import { useSignupSession } from './useSignupSession';

function NewInstance() {
  const navigate = useNavigate();
  // A trial ticked here has started with the instance: the first connection comes next either way.
  const form = useCompanySignup(() => {
    void navigate(SIGN_UP_INSTANCE_SUCCESS_HREF, { state: SIGNUP_CREATED });
  });
  return <CompanyForm form={form} />;
}

/**
 * /signup: the account first (the identity provider's sign-up), then either the company's new instance or,
 * with an invite link, joining a teammate's instance. Someone who already has instances is sent to
 * /signup/existing unless they asked to create another.
 */
export default function SignupScreen() {
  const [params] = useSearchParams();
  const session = useSignupSession();
  const instanceCount = useClientState((state) => state.userInstances.length);
  const inviteValue = params.get(INVITE_PARAM);
  const invite = parseInvite(inviteValue);
  const brokenInvite = inviteValue !== null && invite === null;

  let body;
  if (session === 'starting') body = <Spinner size="small" label="Checking your sign-in…" />;
  else if (session === 'signed-out') body = <AccountStep invite={invite} />;
  else if (invite) body = <JoinInvite invite={invite} />;
  else if (instanceCount > 0 && !params.has(ANOTHER_INSTANCE_PARAM) && !brokenInvite) {
    return <Navigate to={SIGN_UP_EXISTING_HREF} replace />;
  } else body = <NewInstance />;

  return (
    <Screen
      description={
        invite
          ? 'Join your team in Wharf: sign in or create your account, then accept the invite.'
          : 'Create your Wharf account and your company instance.'
      }
    >
      {brokenInvite ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            This invite link is incomplete. Ask the person who invited you to send it again, or create your
            own instance.
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {body}
    </Screen>
  );
}
