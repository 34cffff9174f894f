/**
 * The person's notes in the browser tab's grid (docs/host.md, "Refresh by key", "In a browser tab"): one note per
 * row of a table whose rows have a key, kept by the row's key in words, so a note stays with its row through every
 * refresh whatever the rows' order; in this browser's local storage (key `wharf.gridNotes`), like the tab's other
 * records. A note whose row the source removes is listed with it and kept, should the row come back.
 */
import { create } from 'zustand';
import { readLocalJson, writeLocalJson } from './browserStorage';

const KEY = 'wharf.gridNotes';

/** The header of the notes column, in the grid and in the .xlsx download. */
export const GRID_NOTE_HEADER = 'Note';

type Notes = Readonly<Record<string, Readonly<Record<string, string>>>>;

function stored(): Notes {
  const value = readLocalJson(KEY);
  if (typeof value !== 'object' || value === null) return {};
  const notes: Record<string, Record<string, string>> = {};
  for (const [table, byKey] of Object.entries(value as Record<string, unknown>)) {
    if (typeof byKey !== 'object' || byKey === null) continue;
    notes[table] = Object.fromEntries(
      Object.entries(byKey as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  }
  return notes;
}

export const useGridNotes = create<{ notes: Notes }>(() => ({ notes: stored() }));

/** The table's notes by row key. */
export function gridNotesOf(tableName: string): Readonly<Record<string, string>> {
  return useGridNotes.getState().notes[tableName] ?? {};
}

/** Sets (or, when empty, removes) the note of the row with this key. */
export function setGridNote(tableName: string, key: string, text: string): void {
  const { notes } = useGridNotes.getState();
  const byKey = { ...(notes[tableName] ?? {}) };
  if (text.trim() === '') delete byKey[key];
  else byKey[key] = text;
  const next = { ...notes, [tableName]: byKey };
  useGridNotes.setState({ notes: next });
  writeLocalJson(KEY, next);
}
