/** Where the sign-up screens stand with the sign-in: still starting up, signed out, or signed in. */
import { useAuthStore } from '../../auth';
import { useClientState } from '../../store';

export type SignupSession = 'starting' | 'signed-out' | 'signed-in';

export function useSignupSession(): SignupSession {
  const phase = useAuthStore((state) => state.phase);
  const idToken = useAuthStore((state) => state.idToken);
  // userId arrives with the client state the start-up loads after the API knew the user.
  const userId = useClientState((state) => state.userId);
  if (phase === 'ready' && idToken && userId) return 'signed-in';
  if (phase === 'starting' || phase === 'checking' || (phase === 'ready' && idToken)) return 'starting';
  return 'signed-out';
}
