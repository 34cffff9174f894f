/** The live preview: the design's first rows, asked again once edits have paused (PREVIEW_DEBOUNCE_MS). */
import { buildPreviewQuery } from '../../../design/buildQuery';
import type { TableDesign } from '../../../design/tableDesign';
import { PREVIEW_DEBOUNCE_MS, usePreviewRows } from '../../../landing/preview/usePreviewRows';

export function usePreview(design: TableDesign) {
  return usePreviewRows(buildPreviewQuery(design), { debounceMs: PREVIEW_DEBOUNCE_MS });
}
