import { makeStyles, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../components/AppLink';
import { Screen } from '../../components/Screen';
import { selectSignedIn, useAuthStore } from '../../auth';
import {
  SIGN_IN_HREF,
  SIGN_UP_HREF,
  SIGN_UP_INSTANCE_SUCCESS_HREF,
  TRIAL_PLAN_PARAM,
} from '../../routes/hrefs';
import { useClientState } from '../../store';
import { TrialPanel } from './TrialPanel';

const useStyles = makeStyles({
  next: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

/**
 * /signup/trial (public, in the sign-up card): a new instance's owner may start the trial here, the plan chosen on
 * /signup preselected, then goes on to the first connection as a sign-up without a trial does; someone not yet
 * signed in or without an instance is sent to do that first.
 */
export default function SignupTrialScreen() {
  const styles = useStyles();
  const signedIn = useAuthStore(selectSignedIn);
  const instance = useClientState((state) => state.currentInstance);
  const [params] = useSearchParams();
  if (!signedIn || !instance) {
    return (
      <Screen description="Start your free trial.">
        <p>
          A trial belongs to a company instance.{' '}
          {signedIn ? (
            <AppLink to={SIGN_UP_HREF}>Create your company&apos;s instance first</AppLink>
          ) : (
            <AppLink to={SIGN_IN_HREF}>Sign in first</AppLink>
          )}
          .
        </p>
      </Screen>
    );
  }
  return (
    <Screen description={`Start your free trial for ${instance.name}.`}>
      <TrialPanel instanceId={instance.id} initialPlanId={params.get(TRIAL_PLAN_PARAM)} />
      <div className={styles.next}>
        <AppLink to={SIGN_UP_INSTANCE_SUCCESS_HREF}>Continue: connect your source system</AppLink>
      </div>
    </Screen>
  );
}
