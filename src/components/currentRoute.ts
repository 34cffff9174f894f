import { createContext, useContext } from 'react';

export interface CurrentRoute {
  path: string;
  label: string;
  /** What the screen's heading says. */
  heading: string;
}

/** The routes-table entry of the screen being shown; set by the router, read by screens. */
export const CurrentRouteContext = createContext<CurrentRoute | null>(null);

export function useCurrentRoute(): CurrentRoute {
  const route = useContext(CurrentRouteContext);
  if (!route) throw new Error('useCurrentRoute must be used inside a routed screen');
  return route;
}
