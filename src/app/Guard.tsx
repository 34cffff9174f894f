import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectSignedIn, signInUrlFor, useAuthStore } from '../auth';
import { useMatchedDefinition } from './currentDefinition';

/**
 * SPEC §2 guard: a signed-out user opening a protected route goes to /signin with the encoded full path (query and
 * hash included) as `redirect`. It sits above the layout, so a protected layout never renders signed out.
 */
export function Guard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const definition = useMatchedDefinition();
  const signedIn = useAuthStore(selectSignedIn);
  if (definition && !definition.public && !signedIn) {
    return <Navigate to={signInUrlFor(location)} replace />;
  }
  return children;
}
