/**
 * The designs being edited, by their route id ("new" or a saved id), so the designer keeps its edits (and its
 * undo history) while the user visits /table/save/{id} or the formula history and comes back. A failed save keeps
 * them too: nothing here is dropped until the user starts over.
 */
import { create } from 'zustand';
import { designHistoryReducer, historyOf, type DesignHistory, type HistoryAction } from './designReducer';
import type { TableDesign } from './tableDesign';

interface DraftState {
  drafts: Readonly<Record<string, DesignHistory>>;
  /** Each draft's design as last opened or saved: what "unsaved edits" are measured against. */
  saved: Readonly<Record<string, TableDesign>>;
}

export const useDesignDrafts = create<DraftState>(() => ({ drafts: {}, saved: {} }));

// The saved id and the last refresh are recorded without a save: they are not edits.
const editable = (design: TableDesign) => JSON.stringify({ ...design, id: null, lastRefresh: null });

function hasUnsavedEdits(state: DraftState, key: string): boolean {
  const draft = state.drafts[key];
  const saved = state.saved[key];
  return Boolean(draft && saved && draft.present !== saved && editable(draft.present) !== editable(saved));
}

const without = <T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> => {
  const rest = { ...record };
  delete rest[key];
  return rest;
};

export const designDrafts = {
  get(key: string): DesignHistory | undefined {
    return useDesignDrafts.getState().drafts[key];
  },
  /** Starts a draft from a design unless one is already open under that key. */
  open(key: string, design: TableDesign): void {
    if (designDrafts.get(key)) return;
    useDesignDrafts.setState((state) => ({
      drafts: { ...state.drafts, [key]: historyOf(design) },
      saved: { ...state.saved, [key]: design },
    }));
  },
  dispatch(key: string, action: HistoryAction): void {
    useDesignDrafts.setState((state) => {
      const draft = state.drafts[key];
      if (!draft) return state;
      const next = designHistoryReducer(draft, action);
      return next === draft ? state : { ...state, drafts: { ...state.drafts, [key]: next } };
    });
  },
  /** A new design got its id: its draft (history included) moves to the id's key. */
  rename(from: string, to: string): void {
    useDesignDrafts.setState((state) => {
      const draft = state.drafts[from];
      if (!draft) return state;
      const saved = state.saved[from];
      return {
        drafts: { ...without(state.drafts, from), [to]: draft },
        saved: saved ? { ...without(state.saved, from), [to]: saved } : without(state.saved, from),
      };
    });
  },
  /** The draft as it is now has been stored. */
  markSaved(key: string): void {
    useDesignDrafts.setState((state) => {
      const draft = state.drafts[key];
      return draft ? { ...state, saved: { ...state.saved, [key]: draft.present } } : state;
    });
  },
  hasUnsavedEdits(key: string): boolean {
    return hasUnsavedEdits(useDesignDrafts.getState(), key);
  },
  discard(key: string): void {
    useDesignDrafts.setState((state) => ({
      drafts: without(state.drafts, key),
      saved: without(state.saved, key),
    }));
  },
  clear(): void {
    useDesignDrafts.setState({ drafts: {}, saved: {} });
  },
};

/** Whether the draft under this key holds edits not saved yet. */
export function useHasUnsavedEdits(key: string): boolean {
  return useDesignDrafts((state) => hasUnsavedEdits(state, key));
}

export function useDesignDraft(key: string): DesignHistory | undefined {
  return useDesignDrafts((state) => state.drafts[key]);
}
