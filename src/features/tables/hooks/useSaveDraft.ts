/**
 * Saving a designer draft under a name: the designer's "Save design" (the name typed on OVERVIEW) and
 * /table/save/{id} (a design without one) save the same way. A failure keeps the draft and the name as they are.
 */
import { useNavigate } from 'react-router-dom';
import { designDrafts } from '../../../design/draftStore';
import type { TableDesign } from '../../../design/model';
import { tableDesignHref } from '../hrefs';
import { useSaveDesign } from '../../../design/useTableStorage';

export function useSaveDraft(routeId: string) {
  const navigate = useNavigate();
  const save = useSaveDesign();

  const saveDraft = (design: TableDesign, name: string) => {
    designDrafts.dispatch(routeId, { type: 'setName', name });
    const toSave = designDrafts.get(routeId)?.present ?? { ...design, name };
    save.mutate(toSave, {
      onSuccess: (saved) => {
        const newKey = String(saved.id);
        designDrafts.markSaved(routeId);
        // Leave first, then move the draft: the screen must not open a fresh draft under the old key.
        void navigate(tableDesignHref(newKey), { replace: true });
        if (newKey !== routeId) designDrafts.rename(routeId, newKey);
        designDrafts.dispatch(newKey, { type: 'patch', changes: { id: saved.id } });
      },
      // A failure shows its notice app-wide; the name and the draft stay as they are.
    });
  };

  return { saveDraft, isPending: save.isPending, isError: save.isError };
}
