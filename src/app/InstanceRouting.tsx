/**
 * Instance routing: a signed-in user without a chosen instance is never left on a screen that says "No instance
 * chosen". With one instance it is chosen for them; with several they go to /instanceSelect, which brings them
 * back to where they were going (a deep link opened before sign-in included).
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { noticeTextFor } from '../api/apiError';
import { useAuthStore } from '../auth';
import { notify, Severity } from '../notices';
import { instanceSelectHref, INSTANCE_SELECT_HREF, LOGOUT_HREF } from '../routes/hrefs';
import { useClientState, type Instance } from '../store';
import { useMatchedDefinition } from './currentDefinition';

/**
 * Chooses the user's only instance. The session's module (the API client, the host's settings) is imported when a
 * choice is made, so it stays off the path to an interactive /signin, where there is nothing to choose.
 */
const chooseOnlyInstance = async (instance: Instance): Promise<void> => {
  const { chooseInstance } = await import('../features/instances/instanceSession');
  await chooseInstance(instance);
};

/** Routes that work, or must, without an instance. */
const NO_INSTANCE_NEEDED = new Set<string>([INSTANCE_SELECT_HREF, LOGOUT_HREF]);

export function InstanceRouting() {
  const definition = useMatchedDefinition();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useAuthStore((state) => state.phase === 'ready' && state.idToken !== null);
  const { userId, userInstances, currentInstance } = useClientState();
  const needsInstance = Boolean(definition && !definition.public && !NO_INSTANCE_NEEDED.has(definition.path));
  // The instances are known once the user is (both come from one /api/instanceConnection answer).
  const undecided = signedIn && userId !== null && currentInstance === null && needsInstance;
  const onlyInstance = userInstances.length === 1 ? userInstances[0] : undefined;
  const returnTo = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    if (!undecided) return;
    if (onlyInstance) {
      chooseOnlyInstance(onlyInstance).catch((error: unknown) =>
        notify({ text: noticeTextFor(error), severity: Severity.Error }),
      );
    } else if (userInstances.length > 1) {
      void navigate(instanceSelectHref(returnTo), { replace: true });
    }
  }, [undecided, onlyInstance, userInstances.length, navigate, returnTo]);
  return null;
}
