/**
 * A library item opened from the library (issue 15): in the browser the item itself is the design (its id is the
 * route id); in Excel it becomes a workbook design, so it travels with the file and anyone who opens the file can
 * refresh it. Opening the same item again finds that design rather than adding another.
 */
import type { LibraryItem } from '../../../api/contract';
import type { HostMode } from '../../../host';
import { buildQuery } from '../design/buildQuery';
import type { TableDesign } from '../design/model';
import { workbookDesignRepository } from './designRepository';
import { fromLibraryItem } from './libraryDefinition';

/** Same name and same query: the workbook design an earlier opening of the item made. */
function sameDesign(a: TableDesign, b: TableDesign): boolean {
  return a.name === b.name && JSON.stringify(buildQuery(a)) === JSON.stringify(buildQuery(b));
}

type OpenedItem = Pick<LibraryItem, 'id' | 'title' | 'definition'>;

// One opening per item at a time: a screen mounted twice (React's strict mode) must not add the design twice.
const opening = new Map<string, Promise<number | null>>();

/** The id of the design to open for the item; null when the item holds no design. */
export function designIdForLibraryItem(item: OpenedItem, mode: HostMode): Promise<number | null> {
  const key = `${mode}:${item.id}`;
  const running = opening.get(key);
  if (running) return running;
  const started = openItem(item, mode).finally(() => opening.delete(key));
  opening.set(key, started);
  return started;
}

async function openItem(item: OpenedItem, mode: HostMode): Promise<number | null> {
  const design = fromLibraryItem(item);
  if (!design) return null;
  if (mode !== 'excel') return item.id;
  const adopted: TableDesign = { ...design, id: null, lastRefresh: null };
  const existing = (await workbookDesignRepository.list()).find((stored) => sameDesign(stored, adopted));
  if (existing?.id != null) return existing.id;
  const saved = await workbookDesignRepository.save(adopted);
  return saved.id;
}
