import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../components/AppLink';
import { Screen } from '../../components/Screen';
import { INSTANCE_SELECT_HREF, SIGN_IN_HREF, inviteHref } from '../../routes/hrefs';
import { useClientState } from '../../store';
import { inviteFromText } from './inviteLink';
import { ANOTHER_INSTANCE_HREF } from './signupHrefs';
import { useSignupSession } from './useSignupSession';

const useStyles = makeStyles({
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignSelf: 'stretch' },
});

/**
 * /signup/existing: someone who already has an account (and perhaps instances) is told so, and goes on to
 * their instances, or joins another one with the invite they were sent.
 */
export default function ExistingScreen() {
  const styles = useStyles();
  const navigate = useNavigate();
  const session = useSignupSession();
  const instances = useClientState((state) => state.userInstances);
  const [inviteText, setInviteText] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);

  const onJoin = () => {
    const invite = inviteFromText(inviteText, window.location.origin);
    if (!invite) {
      setProblem('Paste the whole invite link you were sent, or the part after “invite=”.');
      return;
    }
    void navigate(inviteHref(invite.instanceId, invite.inviteReference));
  };

  return (
    <Screen description="You already have a Wharf account: join an instance or sign in.">
      <div className={styles.block}>
        {session === 'signed-in' ? (
          <p>
            {instances.length === 0
              ? 'You are signed in but not in any instance yet.'
              : `You already work in ${instances.length === 1 ? 'one instance' : `${instances.length} instances`}: ${instances.map((instance) => instance.name).join(', ')}.`}
          </p>
        ) : (
          <p>
            <AppLink to={SIGN_IN_HREF}>Sign in</AppLink> with the account you already have.
          </p>
        )}
        <Button appearance="primary" onClick={() => void navigate(INSTANCE_SELECT_HREF)}>
          Go to your instances
        </Button>
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onJoin();
          }}
        >
          <Field
            label="Invite link or reference"
            hint="From the email or message of the teammate who invited you."
            validationState={problem ? 'error' : 'none'}
            validationMessage={problem}
          >
            <Input
              value={inviteText}
              onChange={(_, data) => {
                setInviteText(data.value);
                setProblem(undefined);
              }}
            />
          </Field>
          <Button type="submit">Join with the invite</Button>
        </form>
        <AppLink to={ANOTHER_INSTANCE_HREF}>Create another instance for a different company</AppLink>
      </div>
    </Screen>
  );
}
