import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { REDIRECT_QUERY, safeRedirectTarget, useAuthStore } from '../../auth';
import { AppLink } from '../../components/AppLink';
import { prerenderedActionProps, takePrerenderedPress } from '../../components/prerenderedActions';
import { Screen } from '../../components/Screen';
import { isSignInConfigured, SIGN_IN_NOT_CONFIGURED } from './signInConfiguration';
import { useSignIn } from './useSignIn';
import { GETTING_STARTED_HREF, SIGN_UP_HREF } from '../../routes/hrefs';

const useStyles = makeStyles({
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * While start-up runs (silent sign-in, cold start) the screen says so — with the message for the
 * attempt — and the sign-in button appears when no cached account signed in or the cold-start loop gave up.
 */
export default function SignInScreen() {
  const phase = useAuthStore((state) => state.phase);
  const idToken = useAuthStore((state) => state.idToken);
  const statusMessage = useAuthStore((state) => state.statusMessage);
  const returnTo = useAuthStore((state) => state.returnTo);
  const [searchParams] = useSearchParams();
  // Before sign-in the guard's query names the page; after the provider's answer, the state the sign-in sent does.
  // Checked when used, not while rendering: the screen is also prerendered at build time, without a window.
  const requested = searchParams.get(REDIRECT_QUERY) ?? returnTo;
  const target = () => safeRedirectTarget(requested, window.location.origin);
  const { inDialog, busy, problem, signIn } = useSignIn(target);
  const styles = useStyles();
  const configured = isSignInConfigured();
  const loading = phase === 'starting' || phase === 'checking' || inDialog;
  const onSignIn = () => {
    if (!configured) {
      console.error(SIGN_IN_NOT_CONFIGURED);
      return;
    }
    void signIn();
  };
  const signedIn = phase === 'ready' && Boolean(idToken) && !inDialog;
  const canSignIn = !loading && !signedIn && !busy;

  // The prerendered button pressed before the app took over: answered as soon as the button would be offered
  // (start-up may first find a session, and then there is nothing to ask).
  useEffect(() => {
    if (canSignIn && takePrerenderedPress('sign-in')) onSignIn();
    // onSignIn is remade each render; the press is taken once, when signing in becomes possible.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canSignIn]);

  if (signedIn) return <Navigate to={target()} replace />;

  return (
    <Screen description="Sign in with your work account to reach your company's data.">
      <div className={styles.actions}>
        {loading ? (
          <div role="status" aria-live="polite">
            <Spinner size="small" label={statusMessage ?? 'Signing you in…'} />
          </div>
        ) : (
          <>
            {phase === 'failed' && statusMessage ? (
              <MessageBar intent="warning">
                <MessageBarBody>{statusMessage}</MessageBarBody>
              </MessageBar>
            ) : null}
            <Button
              appearance="primary"
              size="large"
              onClick={onSignIn}
              disabled={busy}
              {...prerenderedActionProps('sign-in')}
            >
              Sign in
            </Button>
          </>
        )}
        {!configured ? (
          <MessageBar intent="error">
            <MessageBarBody>{SIGN_IN_NOT_CONFIGURED}</MessageBarBody>
          </MessageBar>
        ) : null}
        {problem ? (
          <MessageBar intent="error">
            <MessageBarBody>{problem}</MessageBarBody>
          </MessageBar>
        ) : null}
        <span>
          New to Wharf? <AppLink to={SIGN_UP_HREF}>Create an account</AppLink>
        </span>
        <AppLink to={GETTING_STARTED_HREF}>Getting started with Wharf</AppLink>
      </div>
    </Screen>
  );
}
