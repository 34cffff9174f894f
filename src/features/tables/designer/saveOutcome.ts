/**
 * What saving a design says: why a design cannot be saved yet, and where a saved one went. The confirmation
 * travels in the navigation's state to the saved design's own address, where the designer announces it.
 */
import type { TableDesign } from '../../../design/tableDesign';

/** Why the design cannot be saved as it is, or null when it can. */
export function saveRefusal(design: TableDesign, name: string): string | null {
  if (design.columns.length === 0) {
    return 'Add at least one column before saving: a design without columns lands nothing. Your edits are kept.';
  }
  if (name.trim() === '') return 'Give the design a name before saving.';
  return null;
}

/** Where a saved design is kept, said the way the user finds it again. */
export function savedText(mode: string): string {
  return mode === 'excel' ? 'Saved in this workbook.' : 'Saved to your library.';
}

interface SavedState {
  savedDesign: string;
}

export function savedState(text: string): SavedState {
  return { savedDesign: text };
}

/** The confirmation a navigation's state carries, or null. */
export function readSavedState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('savedDesign' in state)) return null;
  const text = (state as SavedState).savedDesign;
  return typeof text === 'string' ? text : null;
}
