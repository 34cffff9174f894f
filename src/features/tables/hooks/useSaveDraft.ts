/**
 * Saving a designer draft under a name: the designer's "Save design" (the name typed on OVERVIEW) and
 * /table/save/{id} (a design without one) save the same way. A design without columns or a name is refused with the
 * reason; a failure keeps the draft and the name as they are. A saved design opens at its own address, on the
 * panel it was saved from, saying where it was saved.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { designDrafts } from '../../../design/draftStore';
import type { TableDesign } from '../../../design/tableDesign';
import { useHostStore } from '../../../host';
import { tableDesignHref } from '../hrefs';
import { useSaveDesign } from '../../../design/useTableStorage';
import type { PanelTab } from '../designer/steps';
import { savedState, savedText, saveRefusal } from '../designer/saveOutcome';

export function useSaveDraft(routeId: string) {
  const navigate = useNavigate();
  const save = useSaveDesign();
  const mode = useHostStore((state) => state.mode);
  const [refusal, setRefusal] = useState<string | null>(null);

  const saveDraft = (design: TableDesign, name: string, tab?: PanelTab) => {
    const refused = saveRefusal(design, name);
    setRefusal(refused);
    if (refused) return;
    designDrafts.dispatch(routeId, { type: 'setName', name });
    const toSave = designDrafts.get(routeId)?.present ?? { ...design, name };
    save.mutate(toSave, {
      onSuccess: (saved) => {
        const newKey = String(saved.id);
        designDrafts.markSaved(routeId);
        // Leave first, then move the draft: the screen must not open a fresh draft under the old key.
        void navigate(tableDesignHref(newKey, tab), { replace: true, state: savedState(savedText(mode)) });
        if (newKey !== routeId) designDrafts.rename(routeId, newKey);
        designDrafts.dispatch(newKey, { type: 'patch', changes: { id: saved.id } });
      },
      // A failure shows its notice app-wide; the name and the draft stay as they are.
    });
  };

  return { saveDraft, refusal, isPending: save.isPending, isError: save.isError };
}
