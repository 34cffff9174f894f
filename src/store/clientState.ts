/**
 * Client state, and nothing derived (DESIGN): the user's instances and the current instance's connections
 * as the API last answered them, who the user is, and which instance they work in.
 */
import { create } from 'zustand';
import type { InstanceConnection } from '@wharf/contract';
import type { z } from 'zod';
import type { instanceSchema } from '@wharf/contract';

export type Instance = z.infer<typeof instanceSchema>;

export interface ClientState {
  userInstances: Instance[];
  instanceConnections: InstanceConnection[];
  username: string | null;
  userId: string | null;
  currentInstance: Instance | null;
}

const EMPTY: ClientState = {
  userInstances: [],
  instanceConnections: [],
  username: null,
  userId: null,
  currentInstance: null,
};

export const useClientState = create<ClientState>(() => EMPTY);

export const clientState = {
  get: (): ClientState => useClientState.getState(),
  setUser(userId: string, username: string): void {
    useClientState.setState({ userId, username });
  },
  setInstances(userInstances: Instance[]): void {
    const current = useClientState.getState().currentInstance;
    // Keep the current instance's record fresh, or drop it when the user lost access.
    const stillThere = current
      ? (userInstances.find((instance) => instance.id === current.id) ?? null)
      : null;
    useClientState.setState({ userInstances, currentInstance: stillThere });
  },
  setCurrentInstance(currentInstance: Instance | null): void {
    useClientState.setState({ currentInstance, instanceConnections: [] });
  },
  setConnections(instanceConnections: InstanceConnection[]): void {
    useClientState.setState({ instanceConnections });
  },
  /** Sign-out: nothing of the previous user stays. */
  clear(): void {
    useClientState.setState(EMPTY);
  },
};

export const selectCurrentInstanceId = (state: ClientState): number | null =>
  state.currentInstance?.id ?? null;
