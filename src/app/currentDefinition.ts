import { useMatches } from 'react-router-dom';
import type { RouteDefinition } from '../routes/routeTable';

/** What the router keeps on each matched route: its routes-table entry, or null for the not-found route. */
export interface RouteHandle {
  route: RouteDefinition | null;
}

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'route' in handle;

/** The deepest matched routes-table entry; null on the not-found route; undefined above the routes. */
export function useMatchedDefinition(): RouteDefinition | null | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return undefined;
}
