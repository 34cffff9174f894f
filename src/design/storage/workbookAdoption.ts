/**
 * Keeping a design in the workbook (Excel), so it travels with the file and anyone who opens the file can refresh
 * it: a library item opened in Excel, an AI answer landed in Excel. Keeping the same design again (same name, same
 * query) finds the one kept before rather than adding another, so landing it again refreshes the same table.
 */
import { buildQuery } from '../buildQuery';
import type { TableDesign } from '../tableDesign';
import { workbookDesignRepository } from './designRepository';

/** Same name and same query: the workbook design an earlier keeping of it made. */
function sameDesign(a: TableDesign, b: TableDesign): boolean {
  return a.name === b.name && JSON.stringify(buildQuery(a)) === JSON.stringify(buildQuery(b));
}

// One keeping per design at a time: a screen mounted twice (React's strict mode), or a double click, must not add
// the design twice.
const keeping = new Map<string, Promise<TableDesign>>();

/** The workbook's design for this one: the one kept before, else this one saved with a new id. */
export function keepInWorkbook(design: TableDesign): Promise<TableDesign> {
  const key = JSON.stringify([design.name, buildQuery(design)]);
  const running = keeping.get(key);
  if (running) return running;
  const started = findOrSave({ ...design, id: null, lastRefresh: null }).finally(() => keeping.delete(key));
  keeping.set(key, started);
  return started;
}

async function findOrSave(design: TableDesign): Promise<TableDesign> {
  const existing = (await workbookDesignRepository.list()).find((stored) => sameDesign(stored, design));
  return existing ?? workbookDesignRepository.save(design);
}
