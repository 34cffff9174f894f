/**
 * The last step of a landing: its refresh recorded once, where the design lives (the workbook's settings in Excel,
 * the library in the browser), and on the design's open draft so a later save keeps it rather than bringing back
 * the previous one. An unsaved design has only its draft. The caller invalidates the design list once it is done
 * (once per batch, not once per design).
 */
import { useCallback } from 'react';
import { useHostStore } from '../../../host';
import { designDrafts } from '../design/draftStore';
import { NEW_TABLE_ID, type LastRefresh, type TableDesign } from '../design/model';
import { designRepositoryFor } from '../storage/designRepository';

export type RecordRefresh = (design: TableDesign, refresh: LastRefresh) => Promise<void>;

/**
 * `fromDesigner: false` for a landing that is not the designer's (the AI view's): an unsaved design landed there
 * is not the designer's new draft, which must not take its refresh.
 */
export function useLandingRecord({ fromDesigner = true }: { fromDesigner?: boolean } = {}): RecordRefresh {
  const mode = useHostStore((state) => state.mode);
  return useCallback(
    async (design, lastRefresh) => {
      if (design.id !== null) await designRepositoryFor(mode).recordRefresh(design.id, lastRefresh);
      if (design.id === null && !fromDesigner) return;
      const draftKey = design.id === null ? NEW_TABLE_ID : String(design.id);
      designDrafts.dispatch(draftKey, { type: 'patch', changes: { lastRefresh } });
    },
    [mode, fromDesigner],
  );
}
