/** What the app knows about versions: a newer build waiting to load, and this build's route rules. */
import { create } from 'zustand';
import type { BuildMeta } from './buildFiles';

interface VersionState {
  /** The newer build the server announced; it loads on the next navigation. */
  pendingBuildId: string | null;
  /** This build's route rules (builds/meta/{buildId}.json), once fetched; null if they are not (yet) known. */
  routeRules: BuildMeta | null;
}

export const useVersionStore = create<VersionState>(() => ({ pendingBuildId: null, routeRules: null }));

export const markUpdatePending = (buildId: string): void =>
  useVersionStore.setState({ pendingBuildId: buildId });

export const setRouteRules = (routeRules: BuildMeta): void => useVersionStore.setState({ routeRules });

export const selectUpdatePending = (state: VersionState): boolean => state.pendingBuildId !== null;

/** Whether the server holds a prerendered page for this path; false while the rules are unknown. */
export const isPrerendered = (path: string): boolean =>
  useVersionStore.getState().routeRules?.prerendered.includes(path) ?? false;
