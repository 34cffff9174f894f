/**
 * What every refresh from a screen shares: the host, the "warn before overwriting edits" setting, the
 * warehouse's landings and the design's source tables — and, once it landed, the
 * freshness queries read again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clientDWSchemaQueryOptions, warehouseFreshnessQueryOptions } from '../api/queryOptions/warehouse';
import { useInvalidateFreshness } from './freshness';
import { useHostStore } from '../host';
import { readAddinSettings } from '../host/records';
import { selectCurrentInstanceId, useClientState } from '../store';
import type { TableDesign } from '../design/tableDesign';
import { designSources } from './freshness/designSources';
import { describeLanding } from './landingAbout';
import type { LandingOptions } from './landingPipeline';
import { refreshTable, type RefreshOptions, type RefreshResult } from './refreshTable';

/**
 * What the screen brings: where it writes, how it follows the landing, how it asks about hand edits, and whether
 * it is the designer's landing (recordLanding.ts).
 */
export type ScreenRefreshOptions = Pick<
  LandingOptions,
  'writer' | 'onProgress' | 'onPendingEdit' | 'signal'
> &
  Pick<RefreshOptions, 'decide' | 'fromDesigner'>;

export function useTableRefresh() {
  const mode = useHostStore((state) => state.mode);
  const instanceId = useClientState(selectCurrentInstanceId);
  const queryClient = useQueryClient();
  const invalidateFreshness = useInvalidateFreshness();

  const refresh = useCallback(
    async (design: TableDesign, options: ScreenRefreshOptions): Promise<RefreshResult | null> => {
      const schema = await queryClient
        .fetchQuery(clientDWSchemaQueryOptions(instanceId))
        .catch(() => undefined);
      try {
        return await refreshTable(design, {
          ...options,
          mode,
          warnBeforeOverwrite: readAddinSettings().warnBeforeOverwrite,
          sources: designSources(design, schema?.tables ?? []),
          about: describeLanding(design, schema),
          readLandings: () =>
            queryClient
              .fetchQuery({ ...warehouseFreshnessQueryOptions(instanceId), staleTime: 0 })
              .then((answer) => answer.tables),
        });
      } finally {
        await invalidateFreshness();
      }
    },
    [mode, instanceId, queryClient, invalidateFreshness],
  );

  return refresh;
}
