/**
 * The add-in settings of /settings/addin: read once host detection has said where they live (the workbook in
 * Excel, this browser otherwise), saved there; a save also tells Office whether to load the add-in with the
 * workbook (refresh on open).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHostStore } from '../../../host';
import {
  applyStartupBehavior,
  readAddinSettings,
  writeAddinSettings,
  type AddinSettings,
} from '../../../host/records';

const addinSettingsKey = (mode: string) => ['addinSettings', mode] as const;

export function useAddinSettings() {
  const mode = useHostStore((state) => state.mode);
  const ready = useHostStore((state) => state.status === 'ready');
  return useQuery({
    queryKey: addinSettingsKey(mode),
    queryFn: (): AddinSettings => readAddinSettings(),
    enabled: ready,
  });
}

export function useSaveAddinSettings() {
  const mode = useHostStore((state) => state.mode);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: AddinSettings) => {
      await writeAddinSettings(settings);
      await applyStartupBehavior(settings.refreshOnOpen);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addinSettingsKey(mode) }),
  });
}
