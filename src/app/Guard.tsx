import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { signInUrlFor, useAuthStore } from '../auth';
import { useMatchedDefinition } from './currentDefinition';
import { StartupStatus } from './startup/StartupStatus';

/**
 * Guard: a signed-out user opening a protected route goes to /signin with the encoded full path (query and
 * hash included) as `redirect`. While start-up is still deciding the route waits instead of bouncing. It
 * sits above the layout, so a protected layout never renders signed out.
 */
export function Guard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const definition = useMatchedDefinition();
  const phase = useAuthStore((state) => state.phase);
  const idToken = useAuthStore((state) => state.idToken);
  if (definition && !definition.public) {
    if (phase === 'starting' || (phase === 'checking' && idToken)) return <StartupStatus />;
    if (phase !== 'ready' || !idToken) return <Navigate to={signInUrlFor(location)} replace />;
  }
  return children;
}
