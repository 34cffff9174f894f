import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../components/AppLink';
import { Screen } from '../../components/Screen';
import { GETTING_STARTED_HREF, HOME_HREF, importStartHref } from '../../routes/hrefs';
import { useMay } from '../../auth';
import { useClientState } from '../../store';
import { AlreadySetUp } from './AlreadySetUp';
import { SignedOutNotice } from './SignedOutNotice';
import { countsAsActive } from '../../components/connectionStatus';
import { useSignupConnected, useSignupStep } from './signupProgress';
import { useSignupSession } from './useSignupSession';

const useStyles = makeStyles({
  steps: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

/**
 * /signup/completed: what happens next; Home's checklist then follows the same steps as they happen. Only
 * the sign-up's own last step lands here with news; a visitor signed out is asked to sign in, and one who comes back
 * later is told the instance is set up and sent Home.
 */
export default function CompletedScreen() {
  const styles = useStyles();
  const navigate = useNavigate();
  const session = useSignupSession();
  const step = useSignupStep();
  const instance = useClientState((state) => state.currentInstance);
  const connected = useSignupConnected();
  const mayImport = useMay('etlStart');
  // A connection with its API keys stored is connected; one made with "Enter the API keys later" is not yet.
  const keyed = useClientState((state) =>
    state.instanceConnections.find(
      (connection) => countsAsActive(connection.status) && connection.APIKey.clientId !== null,
    ),
  );
  if (session === 'starting') {
    return (
      <Screen description="Your account is ready.">
        <Spinner size="small" label="Checking your sign-in…" />
      </Screen>
    );
  }
  if (session === 'signed-out') {
    return (
      <Screen description="Your sign-up.">
        <SignedOutNotice>Sign in to see your company’s instance and what to do next.</SignedOutNotice>
      </Screen>
    );
  }
  if (instance && step === null) {
    return (
      <Screen description="Your sign-up is behind you.">
        <AlreadySetUp instanceName={instance.name} />
      </Screen>
    );
  }
  return (
    <Screen description="Your account is ready.">
      {connected ? (
        <MessageBar intent="success">
          <MessageBarBody>{connected}</MessageBarBody>
        </MessageBar>
      ) : null}
      <p>{instance ? `You are all set up in ${instance.name}. What happens next:` : 'What happens next:'}</p>
      <ol className={styles.steps}>
        {/* Only a company's owners and admins connect its sources; a member who joined has nothing to key. */}
        {keyed || instance?.role === 'member' ? null : (
          <li>Enter your source system’s API keys on its connection: they let Wharf read your data.</li>
        )}
        <li>
          Run the first import: Wharf lands the data in your own warehouse. A first import takes a few
          minutes.
        </li>
        <li>Design your first table and land it in Excel; refresh it whenever you need fresh figures.</li>
      </ol>
      <p>Home keeps a checklist of these steps and ticks each one off as it happens.</p>
      <div className={styles.actions}>
        {/* The next step in the list is the way on: the connection's import, chosen, one click from here. */}
        {keyed && mayImport ? (
          <Button appearance="primary" onClick={() => void navigate(importStartHref(keyed.id))}>
            Start the first import
          </Button>
        ) : null}
        <Button
          appearance={keyed && mayImport ? 'secondary' : 'primary'}
          onClick={() => void navigate(HOME_HREF)}
        >
          Go to Home
        </Button>
        <AppLink to={GETTING_STARTED_HREF}>Getting started with Wharf</AppLink>
      </div>
    </Screen>
  );
}
