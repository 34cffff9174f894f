/** Where the AI view links to: a saved answer's library item. */
import type { RoutePath } from '../../routes/routeTable';

const LIBRARY_ITEM_PATH = '/library/:id' satisfies RoutePath;

export function libraryItemHref(itemId: number): string {
  return LIBRARY_ITEM_PATH.replace(':id', encodeURIComponent(String(itemId)));
}
