/**
 * A query's first rows (PREVIEW_ROWS) through /api/clientQuery, for every preview: the designer's live one, the AI
 * view's answer and a library item. With `debounceMs` the query is asked again only once edits have paused; the
 * previous rows stay while the next ones load, so a preview does not flicker on each edit.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TableQuery } from '@wharf/contract';
import { clientQueryOptions } from '../../api/queryOptions/warehouse';
import { previewOf } from '../../design/buildQuery';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { selectCurrentInstanceId, useClientState } from '../../store';

/** Debounce for the designer's live preview after design edits. */
export const PREVIEW_DEBOUNCE_MS = 400;

export function usePreviewRows(query: TableQuery | null, { debounceMs = 0 }: { debounceMs?: number } = {}) {
  const instanceId = useClientState(selectCurrentInstanceId);
  // Debounce the query's text: a new object each render must not restart the wait.
  const queryText = JSON.stringify(query === null ? null : previewOf(query));
  const settledText = useDebouncedValue(queryText, debounceMs);
  const settled = useMemo(() => JSON.parse(settledText) as TableQuery | null, [settledText]);
  const result = useQuery({
    ...clientQueryOptions(instanceId, { query: settled ?? { table: '', columns: [''] } }),
    enabled: settled !== null && instanceId !== null,
    placeholderData: keepPreviousData,
  });
  return { ...result, hasQuery: settled !== null, settling: queryText !== settledText };
}

export type PreviewRows = ReturnType<typeof usePreviewRows>;
