/**
 * How a screen outside the table designer lands a bare table query (the AI view's answer) without importing the
 * tables feature (features never import one another, eslint.config.js): the app puts the tables feature's lander
 * in this context (src/app/QueryLanderProvider.tsx) and the screen renders whatever it finds there. Moving the
 * landing pipeline out of the feature instead would have moved its design model, storage and hooks with it.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { TableQuery } from '../../api/contract';

export interface QueryLanderProps {
  /** The design's name (the question asked): the landed table is named after it. */
  name: string;
  query: TableQuery;
  /** The landing button's text, in the calling screen's words. */
  landLabel: string;
  /** Further buttons shown in the same row as the lander's own (open, save…). */
  actions?: ReactNode;
}

/** Renders the lander (a render function, not a component type: a component read during render would remount). */
export type QueryLander = (props: QueryLanderProps) => ReactNode;

export const QueryLanderContext = createContext<QueryLander | null>(null);

/** The lander the app provides; null where none is (a screen then offers no landing of its own). */
export function useQueryLander(): QueryLander | null {
  return useContext(QueryLanderContext);
}
