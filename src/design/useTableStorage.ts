/** Reading and saving designs and the global settings, wherever the host keeps them (docs/tables.md). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userLibraryQueryOptions } from '../api/queryOptions/library';
import { clientDWSchemaQueryOptions } from '../api/queryOptions/warehouse';
import { useHostStore } from '../host';
import { selectCurrentInstanceId, useClientState } from '../store';
import type { TableDesign } from './tableDesign';
import { designRepositoryFor } from './storage/designRepository';
import type { TableGlobalSettings } from './storage/globalSettings';

/** Query keys of the tables feature: by host mode (where designs live) and instance. */
export const tableKeys = {
  all: (mode: string, instanceId: number | null) => ['tables', mode, instanceId] as const,
  designs: (mode: string, instanceId: number | null) =>
    [...tableKeys.all(mode, instanceId), 'designs'] as const,
  design: (mode: string, instanceId: number | null, id: number) =>
    [...tableKeys.designs(mode, instanceId), id] as const,
  global: (mode: string, instanceId: number | null) =>
    [...tableKeys.all(mode, instanceId), 'global'] as const,
};

/** The repository of the detected host; `ready` once detection has finished (never read the wrong store). */
export function useDesignRepository() {
  const mode = useHostStore((state) => state.mode);
  const ready = useHostStore((state) => state.status === 'ready');
  const instanceId = useClientState(selectCurrentInstanceId);
  return { repository: designRepositoryFor(mode), mode, ready, instanceId };
}

export function useTableDesigns() {
  const { repository, mode, ready, instanceId } = useDesignRepository();
  return useQuery({
    queryKey: tableKeys.designs(mode, instanceId),
    queryFn: () => repository.list(),
    enabled: ready && instanceId !== null,
  });
}

export function useStoredDesign(id: number | null) {
  const { repository, mode, ready, instanceId } = useDesignRepository();
  return useQuery({
    queryKey: tableKeys.design(mode, instanceId, id ?? 0),
    queryFn: () => repository.get(id ?? 0),
    enabled: ready && instanceId !== null && id !== null,
  });
}

/** Invalidates what a saved design changes: the list, the design, and in the browser the library. */
export function useInvalidateDesigns() {
  const queryClient = useQueryClient();
  const { mode, instanceId } = useDesignRepository();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tableKeys.designs(mode, instanceId) }),
      queryClient.invalidateQueries({ queryKey: userLibraryQueryOptions(instanceId).queryKey }),
    ]);
}

export function useSaveDesign() {
  const { repository } = useDesignRepository();
  const invalidate = useInvalidateDesigns();
  return useMutation({
    mutationFn: (design: TableDesign) => repository.save(design),
    onSuccess: () => invalidate(),
  });
}

export function useGlobalSettings() {
  const { repository, mode, ready, instanceId } = useDesignRepository();
  return useQuery({
    queryKey: tableKeys.global(mode, instanceId),
    queryFn: () => repository.readGlobal(),
    enabled: ready,
  });
}

export function useSaveGlobalSettings() {
  const { repository, mode, instanceId } = useDesignRepository();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TableGlobalSettings) => repository.writeGlobal(settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableKeys.global(mode, instanceId) }),
  });
}

/** The instance's warehouse catalogue, for the designer and the dataset search alike. */
export function useWarehouseSchema() {
  const instanceId = useClientState(selectCurrentInstanceId);
  return useQuery(clientDWSchemaQueryOptions(instanceId));
}
