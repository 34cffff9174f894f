import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { REDIRECT_QUERY, safeRedirectTarget, selectSignedIn, useAuthStore } from '../../auth';
import { AppLink } from '../../components/AppLink';
import { Screen } from '../../components/Screen';
import { isSignInConfigured, SIGN_IN_NOT_CONFIGURED } from './signInConfiguration';

const useStyles = makeStyles({
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export default function SignInScreen() {
  const signedIn = useAuthStore(selectSignedIn);
  const [searchParams] = useSearchParams();
  const [problem, setProblem] = useState<string | null>(null);
  const styles = useStyles();

  if (signedIn) {
    return (
      <Navigate to={safeRedirectTarget(searchParams.get(REDIRECT_QUERY), window.location.origin)} replace />
    );
  }

  const onSignIn = () => {
    if (!isSignInConfigured()) {
      console.error(SIGN_IN_NOT_CONFIGURED);
      setProblem(SIGN_IN_NOT_CONFIGURED);
    }
  };

  return (
    <Screen description="Sign in with your work account to reach your company's data.">
      <div className={styles.actions}>
        <Button appearance="primary" size="large" onClick={onSignIn}>
          Sign in
        </Button>
        {problem ? (
          <MessageBar intent="error">
            <MessageBarBody>{problem}</MessageBarBody>
          </MessageBar>
        ) : null}
        <span>
          New to Wharf? <AppLink to="/signup">Create an account</AppLink>
        </span>
        <AppLink to="/help/gettingStarted">Getting started with Wharf</AppLink>
      </div>
    </Screen>
  );
}
