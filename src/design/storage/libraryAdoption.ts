/**
 * A library item opened from the library: in the browser the item itself is the design (its id is the
 * route id); in Excel it becomes a workbook design (workbookAdoption.ts), so it travels with the file and anyone who
 * opens the file can refresh it. Opening the same item again finds that design rather than adding another.
 */
import type { LibraryItem } from '@wharf/contract';
import type { HostMode } from '../../host';
import { fromLibraryItem } from './libraryDefinition';
import { keepInWorkbook } from './workbookAdoption';

type OpenedItem = Pick<LibraryItem, 'id' | 'title' | 'definition'>;

/** The id of the design to open for the item; null when the item holds no design. */
export async function designIdForLibraryItem(item: OpenedItem, mode: HostMode): Promise<number | null> {
  const design = fromLibraryItem(item);
  if (!design) return null;
  if (mode !== 'excel') return item.id;
  return (await keepInWorkbook(design)).id;
}
