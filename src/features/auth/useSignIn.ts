/**
 * The sign-in screen's decisions: start an interactive sign-in, and in the Office dialog (which the task pane opens
 * when Nested App Authentication is not available) sign in by redirect and hand the token back to the task pane.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DIALOG_QUERY, DIALOG_SIGN_IN_PATH, interactiveSignIn, useAuthStore } from '../../auth';
// The host's modules, not its barrel: the barrel brings the Excel writer into the start-up chunk.
import { whenHostReady } from '../../host/hostStore';
import { messageParent } from '../../host/nestedAppAuth';
import { noticeTextFor } from '../../api/apiError';

/** `returnTo` answers where a finished sign-in goes; it is asked when the sign-in starts. */
export function useSignIn(returnTo: () => string) {
  const [searchParams] = useSearchParams();
  const answeredFor = useAuthStore((state) => state.returnTo);
  // The provider answers at /signin without the query: the sign-in it answers says where it started.
  const inDialog = searchParams.get(DIALOG_QUERY) === '1' || answeredFor === DIALOG_SIGN_IN_PATH;
  const phase = useAuthStore((state) => state.phase);
  const idToken = useAuthStore((state) => state.idToken);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!inDialog) return;
    if (idToken && phase !== 'starting') {
      // office.js loads after the first paint; messageParent exists only once the host is known.
      void whenHostReady().then(() => messageParent(JSON.stringify({ idToken })));
    } else if (phase === 'signed-out') {
      void interactiveSignIn(DIALOG_SIGN_IN_PATH, { forceRedirect: true });
    }
  }, [inDialog, idToken, phase]);

  const signIn = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await interactiveSignIn(returnTo());
    } catch (error) {
      console.error('Sign-in failed.', error);
      setProblem(noticeTextFor(error));
    } finally {
      setBusy(false);
    }
  };

  return { inDialog, busy, problem, signIn };
}
