import { makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../components/AppLink';
import { countsAsActive } from '../../components/connectionStatus';
import { InstanceLogo } from '../../components/InstanceLogo';
import { Screen } from '../../components/Screen';
import { INSTANCE_SELECT_HREF, SIGN_UP_COMPLETED_HREF, SIGN_UP_HREF } from '../../routes/hrefs';
import { useClientState } from '../../store';
import { AlreadySetUp } from './AlreadySetUp';
import { FirstConnectionForm } from './FirstConnectionForm';
import { SignedOutNotice } from './SignedOutNotice';
import { useFirstConnection } from './useFirstConnection';
import { signupCreatedWith, useSignupStep } from './signupProgress';
import { useSignupSession } from './useSignupSession';

const useStyles = makeStyles({
  instance: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  schema: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/**
 * /signup/instance/success: the instance exists; its first connection is named here. Signed out, the
 * visitor is asked to sign in; an instance that already has connections (or that the visitor does not manage) was
 * set up before, and Home is where it goes on.
 */
export default function InstanceSuccessScreen() {
  const styles = useStyles();
  const navigate = useNavigate();
  const session = useSignupSession();
  const step = useSignupStep();
  const instance = useClientState((state) => state.currentInstance);
  const connections = useClientState((state) => state.instanceConnections);
  const connection = useFirstConnection(
    (connected) => void navigate(SIGN_UP_COMPLETED_HREF, { state: signupCreatedWith(connected) }),
  );

  if (session === 'starting') {
    return (
      <Screen description="Your instance has been created.">
        <Spinner size="small" label="Checking your sign-in…" />
      </Screen>
    );
  }
  if (session === 'signed-out') {
    return (
      <Screen description="Connect the system your data comes from.">
        <SignedOutNotice>
          Sign in to go on setting up your company: its first connection is made with your account.
        </SignedOutNotice>
      </Screen>
    );
  }
  if (!instance) {
    return (
      <Screen description="Your instance has been created.">
        <p>
          No instance is open in this window.{' '}
          <AppLink to={INSTANCE_SELECT_HREF}>Choose your instance</AppLink> or{' '}
          <AppLink to={SIGN_UP_HREF}>create one</AppLink>.
        </p>
      </Screen>
    );
  }
  const manages = instance.role === 'owner' || instance.role === 'admin';
  const setUpBefore =
    !connection.created &&
    step !== 'created' &&
    (!manages || connections.some((existing) => countsAsActive(existing.status)));
  if (setUpBefore) {
    return (
      <Screen description="Your sign-up is behind you.">
        <AlreadySetUp instanceName={instance.name} />
      </Screen>
    );
  }
  return (
    <Screen description="Your instance has been created. Now connect the system your data comes from.">
      <div className={styles.instance}>
        <InstanceLogo schema={instance.schema} />
        <div>
          <Subtitle2 as="h2">{instance.name}</Subtitle2>
          <div className={styles.schema}>Its own warehouse is ready.</div>
        </div>
      </div>
      <FirstConnectionForm connection={connection} />
    </Screen>
  );
}
