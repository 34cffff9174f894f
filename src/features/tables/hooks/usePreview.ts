/** The live preview: the design's first rows, asked again once edits have paused (PREVIEW_DEBOUNCE_MS). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { clientQueryOptions } from '../../../api/queryOptions/warehouse';
import type { TableQuery } from '../../../api/contract';
import { selectCurrentInstanceId, useClientState } from '../../../store';
import { buildPreviewQuery } from '../design/buildQuery';
import type { TableDesign } from '../design/model';
import { PREVIEW_DEBOUNCE_MS, useDebouncedValue } from '../useDebouncedValue';

export function usePreview(design: TableDesign) {
  const instanceId = useClientState(selectCurrentInstanceId);
  // Debounce the query's text: a new object each render must not restart the wait.
  const queryText = JSON.stringify(buildPreviewQuery(design));
  const settledText = useDebouncedValue(queryText, PREVIEW_DEBOUNCE_MS);
  const query = useMemo(() => JSON.parse(settledText) as TableQuery | null, [settledText]);
  const result = useQuery({
    ...clientQueryOptions(instanceId, { query: query ?? { table: '', columns: [''] } }),
    enabled: query !== null,
    // The previous rows stay while the next ones load: the preview does not flicker on each edit.
    placeholderData: keepPreviousData,
  });
  return { ...result, hasQuery: query !== null, settling: queryText !== settledText };
}
