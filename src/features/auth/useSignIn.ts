/**
 * The sign-in screen's decisions: start an interactive sign-in, and in the Office dialog (which the task pane opens
 * when Nested App Authentication is not available) sign in by redirect and hand the token back to the task pane.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DIALOG_QUERY, interactiveSignIn, useAuthStore } from '../../auth';
import { messageParent } from '../../host';
import { noticeTextFor } from '../../api/apiError';

export function useSignIn(returnTo: string) {
  const [searchParams] = useSearchParams();
  const inDialog = searchParams.get(DIALOG_QUERY) === '1';
  const phase = useAuthStore((state) => state.phase);
  const idToken = useAuthStore((state) => state.idToken);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!inDialog) return;
    if (idToken && phase !== 'starting') {
      messageParent(JSON.stringify({ idToken }));
    } else if (phase === 'signed-out') {
      void interactiveSignIn(`/signin?${DIALOG_QUERY}=1`, { forceRedirect: true });
    }
  }, [inDialog, idToken, phase]);

  const signIn = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await interactiveSignIn(returnTo);
    } catch (error) {
      console.error('Sign-in failed.', error);
      setProblem(noticeTextFor(error));
    } finally {
      setBusy(false);
    }
  };

  return { inDialog, busy, problem, signIn };
}
