import { Button } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectSignedIn, signOutSession, useAuthStore } from '../../auth';
import { Screen } from '../../components/Screen';
import { clientState } from '../../store';
import { SIGN_IN_HREF } from '../../routes/hrefs';

/** Where sign-out lands; opened directly while signed in, it signs out too. */
export default function LogoutScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useAuthStore(selectSignedIn);

  useEffect(() => {
    if (!signedIn) return;
    void signOutSession().then(() => {
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
