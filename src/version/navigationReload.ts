import { createPath, NavigationType, type BlockerFunction } from 'react-router-dom';
import type { ReloadGuard } from './reloadGuard';

/** How a whole page is loaded; `window.location` is one. */
export interface PageLoader {
  assign(url: string): void;
  replace(url: string): void;
  reload(): void;
}

type NavigationArgs = Parameters<BlockerFunction>[0];

/**
 * With a newer build waiting, a navigation becomes a full page load of its target, so the user gets the new build
 * between screens and never in the middle of one. Returns true when the router must not render the next screen
 * itself because the browser is already loading it.
 *
 * A navigation stays in the app when:
 * - it only moves within the page (same path and query, another hash): no new screen, nothing to interrupt;
 * - it carries history state, which a full load would drop;
 * - the reload guard refuses (a reload for a new version happened less than its ttl ago).
 */
export function reloadInsteadOfNavigating(
  { currentLocation, nextLocation, historyAction }: NavigationArgs,
  guard: ReloadGuard,
  page: PageLoader,
): boolean {
  const samePage =
    currentLocation.pathname === nextLocation.pathname && currentLocation.search === nextLocation.search;
  if (samePage || nextLocation.state != null || !guard.claim()) return false;
  const url = createPath(nextLocation);
  if (historyAction === NavigationType.Pop) {
    // Back/Forward has already moved the browser to the target. Blocking would make the router move it back,
    // racing the load; reloading where the browser now is keeps the history as the user made it.
    page.reload();
    return false;
  }
  if (historyAction === NavigationType.Replace) page.replace(url);
  else page.assign(url);
  return true;
}
