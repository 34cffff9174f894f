import { Button } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { API_PATHS, apiRequest } from '../../api';
import { selectSignedIn, signOutSession, useAuthStore } from '../../auth';
import { Screen } from '../../components/Screen';
import { clientState } from '../../store';
import { SIGN_IN_HREF } from '../../routes/hrefs';

/** Sign-out waits this long for the API at most: a person signing out is never kept waiting by a slow server. */
const API_SIGN_OUT_TIMEOUT_MS = 5000;

/**
 * Tells the API first, while the token is still at hand, so it refuses this sign-in's tokens from now on
 * (docs/auth.md, "Signing out"); the add-in signs out whatever the API answers.
 */
async function signOutEverywhere(): Promise<void> {
  await apiRequest(API_PATHS.userSignOut, {}, { signal: AbortSignal.timeout(API_SIGN_OUT_TIMEOUT_MS) }).catch(
    (error: unknown) => {
      console.warn('The API did not confirm the sign-out.', error);
    },
  );
  await signOutSession();
}

/** Where sign-out lands; opened directly while signed in, it signs out too. */
export default function LogoutScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useAuthStore(selectSignedIn);

  useEffect(() => {
    if (!signedIn) return;
    void signOutEverywhere().then(() => {
      clientState.clear();
      queryClient.clear();
    });
  }, [signedIn, queryClient]);

  return (
    <Screen description="You have signed out of Wharf. Your tables stay in your workbooks.">
      <Button appearance="primary" onClick={() => void navigate(SIGN_IN_HREF)}>
        Sign in again
      </Button>
    </Screen>
  );
}
