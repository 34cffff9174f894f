import { useCallback } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { reloadInsteadOfNavigating, type PageLoader } from './navigationReload';
import { createReloadGuard } from './reloadGuard';
import { selectUpdatePending, useVersionStore } from './versionStore';

interface ReloadForUpdateProps {
  /** Defaults to the window's location. */
  page?: PageLoader;
}

/**
 * Rendered once, inside the router. Once a newer build is pending, the next navigation loads its target as a
 * whole page before the router renders the next screen. The router keeps one blocker at a time, so it
 * is only registered while an update is pending.
 */
export function ReloadForUpdate({ page }: ReloadForUpdateProps) {
  const pending = useVersionStore(selectUpdatePending);
  return pending ? <ReloadOnNextNavigation page={page ?? window.location} /> : null;
}

function ReloadOnNextNavigation({ page }: { page: PageLoader }) {
  const shouldBlock = useCallback<BlockerFunction>(
    (navigation) => reloadInsteadOfNavigating(navigation, createReloadGuard(), page),
    [page],
  );
  useBlocker(shouldBlock);
  return null;
}
