/**
 * Where the AI view hands a design over: the table designer opens a library item through /table/new?library={id}
 * (as the library's own screens do), on UPDATE to land it or OVERVIEW to change it.
 */
import type { RoutePath } from '../../routes/routeTable';

const DESIGNER_PATH = '/table/:id' satisfies RoutePath;
const LIBRARY_ITEM_PATH = '/library/:id' satisfies RoutePath;

export function designerForLibraryItemHref(itemId: number, tab: 'OVERVIEW' | 'UPDATE'): string {
  const path = DESIGNER_PATH.replace(':id', 'new');
  return `${path}?${new URLSearchParams({ library: String(itemId), tab }).toString()}`;
}

export function libraryItemHref(itemId: number): string {
  return LIBRARY_ITEM_PATH.replace(':id', encodeURIComponent(String(itemId)));
}
