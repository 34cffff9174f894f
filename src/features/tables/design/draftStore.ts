/**
 * The designs being edited, by their route id ("new" or a saved id), so the designer keeps its edits (and its
 * undo history) while the user visits /table/save/{id} or the formula history and comes back. A failed save keeps
 * them too: nothing here is dropped until the user starts over.
 */
import { create } from 'zustand';
import { designHistoryReducer, historyOf, type DesignHistory, type HistoryAction } from './designReducer';
import type { TableDesign } from './model';

interface DraftState {
  drafts: Readonly<Record<string, DesignHistory>>;
}

export const useDesignDrafts = create<DraftState>(() => ({ drafts: {} }));

export const designDrafts = {
  get(key: string): DesignHistory | undefined {
    return useDesignDrafts.getState().drafts[key];
  },
  /** Starts a draft from a design unless one is already open under that key. */
  open(key: string, design: TableDesign): void {
    if (designDrafts.get(key)) return;
    useDesignDrafts.setState((state) => ({ drafts: { ...state.drafts, [key]: historyOf(design) } }));
  },
  dispatch(key: string, action: HistoryAction): void {
    useDesignDrafts.setState((state) => {
      const draft = state.drafts[key];
      if (!draft) return state;
      const next = designHistoryReducer(draft, action);
      return next === draft ? state : { drafts: { ...state.drafts, [key]: next } };
    });
  },
  /** A new design got its id: its draft (history included) moves to the id's key. */
  rename(from: string, to: string): void {
    useDesignDrafts.setState((state) => {
      const draft = state.drafts[from];
      if (!draft) return state;
      const drafts = { ...state.drafts, [to]: draft };
      delete drafts[from];
      return { drafts };
    });
  },
  discard(key: string): void {
    useDesignDrafts.setState((state) => {
      const drafts = { ...state.drafts };
      delete drafts[key];
      return { drafts };
    });
  },
  clear(): void {
    useDesignDrafts.setState({ drafts: {} });
  },
};

export function useDesignDraft(key: string): DesignHistory | undefined {
  return useDesignDrafts((state) => state.drafts[key]);
}
