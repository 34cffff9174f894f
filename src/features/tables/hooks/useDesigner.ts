/**
 * The design a designer screen works on, by its route id: the open draft if there is one, else the stored design
 * (or, for "new", an empty design with the workbook's defaults). Edits go through the history reducer.
 */
import { useCallback, useEffect, useRef } from 'react';

import { designDrafts, useDesignDraft } from '../../../design/draftStore';
import type { HistoryAction } from '../../../design/designReducer';
import { NEW_TABLE_ID, newDesign, type TableDesign } from '../../../design/tableDesign';
import type { TableGlobalSettings } from '../../../design/storage/globalSettings';
import { useGlobalSettings, useStoredDesign } from '../../../design/useTableStorage';

export function designForNew(settings: TableGlobalSettings | undefined): TableDesign {
  const design = newDesign();
  if (!settings) return design;
  return {
    ...design,
    limit: settings.defaultRowLimit,
    landing: { ...design.landing, sheet: settings.defaultSheet },
  };
}

export type DesignerStatus = 'loading' | 'ready' | 'missing';

export function useDesigner(routeId: string) {
  const isNew = routeId === NEW_TABLE_ID;
  const id = isNew ? null : Number(routeId);
  const draft = useDesignDraft(routeId);
  const stored = useStoredDesign(draft || Number.isNaN(id) ? null : id);
  const global = useGlobalSettings();
  const globalSettled = global.isSuccess || global.isError;

  // A draft that leaves while the screen is open has moved (a new design saved under its id): not opened again.
  const hadDraft = useRef(false);

  useEffect(() => {
    if (draft) {
      hadDraft.current = true;
      return;
    }
    if (hadDraft.current) return;
    if (isNew && globalSettled) designDrafts.open(routeId, designForNew(global.data));
    else if (!isNew && stored.data) designDrafts.open(routeId, stored.data);
  }, [draft, isNew, globalSettled, global.data, stored.data, routeId]);

  const dispatch = useCallback((action: HistoryAction) => designDrafts.dispatch(routeId, action), [routeId]);

  const status: DesignerStatus = draft
    ? 'ready'
    : !isNew && (stored.isError || (stored.isSuccess && stored.data === null))
      ? 'missing'
      : 'loading';
  return { key: routeId, id, history: draft, design: draft?.present, dispatch, status, global: global.data };
}
